/**
 * An order's diagnoses (ADR 087): ICD-10-CM codes picked from the built-in list (icd10-list.ts), at
 * least one and at most ORDER_DIAGNOSES_MAX per order, printed on the requisition with their titles.
 * Pure: the order form searches the same list the server checks against.
 */
import { ICD10_CODES } from './icd10-list.ts';

/** A requisition carries this many diagnosis codes at most (the CMS-1500's twelve, A to L). */
export const ORDER_DIAGNOSES_MAX = 12;
/** A search answers this many codes at most. */
export const DIAGNOSIS_SEARCH_MAX = 20;
/** The longest code input accepted before it is even looked at ("E11.9" is 5; "I82.409" is 7). */
export const DIAGNOSIS_CODE_INPUT_MAX = 10;

export interface Diagnosis {
  code: string;
  description: string;
}

/**
 * An ICD-10-CM code as written: a letter, a digit, a digit or letter (the category), then, after a
 * dot, one to four digits or letters (e.g. I10, E11.9, F32.A, I82.409, S72.001A).
 */
export const ICD10_FORMAT = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

export const DIAGNOSIS_TEXTS = {
  none: 'Choose at least one diagnosis (ICD-10) for the order.',
  tooMany: `An order carries at most ${ORDER_DIAGNOSES_MAX} diagnoses: remove one.`,
  notACode: (input: string) => `“${input}” is not an ICD-10 code: write it like E11.9.`,
  notOnList: (code: string) => `“${code}” is not an ICD-10 code on our list.`,
} as const;

const BY_CODE: ReadonlyMap<string, Diagnosis> = new Map(
  ICD10_CODES.map(([code, description]) => [code, { code, description }]),
);

/**
 * A code as typed, written as the list writes it: trimmed, upper case, the dot after the category
 * put in when left out ("e119" → "E11.9"). Anything that is not the shape of a code stays as typed,
 * for the format check to refuse.
 */
export function normalizeIcd10(input: string): string {
  const compact = input.trim().toUpperCase();
  const bare = compact.replace('.', '');
  if (/^[A-Z][0-9][0-9A-Z][0-9A-Z]{1,4}$/.test(bare) && !compact.includes('.'))
    return `${bare.slice(0, 3)}.${bare.slice(3)}`;
  return compact;
}

export function isIcd10Format(code: string): boolean {
  return ICD10_FORMAT.test(code);
}

/** The listed diagnosis of a code as typed, or undefined when it is not on the list. */
export function findDiagnosis(code: string): Diagnosis | undefined {
  return BY_CODE.get(normalizeIcd10(code));
}

/** How a diagnosis reads on screens and the requisition: "E11.9 Type 2 diabetes mellitus without complications". */
export function diagnosisLine(d: Diagnosis): string {
  return `${d.code} ${d.description}`;
}

/**
 * The listed diagnoses matching a query (the order form's picker): by code when the query looks like
 * the start of one ("E11", "e11.", "n183"), else by words, each a part of the title ("diab",
 * "type 2 diab", "chol"). Codes starting with the query come first, then titles starting with it
 * ("anemia" → "Anemia, unspecified"), then titles with a word starting with each word of the query,
 * then the rest, each group in the list's order; at most `limit`.
 */
export function searchDiagnoses(query: string, limit = 8): Diagnosis[] {
  const bound = Math.max(0, Math.min(Math.floor(limit), DIAGNOSIS_SEARCH_MAX));
  const q = query.trim().toLowerCase().slice(0, 60);
  if (!q || bound === 0) return [];
  const codeQuery = q.replace(/\./g, '').toUpperCase();
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const ranked: [rank: number, index: number, d: Diagnosis][] = [];
  ICD10_CODES.forEach(([code, description], index) => {
    const d = { code, description };
    if (/^[A-Z][0-9A-Z]*$/.test(codeQuery) && code.replace('.', '').startsWith(codeQuery)) {
      ranked.push([0, index, d]);
      return;
    }
    const title = description.toLowerCase();
    const titleWords = title.split(/[^\p{L}\p{N}]+/u);
    if (words.length === 0 || !words.every((w) => title.includes(w))) return;
    const wordStarts = words.every((w) => titleWords.some((t) => t.startsWith(w)));
    ranked.push([title.startsWith(q) ? 1 : wordStarts ? 2 : 3, index, d]);
  });
  return ranked
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .slice(0, bound)
    .map(([, , d]) => d);
}

export type DiagnosesCheck = { ok: true; diagnoses: Diagnosis[] } | { ok: false; message: string };

/**
 * An order's codes checked (ADR 087): each written as the list writes it, a repeat dropped, at least
 * one, at most ORDER_DIAGNOSES_MAX, each a code on the list. The first problem is the answer.
 */
export function checkOrderDiagnoses(codes: readonly string[]): DiagnosesCheck {
  const seen = new Set<string>();
  const diagnoses: Diagnosis[] = [];
  for (const input of codes) {
    const code = normalizeIcd10(input);
    if (!isIcd10Format(code)) return { ok: false, message: DIAGNOSIS_TEXTS.notACode(input.trim().slice(0, 20)) };
    const d = BY_CODE.get(code);
    if (!d) return { ok: false, message: DIAGNOSIS_TEXTS.notOnList(code) };
    if (seen.has(code)) continue;
    seen.add(code);
    diagnoses.push(d);
  }
  if (diagnoses.length === 0) return { ok: false, message: DIAGNOSIS_TEXTS.none };
  if (diagnoses.length > ORDER_DIAGNOSES_MAX) return { ok: false, message: DIAGNOSIS_TEXTS.tooMany };
  return { ok: true, diagnoses };
}

/** Stored codes as the office and the requisition read them; a code no longer listed keeps its code. */
export function diagnosesOf(codes: readonly string[]): Diagnosis[] {
  return codes.map((code) => BY_CODE.get(code) ?? { code, description: '' });
}
