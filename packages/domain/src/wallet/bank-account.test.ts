import { describe, expect, it } from 'vitest';
import { bankAccountProblem, bankAccountTexts, isValidRoutingNumber, lastFour } from './bank-account.ts';
import { withdrawalRefusal, withdrawalTexts } from './withdrawal.ts';

describe('isValidRoutingNumber (issue 23: ABA checksum)', () => {
  it.each([
    ['a real routing number (JPMorgan Chase, NY)', '021000021', true],
    ['another real one (Bank of America, CA)', '121000358', true],
    ['Wells Fargo', '121042882', true],
    ['one digit changed', '021000022', false],
    ['eight digits', '02100002', false],
    ['letters', '02100002a', false],
    ['a checksum that passes with a prefix no Federal Reserve range has', '500000005', false],
    ['all zeros (prefix 00 and checksum 0 pass: an empty routing number is still refused by length)', '', false],
  ])('%s: %s -> %s', (_, value, ok) => expect(isValidRoutingNumber(value)).toBe(ok));
});

describe('bankAccountProblem', () => {
  const good = {
    holderName: 'Nora Nightingale',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountNumberConfirmation: '000123456789',
  };
  it.each([
    ['a good form', {}, null],
    ['no name', { holderName: '  ' }, ['holderName', bankAccountTexts.holderName]],
    ['a bad routing number', { routingNumber: '123456789' }, ['routingNumber', bankAccountTexts.routingNumber]],
    [
      'a short account number',
      { accountNumber: '123', accountNumberConfirmation: '123' },
      ['accountNumber', bankAccountTexts.accountNumber],
    ],
    [
      'a mistyped confirmation',
      { accountNumberConfirmation: '000123456788' },
      ['accountNumberConfirmation', bankAccountTexts.accountNumbersDiffer],
    ],
  ] as const)('issue 23: %s', (_, change, problem) =>
    expect(bankAccountProblem({ ...good, ...change })).toEqual(problem),
  );
  it('shows only the last four digits', () => expect(lastFour('000123456789')).toBe('6789'));
});

describe('withdrawalRefusal (issue 23)', () => {
  it.each([
    ['the whole withdrawable balance', { amountCents: 5_000, withdrawableCents: 5_000, hasBankAccount: true }, null],
    [
      'no bank account',
      { amountCents: 100, withdrawableCents: 5_000, hasBankAccount: false },
      withdrawalTexts.noBankAccount,
    ],
    ['zero', { amountCents: 0, withdrawableCents: 5_000, hasBankAccount: true }, withdrawalTexts.notPositive],
    [
      'an overdraw',
      { amountCents: 5_001, withdrawableCents: 5_000, hasBankAccount: true },
      'You can withdraw up to $50.',
    ],
    [
      'nothing withdrawable',
      { amountCents: 1, withdrawableCents: 0, hasBankAccount: true },
      'You have nothing to withdraw yet.',
    ],
  ])('%s', (_, request, text) => expect(withdrawalRefusal(request)?.message ?? null).toBe(text));
});
