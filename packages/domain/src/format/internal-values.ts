/**
 * What a person must never read on a screen or a printed form (requirements.md 8, ADR 086): the
 * product's internal values, each with the reason a failing check names. A pure list, so the
 * journeys' walk of every route and every printed form (e2e/plain-words.spec.ts) and the server's
 * form tests check the same things.
 *
 * Allowed, and not matched: a SKU where its subject is SKUs (operations' catalogue and supplies
 * pages leave `sku` out through `except`), and a barcode's own human-readable line, which is the
 * scannable code itself (the check removes that line before matching; ADR 086).
 */

export type InternalValueKind =
  'id' | 'sku' | 'iso-date' | 'zone' | 'coordinates' | 'config' | 'phone' | 'developer-word' | 'field-path';

export interface InternalValue {
  kind: InternalValueKind;
  /** Why a person should not read it, as a failing check says it. */
  reason: string;
  pattern: RegExp;
}

/**
 * The prefixes of the product's record ids (server repositories and the demo seed: "st-…" a supply
 * transfer, "ss-…" a shipment, "proc-…" a procedure, "RF-proc-…" a requisition form's code).
 */
const ID_PREFIXES = [
  'si',
  'proc',
  'shift',
  'st',
  'ss',
  'sup',
  'user',
  'order',
  'itinerary',
  'region',
  'place',
  'office',
  'withdrawal',
  'credential',
  'booking',
  'fulfillment',
  'group',
  'wp',
  'RF',
  'test-demo',
];

export const INTERNAL_VALUES: readonly InternalValue[] = [
  {
    kind: 'id',
    reason: 'an internal id',
    // Not inside another word or code: "sku-shift-bag" is a SKU (its own check), not a shift's id.
    pattern: new RegExp(`(?<![\\w-])(?:${ID_PREFIXES.join('|')})-[a-z0-9][\\w-]*`),
  },
  {
    kind: 'id',
    reason: 'an internal id (uuid)',
    pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
  },
  { kind: 'sku', reason: 'a SKU code', pattern: /\bsku-[a-z0-9-]+/ },
  { kind: 'iso-date', reason: 'an ISO date', pattern: /\b\d{4}-\d{2}-\d{2}\b/ },
  {
    kind: 'zone',
    reason: 'an IANA time zone',
    pattern:
      /\b(?:America|Europe|Asia|Africa|Australia|Pacific|Atlantic|Indian|Antarctica|Etc|[A-Z][a-z]+)\/[A-Z][a-z]+(?:_[A-Z][a-z]+)*\b/,
  },
  { kind: 'zone', reason: 'UTC as a time zone', pattern: /\bUTC\b/ },
  {
    kind: 'coordinates',
    reason: 'raw coordinates',
    pattern: /-?\b\d{1,3}\.\d{3,}, ?-?\d{1,3}\.\d{3,}\b/,
  },
  { kind: 'config', reason: 'a configuration name', pattern: /\b[A-Z]{2,}_[A-Z][A-Z_]*\b/ },
  { kind: 'phone', reason: 'an unformatted phone number', pattern: /\+1\d{10}\b/ },
  {
    kind: 'developer-word',
    reason: 'a developer word',
    pattern: /\b(?:waypoints?|undefined|null|NaN)\b|\[object Object\]/,
  },
  { kind: 'field-path', reason: 'a field path', pattern: /\b[a-z][A-Za-z]*(?:\.\d+)?\.[a-z][A-Za-z]*:/ },
  { kind: 'field-path', reason: 'a field’s code name', pattern: /\b[a-z]+[A-Z][A-Za-z]*:/ },
];

export interface InternalValueFound {
  kind: InternalValueKind;
  reason: string;
  /** What matched, with a little of the text around it. */
  excerpt: string;
}

/**
 * Every internal value in `text`, one per pattern (the first). `except` leaves kinds out (a SKU on
 * the pages about SKUs); `allowedLines` are whole lines allowed as they are (a barcode's own
 * human-readable line: the scannable code).
 */
export function internalValuesIn(
  text: string,
  options: { except?: readonly InternalValueKind[]; allowedLines?: readonly string[] } = {},
): InternalValueFound[] {
  const allowed = new Set((options.allowedLines ?? []).map((line) => line.trim()));
  const checked = text
    .split('\n')
    .filter((line) => !allowed.has(line.trim()))
    .join('\n');
  const found: InternalValueFound[] = [];
  for (const { kind, reason, pattern } of INTERNAL_VALUES) {
    if (options.except?.includes(kind)) continue;
    const match = pattern.exec(checked);
    if (match) {
      const excerpt = checked
        .slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
        .replace(/\s+/g, ' ');
      found.push({ kind, reason, excerpt });
    }
  }
  return found;
}

/**
 * A code name as words, for a name that has no words of its own yet: "checkInWindowDisabled" is
 * "Check in window disabled", "MAP_TILE_URL" "Map tile url".
 */
export function wordsOf(codeName: string): string {
  const words = codeName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
