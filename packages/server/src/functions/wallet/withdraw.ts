/**
 * requirements.md 7 withdrawUserAvailableBalance (issue 23, ADR 041, 042). Her accounts are locked before
 * the balance is read, so withdrawals at once wait in line: 20 of the whole balance pay out once,
 * the others are refused. The payout is a job enqueued in this transaction, keyed by the
 * withdrawal's id (the provider's idempotency key): it runs only once the withdrawal commits.
 */
import { toWalletBalances, withdrawalEntry } from '@sc/domain/wallet/ledger';
import { withdrawalRefusal } from '@sc/domain/wallet/withdrawal';
import { enqueueJob } from '../../jobs/queue.ts';
import { newId } from '../../lib/tokens.ts';
import { lockBalances, postEntry } from '../../repositories/ledger.repository.ts';
import { findCurrentBankAccount, insertWithdrawal } from '../../repositories/payouts.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { refusalError } from '../refusals.ts';
import { releaseDueEarnings } from './release.ts';

export const withdrawUserAvailableBalance: Handler<'withdrawUserAvailableBalance'> = async ({ amountCents }, ctx) => {
  const { userId } = requireCaller(ctx);
  const now = ctx.config.clock.now();
  await releaseDueEarnings(ctx.db, now, userId);
  const before = toWalletBalances(await lockBalances(ctx.db, userId));
  const bank = await findCurrentBankAccount(ctx.db, userId);
  const refusal = withdrawalRefusal({
    amountCents,
    withdrawableCents: before.withdrawableBalance,
    hasBankAccount: bank !== undefined,
  });
  if (refusal) throw refusalError(refusal, { bad_request: 'amountCents', conflict: 'amountCents' });
  const id = `wd-${newId()}`;
  await insertWithdrawal(ctx.db, { id, userId, amountCents, bankAccountId: bank!.id, at: now });
  await postEntry(ctx.db, withdrawalEntry(amountCents), {
    key: `withdrawal:${id}`,
    userId,
    amountCents,
    withdrawalId: id,
    at: now,
  });
  await enqueueJob(ctx.db, 'payout.send', { withdrawalId: id }, { key: id });
  await ctx.audit({
    action: 'withdrawUserAvailableBalance',
    recordType: 'withdrawal',
    recordId: id,
    subjectUserId: userId,
    detail: { amountCents },
  });
  ctx.publish(`wallet/${userId}`);
  return {
    withdrawalID: id,
    amountCents,
    balance: before.balance - amountCents,
    withdrawableBalance: before.withdrawableBalance - amountCents,
  };
};
