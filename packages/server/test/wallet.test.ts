/**
 * The nurse's wallet on the real server (issue 23, ADR 041, 042): earnings posted once per piece of
 * work, a bank account checked and sealed, withdrawals that never overdraw (20 at once of the whole
 * balance pay out once), payouts sent by a job and settled or failed by operations, and another
 * nurse's records answering like missing ones.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PayoutRequest } from '../src/adapters/payouts/payouts.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { postCompletionEarnings } from '../src/functions/completion-earnings.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';
import { readPdf, runPdfTool } from './pdf-reader.ts';
import { expectLedgerBalanced } from './wallet-fixtures.ts';

const sent: PayoutRequest[] = [];
const payouts = {
  name: 'test',
  send: async (request: PayoutRequest) => {
    sent.push(request);
    return { reference: `test-${request.id}`, status: 'sent' as const };
  },
};

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({}, { payouts });
  admin = await t.sessionCookie(demoUserOf.admin);
});
afterAll(() => t?.close());

const bank = {
  holderName: 'Wally Wallet',
  accountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountNumberConfirmation: '000123456789',
};

let nurseCount = 0;
/** A fresh approved nurse, her cookie, and optionally a bank account. */
async function newNurse(options: { bank?: boolean } = {}) {
  const id = `wallet-nurse-${++nurseCount}`;
  await t.db.insert(users).values({
    id,
    email: `${id}@wallet.test`,
    role: 'nurse',
    status: 'approved',
    firstName: 'Wally',
    lastName: `Nurse ${nurseCount}`,
  });
  const cookie = await t.sessionCookie(id);
  if (options.bank) expect((await t.call('addBankAccount', bank, { cookie })).status).toBe(200);
  return { id, cookie };
}

/** A finished itinerary of hers, paid `cents` by its offer, its earnings posted `hoursAgo`. */
async function earn(userId: string, cents: number, hoursAgo = 48): Promise<string> {
  const itineraryId = `wallet-itinerary-${userId}-${cents}-${hoursAgo}`;
  await t.db.execute(sql`insert into itineraries (id, status, start_at, time_zone, user_id)
    values (${itineraryId}, 'done', ${t.hoursAgo(72)}, 'America/New_York', ${userId})`);
  await t.db.execute(sql`insert into itinerary_offers (itinerary_id, user_id, status, earnings_cents)
    values (${itineraryId}, ${userId}, 'accepted', ${cents})`);
  await t.db.transaction((tx) =>
    postCompletionEarnings(tx as unknown as Db, itineraryId, new Date(t.now().getTime() - hoursAgo * 3_600_000)),
  );
  return itineraryId;
}

const wallet = async (cookie: string) => (await t.call('getWallet', {}, { cookie })).body;

describe('earnings', () => {
  test('an itinerary’s completion posts its earnings once, however often it is replayed', async () => {
    const nurse = await newNurse();
    const itineraryId = await earn(nurse.id, 12_500, 1);
    for (let i = 0; i < 3; i++)
      await t.db.transaction((tx) => postCompletionEarnings(tx as unknown as Db, itineraryId, t.now()));
    const w = await wallet(nurse.cookie);
    expect(w).toMatchObject({ balance: 12_500, withdrawableBalance: 0, pendingBalance: 12_500 });
    expect(w.upcoming).toHaveLength(1);
    const list = (await t.call('getTransactions', {}, { cookie: nurse.cookie })).body;
    expect(list.transactions).toHaveLength(1);
    expect(list.transactions[0]).toMatchObject({
      kind: 'earning',
      amountCents: 12_500,
      service: { itinerary: { id: itineraryId, stops: 0 }, shift: null, payout: null },
    });
    await expectLedgerBalanced(t);
  });

  test('a shift pays its base and her offer’s extra once its last itinerary is done', async () => {
    const nurse = await newNurse();
    await t.db.execute(sql`insert into shifts (id, status, start_at, end_at, time_zone, base_earnings_cents, user_id)
      values ('wallet-shift', 'in_progress', ${t.hoursAgo(5)}, ${t.hoursAgo(0)}, 'America/New_York', 18000, ${nurse.id})`);
    await t.db.execute(sql`insert into shift_offers (shift_id, user_id, status, additional_earnings_cents)
      values ('wallet-shift', ${nurse.id}, 'accepted', 2500)`);
    await t.db.execute(sql`insert into itineraries (id, shift_id, status, start_at, time_zone, user_id) values
      ('wallet-shift-a', 'wallet-shift', 'done', ${t.hoursAgo(0)}, 'America/New_York', ${nurse.id}),
      ('wallet-shift-b', 'wallet-shift', 'in_progress', ${t.hoursAgo(0)}, 'America/New_York', ${nurse.id})`);
    const complete = (id: string) => t.db.transaction((tx) => postCompletionEarnings(tx as unknown as Db, id, t.now()));
    await complete('wallet-shift-a');
    expect((await wallet(nurse.cookie)).balance).toBe(0);
    await t.db.execute(sql`update itineraries set status = 'done' where id = 'wallet-shift-b'`);
    await complete('wallet-shift-b');
    await complete('wallet-shift-b');
    expect((await wallet(nurse.cookie)).balance).toBe(20_500);
  });
});

