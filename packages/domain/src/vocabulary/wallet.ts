/** The wallet's ledger and payouts (requirements.md 3 Wallet, ADR 041, 042). */

/**
 * Accounts of the double-entry ledger. A nurse has `earnings-pending` (earned, not yet withdrawable)
 * and `earnings-available` (withdrawable); the platform has `platform-earnings` (where earnings come
 * from: it runs negative by all the platform has ever paid its nurses) and `payouts-settled` (what
 * left for their banks); a nurse's `payouts-in-flight` holds money on its way to her bank. Only the
 * platform's earnings account may go below zero.
 */
export const ledgerAccountKinds = [
  'earnings-pending',
  'earnings-available',
  'payouts-in-flight',
  'platform-earnings',
  'payouts-settled',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * What a journal entry records: work paid (`earning`), earnings becoming withdrawable (`release`),
 * money sent to the bank (`withdrawal`), a payout the bank took (`payout-settled`) or refused
 * (`payout-returned`, the money back in the wallet with the reason).
 */
export const journalEntryKinds = ['earning', 'release', 'withdrawal', 'payout-settled', 'payout-returned'] as const;
export type JournalEntryKind = (typeof journalEntryKinds)[number];

/** What work an earning pays: a shift's base pay plus its offer's extra, or an itinerary's offer. */
export const earningSources = ['shift', 'itinerary'] as const;
export type EarningSource = (typeof earningSources)[number];

/**
 * A withdrawal's payout: `requested` until the job hands it to the payouts adapter, `sent` while the
 * provider (by default operations) works on it, then `settled` or `failed` (money returned).
 */
export const payoutStatuses = ['requested', 'sent', 'settled', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A bank account's type, as US payouts name it. */
export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
