/** Whether a withdrawal may be made (ADR 041), and the texts of its refusals. */
import { formatCents } from '../format/currency.ts';
import { badRequest, conflict, type Refusal } from '../transitions/result.ts';
import { MAX_AMOUNT_CENTS } from './ledger.ts';

export const withdrawalTexts = {
  noBankAccount: 'Add a bank account before withdrawing.',
  notPositive: 'Enter an amount of at least $0.01.',
  tooLarge: (withdrawableCents: number) =>
    withdrawableCents > 0
      ? `You can withdraw up to ${formatCents(withdrawableCents)}.`
      : 'You have nothing to withdraw yet.',
  payoutNotFound: 'No payout has this ID.',
  payoutFinished: 'This payout is already settled or failed.',
} as const;

export interface WithdrawalRequest {
  amountCents: number;
  withdrawableCents: number;
  hasBankAccount: boolean;
}

/** Null when the withdrawal may go ahead; otherwise the refusal she sees. */
export function withdrawalRefusal({
  amountCents,
  withdrawableCents,
  hasBankAccount,
}: WithdrawalRequest): Refusal | null {
  if (!hasBankAccount) return badRequest(withdrawalTexts.noBankAccount);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return badRequest(withdrawalTexts.notPositive);
  if (amountCents > withdrawableCents || amountCents > MAX_AMOUNT_CENTS)
    return conflict(withdrawalTexts.tooLarge(withdrawableCents));
  return null;
}
