import { describe, expect, test } from 'vitest';
import { ledgerBreaks } from './ledger-balances.ts';
import type { LedgerEntryFacts, LedgerFacts } from './view.ts';

const entry = (id: string, kind: string, over: Partial<LedgerEntryFacts> = {}): LedgerEntryFacts => ({
  id,
  kind,
  userId: 'nora',
  withdrawalId: null,
  itineraryId: null,
  shiftId: null,
  lineSum: 0,
  lineCount: 2,
  ...over,
});
const ledger = (over: Partial<LedgerFacts> = {}): LedgerFacts => ({
  entries: [],
  accounts: [],
  withdrawals: [],
  providerPaid: [],
  ...over,
});
const w1 = { id: 'w1', userId: 'nora', amountCents: 500, status: 'sent' };

describe('invariant 4: the ledger balances to the cent (architecture.md 11)', () => {
  test.each([
    ['an empty ledger', ledger(), 0],
    ['an entry that does not sum to zero', ledger({ entries: [entry('1', 'earning', { lineSum: 5 })] }), 1],
    ['an entry of one line', ledger({ entries: [entry('1', 'earning', { lineCount: 1 })] }), 1],
    [
      'an account whose balance is not its lines',
      ledger({ accounts: [{ id: 'a', userId: 'nora', kind: 'earnings-available', balanceCents: 10, linesCents: 9 }] }),
      1,
    ],
    [
      'a nurse’s account below zero',
      ledger({ accounts: [{ id: 'a', userId: 'nora', kind: 'earnings-available', balanceCents: -1, linesCents: -1 }] }),
      1,
    ],
    [
      'the platform’s earnings below zero',
      ledger({ accounts: [{ id: 'a', userId: null, kind: 'platform-earnings', balanceCents: -9, linesCents: -9 }] }),
      0,
    ],
    [
      'one itinerary paid twice',
      ledger({
        entries: [entry('1', 'earning', { itineraryId: 'i' }), entry('2', 'earning', { itineraryId: 'i' })],
      }),
      1,
    ],
    [
      'a withdrawal taken once and paid by the provider',
      ledger({
        entries: [entry('1', 'withdrawal', { withdrawalId: 'w1' })],
        withdrawals: [w1],
        providerPaid: [{ withdrawalId: 'w1', amountCents: 500 }],
      }),
      0,
    ],
    [
      'paid by the provider and returned to her wallet: paid twice',
      ledger({
        entries: [
          entry('1', 'withdrawal', { withdrawalId: 'w1' }),
          entry('2', 'payout-returned', { withdrawalId: 'w1' }),
        ],
        withdrawals: [{ ...w1, status: 'failed' }],
        providerPaid: [{ withdrawalId: 'w1', amountCents: 500 }],
      }),
      1,
    ],
    [
      'both settled and returned',
      ledger({
        entries: [
          entry('1', 'withdrawal', { withdrawalId: 'w1' }),
          entry('2', 'payout-settled', { withdrawalId: 'w1' }),
          entry('3', 'payout-returned', { withdrawalId: 'w1' }),
        ],
        withdrawals: [w1],
      }),
      1,
    ],
    [
      'paid by the provider twice (two keys)',
      ledger({
        entries: [entry('1', 'withdrawal', { withdrawalId: 'w1' })],
        withdrawals: [w1],
        providerPaid: [
          { withdrawalId: 'w1', amountCents: 500 },
          { withdrawalId: 'w1', amountCents: 500 },
        ],
      }),
      1,
    ],
    [
      'the provider paid another amount',
      ledger({
        entries: [entry('1', 'withdrawal', { withdrawalId: 'w1' })],
        withdrawals: [w1],
        providerPaid: [{ withdrawalId: 'w1', amountCents: 400 }],
      }),
      1,
    ],
    ['a withdrawal never taken from her wallet', ledger({ withdrawals: [w1] }), 1],
  ])('%s', (_name, facts, breaks) => {
    expect(ledgerBreaks(facts)).toHaveLength(breaks);
  });
});

describe('invariant 4: finished work is paid exactly once (completion-earnings.ts)', () => {
  const done = { kind: 'itinerary' as const, id: 'i', userId: 'nora', owedCents: 4000 };
  const shiftDone = { kind: 'shift' as const, id: 's', userId: 'nora', owedCents: 1500 };
  test.each([
    [
      'a finished itinerary paid once, at the end',
      ledger({ finished: [done], entries: [entry('1', 'earning', { itineraryId: 'i' })] }),
      true,
      0,
    ],
    ['a finished itinerary not yet paid, mid-week', ledger({ finished: [done] }), false, 0],
    ['a finished itinerary never paid, at the end', ledger({ finished: [done] }), true, 1],
    [
      'a finished itinerary paid twice, mid-week',
      ledger({
        finished: [done],
        entries: [entry('1', 'earning', { itineraryId: 'i' }), entry('2', 'earning', { itineraryId: 'i' })],
      }),
      false,
      1,
    ],
    ['work that owes nothing, never paid', ledger({ finished: [{ ...done, owedCents: 0 }] }), true, 0],
    [
      'a finished shift paid once (its itinerary paid apart)',
      ledger({
        finished: [done, shiftDone],
        entries: [entry('1', 'earning', { itineraryId: 'i', shiftId: 's' }), entry('2', 'earning', { shiftId: 's' })],
      }),
      true,
      0,
    ],
    [
      'a finished shift whose only entry is its itinerary’s: never paid',
      ledger({ finished: [shiftDone], entries: [entry('1', 'earning', { itineraryId: 'i', shiftId: 's' })] }),
      true,
      1,
    ],
    [
      'paid to another nurse',
      ledger({ finished: [done], entries: [entry('1', 'earning', { itineraryId: 'i', userId: 'ana' })] }),
      false,
      1,
    ],
  ])('%s', (_name, facts, final, breaks) => {
    expect(ledgerBreaks(facts, final)).toHaveLength(breaks);
  });
});
