import { describe, expect, it } from 'vitest';
import {
  checkOrderDiagnoses,
  DIAGNOSIS_SEARCH_MAX,
  DIAGNOSIS_TEXTS,
  diagnosesOf,
  diagnosisLine,
  findDiagnosis,
  isIcd10Format,
  normalizeIcd10,
  ORDER_DIAGNOSES_MAX,
  searchDiagnoses,
} from './diagnoses.ts';
import { ICD10_CODES } from './icd10-list.ts';
import { npiRefusal, orderingPrescriberLine, PRESCRIBER_TEXTS } from './ordering-prescriber.ts';

describe('the built-in ICD-10-CM list (ADR 087)', () => {
  it('is bounded, each code well formed and listed once, each with a title', () => {
    expect(ICD10_CODES.length).toBeGreaterThan(150);
    expect(ICD10_CODES.length).toBeLessThanOrEqual(400);
    for (const [code, description] of ICD10_CODES) {
      expect(isIcd10Format(code), code).toBe(true);
      expect(description.trim(), code).toBe(description);
      expect(description.length, code).toBeGreaterThan(3);
    }
    expect(new Set(ICD10_CODES.map(([c]) => c)).size).toBe(ICD10_CODES.length);
  });

  it.each([
    ['E11.9', 'Type 2 diabetes mellitus without complications'],
    ['I10', 'Essential (primary) hypertension'],
    ['E78.5', 'Hyperlipidemia, unspecified'],
    ['Z00.00', 'Encounter for general adult medical examination without abnormal findings'],
    ['Z79.01', 'Long term (current) use of anticoagulants'],
    ['D64.9', 'Anemia, unspecified'],
    ['N18.31', 'Chronic kidney disease, stage 3a'],
    ['R73.03', 'Prediabetes'],
    ['E03.9', 'Hypothyroidism, unspecified'],
    ['Z13.1', 'Encounter for screening for diabetes mellitus'],
  ])('%s reads %s', (code, description) => expect(findDiagnosis(code)).toEqual({ code, description }));
});

describe('ICD-10 code format and how a typed code is written', () => {
  it.each([
    ['I10', true],
    ['E11.9', true],
    ['F32.A', true],
    ['I82.409', true],
    ['S72.001A', true],
    ['C4A.9', true],
    ['E11.', false],
    ['E1', false],
    ['11.9', false],
    ['E11.90000', false],
    ['e11.9', false], // the format is the written form: normalizeIcd10 makes it
    ['E11-9', false],
    ['', false],
  ])('%s -> %s', (code, ok) => expect(isIcd10Format(code)).toBe(ok));

  it.each([
    [' e11.9 ', 'E11.9'],
    ['e119', 'E11.9'],
    ['I82409', 'I82.409'],
    ['i10', 'I10'],
    ['diabetes', 'DIABETES'],
  ])('%j is written %s', (input, written) => expect(normalizeIcd10(input)).toBe(written));
});

describe('searchDiagnoses (the order form’s picker)', () => {
  const codes = (q: string, limit?: number) => searchDiagnoses(q, limit).map((d) => d.code);
  it.each([
    ['a code’s start', 'E11', ['E11.9', 'E11.65', 'E11.22', 'E11.40', 'E11.42', 'E11.69', 'E11.8']],
    ['lower case, no dot', 'n183', ['N18.30', 'N18.31', 'N18.32']],
    ['the whole code', 'I10', ['I10']],
    ['with the dot', 'e11.6', ['E11.65', 'E11.69']],
    ['nothing', '   ', []],
    ['no such thing', 'zzzz', []],
  ])('%s: %j', (_, q, expected) => expect(codes(q, 10)).toEqual(expected));

  it('finds words anywhere in a title, a word’s start first', () => {
    const found = searchDiagnoses('diab', 20);
    expect(found.length).toBeGreaterThan(8);
    expect(found.every((d) => d.description.toLowerCase().includes('diab'))).toBe(true);
    expect(found[0]).toEqual({ code: 'Z13.1', description: 'Encounter for screening for diabetes mellitus' });
    expect(codes('type 2 diab', 3)).toEqual(['E11.9', 'E11.65', 'E11.22']);
    // "chol" is inside "hypercholesterolemia": found, in the list's order.
    expect(codes('chol', 5)).toEqual(['Z83.42', 'E78.00']);
    expect(codes('kidney stage 3', 5)).toEqual(['N18.30', 'N18.31', 'N18.32']);
    // A title that starts with the words comes before one that has them further on.
    expect(codes('anemia', 3)).toEqual(['D63.1', 'D64.9', 'D50.0']);
  });

  it('answers a bounded count', () => {
    expect(searchDiagnoses('un', 8)).toHaveLength(8);
    expect(searchDiagnoses('un', 500)).toHaveLength(DIAGNOSIS_SEARCH_MAX);
    expect(searchDiagnoses('un', 0)).toEqual([]);
    expect(searchDiagnoses('x'.repeat(10_000))).toEqual([]);
  });
});

