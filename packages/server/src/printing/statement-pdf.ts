/**
 * Her yearly earnings statement on US Letter (issue 23, ADR 057): a row per month with shifts,
 * itineraries and the month's total, then the year's, in requirements.md 9 money, as the CSV has them. Pure:
 * data in, bytes out; the page and text pieces are the shared printing pieces (ADR 048).
 */
import { formatCents } from '@sc/domain/format/currency';
import { MONTHS } from '@sc/domain/format/dates';
import type { StatementMonth } from '@sc/domain/wallet/statement';
import { openDocument } from './page.ts';
import { printable } from './text.ts';

export interface StatementPrint {
  year: number;
  name: string;
  email: string;
  months: readonly StatementMonth[];
  totalCents: number;
  /** The day it was printed, as she reads it ("Nov 27, 2026"). */
  issuedOn: string;
}

const PAGE = { width: 612, margin: 56 };
const COLUMNS = [
  { title: 'Month', width: 160, align: 'left' },
  { title: 'Shifts', width: 110, align: 'right' },
  { title: 'Itineraries', width: 110, align: 'right' },
  { title: 'Total', width: 120, align: 'right' },
] as const;

export async function renderStatementPdf(statement: StatementPrint): Promise<Buffer> {
  const { doc, done } = openDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    title: `Earnings statement ${statement.year}`,
  });
  const x = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black');
  doc.text(`Earnings statement ${statement.year}`, x, PAGE.margin, { width });
  doc.font('Helvetica').fontSize(11);
  doc.text(printable(statement.name || statement.email, 120), x, doc.y + 6, { width });
  if (statement.name) doc.text(printable(statement.email, 120), x, doc.y, { width });
  doc.fontSize(9).fillColor('#444444');
  doc.text(
    `Earnings paid through Sample Collect, by the month the work was done, in your time zone. Issued ${printable(statement.issuedOn, 40)}.`,
    x,
    doc.y + 6,
    { width },
  );
  doc.fillColor('black');

  let y = doc.y + 18;
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    let cx = x;
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', cx, y, { width: column.width - 8, align: column.align, lineBreak: false });
      cx += column.width;
    });
    y += 20;
  };
  const rule = () => {
    doc
      .moveTo(x, y - 5)
      .lineTo(x + width, y - 5)
      .lineWidth(0.5)
      .stroke();
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  rule();
  for (const m of statement.months)
    row(
      [MONTHS[m.month - 1]!, formatCents(m.shiftCents), formatCents(m.itineraryCents), formatCents(m.totalCents)],
      false,
    );
  rule();
  row(['Total', '', '', formatCents(statement.totalCents)], true);
  doc.end();
  return done;
}
