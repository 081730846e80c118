import { describe, expect, test } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV as spreadsheets read it', () => {
  test.each([
    ['plain text', 'Pia Patient', '"Pia Patient"'],
    ['a comma', 'LIPID, VITD', '"LIPID, VITD"'],
    ['a quote', 'The "side" door', '"The ""side"" door"'],
    ['a line break', 'Ring\ntwice', '"Ring\ntwice"'],
    ['a formula', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a plus', '+1 718 555 0100', `"'+1 718 555 0100"`],
    ['a minus', '-2', `"'-2"`],
    ['an at sign', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a number', 12, '"12"'],
    ['nothing', null, '""'],
  ])('%s', (_, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test('rows end with CRLF', () => {
    expect(
      toCsv([
        ['Requisition', 'Patient'],
        ['RQ-1', 'Pia'],
      ]),
    ).toBe('"Requisition","Patient"\r\n"RQ-1","Pia"\r\n');
  });
});
