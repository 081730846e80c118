/**
 * A wallet's records for the payout tests (ADR 041, 042): a nurse with a bank account, earnings
 * already withdrawable, and the ledger's invariants checked as a whole.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { postCompletionEarnings } from '../src/functions/completion-earnings.ts';
import { queryRows, type TestServer } from './harness.ts';

const bank = {
  holderName: 'Paula Payout',
  accountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountNumberConfirmation: '000123456789',
};

/** A fresh approved nurse with a bank account and `cents` withdrawable, and her cookie. */
export async function nurseWithEarnings(t: TestServer, id: string, cents: number) {
  await t.db.insert(users).values({
    id,
    email: `${id}@payouts.test`,
    role: 'nurse',
    status: 'approved',
    firstName: 'Paula',
    lastName: id,
  });
  const cookie = await t.sessionCookie(id);
  expect((await t.call('addBankAccount', bank, { cookie })).status).toBe(200);
  const itineraryId = `${id}-itinerary`;
  await t.db.execute(sql`insert into itineraries (id, status, start_at, time_zone, user_id)
    values (${itineraryId}, 'done', ${t.hoursAgo(72)}, 'America/New_York', ${id})`);
  await t.db.execute(sql`insert into itinerary_offers (itinerary_id, user_id, status, earnings_cents)
    values (${itineraryId}, ${id}, 'accepted', ${cents})`);
  // Posted two days ago: past the day's hold, withdrawable now.
  await t.db.transaction((tx) =>
    postCompletionEarnings(tx as unknown as Db, itineraryId, new Date(t.now().getTime() - 48 * 3_600_000)),
  );
  return { id, cookie };
}

/** The ledger as a whole: lines sum to zero, each balance is its lines' sum, no nurse account below zero. */
export async function expectLedgerBalanced(t: TestServer) {
  const [total] = await queryRows<{ sum: number }>(
    t.db,
    sql`select coalesce(sum(amount_cents), 0)::float8 as sum from journal_lines`,
  );
  expect(total!.sum).toBe(0);
  const drift = await queryRows(
    t.db,
    sql`select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id
      group by a.id having a.balance_cents <> coalesce(sum(l.amount_cents), 0)`,
  );
  expect(drift).toEqual([]);
  const negative = await queryRows(
    t.db,
    sql`select id from ledger_accounts where kind <> 'platform-earnings' and balance_cents < 0`,
  );
  expect(negative).toEqual([]);
}

/** A withdrawal's entries in the ledger, by kind, oldest first. */
export async function entriesOf(t: TestServer, withdrawalId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    t.db,
    sql`select kind from journal_entries where withdrawal_id = ${withdrawalId} order by id`,
  );
  return rows.map((r) => r.kind);
}
