/**
 * US bank account details (ADR 042): a routing number passes the ABA checksum, an account number is
 * 4 to 17 digits and typed twice, and only its last four digits are ever shown again.
 */

export const bankAccountTexts = {
  routingNumber: 'Enter a valid 9-digit routing number.',
  accountNumber: 'Enter an account number of 4 to 17 digits.',
  accountNumbersDiffer: 'The account numbers do not match.',
  holderName: 'Enter the name on the account.',
} as const;

/**
 * ABA checksum: 3 x (d1 + d4 + d7) + 7 x (d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10. The
 * first two digits are a Federal Reserve range (00-12, 21-32, 61-72, 80).
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const prefix = d[0]! * 10 + d[1]!;
  const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk) return false;
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** "•••• 6789": the only way an account number is shown. */
export const lastFour = (accountNumber: string) => accountNumber.slice(-4);

export interface BankAccountInput {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountNumberConfirmation: string;
}

/** The first problem with the form, as `[field, text]`, or null. */
export function bankAccountProblem(input: BankAccountInput): [keyof BankAccountInput, string] | null {
  if (input.holderName.trim().length === 0) return ['holderName', bankAccountTexts.holderName];
  if (!isValidRoutingNumber(input.routingNumber)) return ['routingNumber', bankAccountTexts.routingNumber];
  if (!isValidAccountNumber(input.accountNumber)) return ['accountNumber', bankAccountTexts.accountNumber];
  if (input.accountNumber !== input.accountNumberConfirmation)
    return ['accountNumberConfirmation', bankAccountTexts.accountNumbersDiffer];
  return null;
}
