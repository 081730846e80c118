/** Bank accounts and withdrawals (ADR 042, 072): the account number only ever sealed here. */
import { sql } from 'drizzle-orm';
import type { LedgerPayout } from '@sc/domain/wallet/payout-reconciliation';
import { payoutFilterOrder, payoutFilterStatuses, type PayoutFilter } from '@sc/domain/wallet/payouts-console';
import type { BankAccountType, PayoutStatus } from '@sc/domain/vocabulary/wallet';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

export interface BankAccountRow {
  id: string;
  userId: string;
  holderName: string;
  accountType: BankAccountType;
  routingNumber: string;
  accountNumberSealed: string;
  last4: string;
  createdAt: Date | string;
}

const bankSelect = sql`select id, user_id as "userId", holder_name as "holderName", account_type as "accountType",
  routing_number as "routingNumber", account_number_sealed as "accountNumberSealed", last4, created_at as "createdAt"
  from bank_accounts`;

export async function findCurrentBankAccount(db: Db, userId: string): Promise<BankAccountRow | undefined> {
  return (
    await rowsOf<BankAccountRow>(db.execute(sql`${bankSelect} where user_id = ${userId} and replaced_at is null`))
  )[0];
}

export async function findBankAccount(db: Db, id: string): Promise<BankAccountRow | undefined> {
  return (await rowsOf<BankAccountRow>(db.execute(sql`${bankSelect} where id = ${id}`)))[0];
}

/** The new account replaces her current one (kept for the payouts that named it). */
export async function replaceBankAccount(db: Db, row: Omit<BankAccountRow, 'createdAt'>): Promise<void> {
  await db.execute(
    sql`update bank_accounts set replaced_at = now() where user_id = ${row.userId} and replaced_at is null`,
  );
  await db.execute(sql`
    insert into bank_accounts (id, user_id, holder_name, account_type, routing_number, account_number_sealed, last4)
    values (${row.id}, ${row.userId}, ${row.holderName}, ${row.accountType}, ${row.routingNumber},
            ${row.accountNumberSealed}, ${row.last4})`);
}

export interface WithdrawalRow {
  id: string;
  userId: string;
  amountCents: number;
  bankAccountId: string;
  status: PayoutStatus;
  providerReference: string | null;
  /** The key the provider got, recorded with `sending` (ADR 072). */
  idempotencyKey: string | null;
  failureReason: string | null;
  requestedAt: Date | string;
  finishedAt: Date | string | null;
  last4: string;
  routingNumber: string;
  nurseName: string;
  nurseEmail: string;
}

const withdrawalColumns = sql`
  w.id, w.user_id as "userId", w.amount_cents::float8 as "amountCents", w.bank_account_id as "bankAccountId",
    w.status, w.provider_reference as "providerReference", w.idempotency_key as "idempotencyKey",
    w.failure_reason as "failureReason",
    w.requested_at as "requestedAt", w.finished_at as "finishedAt", b.last4, b.routing_number as "routingNumber",
    trim(u.first_name || ' ' || u.last_name) as "nurseName", u.email as "nurseEmail"`;
const withdrawalFrom = sql`
  from withdrawals w join bank_accounts b on b.id = w.bank_account_id join users u on u.id = w.user_id`;
const withdrawalSelect = sql`select ${withdrawalColumns} ${withdrawalFrom}`;

export async function insertWithdrawal(
  db: Db,
  row: { id: string; userId: string; amountCents: number; bankAccountId: string; at: Date },
): Promise<void> {
  await db.execute(sql`insert into withdrawals (id, user_id, amount_cents, bank_account_id, requested_at)
    values (${row.id}, ${row.userId}, ${row.amountCents}, ${row.bankAccountId},
            ${row.at.toISOString()}::timestamptz)`);
}

/** One withdrawal, locked for its status change when `lock`. */
export async function findWithdrawal(db: Db, id: string, lock = false): Promise<WithdrawalRow | undefined> {
  return (
    await rowsOf<WithdrawalRow>(
      db.execute(sql`${withdrawalSelect} where w.id = ${id} ${lock ? sql`for update of w` : sql``}`),
    )
  )[0];
}

