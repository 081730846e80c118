/**
 * Her yearly earnings statement (issue 23), for her taxes: earnings per month and per kind (shifts,
 * itineraries), in requirements.md 9 money, and the same as CSV. Pure: the server reads the sums.
 */
import { toCsv } from '../format/csv.ts';
import { formatCents } from '../format/currency.ts';
import { MONTHS } from '../format/dates.ts';
import type { EarningSource } from '../vocabulary/wallet.ts';

export interface StatementMonth {
  month: number;
  shiftCents: number;
  itineraryCents: number;
  totalCents: number;
}

export function buildStatement(rows: readonly { month: number; source: EarningSource; amountCents: number }[]) {
  const months: StatementMonth[] = MONTHS.map((_, i) => ({
    month: i + 1,
    shiftCents: 0,
    itineraryCents: 0,
    totalCents: 0,
  }));
  for (const row of rows) {
    const m = months[row.month - 1];
    if (!m) continue;
    if (row.source === 'shift') m.shiftCents += row.amountCents;
    else m.itineraryCents += row.amountCents;
    m.totalCents += row.amountCents;
  }
  return { months, totalCents: months.reduce((n, m) => n + m.totalCents, 0) };
}

/** The statement as a spreadsheet reads it: a row per month, then the year's total. */
export function statementCsv(year: number, name: string, statement: ReturnType<typeof buildStatement>): string {
  return toCsv([
    [`Earnings statement ${year}`, name],
    ['Month', 'Shifts', 'Itineraries', 'Total'],
    ...statement.months.map((m) => [
      MONTHS[m.month - 1]!,
      formatCents(m.shiftCents),
      formatCents(m.itineraryCents),
      formatCents(m.totalCents),
    ]),
    ['Total', '', '', formatCents(statement.totalCents)],
  ]);
}
