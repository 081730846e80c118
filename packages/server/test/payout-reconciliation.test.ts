/**
 * The daily reconciliation of the provider's payouts with the ledger (ADR 072): scheduled with the
 * other periodic jobs, its window read from the server's clock, and every kind of difference raised
 * on operations' Failed jobs page. The provider is a fake that keeps its payouts in memory.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProviderPayout } from '@sc/domain/wallet/payout-reconciliation';
import type { PayoutRequest } from '../src/adapters/payouts/payouts.ts';
import { jobSchedules } from '../src/jobs/handlers.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { demoUserOf, queryRows, startTestServer, testStart, type TestServer } from './harness.ts';
import { expectLedgerBalanced, nurseWithEarnings } from './wallet-fixtures.ts';

/** A provider that accepts every payout as pending and lists what it holds, changed by the test at will. */
function fakeProvider() {
  const payouts = new Map<string, ProviderPayout>();
  const listed: Date[] = [];
  return {
    payouts,
    listed,
    adapter: {
      name: 'fake-provider',
      send: async (request: PayoutRequest) => {
        const reference = `po_${request.idempotencyKey}`;
        if (!payouts.has(request.idempotencyKey))
          payouts.set(request.idempotencyKey, {
            reference,
            withdrawalId: request.idempotencyKey,
            amountCents: request.amountCents,
            status: 'pending',
          });
        return { reference, status: 'sent' as const };
      },
      list: async (since: Date) => {
        listed.push(since);
        return [...payouts.values()];
      },
    },
  };
}

const provider = fakeProvider();
let t: TestServer;
let admin: string;
beforeAll(async () => {
  // A clock that stands still, so the window the job reads from it is known to the millisecond.
  t = await startTestServer({}, { payouts: provider.adapter }, new ManualClock(testStart()));
  admin = await t.sessionCookie(demoUserOf.admin);
  // The demo's payouts were settled by operations by hand, before this provider: out of the window.
  await t.db.execute(sql`update withdrawals set requested_at = ${t.hoursAgo(60 * 24)}`);
});
afterAll(() => t?.close());

let count = 0;
/** A withdrawal of `cents` sent to the provider (pending there, `sent` in the ledger). */
async function sentPayout(cents: number): Promise<string> {
  const nurse = await nurseWithEarnings(t, `reconcile-nurse-${++count}`, cents);
  const res = await t.call('withdrawUserAvailableBalance', { amountCents: cents }, { cookie: nurse.cookie });
  expect(res.status).toBe(200);
  await t.server.jobs!.drain();
  return res.body.withdrawalID;
}

const at = (withdrawalId: string) => provider.payouts.get(withdrawalId)!;

/** Runs the reconciliation now and answers what it raised on the Failed jobs page, if anything. */
async function reconcile(): Promise<string | null> {
  const before = new Set(
    ((await t.call('listDeadJobs', {}, { cookie: admin })).body.jobs as { id: number }[]).map((j) => j.id),
  );
  await enqueueJob(t.db, 'payout.reconcile', {}, { key: `test-${++count}` });
  await t.server.jobs!.drain();
  const raised = ((await t.call('listDeadJobs', {}, { cookie: admin })).body.jobs as DeadJob[]).filter(
    (j) => !before.has(j.id) && j.kind === 'payout.reconcile',
  );
  expect(raised.length).toBeLessThanOrEqual(1);
  if (raised[0]) expect(raised[0].attempts).toBe(1);
  return raised[0]?.lastError ?? null;
}
type DeadJob = { id: number; kind: string; attempts: number; lastError: string | null };

