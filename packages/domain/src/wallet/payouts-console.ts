/**
 * Operations' payouts console (ADR 042, 072, 079): which payouts a filter shows and in what order,
 * the words of each status, the questions asked before money is marked paid or returned, and the
 * CSV of what was paid. Pure: the server and the web app read the same texts.
 */
import { toCsv } from '../format/csv.ts';
import { conflict, type Refusal } from '../transitions/result.ts';
import { formatCents } from '../format/currency.ts';
import { formatShortDate, formatTime, toLocalDateKey } from '../format/dates.ts';
import type { Instant } from '../format/instant.ts';
import type { BankAccountType, PayoutStatus } from '../vocabulary/wallet.ts';
import { movePayout, openPayoutStatuses } from './payout-status.ts';

/** What the page lists: today's work (open), or the history (settled, failed, all). */
export const payoutFilters = ['open', 'settled', 'failed', 'all'] as const;
export type PayoutFilter = (typeof payoutFilters)[number];

export const payoutFilterLabels: Record<PayoutFilter, string> = {
  open: 'Open',
  settled: 'Settled',
  failed: 'Failed',
  all: 'All',
};

/** The statuses a filter holds. */
export const payoutFilterStatuses: Record<PayoutFilter, readonly PayoutStatus[]> = {
  open: openPayoutStatuses,
  settled: ['settled'],
  failed: ['failed'],
  all: ['requested', 'sending', 'sent', 'settled', 'failed'],
};

/**
 * The order of a filter's list, and so of its pages: open payouts oldest first (a queue: the one
 * waiting longest is paid first); settled and failed ones by when they finished, newest first (what
 * was just paid is on top); all of them by when they were requested, newest first.
 */
export const payoutFilterOrder: Record<PayoutFilter, { by: 'requested' | 'finished'; newestFirst: boolean }> = {
  open: { by: 'requested', newestFirst: false },
  settled: { by: 'finished', newestFirst: true },
  failed: { by: 'finished', newestFirst: true },
  all: { by: 'requested', newestFirst: true },
};

/** A page of the console's list; the CSV holds at most `PAYOUTS_CSV_MAX` rows. */
export const PAYOUTS_PAGE_SIZE = 50;
export const PAYOUTS_CSV_MAX = 10_000;

/** A payout's state in operations' words. */
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  requested: 'Requested',
  sending: 'Sending to the bank…',
  sent: 'Waiting for the bank',
  settled: 'Settled',
  failed: 'Failed',
};

export const bankAccountTypeLabels: Record<BankAccountType, string> = { checking: 'Checking', savings: 'Savings' };

export const payoutConsoleTexts = {
  empty: {
    open: 'No payout is waiting.',
    settled: 'No payout has been settled yet.',
    failed: 'No payout has failed.',
    all: 'No nurse has withdrawn money yet.',
  } satisfies Record<PayoutFilter, string>,
  settleQuestion: (amountCents: number, nurseName: string) => `Settle ${formatCents(amountCents)} to ${nurseName}?`,
  settleDetail:
    'Mark it paid only after the bank transfer has gone out. Her wallet will show it paid, and it cannot be undone.',
  settle: 'Settle',
  failQuestion: (amountCents: number, nurseName: string) =>
    `Fail the ${formatCents(amountCents)} payout to ${nurseName}?`,
  failDetail: (reason: string) => `The money goes back to her wallet, with the reason “${reason.trim()}”.`,
  fail: 'Fail and return the money',
  cancel: 'Cancel',
  showBank: 'Show bank details',
  hideBank: 'Hide bank details',
  bankRevealed: 'Bank details are shown to you alone, and your viewing them is recorded.',
  revealFinished: 'This payout is already settled or failed, so its bank details are no longer shown.',
} as const;

/**
 * Whether operations may open the bank account a payout goes to (ADR 079): only while their hand may
 * still settle it, when someone may have to pay it by their bank. Not while the provider's call is
 * in flight (the provider is paying it), nor once it is settled or failed.
 */
export function revealBankDetailsRefusal(status: PayoutStatus): Refusal | null {
  const move = movePayout(status, 'settle-by-hand');
  if (move.ok) return null;
  return status === 'settled' || status === 'failed' ? conflict(payoutConsoleTexts.revealFinished) : move.refusal;
}

/**
 * When, in words: "Nov 28, 2:00 PM", with the year when it is not this year's ("Dec 30, 2025,
 * 9:15 AM"), in the viewer's zone.
 */
export function payoutWhen(instant: Instant, now: Instant, timeZone: string): string {
  const year = toLocalDateKey(instant, timeZone).slice(0, 4);
  const thisYear = toLocalDateKey(now, timeZone).slice(0, 4);
  return `${formatShortDate(instant, timeZone)}${year === thisYear ? '' : `, ${year}`}, ${formatTime(instant, timeZone)}`;
}

/** Cents as a spreadsheet reads dollars: "10.00", "1234.05" (no sign, no grouping: a number). */
export function dollarsWithCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A payout as the export holds it: no bank number beyond the last four digits (ADR 079). */
export interface ExportedPayout {
  nurseName: string;
  nurseEmail: string;
  amountCents: number;
  status: PayoutStatus;
  requestedAt: string;
  finishedAt: string | null;
  last4: string;
  failureReason: string | null;
}

export const PAYOUTS_CSV_HEADER = [
  'Nurse',
  'Email',
  'Amount (USD)',
  'Status',
  'Requested at',
  'Settled or failed at',
  'Account ending',
  'Reason it failed',
] as const;

/** The listed payouts as CSV: a header row, then one row each; instants in ISO 8601, as spreadsheets read them. */
export function payoutsCsv(payouts: readonly ExportedPayout[]): string {
  return toCsv([
    PAYOUTS_CSV_HEADER,
    ...payouts.map((p) => [
      p.nurseName,
      p.nurseEmail,
      dollarsWithCents(p.amountCents),
      payoutStatusLabels[p.status],
      p.requestedAt,
      p.finishedAt ?? '',
      p.last4,
      p.failureReason ?? '',
    ]),
  ]);
}
