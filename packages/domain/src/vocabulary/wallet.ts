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
 * A withdrawal's payout: `requested` until its job takes it; `sending` while the job's call to the
 * payouts adapter is in flight (written and committed before the call, ADR 072: only the provider's
 * answer moves it on); `sent` while the provider (by default operations) works on it; then `settled`
 * or `failed` (money returned). Its moves are `wallet/payout-status.ts`.
 */
export const payoutStatuses = ['requested', 'sending', 'sent', 'settled', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A payout as the provider lists it (ADR 072): still on its way, paid to the bank, or failed there. */
export const providerPayoutStatuses = ['pending', 'paid', 'failed'] as const;
export type ProviderPayoutStatus = (typeof providerPayoutStatuses)[number];

/**
 * How the provider's payouts and the ledger can differ (ADR 072's daily reconciliation): paid at
 * the provider but returned to her wallet; settled in the ledger but failed at the provider; failed
 * at the provider while the ledger still holds it in flight; in the ledger but unknown to the
 * provider; at the provider but unknown to the ledger; the same payout with two amounts.
 */
export const payoutDifferenceKinds = [
  'paid-at-provider-returned-in-ledger',
  'settled-in-ledger-failed-at-provider',
  'failed-at-provider-open-in-ledger',
  'unknown-to-provider',
  'unknown-to-ledger',
  'amounts-differ',
] as const;
export type PayoutDifferenceKind = (typeof payoutDifferenceKinds)[number];

/** A bank account's type, as US payouts name it. */
export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
