/**
 * The wallet's ledger in SQL (ADR 041). Why this is delicate: a posting must be all or nothing and
 * exactly once. So an entry is inserted first with its unique key (a second posting of the same
 * work finds the key taken and stops), then each account's balance moves in the same transaction,
 * in account-id order (every posting locks rows in one order, so two never wait on each other in a
 * circle), then the lines. The domain's `applyEntry` decides on the balances read under lock;
 * the table's CHECK refuses a nurse's account below zero again, and triggers refuse any edit of an
 * entry or line. Bigints are read as float8: exact to 2^53 cents.
 */
import { sql } from 'drizzle-orm';
import { applyEntry, nurseAccountKinds, type Balances, type LedgerEntry } from '@sc/domain/wallet/ledger';
import type { JournalEntryKind, LedgerAccountKind, PayoutStatus } from '@sc/domain/vocabulary/wallet';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

interface AccountRow {
  id: number;
  kind: LedgerAccountKind;
  balance: number;
}

/** Her three accounts, made on first use (a nurse who has never earned has none yet). */
export async function ensureNurseAccounts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ledger_accounts (user_id, kind)
    select ${userId}, kind from unnest(${sql.raw(`array['${nurseAccountKinds.join("','")}']`)}::text[]) as kind
    on conflict (user_id, kind) where user_id is not null do nothing`);
}

/**
 * The accounts an entry moves, locked in id order. The platform's were made by the migration, so
 * their ids are below every nurse's: all postings lock platform rows before a nurse's, and a
 * withdrawal (which holds her rows, lockBalances) never asks for the platform's.
 */
const lockAccountsOf = (db: Db, userId: string, kinds: readonly LedgerAccountKind[]) =>
  rowsOf<AccountRow>(
    db.execute(sql`
      select id::float8 as id, kind, balance_cents::float8 as balance from ledger_accounts
      where (user_id = ${userId} or user_id is null) and kind = any(${`{${kinds.join(',')}}`}::text[])
      order by id for update`),
  );

const toBalances = (rows: AccountRow[]): Balances => Object.fromEntries(rows.map((r) => [r.kind, r.balance]));

/** Her balances (and the platform's), read without locking: the wallet page. */
export async function readBalances(db: Db, userId: string): Promise<Balances> {
  const rows = await rowsOf<AccountRow>(
    db.execute(sql`select id::float8 as id, kind, balance_cents::float8 as balance from ledger_accounts
      where user_id = ${userId}`),
  );
  return toBalances(rows);
}

/**
 * Her accounts and the platform's, locked until the transaction ends: a withdrawal reads the
 * balance it decides on here, so 20 at once of the whole balance wait in line and only the first
 * finds the money.
 */
export async function lockBalances(db: Db, userId: string): Promise<Balances> {
  await ensureNurseAccounts(db, userId);
  const rows = await rowsOf<AccountRow>(
    db.execute(sql`select id::float8 as id, kind, balance_cents::float8 as balance from ledger_accounts
      where user_id = ${userId} order by id for update`),
  );
  return toBalances(rows);
}

export interface EntryFacts {
  key: string;
  userId: string;
  amountCents: number;
  shiftId?: string | null;
  itineraryId?: string | null;
  withdrawalId?: string | null;
  memo?: string | null;
  /** When it happened: the clock's (ADR 066); earnings become withdrawable a day after it. */
  at: Date;
}

/** Thrown when the domain refuses a posting the caller should have checked first. */
export class LedgerRefusal extends Error {}

/**
 * Posts the entry once: answers its id, or null when an entry with this key was posted before
 * (nothing is written then).
 */
export async function postEntry(db: Db, entry: LedgerEntry, facts: EntryFacts): Promise<number | null> {
  const at = sql`${facts.at.toISOString()}::timestamptz`;
  const inserted = await rowsOf<{ id: number }>(
    db.execute(sql`
      insert into journal_entries (kind, key, user_id, amount_cents, shift_id, itinerary_id, withdrawal_id, memo, created_at)
      values (${entry.kind}, ${facts.key}, ${facts.userId}, ${facts.amountCents}, ${facts.shiftId ?? null},
              ${facts.itineraryId ?? null}, ${facts.withdrawalId ?? null}, ${facts.memo ?? null}, ${at})
      on conflict (key) do nothing
      returning id::float8 as id`),
  );
  const entryId = inserted[0]?.id;
  if (entryId === undefined) return null;
  await ensureNurseAccounts(db, facts.userId);
  const accounts = await lockAccountsOf(db, facts.userId, [...new Set(entry.lines.map((l) => l.kind))]);
  const applied = applyEntry(toBalances(accounts), entry);
  if (!applied.ok) throw new LedgerRefusal(applied.reason);
  const byKind = new Map(accounts.map((a) => [a.kind, a.id]));
  const lines = entry.lines
    .map((line) => ({ accountId: byKind.get(line.kind)!, amountCents: line.amountCents }))
    .sort((a, b) => a.accountId - b.accountId);
  for (const line of lines)
    await db.execute(
      sql`update ledger_accounts set balance_cents = balance_cents + ${line.amountCents} where id = ${line.accountId}`,
    );
  await db.execute(sql`
    insert into journal_lines (entry_id, account_id, amount_cents)
    select ${entryId}, account_id, amount_cents
    from unnest(${`{${lines.map((l) => l.accountId).join(',')}}`}::bigint[], ${`{${lines.map((l) => l.amountCents).join(',')}}`}::bigint[])
      as line(account_id, amount_cents)`);
  return entryId;
}

/** An earning waits here until it becomes withdrawable (ADR 041). */
export async function scheduleRelease(db: Db, entryId: number, userId: string, releaseAt: Date): Promise<void> {
  await db.execute(sql`insert into earning_releases (entry_id, user_id, release_at)
    values (${entryId}, ${userId}, ${releaseAt.toISOString()}::timestamptz) on conflict do nothing`);
}

export interface DueRelease {
  entryId: number;
  userId: string;
  amountCents: number;
}

/** Earnings whose time has come, locked (SKIP LOCKED: two runs share them); one nurse's, or all. */
export async function claimDueReleases(db: Db, now: Date, options: { userId?: string; limit?: number } = {}) {
  return rowsOf<DueRelease>(
    db.execute(sql`
      select r.entry_id::float8 as "entryId", r.user_id as "userId", e.amount_cents::float8 as "amountCents"
      from earning_releases r join journal_entries e on e.id = r.entry_id
      where r.release_at <= ${now.toISOString()}::timestamptz
        ${options.userId ? sql`and r.user_id = ${options.userId}` : sql``}
      order by r.release_at limit ${options.limit ?? 500}
      for update of r skip locked`),
  );
}

export async function deleteRelease(db: Db, entryId: number): Promise<void> {
  await db.execute(sql`delete from earning_releases where entry_id = ${entryId}`);
}

/** When her pending earnings become withdrawable, soonest first. */
export async function listUpcomingReleases(db: Db, userId: string) {
  return rowsOf<{ amountCents: number; releaseAt: Date | string }>(
    db.execute(sql`
      select e.amount_cents::float8 as "amountCents", r.release_at as "releaseAt"
      from earning_releases r join journal_entries e on e.id = r.entry_id
      where r.user_id = ${userId} order by r.release_at limit 20`),
  );
}

export interface TransactionRow {
  id: number;
  kind: JournalEntryKind;
  amountCents: number;
  createdAt: Date | string;
  memo: string | null;
  shiftId: string | null;
  itineraryId: string | null;
  withdrawalId: string | null;
  payoutStatus: PayoutStatus | null;
  failureReason: string | null;
  last4: string | null;
  shiftStartAt: Date | string | null;
  shiftTimeZone: string | null;
  shiftRegions: string | null;
  itineraryStartAt: Date | string | null;
  itineraryTimeZone: string | null;
  stops: number | null;
}

const transactionSelect = sql`
  select e.id::float8 as id, e.kind, e.amount_cents::float8 as "amountCents", e.created_at as "createdAt", e.memo,
    e.shift_id as "shiftId", e.itinerary_id as "itineraryId", e.withdrawal_id as "withdrawalId",
    w.status as "payoutStatus", w.failure_reason as "failureReason", b.last4,
    s.start_at as "shiftStartAt", s.time_zone as "shiftTimeZone",
    (select string_agg(r.name, ' - ' order by sr.position) from shift_service_regions sr
       join service_regions r on r.id = sr.service_region_id where sr.shift_id = e.shift_id) as "shiftRegions",
    i.start_at as "itineraryStartAt", i.time_zone as "itineraryTimeZone",
    (select count(*)::int from waypoints wp where wp.itinerary_id = e.itinerary_id) as stops
  from journal_entries e
  left join withdrawals w on w.id = e.withdrawal_id
  left join bank_accounts b on b.id = w.bank_account_id
  left join shifts s on s.id = e.shift_id
  left join itineraries i on i.id = e.itinerary_id`;

/**
 * Her transactions, newest first: `limit` of them before the entry `before`. The page's ids come
 * first from the partial index alone (an index-only scan), then their rows: asked for whole rows,
 * PostgreSQL preferred walking the primary key backwards, through every later entry of every other
 * nurse (20 ms for a nurse whose entries are old; bench/wallet.ts).
 */
export async function listTransactions(db: Db, userId: string, limit: number, before?: number) {
  return rowsOf<TransactionRow>(
    db.execute(sql`${transactionSelect}
      where e.id in (
        select id from journal_entries
        where user_id = ${userId} and kind in ('earning', 'withdrawal', 'payout-returned')
          ${before !== undefined ? sql`and id < ${before}` : sql``}
        order by id desc limit ${limit})
      order by e.id desc`),
  );
}

/** Her transactions of these ids; another nurse's are simply not found. */
export async function findTransactions(db: Db, userId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return rowsOf<TransactionRow>(
    db.execute(sql`${transactionSelect}
      where e.user_id = ${userId} and e.kind in ('earning', 'withdrawal', 'payout-returned')
        and e.id = any(${`{${ids.join(',')}}`}::bigint[])
      order by e.id desc`),
  );
}

/** Her earnings of a year, per month and kind, in her statement's time zone. */
export async function earningsByMonth(db: Db, userId: string, year: number, timeZone: string) {
  return rowsOf<{ month: number; source: 'shift' | 'itinerary'; amountCents: number; count: number }>(
    db.execute(sql`
      select extract(month from e.created_at at time zone ${timeZone})::int as month,
        case when e.shift_id is not null then 'shift' else 'itinerary' end as source,
        sum(e.amount_cents)::float8 as "amountCents", count(*)::int as count
      from journal_entries e
      where e.user_id = ${userId} and e.kind = 'earning'
        and extract(year from e.created_at at time zone ${timeZone}) = ${year}
      group by 1, 2 order by 1, 2`),
  );
}

/** Whether the person has ever had money move through the ledger (her account cannot be deleted then). */
export async function hasLedgerHistory(db: Db, userId: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db.execute(sql`select 1 as one from journal_entries where user_id = ${userId} limit 1`),
  );
  const withdrawals = await rowsOf<{ one: number }>(
    db.execute(sql`select 1 as one from withdrawals where user_id = ${userId} limit 1`),
  );
  return rows.length > 0 || withdrawals.length > 0;
}
