/**
 * Operations open the bank account an open payout goes to, to pay it by hand (ADR 079): the account
 * number is unsealed here, for the caller alone, and the audit row naming who read which nurse's
 * account commits with the answer (`auditedRead`) or neither happens.
 */
import { revealBankDetailsRefusal } from '@sc/domain/wallet/payouts-console';
import { withdrawalTexts } from '@sc/domain/wallet/withdrawal';
import { AppError } from '../../lib/app-error.ts';
import { openAccountNumber } from '../../lib/bank-crypto.ts';
import { findBankAccount, findWithdrawal } from '../../repositories/payouts.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { refusalError } from '../refusals.ts';

export const revealPayoutBankAccount: Handler<'revealPayoutBankAccount'> = async ({ withdrawalID }, ctx) => {
  requireCaller(ctx);
  const withdrawal = await findWithdrawal(ctx.db, withdrawalID);
  const bank = withdrawal && (await findBankAccount(ctx.db, withdrawal.bankAccountId));
  if (!withdrawal || !bank) throw new AppError('not_found', withdrawalTexts.payoutNotFound, 'withdrawalID');
  const refusal = revealBankDetailsRefusal(withdrawal.status);
  if (refusal) throw refusalError(refusal, { conflict: 'withdrawalID' });
  const accountNumber = openAccountNumber(bank.accountNumberSealed, {
    dataEncryptionKey: ctx.config.dataEncryptionKey,
    userID: bank.userId,
    bankAccountID: bank.id,
  });
  await ctx.audit({
    action: 'revealPayoutBankAccount',
    recordType: 'bank-account',
    recordId: bank.id,
    subjectUserId: withdrawal.userId,
    detail: { withdrawalID: withdrawal.id, last4: bank.last4 },
  });
  return {
    holderName: bank.holderName,
    accountType: bank.accountType,
    routingNumber: bank.routingNumber,
    accountNumber,
  };
};
