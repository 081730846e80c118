/**
 * Operations and payouts (ADR 042, 072): with the default payouts adapter no money moves by itself;
 * they pay each payout by their bank and press Settle, or Fail with the bank's reason, which returns
 * the money to her wallet with a line saying why. A payout whose provider call is in flight
 * (`sending`) is refused both: the provider's answer decides, or a failure would return money the
 * provider is paying. Every payout stays listed afterwards, under its filter (ADR 079).
 */
import { payoutReturnedEntry, payoutSettledEntry } from '@sc/domain/wallet/ledger';
import { movePayout, type PayoutEvent } from '@sc/domain/wallet/payout-status';
import { withdrawalTexts } from '@sc/domain/wallet/withdrawal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { postEntry } from '../../repositories/ledger.repository.ts';
import {
  findWithdrawal,
  finishWithdrawal,
  listPayoutPage,
  type WithdrawalRow,
} from '../../repositories/payouts.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { refusalError } from '../refusals.ts';
import { toPayout } from './answers.ts';

export const listPayouts: Handler<'listPayouts'> = async ({ status, limit, after }, ctx) => {
  // One more than the page: whether a next page exists, without counting the whole history.
  const rows = await listPayoutPage(ctx.db, status, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    payouts: page.map((row) => ({
      ...toPayout(row),
      nurseName: row.nurseName,
      nurseEmail: row.nurseEmail,
      routingNumber: row.routingNumber,
    })),
    nextAfter: rows.length > limit && last ? { at: last.sortAt, id: last.id } : null,
  };
};

/** The payout, locked against its job's status change, if operations' hand may move it (ADR 072). */
async function payoutFor(ctx: FnContext, withdrawalID: string, event: PayoutEvent): Promise<WithdrawalRow> {
  const row = await findWithdrawal(ctx.db, withdrawalID, true);
  if (!row) throw new AppError('not_found', withdrawalTexts.payoutNotFound, 'withdrawalID');
  const move = movePayout(row.status, event);
  if (!move.ok) throw refusalError(move.refusal, {});
  return row;
}

/** Settles a payout: shared with the job when a provider answers it paid at once. */
export async function settleWithdrawal(db: Db, row: WithdrawalRow, by: string | null, at: Date) {
  await finishWithdrawal(db, row.id, { status: 'settled', by, at });
  await postEntry(db, payoutSettledEntry(row.amountCents), {
    key: `payout-settled:${row.id}`,
    userId: row.userId,
    amountCents: row.amountCents,
    withdrawalId: row.id,
    at,
  });
}

export const settlePayout: Handler<'settlePayout'> = async ({ withdrawalID }, ctx) => {
  const caller = requireCaller(ctx);
  const row = await payoutFor(ctx, withdrawalID, 'settle-by-hand');
  await settleWithdrawal(ctx.db, row, caller.userId, ctx.config.clock.now());
  await ctx.audit({ action: 'settlePayout', recordType: 'withdrawal', recordId: row.id, subjectUserId: row.userId });
  ctx.publish(`wallet/${row.userId}`);
  return { ok: true as const };
};

export const failPayout: Handler<'failPayout'> = async ({ withdrawalID, reason }, ctx) => {
  const caller = requireCaller(ctx);
  const row = await payoutFor(ctx, withdrawalID, 'fail-by-hand');
  const at = ctx.config.clock.now();
  await finishWithdrawal(ctx.db, row.id, { status: 'failed', reason, by: caller.userId, at });
  await postEntry(ctx.db, payoutReturnedEntry(row.amountCents), {
    key: `payout-returned:${row.id}`,
    userId: row.userId,
    amountCents: row.amountCents,
    withdrawalId: row.id,
    memo: `Payout to •••• ${row.last4} failed: ${reason}`,
    at,
  });
  await ctx.audit({
    action: 'failPayout',
    recordType: 'withdrawal',
    recordId: row.id,
    subjectUserId: row.userId,
    detail: { reason },
  });
  ctx.publish(`wallet/${row.userId}`);
  return { ok: true as const };
};
