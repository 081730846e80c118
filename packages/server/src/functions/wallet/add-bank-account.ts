/** Issue 23: her bank account, checked by the domain, the number sealed (ADR 042), shown by its last four. */
import { bankAccountProblem, lastFour } from '@sc/domain/wallet/bank-account';
import { AppError } from '../../lib/app-error.ts';
import { sealAccountNumber } from '../../lib/bank-crypto.ts';
import { newId } from '../../lib/tokens.ts';
import { replaceBankAccount } from '../../repositories/payouts.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const addBankAccount: Handler<'addBankAccount'> = async (input, ctx) => {
  const { userId } = requireCaller(ctx);
  const problem = bankAccountProblem(input);
  if (problem) throw new AppError('bad_request', problem[1], problem[0]);
  const id = newId();
  await replaceBankAccount(ctx.db, {
    id,
    userId,
    holderName: input.holderName,
    accountType: input.accountType,
    routingNumber: input.routingNumber,
    accountNumberSealed: sealAccountNumber(input.accountNumber, {
      dataEncryptionKey: ctx.config.dataEncryptionKey,
      userID: userId,
      bankAccountID: id,
    }),
    last4: lastFour(input.accountNumber),
  });
  await ctx.audit({ action: 'addBankAccount', recordType: 'bank-account', recordId: id, subjectUserId: userId });
  ctx.publish(`wallet/${userId}`);
  return {
    bankAccount: {
      holderName: input.holderName,
      accountType: input.accountType,
      last4: lastFour(input.accountNumber),
      addedAt: ctx.config.clock.now().toISOString(),
    },
  };
};
