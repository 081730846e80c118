import { describe, expect, test } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { neededSupplies } from '@sc/domain/itinerary-data/selectors';
import {
  acceptSupplyScan,
  heldByOtherProcedures,
  pickGroups,
  procedureScanList,
  togglePicked,
  withoutSupplyItem,
} from './supply-model.ts';

const { ava, ben } = DEMO;
const supplyOfItem: Record<string, string> = {
  'si-tube-0001': 'sup-amber-tube',
  'si-tube-0002': 'sup-lavender-tube',
  'si-tube-0003': 'sup-lavender-tube',
  'si-cup-0001': 'sup-urine-cup',
};
const supplyIDOf = (id: string) => supplyOfItem[id] ?? null;
const scanOf = (supplyItemID: string) => ({
  barcode: supplyItemID.toUpperCase(),
  supplyID: supplyIDOf(supplyItemID),
  supplyItemID,
  serial: null,
});

describe('procedureScanList (requirements.md 5: one line per unit of the kinds that need scanning)', () => {
  test('the panel scans an amber, two lavender and an SST tube; centrifuge and refrigerate add none', () => {
    const panel = demoItinerary().procedures[ava.panelID]!;
    expect(procedureScanList(panel, supplyIDOf).map((l) => [l.supplyID, l.isScanned])).toEqual([
      ['sup-amber-tube', false],
      ['sup-lavender-tube', false],
      ['sup-lavender-tube', false],
      ['sup-sst-tube', false],
    ]);
  });

  test('saved supply items tick their lines; an item of no listed supply ticks nothing', () => {
    const panel = { ...demoItinerary().procedures[ava.panelID]!, supplyItemIDs: ['si-tube-0002', 'si-cup-0001'] };
    expect(procedureScanList(panel, supplyIDOf).map((l) => l.supplyItemID ?? null)).toEqual([
      null,
      'si-tube-0002',
      null,
      null,
    ]);
  });

  test('the urine culture (fill by patient) has nothing to scan', () => {
    expect(procedureScanList(demoItinerary().procedures[ava.urineID]!, supplyIDOf)).toEqual([]);
  });
});

describe('acceptSupplyScan', () => {
  const panel = { ...demoItinerary().procedures[ava.panelID]!, supplyItemIDs: ['si-tube-0002'] };
  const list = procedureScanList(panel, supplyIDOf);

  test('a needed tube: the whole list to save, with the new item last', () => {
    expect(acceptSupplyScan(panel, list, scanOf('si-tube-0003'), [])).toEqual({
      ok: true,
      supplyItemIDs: ['si-tube-0002', 'si-tube-0003'],
    });
  });

  test.each([
    [
      'requirements.md 5 "Wrong supply": a supply the procedure does not scan',
      scanOf('si-cup-0001'),
      [],
      'Wrong supply',
    ],
    [
      'requirements.md 5 "Barcode already scanned.": this procedure holds it',
      scanOf('si-tube-0002'),
      [],
      'Barcode already scanned.',
    ],
    ['another procedure holds it', scanOf('si-tube-0001'), ['si-tube-0001'], 'Barcode already scanned.'],
    ['a scan naming no supply item', { ...scanOf('si-tube-0001'), supplyItemID: null }, [], 'Wrong supply'],
  ])('%s', (_, scan, elsewhere, message) => {
    expect(acceptSupplyScan(panel, list, scan, elsewhere)).toEqual({ ok: false, message });
  });

  test('removing a scan leaves the rest in order', () => {
    expect(withoutSupplyItem({ ...panel, supplyItemIDs: ['a', 'b', 'c'] }, 'b')).toEqual(['a', 'c']);
  });
});

test('heldByOtherProcedures: the items and kits of every other procedure', () => {
  const data = demoItinerary();
  data.procedures[ava.urineID]!.supplyItemIDs = ['si-cup-0001'];
  data.procedures[ben.a1cID]!.kitSupplyItemID = 'si-kit-0001';
  data.procedures[ava.panelID]!.supplyItemIDs = ['si-tube-0001'];
  expect(heldByOtherProcedures(data, ava.panelID).sort()).toEqual(['si-cup-0001', 'si-kit-0001']);
});

describe('pack procedure bag without sample scanning (pick by tapping)', () => {
  test('needed supplies: every instruction kind counts, the same tubes in two instructions once', () => {
    const data = demoItinerary();
    expect([...neededSupplies(data.procedures[ava.panelID]!)]).toEqual([
      ['sup-amber-tube', 1],
      ['sup-lavender-tube', 2],
      ['sup-sst-tube', 1],
    ]);
    expect([...neededSupplies(data.procedures[ava.urineID]!)]).toEqual([['sup-urine-cup', 1]]);
  });

  test('the nurse’s activated items of the supply, picked when the procedure holds them', () => {
    const urine = { ...demoItinerary().procedures[ava.urineID]!, supplyItemIDs: ['si-cup-0002'] };
    const items = [
      { id: 'si-cup-0001', supplyID: 'sup-urine-cup', status: 'activated', serial: null },
      { id: 'si-cup-0002', supplyID: 'sup-urine-cup', status: 'used', serial: 'C2' },
      { id: 'si-cup-0003', supplyID: 'sup-urine-cup', status: 'used', serial: null },
      { id: 'si-cup-0004', supplyID: 'sup-urine-cup', status: 'activated', serial: null },
      { id: 'si-tube-0001', supplyID: 'sup-amber-tube', status: 'activated', serial: null },
    ];
    expect(pickGroups(urine, items, new Set(['si-cup-0004']))).toEqual([
      {
        supplyID: 'sup-urine-cup',
        quantity: 1,
        items: [
          { id: 'si-cup-0001', label: '1', picked: false },
          { id: 'si-cup-0002', label: 'C2', picked: true },
        ],
      },
    ]);
    expect(togglePicked(urine, 'si-cup-0001')).toEqual(['si-cup-0002', 'si-cup-0001']);
    expect(togglePicked(urine, 'si-cup-0002')).toEqual([]);
  });
});
