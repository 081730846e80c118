/**
 * A payout whose provider call is in flight (ADR 072): operations cannot fail or settle it by hand,
 * the provider's answer decides, and the nurse is paid exactly once; a payout job that finds its
 * withdrawal changed under it says why on operations' Failed jobs page. The provider here is slow
 * on purpose: each answer waits on a promise the test resolves. One job runs at a time, so a second
 * payout's job waits while the first one's call hangs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PayoutAnswer, PayoutRequest } from '../src/adapters/payouts/payouts.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';
import { entriesOf, expectLedgerBalanced, nurseWithEarnings } from './wallet-fixtures.ts';

/** A provider that answers each call only when the test says so, and tells the test when one arrives. */
function slowProvider() {
  const calls: PayoutRequest[] = [];
  const answers = new Map<string, { resolve: (answer: PayoutAnswer) => void; reject: (error: Error) => void }>();
  const waiting = new Map<string, () => void>();
  return {
    calls,
    /** Resolves once the provider has been called for this withdrawal. */
    called: (withdrawalId: string, times = 1) =>
      calls.filter((c) => c.id === withdrawalId).length >= times
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(withdrawalId, resolve)),
    answer: (withdrawalId: string, answer: PayoutAnswer) => answers.get(withdrawalId)!.resolve(answer),
    /** The call ends without an answer (a timeout, a dropped connection): the job cannot know whether it paid. */
    drop: (withdrawalId: string) => answers.get(withdrawalId)!.reject(new Error('Payout provider timed out')),
    adapter: {
      name: 'slow-provider',
      send: (request: PayoutRequest) => {
        calls.push(request);
        const answered = new Promise<PayoutAnswer>((resolve, reject) => answers.set(request.id, { resolve, reject }));
        waiting.get(request.id)?.();
        waiting.delete(request.id);
        return answered;
      },
    },
  };
}

const provider = slowProvider();
let t: TestServer;
let admin: string;
beforeAll(async () => {
  // Retries after a millisecond or so, so the retry test does not wait the default ten seconds.
  t = await startTestServer({ JOB_CONCURRENCY: '1', JOB_RETRY_BASE_MS: '1' }, { payouts: provider.adapter });
  admin = await t.sessionCookie(demoUserOf.admin);
});
afterAll(() => t?.close());

const withdraw = async (cookie: string, amountCents: number): Promise<string> => {
  const res = await t.call('withdrawUserAvailableBalance', { amountCents }, { cookie });
  expect(res.status).toBe(200);
  return res.body.withdrawalID;
};

const withdrawalRow = async (id: string) =>
  (
    await queryRows<{ status: string; providerReference: string | null; idempotencyKey: string | null }>(
      t.db,
      sql`select status, provider_reference as "providerReference", idempotency_key as "idempotencyKey"
        from withdrawals where id = ${id}`,
    )
  )[0];

test('a payout in flight cannot be failed by hand; the provider pays it once and the ledger balances', async () => {
  const nurse = await nurseWithEarnings(t, 'in-flight-nurse', 1_000);
  const withdrawalID = await withdraw(nurse.cookie, 1_000);

  // The job has called the provider, which has not answered yet.
  await provider.called(withdrawalID);
  const before = await t.snapshot();
  const fail = await t.call('failPayout', { withdrawalID, reason: 'Operations gave up waiting' }, { cookie: admin });
  expect(fail.status).toBe(409);
  expect(fail.body.error.message).toBe(
    'This payout is being sent to the bank now. Wait for the provider’s answer before failing or settling it.',
  );
  const settle = await t.call('settlePayout', { withdrawalID }, { cookie: admin });
  expect(settle.status).toBe(409);
  expect(await t.snapshot()).toEqual(before);
  // Operations see it in flight, with the key the provider got recorded before the call.
  const open = (await t.call('listPayouts', {}, { cookie: admin })).body.payouts;
  expect(open.find((p: { id: string }) => p.id === withdrawalID)).toMatchObject({ status: 'sending' });
  expect(await withdrawalRow(withdrawalID)).toMatchObject({ status: 'sending', idempotencyKey: withdrawalID });

  // The provider pays it: the withdrawal is settled, once, and her money left for the bank.
  provider.answer(withdrawalID, { reference: 'po_in_flight_1', status: 'settled' });
  await t.server.jobs!.drain();
  const sent = provider.calls.filter((c) => c.id === withdrawalID);
  expect(sent.map((c) => c.idempotencyKey)).toEqual([withdrawalID]);
  expect(await withdrawalRow(withdrawalID)).toMatchObject({ status: 'settled', providerReference: 'po_in_flight_1' });
  expect(await entriesOf(t, withdrawalID)).toEqual(['withdrawal', 'payout-settled']);
  const wallet = (await t.call('getWallet', {}, { cookie: nurse.cookie })).body;
  expect(wallet).toMatchObject({ balance: 0, withdrawableBalance: 0, inFlight: 0 });
  await expectLedgerBalanced(t);
});