export async function listUserWithdrawals(db: Db, userId: string, limit = 10) {
  return rowsOf<WithdrawalRow>(
    db.execute(sql`${withdrawalSelect} where w.user_id = ${userId} order by w.requested_at desc limit ${limit}`),
  );
}

/** A page's end: the last payout's sort instant (when requested, or finished) and its id. */
export interface PayoutCursor {
  at: string;
  id: string;
}

/**
 * One page of operations' console, in its filter's order (ADR 079): keyed on the page before's last
 * row, so each page reads its rows from an index (migration 079), however long the history. The
 * statuses are the domain's constants, written into the text so the planner matches the partial
 * indexes' conditions.
 */
export function payoutPageQuery(filter: PayoutFilter, after: PayoutCursor | undefined, limit: number) {
  const { by, newestFirst } = payoutFilterOrder[filter];
  const statuses = payoutFilterStatuses[filter].map((s) => `'${s}'`).join(', ');
  const column = by === 'finished' ? sql`w.finished_at` : sql`w.requested_at`;
  const direction = sql.raw(newestFirst ? 'desc' : 'asc');
  const where = [
    filter === 'all' ? sql`true` : sql`w.status in (${sql.raw(statuses)})`,
    after
      ? newestFirst
        ? sql`(${column}, w.id) < (${after.at}::timestamptz, ${after.id})`
        : sql`(${column}, w.id) > (${after.at}::timestamptz, ${after.id})`
      : sql`true`,
  ];
  // The sort instant to the microsecond, as the next page's key: a JS Date would keep milliseconds.
  const sortAt = sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortAt"`;
  return sql`select ${withdrawalColumns}, ${sortAt} ${withdrawalFrom} where ${sql.join(where, sql` and `)}
    order by ${column} ${direction}, w.id ${direction} limit ${limit}`;
}

export async function listPayoutPage(db: Db, filter: PayoutFilter, after: PayoutCursor | undefined, limit: number) {
  return rowsOf<WithdrawalRow & { sortAt: string }>(db.execute(payoutPageQuery(filter, after, limit)));
}

/**
 * The job is about to call the provider (ADR 072): `sending`, with the key the provider gets, from
 * `requested` only. A retry keeps the key first written, so the provider sees one payout.
 */
export async function markWithdrawalSending(db: Db, id: string, idempotencyKey: string, at: Date): Promise<void> {
  await db.execute(sql`update withdrawals set status = 'sending',
      idempotency_key = coalesce(idempotency_key, ${idempotencyKey}), sending_at = ${at.toISOString()}::timestamptz
      where id = ${id} and status = 'requested'`);
}

/** The provider answered: only from `sending`, so a job run twice records it once. */
export async function markWithdrawalSent(db: Db, id: string, reference: string, at: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`update withdrawals set status = 'sent', provider_reference = ${reference},
      sent_at = ${at.toISOString()}::timestamptz
      where id = ${id} and status = 'sending' returning id`),
  );
  return rows.length > 0;
}

/**
 * The ledger's side of the reconciliation (ADR 072): withdrawals requested since `since`, and those
 * the provider's list names however old.
 */
export async function listLedgerPayouts(db: Db, since: Date, named: readonly string[]): Promise<LedgerPayout[]> {
  const ids = `{${named.map((id) => `"${id.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return rowsOf<LedgerPayout>(
    db.execute(sql`select id as "withdrawalId", amount_cents::float8 as "amountCents", status,
        provider_reference as "providerReference"
      from withdrawals
      where requested_at >= ${since.toISOString()}::timestamptz or id = any(${ids}::text[])
      order by requested_at, id`),
  );
}

export async function finishWithdrawal(
  db: Db,
  id: string,
  outcome: { status: 'settled' | 'failed'; reason?: string; by: string | null; at: Date },
): Promise<void> {
  await db.execute(sql`update withdrawals set status = ${outcome.status}, failure_reason = ${outcome.reason ?? null},
    finished_at = ${outcome.at.toISOString()}::timestamptz, finished_by = ${outcome.by} where id = ${id}`);
}
