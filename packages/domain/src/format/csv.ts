/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended CRLF.
 * A field a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) is prefixed with an apostrophe: a patient named "=HYPERLINK(…)" stays text (OWASP CSV
 * injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
