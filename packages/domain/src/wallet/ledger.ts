/**
 * The wallet's double-entry ledger as pure rules (ADR 041). Why this is delicate: money must never
 * appear, vanish or be paid twice. So every movement is one journal entry whose lines sum to zero,
 * amounts are integer cents, and only the platform's earnings account may go below zero: a nurse's
 * accounts and the payout accounts never do. The server keeps each account's balance in step with
 * its lines in the same transaction (repositories/ledger.repository.ts) and applies these rules
 * before it writes; the database's CHECKs say the same again.
 *
 * A nurse's wallet (requirements.md 3): `balance` is what she has earned and not yet withdrawn (pending plus
 * available); `withdrawableBalance` is her available account. Money on its way to her bank is in
 * `payouts-in-flight`, in neither.
 */
import type { EarningSource, JournalEntryKind, LedgerAccountKind } from '../vocabulary/wallet.ts';

/** The nurse's own accounts; the others belong to the platform. */
export const nurseAccountKinds = [
  'earnings-pending',
  'earnings-available',
  'payouts-in-flight',
] as const satisfies readonly LedgerAccountKind[];
export const platformAccountKinds = [
  'platform-earnings',
  'payouts-settled',
] as const satisfies readonly LedgerAccountKind[];

/** Only where earnings come from runs negative: by everything the platform has ever paid out. */
export function mayGoNegative(kind: LedgerAccountKind): boolean {
  return kind === 'platform-earnings';
}

/** The largest single amount: $10,000,000, far above any real movement, far below 2^53 cents. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export interface LedgerLine {
  kind: LedgerAccountKind;
  amountCents: number;
}

export interface LedgerEntry {
  kind: JournalEntryKind;
  lines: LedgerLine[];
}

/** Balances by account kind, for one nurse and the platform. */
export type Balances = Readonly<Partial<Record<LedgerAccountKind, number>>>;

export type EntryCheck = { ok: true } | { ok: false; reason: string };

/** An entry is well formed: at least two lines, each a non-zero safe integer, summing to zero. */
export function checkEntry(entry: LedgerEntry): EntryCheck {
  if (entry.lines.length < 2) return { ok: false, reason: 'An entry needs at least two lines.' };
  let sum = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0)
      return { ok: false, reason: 'Every line is a whole, non-zero number of cents.' };
    if (Math.abs(line.amountCents) > MAX_AMOUNT_CENTS) return { ok: false, reason: 'An amount is too large.' };
    sum += line.amountCents;
  }
  return sum === 0 ? { ok: true } : { ok: false, reason: 'The lines of an entry must sum to zero.' };
}

export type ApplyResult = { ok: true; balances: Balances } | { ok: false; reason: string };

/** The balances after the entry, or why it may not be posted (malformed, or an account below zero). */
export function applyEntry(balances: Balances, entry: LedgerEntry): ApplyResult {
  const check = checkEntry(entry);
  if (!check.ok) return check;
  const next: Partial<Record<LedgerAccountKind, number>> = { ...balances };
  for (const line of entry.lines) next[line.kind] = (next[line.kind] ?? 0) + line.amountCents;
  for (const line of entry.lines)
    if (!mayGoNegative(line.kind) && (next[line.kind] ?? 0) < 0)
      return { ok: false, reason: 'An account would go below zero.' };
  return { ok: true, balances: next };
}

const move = (kind: JournalEntryKind, from: LedgerAccountKind, to: LedgerAccountKind, cents: number): LedgerEntry => ({
  kind,
  lines: [
    { kind: from, amountCents: -cents },
    { kind: to, amountCents: cents },
  ],
});

/** Work paid: from the platform into her pending earnings. */
export const earningEntry = (cents: number) => move('earning', 'platform-earnings', 'earnings-pending', cents);
/** Earnings become withdrawable (see `earningWithdrawableAt`). */
export const releaseEntry = (cents: number) => move('release', 'earnings-pending', 'earnings-available', cents);
/** A withdrawal: out of her available money, on its way to her bank. */
export const withdrawalEntry = (cents: number) => move('withdrawal', 'earnings-available', 'payouts-in-flight', cents);
/** The bank took the payout: it leaves the ledger. */
export const payoutSettledEntry = (cents: number) =>
  move('payout-settled', 'payouts-in-flight', 'payouts-settled', cents);
/** The bank refused it: the money is back in her wallet, withdrawable again. */
export const payoutReturnedEntry = (cents: number) =>
  move('payout-returned', 'payouts-in-flight', 'earnings-available', cents);

/** What her wallet shows (requirements.md 3). */
export interface WalletBalances {
  balance: number;
  withdrawableBalance: number;
  pendingBalance: number;
  inFlight: number;
}

export function toWalletBalances(balances: Balances): WalletBalances {
  const pending = balances['earnings-pending'] ?? 0;
  const available = balances['earnings-available'] ?? 0;
  return {
    balance: pending + available,
    withdrawableBalance: available,
    pendingBalance: pending,
    inFlight: balances['payouts-in-flight'] ?? 0,
  };
}

/** How a journal entry shows in her transactions: what it added to or took from her balance. */
export function amountForNurse(kind: JournalEntryKind, cents: number): number {
  switch (kind) {
    case 'earning':
    case 'payout-returned':
      return cents;
    case 'withdrawal':
      return -cents;
    case 'release':
    case 'payout-settled':
      return 0;
  }
}

/** The entry kinds her transactions list shows: the others move money inside her wallet. */
export const shownEntryKinds = [
  'earning',
  'withdrawal',
  'payout-returned',
] as const satisfies readonly JournalEntryKind[];

/**
 * When an earning becomes withdrawable (ADR 041): a day after the work was completed. An itinerary
 * is done only when every stop, the lab drop-off included, is complete, so by then its specimens
 * have reached the lab; the day lets an office or operations raise a problem with the visit first.
 */
export const EARNING_HOLD_MS = 24 * 60 * 60 * 1000;

export function earningWithdrawableAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + EARNING_HOLD_MS);
}

/** What a shift or an itinerary pays its nurse: base pay plus her offer's extra. */
export function earningFor(source: EarningSource, baseCents: number, additionalCents: number): number {
  const total = (source === 'shift' ? baseCents : 0) + additionalCents;
  return Number.isSafeInteger(total) && total > 0 ? total : 0;
}
