/**
 * The requisition PDF read back by tools outside the project (architecture.md 10 "Printing", ADR 027,
 * test/pdf-reader.ts): they never skip.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  barcodesOnPageOne,
  pdfPages as pages,
  pdfText as text,
  requirePdfTools,
  runPdfTool as run,
} from '../../test/pdf-reader.ts';
import { ORDER_DIAGNOSES_MAX } from '@sc/domain/orders/diagnoses';
import { ICD10_CODES } from '@sc/domain/orders/icd10-list';
import { code128Bars, printable, renderRequisitionPdf, type Requisition } from './requisition-pdf.ts';

let dir: string;

async function write(name: string, req: Requisition): Promise<string> {
  requirePdfTools();
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, await renderRequisitionPdf(req));
  return file;
}

/** Each word's box in points (pdftotext -bbox), to check nothing is printed off the page. */
async function wordBoxes(pdf: string): Promise<{ word: string; xMin: number; xMax: number; yMax: number }[]> {
  const html = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', pdf, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    (m) => ({ word: m[4]!, xMin: Number(m[1]), xMax: Number(m[2]), yMax: Number(m[3]) }),
  );
}

const requisition: Requisition = {
  requisitionNumber: 'RQ-7K3M9X2P',
  orderedAt: 'Nov 24, 2026 9:14 AM',
  office: { name: 'Riverside Family Medicine', address: '120 Main St, Springfield, NJ 07081' },
  prescriber: { name: 'Dr. Amelia Hart', npi: '1234567893' },
  diagnoses: [
    { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
    { code: 'I10', description: 'Essential (primary) hypertension' },
  ],
  patient: {
    name: 'Jordan Ellison',
    dateOfBirth: 'Mar 3, 1961',
    phone: '(201) 555-0143',
    address: '18 Orchard Lane, Springfield, NJ 07081',
  },
  requested: 'Wed, Nov 25, 2026, 8:00 AM – 10:00 AM (Eastern Time)',
  fastingHours: 12,
  tests: [
    { code: 'CBC', name: 'Complete blood count with differential' },
    { code: 'CMP', name: 'Comprehensive metabolic panel' },
    { code: 'LIPID', name: 'Lipid panel' },
    { code: 'PT-INR', name: 'Prothrombin time with INR' },
    { code: 'B12', name: 'Vitamin B12' },
  ],
  containers: [
    { position: 1, name: 'Light blue top (citrate)', testCodes: ['PT-INR'], volumeMl: 2.7, handling: [] },
    {
      position: 2,
      name: 'Gold top (serum separator)',
      testCodes: ['CMP', 'LIPID', 'B12'],
      volumeMl: 5,
      handling: ['Keep from light', 'Spin after 30 min clot', 'Refrigerate'],
    },
    { position: 3, name: 'Lavender top (EDTA)', testCodes: ['CBC'], volumeMl: 3, handling: [] },
  ],
  instructions: ['Confirm the patient has fasted 12 hours.', 'Fill the citrate tube to the line.'],
  notes: 'Patient prefers the left arm. Ring the side door.',
};

const emoji = '👩‍⚕️🧪😀';
const noteEnd = ` Zoë says thanks ${emoji} END-OF-NOTE`;
/** 5,000 characters. */
const longNote =
  'Please call ahead, the gate code changes weekly. '.repeat(110).slice(0, 5_000 - noteEnd.length) + noteEnd;
const crowded: Requisition = {
  ...requisition,
  requisitionNumber: 'RQ-ABCDEFGH-012345678-XY', // the longest allowed: 24 characters
  office: { name: `Clínica Señora Müller ${emoji} ${'Ω'.repeat(400)}`, address: 'x'.repeat(2_000) },
  prescriber: { name: `Dr. Łukasz Dvořák ${emoji}`, npi: null },
  // The twelve longest titles on the list: every one printed in full.
  diagnoses: [...ICD10_CODES]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, ORDER_DIAGNOSES_MAX)
    .map(([code, description]) => ({ code, description })),
  patient: {
    name: `Zoë Ñúñez ${emoji} ${'山田'.repeat(50)}`,
    dateOfBirth: 'Jan 1, 1990',
    phone: null,
    address: `${'Calle Mayor 12, '.repeat(80)}\u0000\u202e\ud800`,
  },
  tests: Array.from({ length: 40 }, (_, i) => ({
    code: `T${String(i + 1).padStart(2, '0')}`,
    name: i % 7 === 0 ? `Prüfung ${i + 1} ${'Ünïcödé '.repeat(60)}${emoji}` : `Test number ${i + 1}`,
  })),
  containers: Array.from({ length: 12 }, (_, i) => ({
    position: i + 1,
    name: `Container ${i + 1} ${i === 0 ? 'W'.repeat(500) : ''}`,
    testCodes: Array.from({ length: 4 }, (_, j) => `T${String(i * 3 + j + 1).padStart(2, '0')}`),
    volumeMl: 4.5,
    handling: i === 0 ? ['Keep from light', 'Refrigerate', '🧊'.repeat(300)] : ['Refrigerate'],
  })),
  instructions: Array.from({ length: 15 }, (_, i) => `Instruction ${i + 1}: ${'carefully '.repeat(i * 5)}`),
  notes: longNote,
};

