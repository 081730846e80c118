/**
 * Operations' payouts as a spreadsheet (ADR 079): the list of a filter in its order, at most
 * PAYOUTS_CSV_MAX rows, with no bank number beyond its last four digits. The export is an audit
 * row of its own: a list of people's payments left the product.
 */
import { PAYOUTS_CSV_MAX, payoutsCsv } from '@sc/domain/wallet/payouts-console';
import { listPayoutPage } from '../../repositories/payouts.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { toPayout } from './answers.ts';

export const exportPayouts: Handler<'exportPayouts'> = async ({ status }, ctx) => {
  requireCaller(ctx);
  const rows = await listPayoutPage(ctx.db, status, undefined, PAYOUTS_CSV_MAX + 1);
  const kept = rows.slice(0, PAYOUTS_CSV_MAX);
  await ctx.audit({ action: 'exportPayouts', recordType: 'withdrawal', detail: { status, rows: kept.length } });
  const day = ctx.config.clock.now().toISOString().slice(0, 10);
  return {
    csv: payoutsCsv(kept.map((row) => ({ ...toPayout(row), nurseName: row.nurseName, nurseEmail: row.nurseEmail }))),
    filename: `payouts-${status}-${day}.csv`,
    truncated: rows.length > PAYOUTS_CSV_MAX,
  };
};
