/** requirements.md 3 Wallet: her balances from the ledger, what becomes withdrawable when, her bank and payouts. */
import { toWalletBalances } from '@sc/domain/wallet/ledger';
import { listUpcomingReleases, readBalances } from '../../repositories/ledger.repository.ts';
import { findCurrentBankAccount, listUserWithdrawals } from '../../repositories/payouts.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { iso, toPayout } from './answers.ts';

export const getWallet: Handler<'getWallet'> = async (_input, ctx) => {
  const { userId } = requireCaller(ctx);
  const balances = await readBalances(ctx.db, userId);
  const upcoming = await listUpcomingReleases(ctx.db, userId);
  const bank = await findCurrentBankAccount(ctx.db, userId);
  const payouts = await listUserWithdrawals(ctx.db, userId, 5);
  const wallet = toWalletBalances(balances);
  const now = ctx.config.clock.now().getTime();
  return {
    ...wallet,
    // A release the job has not reached yet is withdrawable already: the next withdrawal posts it.
    upcoming: upcoming
      .filter((u) => new Date(u.releaseAt).getTime() > now)
      .map((u) => ({ amountCents: u.amountCents, releaseAt: iso(u.releaseAt) })),
    bankAccount: bank
      ? { holderName: bank.holderName, accountType: bank.accountType, last4: bank.last4, addedAt: iso(bank.createdAt) }
      : null,
    payouts: payouts.map(toPayout),
  };
};
