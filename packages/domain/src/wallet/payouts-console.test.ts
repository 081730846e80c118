import { describe, expect, it } from 'vitest';
import type { PayoutStatus } from '../vocabulary/wallet.ts';
import { payoutTexts } from './payout-status.ts';
import {
  dollarsWithCents,
  payoutConsoleTexts,
  payoutsCsv,
  payoutWhen,
  revealBankDetailsRefusal,
  type ExportedPayout,
} from './payouts-console.ts';

describe('a payout’s bank details are opened only while operations may still pay it by hand (ADR 079)', () => {
  it.each<[PayoutStatus, string | null]>([
    ['requested', null],
    ['sent', null],
    ['sending', payoutTexts.inFlight],
    ['settled', payoutConsoleTexts.revealFinished],
    ['failed', payoutConsoleTexts.revealFinished],
  ])('%s', (status, refused) =>
    expect(revealBankDetailsRefusal(status)).toEqual(refused === null ? null : { code: 'conflict', message: refused }),
  );
});

describe('dollars with cents for a spreadsheet (ADR 079)', () => {
  it.each([
    [1_000, '10.00'],
    [5, '0.05'],
    [123_405, '1234.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i cents is %s', (cents, text) => expect(dollarsWithCents(cents)).toBe(text));
  it('refuses what is not a whole number of cents', () => expect(() => dollarsWithCents(1.5)).toThrow(RangeError));
});

describe('when a payout happened, in words', () => {
  const now = '2026-11-28T23:30:00-05:00';
  it.each([
    ['this year: month, day and time', '2026-11-28T19:00:00Z', 'Nov 28, 2:00 PM'],
    ['another year: its year too', '2025-12-30T14:15:00Z', 'Dec 30, 2025, 9:15 AM'],
    [
      'the zone decides the day: New Year’s Eve in New York is still last year',
      '2026-01-01T03:00:00Z',
      'Dec 31, 2025, 10:00 PM',
    ],
  ])('%s', (_, instant, words) => expect(payoutWhen(instant, now, 'America/New_York')).toBe(words));
});

describe('the questions asked before money moves', () => {
  it('settling names the amount, the nurse, and what must have happened first', () => {
    expect(payoutConsoleTexts.settleQuestion(1_000, 'Devi Das')).toBe('Settle $10 to Devi Das?');
    expect(payoutConsoleTexts.settleDetail).toContain('only after the bank transfer has gone out');
  });
  it('failing names the reason she will read', () => {
    expect(payoutConsoleTexts.failQuestion(2_550, 'Eva Evans')).toBe('Fail the $25.50 payout to Eva Evans?');
    expect(payoutConsoleTexts.failDetail(' Account closed ')).toBe(
      'The money goes back to her wallet, with the reason “Account closed”.',
    );
  });
});

describe('the payouts CSV (ADR 079)', () => {
  const paid: ExportedPayout = {
    nurseName: 'Devi Das',
    nurseEmail: 'devi.nurse@demo.test',
    amountCents: 1_000,
    status: 'settled',
    requestedAt: '2026-11-28T14:00:00.000Z',
    finishedAt: '2026-11-28T16:30:00.000Z',
    last4: '4321',
    failureReason: null,
  };
  it('has a header row, then a row per payout in dollars with cents, ISO instants and the reason', () => {
    const lines = payoutsCsv([
      paid,
      { ...paid, nurseName: 'Eva Evans', amountCents: 2_505, status: 'failed', failureReason: 'Account closed' },
      { ...paid, status: 'sent', finishedAt: null },
    ]).split('\r\n');
    expect(lines).toEqual([
      '"Nurse","Email","Amount (USD)","Status","Requested at","Settled or failed at","Account ending","Reason it failed"',
      '"Devi Das","devi.nurse@demo.test","10.00","Settled","2026-11-28T14:00:00.000Z","2026-11-28T16:30:00.000Z","4321",""',
      '"Eva Evans","devi.nurse@demo.test","25.05","Failed","2026-11-28T14:00:00.000Z","2026-11-28T16:30:00.000Z","4321","Account closed"',
      '"Devi Das","devi.nurse@demo.test","10.00","Waiting for the bank","2026-11-28T14:00:00.000Z","","4321",""',
      '',
    ]);
  });
  it('an empty list is its header alone', () => expect(payoutsCsv([]).split('\r\n')).toHaveLength(2));
  it('a reason typed as a formula stays text', () =>
    expect(payoutsCsv([{ ...paid, failureReason: '=HYPERLINK("x")' }])).toContain('"\'=HYPERLINK(""x"")"'));
});
