/**
 * The wallet's jobs (ADR 041, 042). A payout is handed to the payouts adapter outside any
 * transaction (a provider's answer may take seconds), then recorded: the withdrawal moves from
 * `requested` to `sent` only once, so a job run twice records one payout, and the provider pays
 * once because the withdrawal's id is its idempotency key.
 */
import type { Db } from '../db/client.ts';
import { releaseDueEarnings } from '../functions/wallet/release.ts';
import { settleWithdrawal } from '../functions/wallet/payouts.ts';
import { openAccountNumber } from '../lib/bank-crypto.ts';
import { findBankAccount, findWithdrawal, markWithdrawalSent } from '../repositories/payouts.repository.ts';
import type { JobContext } from './handlers.ts';

export async function sendPayout(withdrawalId: string, ctx: JobContext): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  // Gone, or operations settled or failed it before the job ran: nothing to send.
  if (!withdrawal || withdrawal.status !== 'requested') return;
  const bank = await findBankAccount(ctx.db, withdrawal.bankAccountId);
  if (!bank) throw new Error(`Bank account of withdrawal ${withdrawalId} not found`);
  const answer = await ctx.adapters.payouts.send({
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    holderName: bank.holderName,
    accountType: bank.accountType,
    routingNumber: bank.routingNumber,
    accountNumber: openAccountNumber(bank.accountNumberSealed, {
      dataEncryptionKey: ctx.config.dataEncryptionKey,
      userID: bank.userId,
      bankAccountID: bank.id,
    }),
  });
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const at = ctx.config.clock.now();
    if (!(await markWithdrawalSent(tx, withdrawalId, answer.reference, at))) return;
    if (answer.status === 'settled') {
      const locked = await findWithdrawal(tx, withdrawalId, true);
      if (locked?.status === 'sent') await settleWithdrawal(tx, locked, null, at);
    }
  });
}

export async function releaseEarnings(ctx: JobContext): Promise<void> {
  // A few hundred at a time, each batch its own transaction, until none is due.
  for (;;) {
    const released = await ctx.db.transaction((transaction) =>
      releaseDueEarnings(transaction as unknown as Db, ctx.config.clock.now()),
    );
    if (released === 0) return;
  }
}
