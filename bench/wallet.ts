/**
 * The wallet at scale (issue 23, ADR 041): a nurse with 100,000 journal entries (about 200,000
 * ledger lines, 150,000 on her own accounts) among 200 other nurses with 500 each, in a database of
 * its own on a PostgreSQL server (DATABASE_URL's, else the local one), dropped at the end. Timed: her
 * wallet as getWallet reads it (balances, upcoming releases, bank account, recent payouts) and the
 * first page of her transactions as getTransactions reads it, through the product's repositories;
 * p50 and p95 over 300 calls after 30 to warm up. The first page's plan must read journal entries
 * through the partial index `journal_entries_user_shown`, never by a sequential scan.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@sc/server/src/db/client.ts';
import { migrate } from '@sc/server/src/db/migrate.ts';
import { listTransactions, listUpcomingReleases, readBalances } from '@sc/server/src/repositories/ledger.repository.ts';
import { findCurrentBankAccount, listUserWithdrawals } from '@sc/server/src/repositories/payouts.repository.ts';
import { inDatabaseOfItsOwn, quietLog, type NotMeasured } from './postgres.ts';

const NURSE = 'bench-nurse-0';
const EARNINGS = 50_000;
const RELEASES = 40_000;
const WITHDRAWALS = 10_000;
const OTHER_NURSES = 200;
const OTHER_ENTRIES = 500;
const CALLS = 300;
const WARMUP = 30;
export const WALLET_TARGET_MS = 20;

export type WalletScaleResult =
  | NotMeasured
  | {
      measured: true;
      lines: number;
      wallet: { p50: number; p95: number };
      page: { p50: number; p95: number };
      both: { p50: number; p95: number };
      planUsesIndex: boolean;
    };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** Set-based SQL: users, accounts, itineraries, a bank account, withdrawals, entries, lines, then balances from the lines. */
const SEED = `
insert into users (id, email, role, status, first_name, last_name)
  select 'bench-nurse-' || g, 'bench-nurse-' || g || '@bench.test', 'nurse', 'approved', 'Bench', 'Nurse ' || g
  from generate_series(0, ${OTHER_NURSES}) g;
insert into ledger_accounts (user_id, kind)
  select u.id, k from users u, unnest(array['earnings-pending', 'earnings-available', 'payouts-in-flight']) k
  where u.id like 'bench-nurse-%';
insert into itineraries (id, status, start_at, time_zone, user_id)
  select 'bench-it-' || g, 'done', now() - (${EARNINGS} - g) * interval '10 minutes', 'America/New_York', '${NURSE}'
  from generate_series(1, ${EARNINGS}) g;
insert into bank_accounts (id, user_id, holder_name, account_type, routing_number, account_number_sealed, last4)
  values ('bench-bank', '${NURSE}', 'Bench Nurse', 'checking', '021000021', 'v1:AAAA:AAAA:AAAA', '6789');
insert into withdrawals (id, user_id, amount_cents, bank_account_id, status, requested_at)
  select 'bench-wd-' || g, '${NURSE}', 1000, 'bench-bank', 'sent', now() - (${WITHDRAWALS} - g) * interval '50 minutes'
  from generate_series(1, ${WITHDRAWALS}) g;
-- Her entries in time order, so ids follow time as postings make them: earnings, their releases a
-- day later, withdrawals now and then.
insert into journal_entries (kind, key, user_id, amount_cents, itinerary_id, withdrawal_id, created_at)
  select kind, key, '${NURSE}', 1000, itinerary_id, withdrawal_id, at from (
    select 'earning' as kind, 'earning:itinerary:bench-it-' || g as key, 'bench-it-' || g as itinerary_id,
      null as withdrawal_id, now() - (${EARNINGS} - g) * interval '10 minutes' as at
    from generate_series(1, ${EARNINGS}) g
    union all
    select 'release', 'release:bench-' || g, null, null, now() - (${EARNINGS} - g) * interval '10 minutes' + interval '1 day'
    from generate_series(1, ${RELEASES}) g
    union all
    select 'withdrawal', 'withdrawal:bench-wd-' || g, null, 'bench-wd-' || g, now() - (${WITHDRAWALS} - g) * interval '50 minutes'
    from generate_series(1, ${WITHDRAWALS}) g
  ) e order by at;
insert into journal_entries (kind, key, user_id, amount_cents, created_at)
  select 'earning', 'earning:bench-other-' || n || '-' || g, 'bench-nurse-' || n, 1000, now() - g * interval '1 hour'
  from generate_series(1, ${OTHER_NURSES}) n, generate_series(1, ${OTHER_ENTRIES}) g;
insert into journal_lines (entry_id, account_id, amount_cents)
  select e.id, a.id, l.amount from journal_entries e
  cross join lateral (values
    (case e.kind when 'earning' then 'platform-earnings' when 'release' then 'earnings-pending' else 'earnings-available' end, -e.amount_cents),
    (case e.kind when 'earning' then 'earnings-pending' when 'release' then 'earnings-available' else 'payouts-in-flight' end, e.amount_cents)
  ) l(kind, amount)
  join ledger_accounts a on a.kind = l.kind and (a.user_id = e.user_id or (a.user_id is null and l.kind = 'platform-earnings'))
  where e.user_id like 'bench-nurse-%';
update ledger_accounts a set balance_cents = s.total
  from (select account_id, sum(amount_cents) as total from journal_lines group by account_id) s
  where s.account_id = a.id;
`;

async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function measureIn(url: string): Promise<WalletScaleResult> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', log: quietLog });
  try {
    await migrate(database);
    const seedStart = performance.now();
    await database.execScript(SEED);
    await database.execScript('vacuum analyze');
    const db: Db = database.db;
    const [{ lines }] = (
      (await db.execute(
        sql`select count(*)::int as lines from journal_lines l join ledger_accounts a on a.id = l.account_id where a.user_id = ${NURSE}`,
      )) as unknown as { rows: { lines: number }[] }
    ).rows as [{ lines: number }];
    console.log(
      `  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${lines.toLocaleString('en')} lines on her accounts`,
    );

    const wallet = () =>
      Promise.all([
        readBalances(db, NURSE),
        listUpcomingReleases(db, NURSE),
        findCurrentBankAccount(db, NURSE),
        listUserWithdrawals(db, NURSE, 5),
      ]);
    const page = () => listTransactions(db, NURSE, 21);
    for (let i = 0; i < WARMUP; i++) await Promise.all([wallet(), page()]);
    const walletMs: number[] = [];
    const pageMs: number[] = [];
    const bothMs: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      walletMs.push(await timeIt(wallet));
      pageMs.push(await timeIt(page));
      bothMs.push(await timeIt(() => Promise.all([wallet(), page()])));
    }
    const plan = JSON.stringify(
      (
        (await db.execute(
          sql`explain (format json) select id from journal_entries e where e.user_id = ${NURSE}
            and e.kind in ('earning', 'withdrawal', 'payout-returned') order by e.id desc limit 21`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
    return {
      measured: true,
      lines,
      wallet: summary(walletMs),
      page: summary(pageMs),
      both: summary(bothMs),
      planUsesIndex: plan.includes('journal_entries_user_shown') && !plan.includes('Seq Scan'),
    };
  } finally {
    await database.close();
  }
}

export async function measureWalletAtScale(): Promise<WalletScaleResult> {
  return inDatabaseOfItsOwn('wallet', (url) => measureIn(url));
}
