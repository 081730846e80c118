/**
 * Money as the wallet shows it (requirements.md 9): amounts are integer cents, shown as dollars, without
 * decimals when whole ("$240") and with two otherwise ("$210.50"), with en-US thousands
 * separators and a leading minus for negative amounts ("-$1,234.05").
 *
 * The split into dollars and cents is done on integers, not by dividing by 100 in floating
 * point, so every safe-integer amount formats exactly and `parseCents` reads it back.
 */
/**
 * en-US grouping of whole dollars, by hand: an Intl formatter built when this module loads cost a
 * step's first paint a locale load (about 20 ms, 90 ms on a slow phone) for money it rarely shows.
 */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}$${grouped(whole)}${fraction}`;
}

const CURRENCY_PATTERN = /^(-?)\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?$/;

/**
 * Reads a dollar amount back into cents, the inverse of `formatCents`. Accepts an optional minus,
 * an optional "$", whole dollars (grouped by commas in threes, or not grouped at all) and
 * optionally exactly two decimals: "$240", "$210.50", "-$1,234.05", "240.5" is refused. Spaces
 * around the text are ignored. Returns null for anything else or an amount beyond safe range.
 */
export function parseCents(text: string): number | null {
  const match = CURRENCY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '', fraction = '00'] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) return null;
  return minus === '-' && cents !== 0 ? -cents : cents;
}
