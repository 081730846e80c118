/**
 * Operations' payouts console (ADR 079): every payout findable afterwards by its filter, a page at a
 * time, each page read from an index; the bank account of an open payout revealed to operations
 * alone with an audit row naming who read whose; the list as CSV with no bank number in it.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payoutConsoleTexts } from '@sc/domain/wallet/payouts-console';
import type { Db } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import { DEMO_PAYOUTS } from '../src/db/seed-payouts.ts';
import { DEMO_WALLET } from '../src/db/seed-wallet.ts';
import { payoutPageQuery } from '../src/repositories/payouts.repository.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie(demoUserOf.admin);
});
afterAll(() => t?.close());

const { devi, eva } = DEMO_PAYOUTS;
type Listed = { id: string; status: string; amountCents: number; failureReason: string | null; nurseName: string };
const list = async (input: object) => {
  const res = await t.call('listPayouts', input, { cookie: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { payouts: Listed[]; nextAfter: { at: string; id: string } | null };
};
const ids = (payouts: Listed[]) => payouts.map((p) => p.id);
const traced = async (name: string, input: unknown, cookie: string) => {
  const requestId = `payouts-${randomUUID()}`;
  const res = await t.call(name, input, { cookie, headers: { 'x-request-id': requestId } });
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
  return { res, rows };
};

describe('every payout is findable afterwards, by its filter', () => {
  test('open ones oldest first; the failed one with its reason; all of them newest first', async () => {
    expect(ids((await list({})).payouts)).toEqual([devi.waiting.id, DEMO_WALLET.pendingWithdrawal, eva.waiting.id]);
    expect((await list({ status: 'failed' })).payouts).toEqual([
      expect.objectContaining({ id: eva.failed.id, amountCents: 2_550, failureReason: 'Account closed' }),
    ]);
    expect(ids((await list({ status: 'settled' })).payouts)).toEqual([DEMO_WALLET.settledWithdrawal]);
    expect(ids((await list({ status: 'all' })).payouts)).toEqual([
      eva.waiting.id,
      DEMO_WALLET.pendingWithdrawal,
      devi.waiting.id,
      DEMO_WALLET.settledWithdrawal,
      eva.failed.id,
    ]);
  });

  test('a settled payout leaves the open list and is first under Settled', async () => {
    expect((await t.call('settlePayout', { withdrawalID: devi.waiting.id }, { cookie: admin })).status).toBe(200);
    expect(ids((await list({})).payouts)).not.toContain(devi.waiting.id);
    expect((await list({ status: 'settled' })).payouts[0]).toMatchObject({
      id: devi.waiting.id,
      status: 'settled',
      nurseName: 'Devi Das',
    });
  });

  test.each(['open', 'settled', 'all'] as const)(
    '%s a page at a time: every payout once, in the list’s order',
    async (status) => {
      const whole = ids((await list({ status })).payouts);
      const paged: string[] = [];
      let after: { at: string; id: string } | undefined;
      for (let page = 0; page < 10; page += 1) {
        const { payouts, nextAfter } = await list({ status, limit: 1, ...(after ? { after } : {}) });
        paged.push(...ids(payouts));
        if (!nextAfter) break;
        after = nextAfter;
      }
      expect(paged).toEqual(whole);
    },
  );

  test('a page size beyond 100, or a key that is not one, is refused naming the field', async () => {
    const before = await t.snapshot();
    const big = await t.call('listPayouts', { limit: 101 }, { cookie: admin });
    expect(big.status).toBe(400);
    expect(big.body.error.field).toBe('limit');
    const bad = await t.call('listPayouts', { after: { at: 'yesterday', id: 'x' } }, { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('after.at');
    expect(await t.snapshot()).toEqual(before);
  });

  test('each filter’s page is read from an index, never a sort of the whole history (migration 079)', async () => {
    const plans: Record<string, string> = {};
    // Thousands of payouts, counted by the planner, inside a transaction that is rolled back.
    await t.db
      .transaction(async (tx) => {
        const db = tx as unknown as Db;
        await db.execute(sql`insert into withdrawals (id, user_id, amount_cents, bank_account_id, status, requested_at, finished_at)
          select 'plan-' || n, ${devi.userId}, 100, ${`bank-account-demo-${devi.userId}`},
            (array['sent', 'settled', 'failed', 'settled', 'settled'])[1 + n % 5],
            ${t.hoursAgo(24 * 400)} + n * interval '1 hour',
            case when n % 5 in (1, 2, 3) then ${t.hoursAgo(24 * 400)} + n * interval '1 hour' + interval '5 hours' end
          from generate_series(1, 5000) n`);
        await db.execute(sql`analyze withdrawals`);
        const after = { at: new Date(Date.UTC(2026, 0, 1)).toISOString(), id: 'plan-1' };
        for (const status of ['open', 'settled', 'failed', 'all'] as const)
          for (const [key, cursor] of [[status, undefined] as const, [`${status} after`, after] as const]) {
            const rows = await queryRows<{ 'QUERY PLAN': string }>(
              db,
              sql`explain ${payoutPageQuery(status, cursor, 51)}`,
            );
            plans[key] = rows.map((r) => r['QUERY PLAN']).join('\n');
          }
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    expect(Object.keys(plans)).toHaveLength(8);
    const index = {
      open: 'withdrawals_open',
      settled: 'withdrawals_finished',
      failed: 'withdrawals_finished',
      all: 'withdrawals_requested',
    };
    for (const [key, plan] of Object.entries(plans)) {
      expect(plan, key).toContain(`using ${index[key.split(' ')[0] as keyof typeof index]} on withdrawals`);
      expect(plan, key).not.toMatch(/\bSort\b/);
    }
    expect(await queryRows(t.db, sql`select id from withdrawals where id like 'plan-%' limit 1`)).toEqual([]);
  });
});

describe('operations reveal the bank account an open payout goes to, audited', () => {
  test('holder, type, routing and full account number; one audit row names who read which nurse’s account', async () => {
    const { res, rows } = await traced('revealPayoutBankAccount', { withdrawalID: eva.waiting.id }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      holderName: 'Eva Evans',
      accountType: 'savings',
      routingNumber: '011000015',
      accountNumber: '7700998811',
    });
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'revealPayoutBankAccount',
        actorId: demoUserOf.admin,
        actorRole: 'admin',
        recordType: 'bank-account',
        recordId: `bank-account-demo-${eva.userId}`,
        subjectUserId: eva.userId,
        outcome: 'success',
        detail: { withdrawalID: eva.waiting.id, last4: '8811' },
      }),
    ]);
  });

  test.each(['nurse', 'packer', 'prescriber', 'assistant', 'patient'] as const)(
    'to a %s it does not exist: answered as an unknown function, nothing revealed or written',
    async (role) => {
      const cookie = await t.sessionCookie(demoUserOf[role]);
      const before = await t.snapshot();
      const { res, rows } = await traced('revealPayoutBankAccount', { withdrawalID: eva.waiting.id }, cookie);
      const unknown = await t.call('revealNoSuchThing', { withdrawalID: eva.waiting.id }, { cookie });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'Unknown function revealPayoutBankAccount.' },
      });
      expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Unknown function revealNoSuchThing.' } });
      expect(JSON.stringify(res.body)).not.toContain('7700998811');
      expect(rows).toEqual([]);
      expect(await t.snapshot()).toEqual(before);
    },
  );

  test('an unknown payout answers not found; a finished one is no longer opened; neither writes a thing', async () => {
    const before = await t.snapshot();
    const missing = await traced('revealPayoutBankAccount', { withdrawalID: 'withdrawal-none' }, admin);
    expect(missing.res.status).toBe(404);
    expect(missing.res.body).toEqual({
      error: { code: 'not_found', message: 'No payout has this ID.', field: 'withdrawalID' },
    });
    expect(missing.rows).toEqual([]);
    const failed = await traced('revealPayoutBankAccount', { withdrawalID: eva.failed.id }, admin);
    expect(failed.res.status).toBe(409);
    expect(failed.res.body.error.message).toBe(payoutConsoleTexts.revealFinished);
    expect(failed.rows).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('the list as CSV (ADR 079)', () => {
  test('Failed: a header row, then each payout in dollars with cents, ISO instants and its reason', async () => {
    const { res, rows } = await traced('exportPayouts', { status: 'failed' }, admin);
    expect(res.status).toBe(200);
    const [failed] = (await list({ status: 'failed' })).payouts as (Listed & {
      requestedAt: string;
      finishedAt: string;
    })[];
    expect(res.body.csv.split('\r\n')).toEqual([
      '"Nurse","Email","Amount (USD)","Status","Requested at","Settled or failed at","Account ending","Reason it failed"',
      `"Eva Evans","eva.nurse@demo.test","25.50","Failed","${failed!.requestedAt}","${failed!.finishedAt}","8811","Account closed"`,
      '',
    ]);
    expect(res.body.filename).toMatch(/^payouts-failed-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.body.truncated).toBe(false);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'exportPayouts',
        actorId: demoUserOf.admin,
        detail: { status: 'failed', rows: 1 },
      }),
    ]);
  });

  test('All: every payout in the list’s order, and no bank number beyond its last four digits', async () => {
    const { csv } = (await t.call('exportPayouts', { status: 'all' }, { cookie: admin })).body as { csv: string };
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + (await list({ status: 'all' })).payouts.length);
    expect(lines[0]).toMatch(/^"Nurse",/);
    expect(csv).toContain('"Devi Das","devi.nurse@demo.test","10.00","Settled"');
    for (const secret of [devi.bank.accountNumber, eva.bank.accountNumber, '000123456789', '021000021'])
      expect(csv).not.toContain(secret);
  });

  test('to anyone but operations it does not exist', async () => {
    const res = await t.call('exportPayouts', { status: 'all' }, { cookie: await t.sessionCookie(demoUserOf.nurse) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Unknown function exportPayouts.' } });
  });
});
