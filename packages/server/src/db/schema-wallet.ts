/**
 * The nurse's wallet (migrations 019 and 072, ADR 041, 042, 072): the ledger, bank accounts, withdrawals
 * and the schedule of earnings becoming withdrawable. Re-exported by schema.ts.
 */
import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bankAccountTypes, journalEntryKinds, ledgerAccountKinds, payoutStatuses } from '@sc/domain/vocabulary/wallet';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id'),
  kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
  balanceCents: cents('balance_cents').notNull().default(0),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  holderName: text('holder_name').notNull(),
  accountType: text('account_type', { enum: bankAccountTypes }).notNull(),
  routingNumber: text('routing_number').notNull(),
  accountNumberSealed: text('account_number_sealed').notNull(),
  last4: text('last4').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  replacedAt: tz('replaced_at'),
});

export const withdrawals = pgTable('withdrawals', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  bankAccountId: text('bank_account_id').notNull(),
  status: text('status', { enum: payoutStatuses }).notNull().default('requested'),
  providerReference: text('provider_reference'),
  // The key the provider got, written with `sending` before its call (migration 072, ADR 072).
  idempotencyKey: text('idempotency_key'),
  sendingAt: tz('sending_at'),
  failureReason: text('failure_reason'),
  requestedAt: tz('requested_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  finishedAt: tz('finished_at'),
  finishedBy: text('finished_by'),
});

export const journalEntries = pgTable('journal_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: journalEntryKinds }).notNull(),
  key: text('key').notNull(),
  userId: text('user_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  shiftId: text('shift_id'),
  itineraryId: text('itinerary_id'),
  withdrawalId: text('withdrawal_id'),
  memo: text('memo'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const journalLines = pgTable('journal_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: cents('entry_id').notNull(),
  accountId: cents('account_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
});

export const earningReleases = pgTable('earning_releases', {
  entryId: cents('entry_id').primaryKey(),
  userId: text('user_id').notNull(),
  releaseAt: tz('release_at').notNull(),
});
