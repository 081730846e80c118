/**
 * A nurse out sick (ADR 085): Devi accepted Brooklyn's morning; operations mark her out for the
 * day. Her itinerary is withdrawn and offered to Brooklyn's other nurses free then, her office's
 * visits read that their nurse changed (never why), the day is hers off, one audit row records it,
 * and a retry with the same Idempotency-Key changes nothing more. Refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { VISIT_MOVED_TEXTS } from '@sc/domain/dispatch/out-sick';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { BROOKLYN, DEVI, publishDeviAtEight, quickOptimiser } from './dispatch-day-fixtures.ts';

const NY = 'America/New_York';
const SLOW = 240_000;
let t: TestServer;
let admin: string;
let day: string;
let itineraryID: string;

const itinerary = async () =>
  (
    await queryRows<{ status: string; userId: string | null; shiftId: string | null }>(
      t.db,
      sql`select status, user_id as "userId", shift_id as "shiftId" from itineraries where id = ${itineraryID}`,
    )
  )[0]!;
const offers = async () =>
  Object.fromEntries(
    (
      await queryRows<{ userId: string; status: string }>(
        t.db,
        sql`select user_id as "userId", status from itinerary_offers where itinerary_id = ${itineraryID}`,
      )
    ).map((o) => [o.userId, o.status]),
  );
const auditRows = async () =>
  queryRows<{ actorId: string; detail: { withdrawn: number } }>(
    t.db,
    sql`select actor_id as "actorId", detail from audit_log where action = 'staffing.out-sick' and subject_user_id = ${DEVI}`,
  );
const procedures = async () =>
  (
    await queryRows<{ id: string }>(
      t.db,
      sql`select p.id from procedures p join draft_waypoints d on d.id = p.draft_waypoint_id
          join waypoints w on w.id = d.waypoint_id where w.itinerary_id = ${itineraryID} order by p.id`,
    )
  ).map((p) => p.id);

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  day = localDateKeyAfter(t.config.clock.now(), 1, NY);
  admin = await t.sessionCookie('user-admin');
  itineraryID = await publishDeviAtEight(t, admin, BROOKLYN, day);
  const devi = await t.sessionCookie(DEVI);
  expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: devi })).status).toBe(200);
}, SLOW);
afterAll(() => t?.close());

describe('refused, nothing written', () => {
  test.each<[string, () => Promise<string>, () => Record<string, string>, number, string]>([
    ['an unknown nurse', async () => admin, () => ({ userID: 'user-nobody', day }), 404, 'User not found.'],
    ['a patient is no nurse', async () => admin, () => ({ userID: 'user-patient', day }), 404, 'User not found.'],
    [
      'a date that does not exist',
      async () => admin,
      () => ({ userID: DEVI, day: '2026-02-31' }),
      400,
      'Enter a date that exists.',
    ],
    [
      'a date not as a date',
      async () => admin,
      () => ({ userID: DEVI, day: 'tomorrow' }),
      400,
      'day: Enter a date as YYYY-MM-DD.',
    ],
  ])('%s', async (_, cookie, input, status, message) => {
    const before = await t.snapshot();
    const res = await t.call('markNurseOutSick', input(), { cookie: await cookie() });
    expect([res.status, res.body.error?.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('an office’s prescriber or the nurse herself cannot mark her out', async () => {
    for (const who of ['user-prescriber', DEVI]) {
      const cookie = await t.sessionCookie(who);
      const before = await t.snapshot();
      const res = await t.call('markNurseOutSick', { userID: DEVI, day }, { cookie });
      expect(res.status).not.toBe(200);
      expect(await t.snapshot()).toEqual(before);
    }
  });
});

describe('operations mark Devi out on the day she holds Brooklyn’s morning', () => {
  let first: { status: number; body: Record<string, unknown> };

  beforeAll(async () => {
    first = await t.call('markNurseOutSick', { userID: DEVI, day }, { cookie: admin, idempotencyKey: 'out-sick-1' });
  }, SLOW);

  test('her itinerary is withdrawn and offered to Brooklyn’s other nurses', async () => {
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ nurseName: 'Devi Das', withdrawn: 1, underWay: 0 });
    expect(first.body.visits).toBeGreaterThanOrEqual(1);
    expect(first.body.outcomes).toEqual([
      expect.stringMatching(/^The \d+:\d\d AM itinerary \(\d+ visits?\) is offered to \w+/),
    ]);
    expect(await itinerary()).toEqual({ status: 'open', userId: null, shiftId: null });
    const now = await offers();
    expect(now[DEVI]).toBe('withdrawn');
    expect(Object.entries(now).filter(([, s]) => s === 'offered').length).toBeGreaterThan(0);
  });

  test('she is out that day: a day off, and marked', async () => {
    const [exception] = await queryRows<{ start: number | null; end: number | null }>(
      t.db,
      sql`select start_minute as start, end_minute as "end" from nurse_availability_exceptions
          where user_id = ${DEVI} and day = ${day}`,
    );
    expect(exception).toEqual({ start: null, end: null });
    const out = await t.call('listNursesOut', { day }, { cookie: admin });
    expect(out.body).toEqual({ nurses: [{ id: DEVI, name: 'Devi Das' }] });
  });

  test('each visit’s office reads that its nurse changed, never why, and that it waits for one', async () => {
    const ids = await procedures();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const timeline = await t.call('getProcedureTimeline', { procedureID: id }, { cookie: admin });
      const events = timeline.body.events as { kind: string; detail: string | null }[];
      expect(events.at(-1)).toMatchObject({ kind: 'scheduled', detail: VISIT_MOVED_TEXTS.reoffered });
      expect(JSON.stringify(events)).not.toMatch(/sick|ill/i);
      const visit = await t.call('getProcedureVisit', { procedureID: id }, { cookie: admin });
      expect(visit.body).toEqual({ visit: { at: expect.any(String), timeZone: NY, nurseName: null } });
    }
  });

  test('one audit row, by operations', async () => {
    expect(await auditRows()).toEqual([{ actorId: 'user-admin', detail: expect.objectContaining({ withdrawn: 1 }) }]);
  });

  test('a retry with the same Idempotency-Key answers the same and writes nothing', async () => {
    const before = await t.snapshot();
    const again = await t.call(
      'markNurseOutSick',
      { userID: DEVI, day },
      { cookie: admin, idempotencyKey: 'out-sick-1' },
    );
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await t.snapshot()).toEqual(before);
    expect(await auditRows()).toHaveLength(1);
  });

  test('marking her out again finds nothing left to withdraw', async () => {
    const again = await t.call('markNurseOutSick', { userID: DEVI, day }, { cookie: admin });
    expect(again.body).toMatchObject({ withdrawn: 0, visits: 0, outcomes: [] });
    expect(await auditRows()).toHaveLength(1);
    expect(await itinerary()).toEqual({ status: 'open', userId: null, shiftId: null });
  });

  test('another nurse accepts it: the office reads her name and time', async () => {
    const offered = Object.entries(await offers()).find(([, s]) => s === 'offered')![0];
    const nurse = await t.sessionCookie(offered);
    const accepted = await t.call('acceptItineraryOffer', { itineraryID }, { cookie: nurse });
    expect([accepted.status, accepted.body]).toEqual([200, { ok: true }]);
    expect(await itinerary()).toMatchObject({ status: 'accepted', userId: offered });
    const [name] = await queryRows<{ name: string }>(
      t.db,
      sql`select trim(first_name || ' ' || last_name) as name from users where id = ${offered}`,
    );
    const [id] = await procedures();
    const visit = await t.call('getProcedureVisit', { procedureID: id }, { cookie: admin });
    expect(visit.body.visit).toMatchObject({ nurseName: name!.name });
  });

  test('another office’s staff find no such procedure', async () => {
    const [id] = await procedures();
    const res = await t.call(
      'getProcedureVisit',
      { procedureID: id },
      { cookie: await t.sessionCookie('user-prescriber') },
    );
    expect([res.status, res.body.error.message]).toEqual([404, 'Procedure not found']);
  });
});
