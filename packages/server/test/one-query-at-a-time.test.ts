/**
 * Architecture.md 4: a call's queries on one transaction run one after another. node-postgres
 * queues a query started while its connection is still answering another, warns "Calling
 * client.query() when the client is already executing a query is deprecated" and, from pg@9, will
 * throw; so named functions that read several things at once (`Promise.all` over one `db`) would
 * break on PostgreSQL. This calls each function that did, as its role.
 *
 * pg's warning is `util.deprecate`'s: emitted once per process, and this file's worker may have run
 * another file first (vitest.config.ts, `isolate: false`). So besides listening for the warning, the
 * test watches every query a pg connection is asked for and records one started while that same
 * connection still has a query running or queued, pg's own state (`_getActiveQuery`, `_queryQueue`,
 * pg 8's internals; a pg that renamed them fails this file loudly rather than passing it).
 *
 * On PGlite (no DATABASE_URL) no pg connection is used at all: the file runs the same calls and
 * passes because there is nothing to see; it guards PostgreSQL, where CI runs it too.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, testDay, type TestServer } from './harness.ts';

interface PgInternals {
  _getActiveQuery(): unknown;
  _queryQueue: unknown[];
}

const overlapping: string[] = [];
const warnings: string[] = [];
let queries = 0;
const query = pg.Client.prototype.query;
const onWarning = (warning: Error) => {
  if (warning.message.includes('already executing a query')) warnings.push(warning.message);
};

/** The SQL of a query's first argument: a string or a `{ text }` config. */
const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text);

let t: TestServer;
let nurse: string;
let admin: string;
beforeAll(async () => {
  process.on('warning', onWarning);
  pg.Client.prototype.query = function (this: pg.Client & PgInternals, ...args: unknown[]) {
    queries += 1;
    if (this._getActiveQuery() || this._queryQueue.length > 0) overlapping.push(textOf(args[0]).slice(0, 120));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  admin = await t.sessionCookie('user-admin');
});
afterAll(async () => {
  // The worker's next file gets pg's own query back (isolate: false).
  pg.Client.prototype.query = query;
  process.off('warning', onWarning);
  await t?.close();
});

test('no named function starts a query on a connection that is still answering another', async () => {
  const ok = async (name: string, input: unknown, cookie: string) => {
    const res = await t.call(name, input, { cookie });
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  // The nurse's reads.
  await ok('getAppConfig', {}, nurse);
  await ok('getMySupplies', {}, nurse);
  await ok('getWallet', {}, nurse);
  await ok('getNurseProfile', {}, nurse);
  await ok('getWorkSettings', {}, nurse);
  const { offers } = (await ok('getShiftsOffered', {}, nurse)) as { offers: { kind: string; id: string }[] };
  // Accepting checks the work against what she holds (functions/shifts/work-overlap.ts).
  const shift = offers.find((o) => o.kind === 'shift');
  const itinerary = offers.find((o) => o.kind === 'itinerary');
  expect(shift && itinerary, JSON.stringify(offers)).toBeTruthy();
  await ok('acceptShiftOffer', { shiftID: shift!.id }, nurse);
  await ok('acceptItineraryOffer', { itineraryID: itinerary!.id }, nurse);
  // Operations' reads.
  await ok('getDispatchBoard', { day: testDay(1), serviceRegionID: 'region-manhattan' }, admin);
  await ok('getLiveDay', { day: testDay(0) }, admin);
  await ok('listCatalogue', {}, admin);

  expect(overlapping).toEqual([]);
  expect(warnings).toEqual([]);
  // The watch saw the server's queries wherever they went through pg, and only there.
  expect(queries > 0).toBe(t.server.database.kind === 'postgres');
});