describe('the requisition PDF (issue 14)', () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'requisition-pdf-'));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a scanner reads the requisition number from the barcode, and the text is real text', async () => {
    const pdf = await write('normal', requisition);
    expect(await barcodesOnPageOne(pdf)).toEqual([requisition.requisitionNumber]);
    expect(await pages(pdf)).toBe(1);
    const printed = await text(pdf);
    for (const expected of [
      'Laboratory requisition',
      requisition.requisitionNumber,
      'Jordan Ellison',
      'Mar 3, 1961',
      '(201) 555-0143',
      'Riverside Family Medicine',
      'Ordering prescriber: Dr. Amelia Hart, NPI 1234567893',
      'Diagnosis (ICD-10): E11.9 Type 2 diabetes mellitus without complications; I10 Essential (primary) hypertension',
      'Wed, Nov 25, 2026, 8:00 AM – 10:00 AM (Eastern Time)',
      'Fasting: 12 hours',
      'Collection, in the order of draw',
      ...requisition.tests.flatMap((t) => [t.code, t.name]),
      ...requisition.containers.map((c) => c.name),
      'CMP, LIPID, B12',
      'Keep from light; Spin after 30 min clot; Refrigerate',
      '2.7 mL',
      ...requisition.instructions,
      'Patient prefers the left arm. Ring the side door.',
    ]) {
      expect(printed).toContain(expected);
    }
  });

  test('an order placed before diagnoses were asked says none were given, and prints no NPI it lacks', async () => {
    const pdf = await write('no-diagnoses', { ...requisition, prescriber: { name: 'Dr. Amelia Hart' }, diagnoses: [] });
    const printed = await text(pdf);
    expect(printed).toContain('Ordering prescriber: Dr. Amelia Hart Diagnosis (ICD-10): Not given');
    expect(printed).not.toContain('NPI');
  });

  test('no fasting line when the visit needs no fast', async () => {
    const pdf = await write('no-fast', { ...requisition, fastingHours: 0, notes: null });
    expect(await text(pdf)).not.toContain('Fasting');
  });

  test('40 tests and long Unicode text: more pages, nothing off the page, the barcode still reads', async () => {
    expect(longNote).toHaveLength(5_000);
    const pdf = await write('crowded', crowded);
    expect(await pages(pdf)).toBeGreaterThan(1);
    expect(await barcodesOnPageOne(pdf)).toEqual([crowded.requisitionNumber]);
    const printed = await text(pdf);
    for (const expected of [
      'Zoë Ñúñez',
      'Clínica Señora Müller',
      'Dr. Lukasz Dvorák', // Ł and ř are outside WinAnsi: printed by their base letters
      'Test number 40',
      'Prüfung 1 Ünïcödé',
      'Container 12',
      'Ordering prescriber: Dr. Lukasz Dvorák',
      ...(crowded.diagnoses ?? []).map((d) => `${d.code} ${d.description}`),
      'Instruction 15',
      'END-OF-NOTE',
      'Page 1 of',
    ]) {
      expect(printed).toContain(expected);
    }
    const boxes = await wordBoxes(pdf);
    expect(boxes.length).toBeGreaterThan(100);
    const offPage = boxes.filter((b) => b.xMin < 40 || b.xMax > 612 - 40 || b.yMax > 792 - 20);
    expect(offPage).toEqual([]);
  });

  test('refuses a requisition number a barcode should not carry', async () => {
    await expect(renderRequisitionPdf({ ...requisition, requisitionNumber: 'rq 1' })).rejects.toThrow(/not 1 to 24/);
    await expect(renderRequisitionPdf({ ...requisition, requisitionNumber: 'R'.repeat(25) })).rejects.toThrow();
  });
});

describe('printable text', () => {
  test.each([
    ['Latin-1 and WinAnsi stay', 'Zoë Ñúñez – “quoted” € …', 'Zoë Ñúñez – “quoted” € …'],
    ['a letter outside WinAnsi prints as its base letter', 'Dvořák Łódź', 'Dvorák Lódz'],
    ['emoji and other scripts print as ?', 'a😀b 山田', 'a?b ??'],
    ['joiners and variation selectors vanish', '👩‍⚕️', '??'],
    ['line breaks, tabs and controls are spaces', 'a\nb\tc\u0000d', 'a b c d'],
    ['a lone surrogate is ?', 'a\ud800b', 'a?b'],
  ])('%s', (_name, input, expected) => {
    expect(printable(input)).toBe(expected);
  });

  test('is cut with an ellipsis at its limit', () => {
    expect(printable('x'.repeat(5_000), 300)).toBe(`${'x'.repeat(299)}…`);
    expect(printable('x'.repeat(300), 300)).toBe('x'.repeat(300));
  });

  test('keeps line breaks in notes', () => {
    expect(printable('one\r\ntwo\rthree', 100, true)).toBe('one\ntwo\nthree');
  });
});

test('the Code 128 symbol of a requisition number is start, one symbol a character, check and stop', () => {
  const { bars, modules } = code128Bars('RQ-7K3M9X2P');
  // 11 modules a symbol (start, 11 characters, check) and 13 for the stop pattern; 3 bars a symbol, 4 in stop.
  expect(modules).toBe(11 * 13 + 13);
  expect(bars).toHaveLength(3 * 13 + 4);
});
