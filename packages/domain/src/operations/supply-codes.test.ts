import { describe, expect, it } from 'vitest';
import { barcodeProblem, batchSerialsProblem, MAX_BATCH_SERIALS, supplyCodeTexts } from './supply-codes.ts';

describe('barcodeProblem: a code a scanner reads back as one value (issue 25)', () => {
  it.each<[string, string, 'item' | 'batch', string | null]>([
    ['an item’s code', 'TUBE-0100', 'item', null],
    ['a batch’s code', 'SWAB2030', 'batch', null],
    ['nothing', '', 'item', supplyCodeTexts.empty],
    ['121 characters', 'X'.repeat(121), 'item', supplyCodeTexts.tooLong],
    ['a space', 'TUBE 0100', 'item', supplyCodeTexts.spaces],
    ['a tab', 'TUBE\t0100', 'item', supplyCodeTexts.spaces],
    ['a hyphen in a batch code (its units scan as code-serial)', 'SWAB-2030', 'batch', supplyCodeTexts.hyphen],
  ])('%s', (_, value, kind, expected) => {
    expect(barcodeProblem(value, kind)).toBe(expected);
  });
});

describe('batchSerialsProblem: a batch’s serials', () => {
  it.each<[string, string[], string | null]>([
    ['three serials', ['001', '002', '003'], null],
    ['none', [], supplyCodeTexts.noSerial],
    ['too many', Array.from({ length: MAX_BATCH_SERIALS + 1 }, (_, i) => String(i)), supplyCodeTexts.tooManySerials],
    ['one twice', ['001', '001'], supplyCodeTexts.repeatedSerial('001')],
    ['a hyphen', ['0-1'], `0-1: ${supplyCodeTexts.hyphen}`],
  ])('%s', (_, serials, expected) => {
    expect(batchSerialsProblem(serials)).toBe(expected);
  });
});