test('a payout job that finds its withdrawal failed by hand sends nothing and tells operations why', async () => {
  const first = await nurseWithEarnings(t, 'changed-first', 2_000);
  const second = await nurseWithEarnings(t, 'changed-second', 3_000);
  // The only job runner is held by the first payout's call, so the second payout's job waits.
  const held = await withdraw(first.cookie, 2_000);
  await provider.called(held);
  const changed = await withdraw(second.cookie, 3_000);
  const fail = await t.call('failPayout', { withdrawalID: changed, reason: 'Wrong account' }, { cookie: admin });
  expect(fail.status).toBe(200);

  provider.answer(held, { reference: 'po_held', status: 'sent' });
  await t.server.jobs!.drain();
  expect(provider.calls.filter((c) => c.id === changed)).toEqual([]);
  expect(await withdrawalRow(changed)).toMatchObject({ status: 'failed', providerReference: null });
  expect(await entriesOf(t, changed)).toEqual(['withdrawal', 'payout-returned']);

  // Dead at once (not after a day of tries), with why, where operations look for failed work.
  const dead = (await t.call('listDeadJobs', {}, { cookie: admin })).body.jobs;
  const job = dead.find((j: { lastError: string | null }) => j.lastError?.includes(changed));
  expect(job).toMatchObject({ kind: 'payout.send', attempts: 1 });
  expect(job.lastError).toBe(
    `Withdrawal ${changed} was failed by hand before its payout reached the provider, so the job sent nothing. Check with the bank that the nurse was paid, or not, as the ledger says.`,
  );
  await expectLedgerBalanced(t);
});

test('a call that ends without an answer is sent again with the same key, still refused by hand meanwhile', async () => {
  const nurse = await nurseWithEarnings(t, 'retry-nurse', 4_000);
  const withdrawalID = await withdraw(nurse.cookie, 4_000);
  await provider.called(withdrawalID);
  provider.drop(withdrawalID);

  // The job tries again: the withdrawal stayed in flight, so a hand still may not return the money.
  await provider.called(withdrawalID, 2);
  const before = await t.snapshot();
  const fail = await t.call('failPayout', { withdrawalID, reason: 'No answer' }, { cookie: admin });
  expect(fail.status).toBe(409);
  expect(await t.snapshot()).toEqual(before);

  // The provider's one payout (the key is the same) answers the second call.
  provider.answer(withdrawalID, { reference: 'po_retried', status: 'settled' });
  await t.server.jobs!.drain();
  const sent = provider.calls.filter((c) => c.id === withdrawalID);
  expect(sent.map((c) => c.idempotencyKey)).toEqual([withdrawalID, withdrawalID]);
  expect(await withdrawalRow(withdrawalID)).toMatchObject({ status: 'settled', providerReference: 'po_retried' });
  expect(await entriesOf(t, withdrawalID)).toEqual(['withdrawal', 'payout-settled']);
  await expectLedgerBalanced(t);
});
