/**
 * What a scan answers in words a nurse uses (issue 13: "scan answers that help"). A refusal keeps
 * its requirements.md 5 text character for character and adds a hint after it: what was scanned and what
 * the step wants ("That is a Lavender Top Tube (EDTA). Scan the Amber Tube."). A success names the
 * item by its supply name, never by an id. A scan list says what is left.
 *
 * Names come in as display names (the supply's name, or a kind such as "shift bag"); this file
 * only words them.
 */
import { scanMessages } from './messages.ts';

/** Initial letters read by their name ("an HbA1c kit", "an MRI"): A E F H I L M N O R S X sound a vowel. */
const vowelLetterNames = /^[AEFHILMNORSX]/;
/** A word whose first letters are an initialism: two capitals, or capital, small letter, capital or digit (HbA1c). */
const initialism = /^[A-Z](?:[A-Z0-9]|[a-z][A-Z0-9])/;
/** "u" read as "you" (Urine, Unit, Usual) or "o" read as "w" (One): a consonant sound. */
const consonantSoundVowel = /^(?:u[bcdfghjklmnpqrstvwxz][aeiou]|one\b|eu)/i;
/** A silent "h" (Hour, Honest): a vowel sound. */
const vowelSoundH = /^(?:hour|honest|honou?r|heir)/i;

/** The name with "a" or "an", as it is spoken: "an Amber Tube", "a Urine Cup", "an HbA1c Collection Kit". */
export function withArticle(name: string): string {
  const word = name.trim();
  let an: boolean;
  if (initialism.test(word)) an = vowelLetterNames.test(word);
  else if (consonantSoundVowel.test(word)) an = false;
  else an = /^[aeiou]/i.test(word) || vowelSoundH.test(word);
  return `${an ? 'an' : 'a'} ${word}`;
}

/** Each name once, in first-seen order. */
function distinct(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))];
}

/** "the Amber Tube", "the Amber Tube or the Gold Top Tube", "the A, the B or the C". */
export function theOneOf(names: readonly string[]): string {
  const the = distinct(names).map((n) => `the ${n}`);
  if (the.length <= 1) return the[0] ?? '';
  return `${the.slice(0, -1).join(', ')} or ${the.at(-1)}`;
}

/** "Scan the Amber Tube or the Gold Top Tube.", or null when nothing is wanted. */
export function scanWantedText(wanted: readonly string[]): string | null {
  return distinct(wanted).length === 0 ? null : `Scan ${theOneOf(wanted)}.`;
}

export interface RefusalHintInput {
  /** The requirements.md 5 text the scan was refused with. */
  message: string;
  /** The display name of what was scanned, when known. */
  scanned: string | null;
  /** The display names of what the step still wants (repeats are said once). */
  wanted: readonly string[];
}

/**
 * The line shown after a refusal's requirements.md 5 text, or null when there is nothing useful to add.
 * - "Wrong supply": what was scanned ("That is a Lavender Top Tube (EDTA).") and what is wanted
 *   ("Scan the Amber Tube."); when the scanned supply is one of those wanted (another unit, a
 *   serial that does not match), it says that unit is not the one asked for.
 * - "Barcode already scanned.": what is still wanted, if anything.
 * - Any other text (an unknown barcode, an inactive supply): nothing, the requirements.md text says it all.
 */
export function refusalHint({ message, scanned, wanted }: RefusalHintInput): string | null {
  const want = scanWantedText(wanted);
  if (message === scanMessages.alreadyScanned) return want;
  if (message !== scanMessages.wrongSupply) return null;
  const name = scanned?.trim() || null;
  const said =
    name === null
      ? null
      : distinct(wanted).includes(name)
        ? `That ${name} is not the one this step asks for.`
        : `That is ${withArticle(name)}.`;
  const hint = [said, want].filter((part): part is string => part !== null).join(' ');
  return hint.length > 0 ? hint : null;
}

/** A refused scan: `message` is the requirements.md 5 text as it is; `hint` is shown after it. */
export class ScanRefusal extends Error {
  readonly hint: string | null;
  constructor(message: string, hint: string | null) {
    super(message);
    this.name = 'ScanRefusal';
    this.hint = hint;
  }
}

/** "Amber Bag scanned": a success names the item as a person would. */
export function scannedText(name: string): string {
  return `${name} scanned`;
}

/**
 * What a scan list has left: "2 left: Amber Tube, Gold Top Tube" (a name asked for more than once
 * reads "Amber Tube × 2"), or "All scanned" when nothing is.
 */
export function remainingText(names: readonly string[]): string {
  if (names.length === 0) return 'All scanned';
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const list = [...counts].map(([name, n]) => (n > 1 ? `${name} × ${n}` : name)).join(', ');
  return `${names.length} left: ${list}`;
}

/**
 * What a count-based scan list still needs (a shift's supplies: count by supply id, requirements.md 3),
 * given the supply of each item scanned: each supply id once per unit left, in the list's order.
 * Items beyond a supply's count, or of a supply not asked for, leave nothing owing.
 */
export function leftToScan(
  required: Readonly<Record<string, number>>,
  scannedSupplyIDs: readonly (string | null)[],
): string[] {
  const scanned = new Map<string, number>();
  for (const id of scannedSupplyIDs) if (id !== null) scanned.set(id, (scanned.get(id) ?? 0) + 1);
  return Object.entries(required).flatMap(([supplyID, count]) => {
    const left = Math.max(0, Math.floor(count) - (scanned.get(supplyID) ?? 0));
    return Array.from({ length: left }, () => supplyID);
  });
}
