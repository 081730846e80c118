/**
 * The wallet's jobs (ADR 041, 042, 072). A payout is handed to the payouts adapter outside any
 * transaction (a provider's answer may take seconds), so it is recorded in three steps: `sending`
 * with the idempotency key, committed before the call (from then on operations cannot fail or settle
 * it by hand); the call; then the provider's answer, which decides. A retry finds `sending` and sends
 * again with the same key, so the provider pays once. A withdrawal that changed under the job is
 * never passed over in silence: the job dies with why, on operations' Failed jobs page.
 */
import { payoutAnswerOutcome, payoutJobStart } from '@sc/domain/wallet/payout-status';
import type { Db } from '../db/client.ts';
import { releaseDueEarnings } from '../functions/wallet/release.ts';
import { settleWithdrawal } from '../functions/wallet/payouts.ts';
import { openAccountNumber } from '../lib/bank-crypto.ts';
import {
  findBankAccount,
  findWithdrawal,
  markWithdrawalSending,
  markWithdrawalSent,
} from '../repositories/payouts.repository.ts';
import type { JobContext } from './handlers.ts';
import { JobProblem } from './job-problem.ts';

/** Records `sending` and commits; answers the key to send with, or null when the answer is already recorded. */
async function startSending(withdrawalId: string, ctx: JobContext): Promise<string | null> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const withdrawal = await findWithdrawal(tx, withdrawalId, true);
    if (!withdrawal) throw new JobProblem(`Withdrawal ${withdrawalId} is not in the ledger; no payout was sent.`);
    const start = payoutJobStart(withdrawal);
    if (start.kind === 'changed') throw new JobProblem(start.why);
    if (start.kind === 'recorded') return null;
    // The withdrawal's id, as ADR 042 gave the provider before this column existed: one key for every try.
    const key = withdrawal.idempotencyKey ?? withdrawal.id;
    await markWithdrawalSending(tx, withdrawal.id, key, ctx.config.clock.now());
    return key;
  });
}

export async function sendPayout(withdrawalId: string, ctx: JobContext): Promise<void> {
  const idempotencyKey = await startSending(withdrawalId, ctx);
  if (idempotencyKey === null) return;
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  const bank = withdrawal && (await findBankAccount(ctx.db, withdrawal.bankAccountId));
  if (!withdrawal || !bank) throw new Error(`Bank account of withdrawal ${withdrawalId} not found`);
  const answer = await ctx.adapters.payouts.send({
    id: withdrawal.id,
    idempotencyKey,
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
  const recorded = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const at = ctx.config.clock.now();
    const locked = await findWithdrawal(tx, withdrawalId, true);
    if (!locked) throw new JobProblem(`Withdrawal ${withdrawalId} left the ledger while the provider paid it.`);
    const outcome = payoutAnswerOutcome(locked, { reference: answer.reference, paid: answer.status === 'settled' });
    if (outcome.kind === 'recorded') return false;
    if (outcome.kind === 'changed') throw new JobProblem(outcome.why);
    await markWithdrawalSent(tx, withdrawalId, answer.reference, at);
    if (outcome.status === 'settled') await settleWithdrawal(tx, locked, null, at);
    return true;
  });
  // Her wallet and operations' Payouts page leave "Sending to the bank…".
  if (recorded) await ctx.publish?.([`wallet/${withdrawal.userId}`]);
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