describe('checkOrderDiagnoses (an order holds 1 to 12 listed codes)', () => {
  const listed = ICD10_CODES.map(([c]) => c);
  it.each<[string, string[], string | string[]]>([
    ['one', ['E11.9'], ['E11.9']],
    ['as typed', [' e119', 'i10'], ['E11.9', 'I10']],
    ['a repeat dropped', ['I10', 'i10', 'E78.5'], ['I10', 'E78.5']],
    ['twelve', listed.slice(0, 12), listed.slice(0, 12)],
    ['none', [], DIAGNOSIS_TEXTS.none],
    ['thirteen', listed.slice(0, 13), DIAGNOSIS_TEXTS.tooMany],
    ['not on the list', ['E11.9', 'X99'], '“X99” is not an ICD-10 code on our list.'],
    ['not a code', ['diabetes'], '“diabetes” is not an ICD-10 code: write it like E11.9.'],
  ])('%s', (_, input, expected) => {
    const check = checkOrderDiagnoses(input);
    if (typeof expected === 'string') expect(check).toEqual({ ok: false, message: expected });
    else expect(check.ok && check.diagnoses.map((d) => d.code)).toEqual(expected);
  });
  it('bounds the count at twelve', () => expect(ORDER_DIAGNOSES_MAX).toBe(12));
});

describe('diagnoses as read back', () => {
  it('reads stored codes in words, keeping a code no longer listed', () => {
    expect(diagnosesOf(['E11.9', 'Q99.9']).map(diagnosisLine)).toEqual([
      'E11.9 Type 2 diabetes mellitus without complications',
      'Q99.9 ',
    ]);
  });
});

describe('npiRefusal (the ordering prescriber’s NPI: 10 digits, Luhn with 80840)', () => {
  it.each([
    ['CMS example', '1234567893', null],
    ['another valid NPI', '1245319599', null],
    ['typed with spaces and dashes', '123-456 7893', null],
    ['check digit wrong', '1234567894', PRESCRIBER_TEXTS.npiCheckDigit],
    ['nine digits', '123456789', PRESCRIBER_TEXTS.npiMissing],
    ['eleven digits', '12345678930', PRESCRIBER_TEXTS.npiMissing],
    ['letters', '12345678a3', PRESCRIBER_TEXTS.npiMissing],
    ['empty', '', PRESCRIBER_TEXTS.npiMissing],
  ])('%s: %j', (_, npi, refusal) => expect(npiRefusal(npi)).toBe(refusal));

  it('says it in words', () => expect(PRESCRIBER_TEXTS.npiMissing).toBe('Enter the prescriber’s 10-digit NPI.'));
  it.each([
    ['Amelia Hart', '1234567893', 'Amelia Hart, NPI 1234567893'],
    ['Amelia Hart', null, 'Amelia Hart'],
  ])('%s %s reads %s', (name, npi, line) => expect(orderingPrescriberLine(name, npi)).toBe(line));
});
