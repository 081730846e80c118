import { describe, expect, it, test } from 'vitest';
import { scanMessages } from './messages.ts';
import {
  leftToScan,
  refusalHint,
  remainingText,
  ScanRefusal,
  scannedText,
  scanWantedText,
  theOneOf,
  withArticle,
} from './scan-answers.ts';

describe('withArticle: a or an as the name is spoken', () => {
  test.each([
    ['Amber Tube', 'an Amber Tube'],
    ['Lavender Top Tube (EDTA)', 'a Lavender Top Tube (EDTA)'],
    ['Insulated Bag (Including ice pack)', 'an Insulated Bag (Including ice pack)'],
    ['Urine Cup', 'a Urine Cup'],
    ['Umbrella', 'an Umbrella'],
    ['HbA1c Collection Kit', 'an HbA1c Collection Kit'],
    ['HbA1c Kit Vial', 'an HbA1c Kit Vial'],
    ['Mail-in Box', 'a Mail-in Box'],
    ['EDTA Tube', 'an EDTA Tube'],
    ['SST Tube', 'an SST Tube'],
    ['PST Tube', 'a PST Tube'],
    ['Gold Top SST Tube', 'a Gold Top SST Tube'],
    ['hour glass', 'an hour glass'],
    ['visit bag', 'a visit bag'],
    ['  Specimen Bag ', 'a Specimen Bag'],
  ])('%s -> %s', (name, expected) => {
    expect(withArticle(name)).toBe(expected);
  });
});

describe('theOneOf / scanWantedText: what the step wants', () => {
  test.each([
    [[], '', null],
    [['Amber Tube'], 'the Amber Tube', 'Scan the Amber Tube.'],
    [['Amber Tube', 'Amber Tube'], 'the Amber Tube', 'Scan the Amber Tube.'],
    [
      ['Amber Tube', 'Gold Top Tube'],
      'the Amber Tube or the Gold Top Tube',
      'Scan the Amber Tube or the Gold Top Tube.',
    ],
    [
      ['Amber Tube', 'Gold Top Tube', 'Amber Tube', 'Urine Cup'],
      'the Amber Tube, the Gold Top Tube or the Urine Cup',
      'Scan the Amber Tube, the Gold Top Tube or the Urine Cup.',
    ],
  ])('%j', (names, list, sentence) => {
    expect(theOneOf(names)).toBe(list);
    expect(scanWantedText(names)).toBe(sentence);
  });
});

describe('refusalHint: after the requirements.md 5 text, what was scanned and what is wanted', () => {
  test.each([
    {
      row: 'issue 13 example: a wrong tube',
      message: scanMessages.wrongSupply,
      scanned: 'Lavender Top Tube (EDTA)',
      wanted: ['Amber Tube'],
      hint: 'That is a Lavender Top Tube (EDTA). Scan the Amber Tube.',
    },
    {
      row: 'two supplies wanted',
      message: scanMessages.wrongSupply,
      scanned: 'Visit Bag',
      wanted: ['Amber Tube', 'Gold Top Tube', 'Amber Tube'],
      hint: 'That is a Visit Bag. Scan the Amber Tube or the Gold Top Tube.',
    },
    {
      row: 'the scanned supply is unknown: only what is wanted',
      message: scanMessages.wrongSupply,
      scanned: null,
      wanted: ['Specimen Bag'],
      hint: 'Scan the Specimen Bag.',
    },
    {
      row: 'nothing is wanted any more: only what was scanned',
      message: scanMessages.wrongSupply,
      scanned: 'Amber Bag',
      wanted: [],
      hint: 'That is an Amber Bag.',
    },
    {
      row: 'another unit of a wanted supply (a serial that does not match)',
      message: scanMessages.wrongSupply,
      scanned: 'Amber Tube',
      wanted: ['Amber Tube'],
      hint: 'That Amber Tube is not the one this step asks for. Scan the Amber Tube.',
    },
    { row: 'wrong supply, nothing known', message: scanMessages.wrongSupply, scanned: null, wanted: [], hint: null },
    {
      row: 'already scanned: what is still wanted',
      message: scanMessages.alreadyScanned,
      scanned: 'Amber Tube',
      wanted: ['Gold Top Tube'],
      hint: 'Scan the Gold Top Tube.',
    },
    {
      row: 'already scanned, all done',
      message: scanMessages.alreadyScanned,
      scanned: 'Amber Tube',
      wanted: [],
      hint: null,
    },
    {
      row: 'requirements.md 5 texts that say it all get nothing',
      message: scanMessages.invalidBarcode,
      scanned: null,
      wanted: ['Amber Tube'],
      hint: null,
    },
    {
      row: 'inactive supply',
      message: scanMessages.inactiveSupply,
      scanned: 'Amber Tube',
      wanted: ['Amber Tube'],
      hint: null,
    },
  ])('$row', ({ message, scanned, wanted, hint }) => {
    expect(refusalHint({ message, scanned, wanted })).toBe(hint);
  });
});

describe('ScanRefusal', () => {
  it('keeps the requirements.md text as its message, character for character, and the hint beside it', () => {
    const refusal = new ScanRefusal(scanMessages.wrongSupply, 'Scan the Amber Tube.');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.message).toBe('Wrong supply');
    expect(refusal.hint).toBe('Scan the Amber Tube.');
  });
});

describe('scannedText', () => {
  it('names the item', () => {
    expect(scannedText('Amber Bag')).toBe('Amber Bag scanned');
  });
});

describe('remainingText: what a scan list has left', () => {
  test.each([
    [[], 'All scanned'],
    [['Amber Tube'], '1 left: Amber Tube'],
    [['Amber Tube', 'Gold Top Tube'], '2 left: Amber Tube, Gold Top Tube'],
    [['Amber Tube', 'Gold Top Tube', 'Amber Tube'], '3 left: Amber Tube × 2, Gold Top Tube'],
  ])('%j -> %s', (names, text) => {
    expect(remainingText(names)).toBe(text);
  });
});

describe('leftToScan: a count-based list (a shift’s supplies) after the items scanned', () => {
  const required = { 'sup-amber-tube': 2, 'sup-gold-tube': 1, 'sup-visit-bag': 0 };
  test.each([
    ['nothing scanned', [], ['sup-amber-tube', 'sup-amber-tube', 'sup-gold-tube']],
    ['one amber tube', ['sup-amber-tube'], ['sup-amber-tube', 'sup-gold-tube']],
    ['all scanned', ['sup-gold-tube', 'sup-amber-tube', 'sup-amber-tube'], []],
    [
      'more than asked, or not asked for, or unknown: owes nothing',
      ['sup-gold-tube', 'sup-gold-tube', 'sup-kit', null],
      ['sup-amber-tube', 'sup-amber-tube'],
    ],
  ])('%s', (_, scanned, left) => {
    expect(leftToScan(required, scanned)).toEqual(left);
  });
});