describe('bank account', () => {
  test('is sealed at rest and shown by its last four digits', async () => {
    const nurse = await newNurse({ bank: true });
    expect((await wallet(nurse.cookie)).bankAccount).toMatchObject({ last4: '6789', holderName: 'Wally Wallet' });
    const [row] = await queryRows<{ sealed: string }>(
      t.db,
      sql`select account_number_sealed as sealed from bank_accounts where user_id = ${nurse.id}`,
    );
    expect(row!.sealed).toMatch(/^v1:/);
    expect(row!.sealed).not.toContain('123456789');
  });

  test.each([
    [
      'a routing number failing the ABA checksum',
      { routingNumber: '021000022' },
      'Enter a valid 9-digit routing number.',
      'routingNumber',
    ],
    [
      'an account number typed differently twice',
      { accountNumberConfirmation: '000123456788' },
      'The account numbers do not match.',
      'accountNumberConfirmation',
    ],
    [
      'a 3-digit account number',
      { accountNumber: '123', accountNumberConfirmation: '123' },
      'Enter an account number of 4 to 17 digits.',
      'accountNumber',
    ],
    ['no name', { holderName: ' ' }, 'Enter the name on the account.', 'holderName'],
  ])('refuses %s and changes nothing', async (_, change, message, field) => {
    const nurse = await newNurse();
    const before = await t.snapshot();
    const res = await t.call('addBankAccount', { ...bank, ...change }, { cookie: nurse.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message, field });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('withdrawals', () => {
  test.each([
    ['no bank account', { bank: false, amountCents: 1_000 }, 400, 'Add a bank account before withdrawing.'],
    ['an overdraw', { bank: true, amountCents: 5_001 }, 409, 'You can withdraw up to $50.'],
    [
      'pending earnings only',
      { bank: true, amountCents: 100, pendingOnly: true },
      409,
      'You have nothing to withdraw yet.',
    ],
    ['zero', { bank: true, amountCents: 0 }, 400, 'Enter an amount of at least $0.01.'],
    ['a negative amount', { bank: true, amountCents: -500 }, 400, 'Enter an amount of at least $0.01.'],
  ])('refuses %s and changes nothing', async (_, c, status, message) => {
    const nurse = await newNurse({ bank: c.bank });
    await earn(nurse.id, 5_000, 'pendingOnly' in c ? 1 : 48);
    if (!('pendingOnly' in c))
      await t.call('withdrawUserAvailableBalance', { amountCents: 0 }, { cookie: nurse.cookie });
    const before = await t.snapshot();
    const res = await t.call('withdrawUserAvailableBalance', { amountCents: c.amountCents }, { cookie: nurse.cookie });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('20 withdrawals of the whole balance at once pay out exactly once', async () => {
    const nurse = await newNurse({ bank: true });
    await earn(nurse.id, 7_350);
    sent.length = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('withdrawUserAvailableBalance', { amountCents: 7_350 }, { cookie: nurse.cookie }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.message)).toEqual(
      Array(19).fill('You have nothing to withdraw yet.'),
    );
    await t.server.jobs!.drain();
    expect(sent.map((s) => s.amountCents)).toEqual([7_350]);
    expect(sent[0]!.accountNumber).toBe('000123456789');
    expect(await wallet(nurse.cookie)).toMatchObject({ balance: 0, withdrawableBalance: 0, inFlight: 7_350 });
    await expectLedgerBalanced(t);
  });

  test('a payout is sent by its job once, and operations settle it', async () => {
    const nurse = await newNurse({ bank: true });
    await earn(nurse.id, 10_000);
    sent.length = 0;
    const res = await t.call(
      'withdrawUserAvailableBalance',
      { amountCents: 4_000 },
      { cookie: nurse.cookie, idempotencyKey: 'withdraw-once' },
    );
    expect(res.body).toMatchObject({ amountCents: 4_000, balance: 6_000, withdrawableBalance: 6_000 });
    // The phone retries the same request: one withdrawal.
    await t.call(
      'withdrawUserAvailableBalance',
      { amountCents: 4_000 },
      { cookie: nurse.cookie, idempotencyKey: 'withdraw-once' },
    );
    await t.server.jobs!.drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe(res.body.withdrawalID);
    const open = (await t.call('listPayouts', {}, { cookie: admin })).body.payouts;
    expect(open.find((p: { id: string }) => p.id === res.body.withdrawalID)).toMatchObject({
      status: 'sent',
      last4: '6789',
    });
    expect((await t.call('settlePayout', { withdrawalID: res.body.withdrawalID }, { cookie: admin })).status).toBe(200);
    const w = await wallet(nurse.cookie);
    expect(w).toMatchObject({ balance: 6_000, inFlight: 0 });
    expect(w.payouts[0]).toMatchObject({ status: 'settled', amountCents: 4_000 });
    const again = await t.call('settlePayout', { withdrawalID: res.body.withdrawalID }, { cookie: admin });
    expect(again.body.error.message).toBe('This payout is already settled or failed.');
    await expectLedgerBalanced(t);
  });

  test('a failed payout returns the money with a line saying why', async () => {
    const nurse = await newNurse({ bank: true });
    await earn(nurse.id, 3_000);
    const res = await t.call('withdrawUserAvailableBalance', { amountCents: 3_000 }, { cookie: nurse.cookie });
    await t.server.jobs!.drain();
    expect(
      (await t.call('failPayout', { withdrawalID: res.body.withdrawalID, reason: 'Account closed' }, { cookie: admin }))
        .status,
    ).toBe(200);
    expect(await wallet(nurse.cookie)).toMatchObject({ balance: 3_000, withdrawableBalance: 3_000, inFlight: 0 });
    const [returned] = (await t.call('getTransactions', {}, { cookie: nurse.cookie })).body.transactions;
    expect(returned).toMatchObject({
      kind: 'payout-returned',
      amountCents: 3_000,
      memo: 'Payout to •••• 6789 failed: Account closed',
      service: { payout: { status: 'failed', failureReason: 'Account closed' } },
    });
    await expectLedgerBalanced(t);
  });
});

describe('another nurse’s records answer like missing ones', () => {
  test('transactions by id leave hers out; payouts are for operations only', async () => {
    const owner = await newNurse();
    const other = await newNurse();
    await earn(owner.id, 900);
    const [mine] = (await t.call('getTransactions', {}, { cookie: owner.cookie })).body.transactions;
    const theirs = await t.call('getTransactionsByIds', { transactionIDs: [mine.id] }, { cookie: other.cookie });
    const missing = await t.call('getTransactionsByIds', { transactionIDs: ['999999999'] }, { cookie: other.cookie });
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body).toEqual({ transactions: [] });
    expect((await t.call('getTransactions', {}, { cookie: other.cookie })).body.transactions).toEqual([]);
    const settle = await t.call('settlePayout', { withdrawalID: 'wd-none' }, { cookie: other.cookie });
    expect(settle.status).toBe(404);
  });

  test('pages of transactions, newest first', async () => {
    const nurse = await newNurse();
    for (const cents of [100, 200, 300]) await earn(nurse.id, cents);
    const first = (await t.call('getTransactions', { limit: 2 }, { cookie: nurse.cookie })).body;
    expect(first.transactions.map((x: { amountCents: number }) => x.amountCents)).toEqual([300, 200]);
    const second = (await t.call('getTransactions', { limit: 2, before: first.nextBefore }, { cookie: nurse.cookie }))
      .body;
    expect(second.transactions.map((x: { amountCents: number }) => x.amountCents)).toEqual([100]);
    expect(second.nextBefore).toBeNull();
  });
});

describe('the demo nurse’s wallet (README)', () => {
  test('earnings some withdrawable and some pending, a bank account, a settled and a pending payout', async () => {
    const cookie = await t.sessionCookie(demoUserOf.nurse);
    const w = await wallet(cookie);
    expect(w).toMatchObject({ balance: 26_500, withdrawableBalance: 18_500, pendingBalance: 8_000, inFlight: 5_000 });
    expect(w.bankAccount).toMatchObject({ last4: '6789', holderName: 'Nora Nightingale' });
    expect(w.payouts.map((p: { status: string }) => p.status)).toEqual(['sent', 'settled']);
    const list = (await t.call('getTransactions', {}, { cookie })).body.transactions;
    expect(list.map((x: { kind: string }) => x.kind)).toEqual([
      'withdrawal',
      'earning',
      'earning',
      'earning',
      'withdrawal',
      'earning',
    ]);
  });
});

describe('the yearly earnings statement', () => {
  test('her earnings of the year per month and kind, as CSV', async () => {
    const cookie = await t.sessionCookie(demoUserOf.nurse);
    const year = t.now().getUTCFullYear();
    const res = await t.call('getEarningsStatement', { year }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(12);
    expect(res.body.csv).toContain('"Month","Shifts","Itineraries","Total"');
    const other = (await t.call('getEarningsStatement', { year: 2020 }, { cookie })).body;
    expect(other.totalCents).toBe(0);
  });
});

describe('the yearly earnings statement as a PDF (GET /api/print/earnings-statement/{year}, ADR 057)', () => {
  const print = (year: string, cookie: string, requestId = `print-${randomUUID()}`) =>
    t.server.app.inject({
      method: 'GET',
      url: `/api/print/earnings-statement/${year}`,
      headers: { cookie, 'x-request-id': requestId },
    });

  test('a Letter PDF of her months, kinds and total, as the CSV has them; its reading is audited', async () => {
    const { id, cookie } = await newNurse();
    await earn(id, 24_050, 48);
    await earn(id, 10_000, 50);
    const paidAt = new Date(t.now().getTime() - 48 * 3_600_000);
    const year = paidAt.getUTCFullYear();
    const month = paidAt.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const requestId = `print-${randomUUID()}`;
    const res = await print(String(year), cookie, requestId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="earnings-${year}.pdf"`);
    const read = await readPdf(res.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.text).toContain(`Earnings statement ${year}`);
    expect(read.text).toContain(`Wally Nurse ${nurseCount}`);
    expect(read.text).toContain('Month Shifts Itineraries Total');
    expect(read.text).toContain(`${month} $0 $340.50 $340.50`);
    expect(read.text).toContain('Total $340.50');
    const csv = (await t.call('getEarningsStatement', { year }, { cookie })).body.csv as string;
    expect(csv).toContain(`"${month}","$0","$340.50","$340.50"`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-statement-'));
    fs.writeFileSync(path.join(dir, 's.pdf'), res.rawPayload);
    expect(await runPdfTool('pdfinfo', [path.join(dir, 's.pdf')])).toMatch(/Page size:\s+612 x 792 pts/);
    fs.rmSync(dir, { recursive: true, force: true });
    const rows = await queryRows<{ action: string; outcome: string; record_id: string; subject_user_id: string }>(
      t.db,
      sql`select action, outcome, record_id, subject_user_id from audit_log where request_id = ${requestId}`,
    );
    expect(rows).toEqual([
      { action: 'print.earnings-statement', outcome: 'success', record_id: id, subject_user_id: id },
    ]);
  });

  test('another nurse’s earnings never reach her statement', async () => {
    const { id } = await newNurse();
    await earn(id, 77_700, 48);
    const { cookie } = await newNurse();
    const read = await readPdf(
      (await print(String(new Date(t.now().getTime() - 48 * 3_600_000).getUTCFullYear()), cookie)).rawPayload,
    );
    expect(read.text).not.toContain('$777');
    expect(read.text).toContain('Total $0');
  });

  test.each([
    ['a year before the ledger', '2019', 'nurse', 404],
    ['a year that is not one', 'this-year', 'nurse', 404],
    ['a packer', '2026', 'packer', 403],
  ])('%s: refused, recorded once as refused', async (_name, year, who, status) => {
    const cookie = who === 'nurse' ? (await newNurse()).cookie : await t.sessionCookie(demoUserOf.packer);
    const requestId = `print-${randomUUID()}`;
    const res = await print(year, cookie, requestId);
    expect(res.statusCode).toBe(status);
    const rows = await queryRows(t.db, sql`select outcome from audit_log where request_id = ${requestId}`);
    expect(rows).toEqual([{ outcome: 'refused' }]);
  });
});