describe('the daily reconciliation with the provider', () => {
  test('runs once a day with the other periodic jobs', async () => {
    expect(jobSchedules).toContainEqual({ kind: 'payout.reconcile', everyMs: 24 * 60 * 60_000 });
    const schedules = await queryRows<{ name: string }>(t.db, sql`select name from job_schedules`);
    expect(schedules.map((s) => s.name)).toContain('payout.reconcile');
  });

  test('agreeing sides raise nothing, and the window is the last month by the server’s clock', async () => {
    const settled = await sentPayout(1_500);
    expect((await t.call('settlePayout', { withdrawalID: settled }, { cookie: admin })).status).toBe(200);
    at(settled).status = 'paid';
    await sentPayout(2_500); // still pending at the provider and on its way here
    expect(await reconcile()).toBeNull();
    expect(provider.listed.at(-1)).toEqual(new Date(t.now().getTime() - 30 * 24 * 60 * 60_000));
  });

  test('raises every kind of difference, each naming its withdrawal, and changes nothing', async () => {
    const returned = await sentPayout(1_000);
    expect(
      (await t.call('failPayout', { withdrawalID: returned, reason: 'Account closed' }, { cookie: admin })).status,
    ).toBe(200);
    at(returned).status = 'paid';

    const failedThere = await sentPayout(1_100);
    expect((await t.call('settlePayout', { withdrawalID: failedThere }, { cookie: admin })).status).toBe(200);
    at(failedThere).status = 'failed';

    const stillOpen = await sentPayout(1_200);
    at(stillOpen).status = 'failed';

    const unknownThere = await sentPayout(1_300);
    expect((await t.call('settlePayout', { withdrawalID: unknownThere }, { cookie: admin })).status).toBe(200);
    provider.payouts.delete(unknownThere);

    provider.payouts.set('wd-stranger', {
      reference: 'po_stranger',
      withdrawalId: 'wd-stranger',
      amountCents: 4_200,
      status: 'paid',
    });

    const otherAmount = await sentPayout(1_400);
    expect((await t.call('settlePayout', { withdrawalID: otherAmount }, { cookie: admin })).status).toBe(200);
    Object.assign(at(otherAmount), { status: 'paid', amountCents: 14_000 });

    const before = await t.snapshot();
    const raised = await reconcile();
    expect(raised).toMatch(/^The provider's payouts and the ledger show 6 differences: /);
    for (const line of [
      `Withdrawal ${returned} ($10) was failed in the ledger and the money returned to her wallet, but the provider paid it (po_${returned}).`,
      `Withdrawal ${failedThere} ($11) is settled in the ledger, but the provider failed it (po_${failedThere}).`,
      `Withdrawal ${stillOpen} ($12) failed at the provider (po_${stillOpen}) but is still on its way in the ledger: fail it with the bank's reason.`,
      `Withdrawal ${unknownThere} ($13) is settled in the ledger, but the provider has no payout for it.`,
      'The provider paid $42 (po_stranger) for withdrawal wd-stranger, which the ledger does not have.',
      `Withdrawal ${otherAmount} is $14 in the ledger but $140 at the provider (po_${otherAmount}).`,
    ])
      expect(raised).toContain(line);
    // Raising is all it does: the ledger is corrected by people, with new entries (ADR 041).
    const after = await t.snapshot();
    expect({ ...after, jobs: undefined, job_schedules: undefined }).toEqual({
      ...before,
      jobs: undefined,
      job_schedules: undefined,
    });
    await expectLedgerBalanced(t);
  });

  test('a withdrawal older than the window is left out', async () => {
    const old = await sentPayout(1_600);
    expect((await t.call('settlePayout', { withdrawalID: old }, { cookie: admin })).status).toBe(200);
    provider.payouts.clear();
    await t.db.execute(sql`update withdrawals set requested_at = ${t.hoursAgo(31 * 24)} where id <> ${old}`);
    await t.db.execute(sql`update withdrawals set requested_at = ${t.hoursAgo(29 * 24)} where id = ${old}`);
    expect(await reconcile()).toBe(
      `The provider's payouts and the ledger show 1 difference: 1. Withdrawal ${old} ($16) is settled in the ledger, but the provider has no payout for it.`,
    );
  });
});
