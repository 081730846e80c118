/**
 * The daily reconciliation of the provider's payouts with the ledger (ADR 072): every difference
 * (paid there but returned here, settled here but unknown or failed there, two amounts) is raised on
 * operations' Failed jobs page as one dead job listing them, and each is logged. The window is the
 * last month by the server's clock, and the withdrawals the provider's list names however old.
 */
import { describePayoutDifferences, reconcilePayouts } from '@sc/domain/wallet/payout-reconciliation';
import { listLedgerPayouts } from '../repositories/payouts.repository.ts';
import type { JobContext } from './handlers.ts';
import { JobProblem } from './job-problem.ts';

/** A payout's outcome (a return from the bank) comes within days; a month holds every one in play. */
export const RECONCILE_WINDOW_MS = 30 * 24 * 60 * 60_000;

export async function reconcileProviderPayouts(ctx: JobContext): Promise<void> {
  const list = ctx.adapters.payouts.list;
  // Operations are the provider (the default adapter): their Settle and Fail are the only record.
  if (!list) return;
  const since = new Date(ctx.config.clock.now().getTime() - RECONCILE_WINDOW_MS);
  const atProvider = await list.call(ctx.adapters.payouts, since);
  const inLedger = await listLedgerPayouts(
    ctx.db,
    since,
    atProvider.map((payout) => payout.withdrawalId),
  );
  const differences = reconcilePayouts(inLedger, atProvider);
  if (differences.length === 0) return;
  for (const difference of differences)
    ctx.log.error({ kind: difference.kind, withdrawalId: difference.withdrawalId }, difference.text);
  throw new JobProblem(describePayoutDifferences(differences));
}
