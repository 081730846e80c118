/**
 * The packer's lists are searched as she types (requirements.md 7: a search service; here PostgreSQL
 * full-text search, ADR 046). What she typed becomes a prefix query over the 'simple' dictionary:
 * each word a prefix, all words required. Only letters and digits reach the query, so no input can
 * break its syntax; a query of nothing searches nothing (the whole list).
 */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_MAX_WORD_LENGTH = 40;

export function toSearchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, SEARCH_MAX_WORDS)
    .map((w) => w.slice(0, SEARCH_MAX_WORD_LENGTH));
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** The text a record is found by: its words, deduplicated, bounded to the column's 2,000 characters. */
export function toSearchText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) for (const word of (part ?? '').split(/\s+/)) if (word !== '') seen.add(word);
  let text = '';
  for (const word of seen) {
    if (text.length + word.length + 1 > 2000) break;
    text = text === '' ? word : `${text} ${word}`;
  }
  return text;
}
