import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SERIAL, serialOf, toCollectedSamples } from './serial.ts';

describe('serialOf (requirements.md 5: "Serial is the second dash-separated part of the item id")', () => {
  it.each([
    ['requirements.md 5: two parts', 'TUBE-0001', '0001'],
    ['requirements.md 5: more parts: the second', 'LOT-0042-A', '0042'],
    ['requirements.md 5: no dash: no serial', 'TUBE', null],
    ['requirements.md 5: empty second part: no serial', 'TUBE-', null],
    ['requirements.md 5: blank second part: no serial', 'TUBE- -1', null],
    ['requirements.md 5: leading dash: the part after it', '-0001', '0001'],
    ['requirements.md 5: empty id', '', null],
    ['requirements.md 5: null id', null, null],
  ] as const)('%s', (_, id, expected) => expect(serialOf(id)).toBe(expected));
});

describe('toCollectedSamples (requirements.md 5: a collected sample needs a supply item id and a serial)', () => {
  const warning = 'Missing supply item ID or serial';
  it.each([
    [
      'requirements.md 5: id with a serial is kept',
      false,
      { id: 's1', supplyItemID: 'TUBE-0001' },
      { supplyItemID: 'TUBE-0001', serial: '0001' },
    ],
    ['requirements.md 5: no supply item id -> warning, dropped', false, { id: 's1', supplyItemID: null }, warning],
    ['requirements.md 5: missing supply item id field -> warning, dropped', false, { id: 's1' }, warning],
    ['requirements.md 5: blank supply item id -> warning, dropped', false, { id: 's1', supplyItemID: ' ' }, warning],
    ['requirements.md 5: id without a serial part -> warning, dropped', false, { id: 's1', supplyItemID: 'TUBE' }, warning],
    [
      'requirements.md 5: scanning disabled: placeholder serial',
      true,
      { id: 's1', supplyItemID: 'TUBE' },
      { supplyItemID: 'TUBE', serial: PLACEHOLDER_SERIAL },
    ],
    [
      'requirements.md 5: scanning disabled: placeholder even when the id has a serial',
      true,
      { id: 's1', supplyItemID: 'TUBE-0001' },
      { supplyItemID: 'TUBE-0001', serial: PLACEHOLDER_SERIAL },
    ],
    ['requirements.md 5: scanning disabled still needs the id', true, { id: 's1', supplyItemID: null }, warning],
  ] as const)('%s', (_, supplyScanningDisabled, sample, expected) => {
    const result = toCollectedSamples([sample], { supplyScanningDisabled });
    if (typeof expected === 'string') {
      expect(result).toEqual({ kept: [], warnings: [{ sampleID: 's1', message: expected }] });
    } else {
      expect(result).toEqual({ kept: [{ ...sample, ...expected }], warnings: [] });
    }
  });

  it('requirements.md 5: keeps order and other fields, and warns once per dropped sample', () => {
    const samples = [
      { id: 'a', supplyItemID: 'T-1', status: 'collected', collectionTimestamp: 't1' },
      { id: 'b', supplyItemID: null, status: 'collected', collectionTimestamp: 't2' },
      { id: 'c', supplyItemID: 'T-3', status: 'collected', collectionTimestamp: 't3' },
      { id: 'd', supplyItemID: 'T', status: 'collected', collectionTimestamp: 't4' },
    ];
    const result = toCollectedSamples(samples, { supplyScanningDisabled: false });
    expect(result.kept.map((s) => [s.id, s.serial, s.collectionTimestamp])).toEqual([
      ['a', '1', 't1'],
      ['c', '3', 't3'],
    ]);
    expect(result.warnings.map((w) => w.sampleID)).toEqual(['b', 'd']);
  });

  it('requirements.md 5: the placeholder is a serial, not an id', () => {
    expect(PLACEHOLDER_SERIAL).toMatch(/^[^-\s]+$/);
  });
});
