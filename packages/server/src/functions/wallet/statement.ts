/**
 * Her yearly earnings statement (issue 23): the ledger's earnings of the year, in her time zone, as
 * numbers with the CSV to download (getEarningsStatement) and as a PDF through the print route
 * (`/api/print/earnings-statement/{year}`, ADR 048, 057). Only her own: the print route has no id
 * of another nurse to ask for.
 */
import { toLocalDateKey } from '@sc/domain/format/dates';
import { formatDay } from '@sc/domain/format/local-dates';
import { buildStatement, statementCsv } from '@sc/domain/wallet/statement';
import type { Db } from '../../db/client.ts';
import { renderStatementPdf } from '../../printing/statement-pdf.ts';
import { earningsByMonth } from '../../repositories/ledger.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import type { Printable } from '../packing/printables.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The years a statement exists for: the contract's bounds. */
const YEAR = /^(20[2-9][0-9]|2100)$/;

async function loadStatement(db: Db, userId: string, year: number) {
  const user = await findUserById(db, userId);
  const timeZone = user?.timeZone ?? 'UTC';
  const statement = buildStatement(await earningsByMonth(db, userId, year, timeZone));
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return { statement, name, email: user?.email ?? '', timeZone };
}

export const getEarningsStatement: Handler<'getEarningsStatement'> = async ({ year }, ctx) => {
  const { userId } = requireCaller(ctx);
  const { statement, name } = await loadStatement(ctx.db, userId, year);
  return { year, ...statement, csv: statementCsv(year, name, statement) };
};

/** The statement as a printable document: the id is the year; the nurse is always the caller. */
export const earningsStatementPrintable: Printable = {
  notFound: 'Statement not found.',
  detailKey: 'year',
  roles: ['nurse'],
  formats: ['pdf'],
  async load(db, caller, id, now) {
    if (!YEAR.test(id)) return undefined;
    const year = Number(id);
    const { statement, name, email, timeZone } = await loadStatement(db, caller.userId, year);
    return {
      record: { type: 'user', id: caller.userId },
      detail: { year },
      filename: `earnings-${year}.pdf`,
      render: async () => ({
        contentType: 'application/pdf',
        body: await renderStatementPdf({
          year,
          name,
          email,
          ...statement,
          // The day in words (ADR 086): "Nov 28, 2026", never 2026-11-28.
          issuedOn: formatDay(toLocalDateKey(now, timeZone), 'en-US', { year: true }),
        }),
      }),
    };
  },
};
