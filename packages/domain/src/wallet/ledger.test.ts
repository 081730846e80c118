import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerAccountKind } from '../vocabulary/wallet.ts';
import {
  amountForNurse,
  applyEntry,
  checkEntry,
  earningEntry,
  earningFor,
  earningWithdrawableAt,
  payoutReturnedEntry,
  payoutSettledEntry,
  releaseEntry,
  toWalletBalances,
  withdrawalEntry,
  type Balances,
  type LedgerEntry,
} from './ledger.ts';

describe('checkEntry (architecture.md 10: lines sum to zero, integer cents)', () => {
  const line = (kind: LedgerAccountKind, amountCents: number) => ({ kind, amountCents });
  it.each<[string, LedgerEntry, boolean]>([
    ['a balanced move', earningEntry(12_000), true],
    ['one line', { kind: 'earning', lines: [line('earnings-pending', 5)] }, false],
    [
      'lines not summing to zero',
      { kind: 'earning', lines: [line('platform-earnings', -5), line('earnings-pending', 6)] },
      false,
    ],
    [
      'a fraction of a cent',
      { kind: 'earning', lines: [line('platform-earnings', -0.5), line('earnings-pending', 0.5)] },
      false,
    ],
    ['a zero line', { kind: 'earning', lines: [line('platform-earnings', 0), line('earnings-pending', 0)] }, false],
    ['an amount too large', earningEntry(2_000_000_000), false],
  ])('ADR 041: %s', (_, entry, ok) => expect(checkEntry(entry).ok).toBe(ok));
});

describe('applyEntry', () => {
  it.each<[string, Balances, LedgerEntry, boolean]>([
    ['earning from an empty ledger (the platform runs negative)', {}, earningEntry(100), true],
    ['release of what is pending', { 'earnings-pending': 100 }, releaseEntry(100), true],
    ['release of more than is pending', { 'earnings-pending': 99 }, releaseEntry(100), false],
    ['withdrawal of the whole available', { 'earnings-available': 100 }, withdrawalEntry(100), true],
    ['withdrawal of a cent more', { 'earnings-available': 100 }, withdrawalEntry(101), false],
    ['withdrawal from pending money only', { 'earnings-pending': 500 }, withdrawalEntry(1), false],
    ['settling a payout in flight', { 'payouts-in-flight': 100 }, payoutSettledEntry(100), true],
    ['returning more than is in flight', { 'payouts-in-flight': 100 }, payoutReturnedEntry(101), false],
  ])('ADR 041: %s', (_, balances, entry, ok) => expect(applyEntry(balances, entry).ok).toBe(ok));
});

describe('the wallet as she sees it (requirements.md 3)', () => {
  it('balance is pending plus available; in-flight money is in neither', () =>
    expect(
      toWalletBalances({ 'earnings-pending': 300, 'earnings-available': 1_200, 'payouts-in-flight': 500 }),
    ).toEqual({ balance: 1_500, withdrawableBalance: 1_200, pendingBalance: 300, inFlight: 500 }));
  it.each([
    ['earning', 100, 100],
    ['withdrawal', 100, -100],
    ['payout-returned', 100, 100],
    ['release', 100, 0],
    ['payout-settled', 100, 0],
  ] as const)('a %s of 100 shows as %d', (kind, cents, shown) => expect(amountForNurse(kind, cents)).toBe(shown));
});

describe('earnings (issue 23)', () => {
  it.each([
    ['a shift pays its base plus the offer extra', 'shift', 18_000, 2_500, 20_500],
    ['an itinerary pays its offer', 'itinerary', 18_000, 4_000, 4_000],
    ['nothing to pay', 'itinerary', 0, 0, 0],
  ] as const)('%s', (_, source, base, extra, total) => expect(earningFor(source, base, extra)).toBe(total));
  it('ADR 041: withdrawable a day after the work completed', () =>
    expect(earningWithdrawableAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-28T10:00:00.000Z'));
});

/** A random day of a wallet: what happens, with amounts that may or may not fit. */
const operation = fc.oneof(
  fc.record({ op: fc.constant('earn' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ op: fc.constant('release' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constant('settle' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constant('fail' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
);
const entryOf = {
  earn: earningEntry,
  release: releaseEntry,
  withdraw: withdrawalEntry,
  settle: payoutSettledEntry,
  fail: payoutReturnedEntry,
};

describe('property: the ledger always balances and never goes negative', () => {
  it('under random sequences of earnings, releases, withdrawals, settled and failed payouts', () =>
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        let balances: Balances = {};
        let earned = 0;
        let settled = 0;
        for (const { op, cents } of operations) {
          const result = applyEntry(balances, entryOf[op](cents));
          if (!result.ok) continue; // refused: nothing changes
          balances = result.balances;
          if (op === 'earn') earned += cents;
          if (op === 'settle') settled += cents;
          const values = Object.entries(balances);
          // Every entry sums to zero, so the whole ledger does.
          expect(values.reduce((sum, [, v]) => sum + (v ?? 0), 0)).toBe(0);
          for (const [kind, value] of values) if (kind !== 'platform-earnings') expect(value).toBeGreaterThanOrEqual(0);
          // Money is neither made nor lost: what she was paid is in her wallet, on its way, or settled.
          const wallet = toWalletBalances(balances);
          expect(wallet.balance + wallet.inFlight + settled).toBe(earned);
        }
      }),
      { numRuns: 500 },
    ));

  it('an overdraw is refused whatever the balance', () =>
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 1_000 }), (available, over) => {
        expect(applyEntry({ 'earnings-available': available }, withdrawalEntry(available + over)).ok).toBe(false);
      }),
    ));
});
