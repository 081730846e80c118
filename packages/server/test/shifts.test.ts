/** Shift and itinerary offers: the nurse's list, accepting, declining, and assignment by operations (requirements.md 2.3, 2.10, 4, 7, 9). */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shiftListTexts } from '@sc/domain/field-checks/shift-lists';
import {
  auditLog,
  idempotencyKeys,
  itineraries,
  itineraryOffers,
  procedures,
  shiftOffers,
  shiftServiceRegions,
  shifts,
  users,
  waypointActionProcedures,
  waypointActions,
  waypoints,
} from '../src/db/schema.ts';
import { mayReadTopic } from '../src/live/route.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
let made = 0;

async function newNurse(): Promise<{ id: string; cookie: string }> {
  made += 1;
  const id = `offer-nurse-${made}`;
  await t.db.insert(users).values({
    id,
    email: `${id}@offers.test`,
    role: 'nurse',
    status: 'approved',
    firstName: 'Offer',
    lastName: 'Nurse',
  });
  return { id, cookie: await t.sessionCookie(id) };
}

async function newShift(offeredTo: string[]): Promise<string> {
  made += 1;
  const id = `offer-shift-${made}`;
  const startAt = new Date(t.now().getTime() + (10 + made) * DAY);
  await t.db.insert(shifts).values({
    id,
    status: 'open',
    startAt,
    endAt: new Date(startAt.getTime() + 6 * 60 * 60 * 1000),
    timeZone: 'America/New_York',
    baseEarningsCents: 15000,
  });
  if (offeredTo.length > 0)
    await t.db
      .insert(shiftOffers)
      .values(offeredTo.map((userId) => ({ shiftId: id, userId, status: 'offered' as const })));
  return id;
}

async function newItinerary(offeredTo: string[]): Promise<string> {
  made += 1;
  const id = `offer-itinerary-${made}`;
  await t.db.insert(itineraries).values({
    id,
    status: 'open',
    startAt: new Date(t.now().getTime() + (10 + made) * DAY),
    timeZone: 'America/New_York',
  });
  if (offeredTo.length > 0)
    await t.db
      .insert(itineraryOffers)
      .values(
        offeredTo.map((userId) => ({ itineraryId: id, userId, status: 'offered' as const, earningsCents: 7000 })),
      );
  return id;
}

/** Patient stops in Brooklyn (the demo's drawn region), an hour apart from the itinerary's start. */
async function addBrooklynStops(itineraryID: string, count: number): Promise<void> {
  const [row] = await t.db.select().from(itineraries).where(eq(itineraries.id, itineraryID));
  for (let i = 0; i < count; i += 1) {
    const id = `${itineraryID}-wp-${i}`;
    await t.db.insert(waypoints).values({
      id,
      itineraryId: itineraryID,
      position: i,
      type: 'patient',
      lat: 40.69,
      lng: -73.99,
      address: `${i + 1} Court St, Brooklyn, NY 11201`,
      scheduledStartAt: new Date(row!.startAt.getTime() + i * 60 * 60 * 1000),
    });
    await t.db.insert(waypointActions).values({
      id: `${id}-action`,
      itineraryId: itineraryID,
      waypointId: id,
      type: 'patient-action',
      status: 'incomplete',
      actionDurationMinutes: 30,
    });
  }
}

const upcoming = async (cookie: string) =>
  (await t.call('getNurseSchedule', { filter: 'upcoming', limit: 20 }, { cookie })).body.shifts;

const shiftRow = async (id: string) => (await t.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const itineraryRow = async (id: string) => (await t.db.select().from(itineraries).where(eq(itineraries.id, id)))[0];
const shiftOffer = async (shiftId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(shiftOffers)
      .where(and(eq(shiftOffers.shiftId, shiftId), eq(shiftOffers.userId, userId)))
  )[0];
const itineraryOffer = async (itineraryId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(itineraryOffers)
      .where(and(eq(itineraryOffers.itineraryId, itineraryId), eq(itineraryOffers.userId, userId)))
  )[0];

/**
 * Waits until every notice published so far has been delivered. On PostgreSQL notices come back
 * through NOTIFY, in commit order, some time later: a marker published now arrives after them all.
 */
async function drainNotices(): Promise<void> {
  const marker = `test-drain/${randomUUID()}`;
  let arrived = false;
  const stop = t.server.bus.subscribe((topic) => void (arrived ||= topic === marker));
  try {
    await t.server.bus.publish([marker]);
    await expect.poll(() => arrived).toBe(true);
  } finally {
    stop();
  }
}

/** Runs `fn` and answers the notices published while it ran (and shortly after), none from before. */
async function noticesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  await drainNotices();
  const notices: string[] = [];
  const stop = t.server.bus.subscribe((topic) => notices.push(topic));
  try {
    await fn();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    stop();
  }
  return notices;
}

async function expectRefusedWithoutWrites(
  run: () => Promise<{ status: number; body: { error: { code: string; message: string } } }>,
  status: number,
  message: string,
) {
  const before = await t.snapshot();
  const notices = await noticesDuring(async () => {
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
  expect(notices).toEqual([]);
  expect(await t.snapshot()).toEqual(before);
}

describe('getShiftsOffered (requirements.md 2.3, 4, 9)', () => {
  test('the demo nurse sees both kinds of open offer, soonest first, with earnings and regions', async () => {
    const res = await t.call('getShiftsOffered', {}, { cookie: nurse });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.offers).toMatchObject([
      { kind: 'shift', id: 'shift-offer-1', status: 'offered', earningsCents: 20500, serviceRegions: ['Manhattan'] },
      { kind: 'itinerary', id: 'itinerary-offer', status: 'offered', earningsCents: 9500, endTime: null },
      { kind: 'shift', id: 'shift-offer-2', status: 'offered', earningsCents: 21050, serviceRegions: [] },
    ]);
    const [first] = res.body.offers;
    expect(first.timeZone).toBe('America/New_York');
    expect(new Date(first.startTime).getTime()).toBe((await shiftRow('shift-offer-1'))!.startAt.getTime());
    // The accepted shift is not an offer any more.
    expect(res.body.offers.map((o: { id: string }) => o.id)).not.toContain('shift-accepted');
  });

  test('bounded by the limit, saying whether there is more; the limit is at most 100', async () => {
    const res = await t.call('getShiftsOffered', { limit: 2 }, { cookie: nurse });
    expect(res.body.offers.map((o: { id: string }) => o.id)).toEqual(['shift-offer-1', 'itinerary-offer']);
    expect(res.body.hasMore).toBe(true);
    expect((await t.call('getShiftsOffered', { limit: 101 }, { cookie: nurse })).status).toBe(400);
  });

  test('a nurse with no offers sees none; declined offers never show', async () => {
    const other = await newNurse();
    expect((await t.call('getShiftsOffered', {}, { cookie: other.cookie })).body).toEqual({
      offers: [],
      hasMore: false,
    });
    const shiftID = await newShift([other.id]);
    const itineraryID = await newItinerary([other.id]);
    const ids = async () =>
      (await t.call('getShiftsOffered', {}, { cookie: other.cookie })).body.offers.map((o: { id: string }) => o.id);
    expect(await ids()).toEqual([shiftID, itineraryID]);
    await t.call('declineShiftOffer', { shiftID, reason: 'Busy' }, { cookie: other.cookie });
    await t.call('declineItineraryOffer', { itineraryID, reason: 'Busy' }, { cookie: other.cookie });
    expect(await ids()).toEqual([]);
  });

  // Issue 13 bug: an itinerary offer in no shift showed "No Area on Shift" with every stop in Brooklyn.
  const offered = async (cookie: string, id: string) =>
    (await t.call('getShiftsOffered', {}, { cookie })).body.offers.find((o: { id: string }) => o.id === id);

  test('an itinerary offer in no shift shows the regions of its stops', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    await addBrooklynStops(itineraryID, 2);
    expect(await offered(a.cookie, itineraryID)).toMatchObject({ kind: 'itinerary', serviceRegions: ['Brooklyn'] });
  });

  test('an itinerary offer within a shift shows where its stops are, else the shift’s regions', async () => {
    const a = await newNurse();
    const shiftID = await newShift([]);
    await t.db.insert(shiftServiceRegions).values([
      { shiftId: shiftID, serviceRegionId: 'region-manhattan', position: 0 },
      { shiftId: shiftID, serviceRegionId: 'region-queens', position: 1 },
    ]);
    const inBrooklyn = await newItinerary([a.id]);
    const noStops = await newItinerary([a.id]);
    await t.db
      .update(itineraries)
      .set({ shiftId: shiftID })
      .where(inArray(itineraries.id, [inBrooklyn, noStops]));
    await addBrooklynStops(inBrooklyn, 1);
    expect(await offered(a.cookie, inBrooklyn)).toMatchObject({ serviceRegions: ['Brooklyn'] });
    expect(await offered(a.cookie, noStops)).toMatchObject({ serviceRegions: ['Manhattan', 'Queens'] });
  });

  test('an itinerary offer with no stops in any region and no shift has no area', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    expect(await offered(a.cookie, itineraryID)).toMatchObject({ serviceRegions: [] });
  });

  // The work before she accepts: when it ends and which tests, never whom or where (requirements.md 2.3).
  test('an itinerary offer ends where its last stop ends, as the shift accepting it does, and names its tests', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    await addBrooklynStops(itineraryID, 2);
    const tests = [
      [0, 'test-tsh', 'scheduled'],
      [1, 'test-cbc', 'scheduled'],
      [1, 'test-tsh', 'scheduled'],
      [1, 'test-a1c', 'canceled'],
    ] as const;
    for (const [i, [stop, testId, status]] of tests.entries()) {
      const id = `${itineraryID}-proc-${i}`;
      await t.db.insert(procedures).values({ id, testId, status });
      await t.db
        .insert(waypointActionProcedures)
        .values({ waypointActionId: `${itineraryID}-wp-${stop}-action`, procedureId: id, position: i });
    }
    const offer = await offered(a.cookie, itineraryID);
    // Stops at its start and an hour on, 30 minutes each: it ends an hour and a half after it starts.
    expect(Date.parse(offer.endTime) - Date.parse(offer.startTime)).toBe(90 * 60_000);
    expect(offer.tests).toEqual(['TSH', 'CBC']);
    expect(offer.stops).toHaveLength(2);
    expect(JSON.stringify(offer)).not.toContain('Court St');
    expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie })).status).toBe(200);
    const shift = await shiftRow((await itineraryRow(itineraryID))!.shiftId!);
    expect(shift!.endAt.toISOString()).toBe(offer.endTime);
  });

  test('a shift offer has no tests of its own; an itinerary offer with no stop yet only its start', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    const itineraryID = await newItinerary([a.id]);
    expect(await offered(a.cookie, shiftID)).toMatchObject({ tests: [], stops: [] });
    expect(await offered(a.cookie, itineraryID)).toMatchObject({ tests: [], stops: [], endTime: null });
  });
});

describe('acceptShiftOffer (requirements.md 4)', () => {
  test('assigns the shift to the nurse and publishes shifts/{id} after the commit', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const shiftID = await newShift([a.id, b.id]);
    const seen: { topic: string; status: string | undefined }[] = [];
    const stop = t.server.bus.subscribe((topic) => {
      // Read through another query: it sees only committed data.
      void shiftRow(shiftID).then((row) => seen.push({ topic, status: row?.status }));
    });
    try {
      const res = await t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await expect
        .poll(() => [...seen].sort((x, y) => x.topic.localeCompare(y.topic)))
        .toEqual([
          { topic: `shifts/${a.id}`, status: 'accepted' },
          { topic: `shifts/${b.id}`, status: 'accepted' },
        ]);
    } finally {
      stop();
    }
    expect(await shiftRow(shiftID)).toMatchObject({ status: 'accepted', userId: a.id });
    expect(await shiftOffer(shiftID, a.id)).toMatchObject({ status: 'accepted' });
    // ADR 074: the shift is no longer Bo's to take, so her offer ends withdrawn.
    expect(await shiftOffer(shiftID, b.id)).toMatchObject({ status: 'withdrawn' });
    // Accepting again is a retry: no change, no notice.
    expect(await noticesDuring(() => t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie }))).toEqual([]);
  });

  test('another nurse’s offer or an unknown shift is not found, writing nothing', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const shiftID = await newShift([a.id]);
    await expectRefusedWithoutWrites(
      () => t.call('acceptShiftOffer', { shiftID }, { cookie: b.cookie }),
      404,
      'Shift offer not found',
    );
    await expectRefusedWithoutWrites(
      () => t.call('acceptShiftOffer', { shiftID: 'no-such-shift' }, { cookie: b.cookie }),
      404,
      'Shift offer not found',
    );
  });

  test('a shift already taken by another nurse is a conflict', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const shiftID = await newShift([a.id, b.id]);
    expect((await t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie })).status).toBe(200);
    await expectRefusedWithoutWrites(
      () => t.call('acceptShiftOffer', { shiftID }, { cookie: b.cookie }),
      409,
      'Shift already accepted by another nurse',
    );
  });

  test('two nurses accepting at once: exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await newNurse();
      const b = await newNurse();
      const shiftID = await newShift([a.id, b.id]);
      const results = await Promise.all([
        t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie }),
        t.call('acceptShiftOffer', { shiftID }, { cookie: b.cookie }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results[0]!.status === 200 ? a.id : b.id;
      expect(await shiftRow(shiftID)).toMatchObject({ status: 'accepted', userId: winner });
      const accepted = (await t.db.select().from(shiftOffers).where(eq(shiftOffers.shiftId, shiftID))).filter(
        (o) => o.status === 'accepted',
      );
      expect(accepted.map((o) => o.userId)).toEqual([winner]);
    }
  });

  test('a retry with the same Idempotency-Key counts once', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    const notices = await noticesDuring(async () => {
      const first = await t.call(
        'acceptShiftOffer',
        { shiftID },
        { cookie: a.cookie, idempotencyKey: 'accept-shift-1' },
      );
      const retry = await t.call(
        'acceptShiftOffer',
        { shiftID },
        { cookie: a.cookie, idempotencyKey: 'accept-shift-1' },
      );
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    });
    expect(notices).toEqual([`shifts/${a.id}`]);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, a.id));
    expect(keys).toHaveLength(1);
  });

  test('a role other than nurse is refused by the permission check', async () => {
    const res = await t.call('acceptShiftOffer', { shiftID: 'shift-offer-1' }, { cookie: admin });
    expect(res.status).toBe(403);
  });
});

describe('declineShiftOffer (requirements.md 4, 9)', () => {
  test('records the trimmed reason and publishes the nurse’s shifts', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    const notices = await noticesDuring(async () => {
      const res = await t.call('declineShiftOffer', { shiftID, reason: '  Away that week  ' }, { cookie: a.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    });
    expect(notices).toEqual([`shifts/${a.id}`]);
    expect(await shiftOffer(shiftID, a.id)).toMatchObject({ status: 'declined', declineReason: 'Away that week' });
    expect(await shiftRow(shiftID)).toMatchObject({ status: 'open', userId: null });
  });

  test('without a reason: 400 with the domain’s text, nothing written', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    expect(shiftListTexts.declineReasonRequired).toBe('Please give a reason for declining.');
    for (const input of [{ shiftID }, { shiftID, reason: '' }, { shiftID, reason: '   ' }]) {
      await expectRefusedWithoutWrites(
        () => t.call('declineShiftOffer', input, { cookie: a.cookie }),
        400,
        'Please give a reason for declining.',
      );
    }
    const res = await t.call('declineShiftOffer', { shiftID }, { cookie: a.cookie });
    expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'reason' });
  });

  test('another nurse’s offer is not found; an accepted offer cannot be declined', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const shiftID = await newShift([a.id]);
    await expectRefusedWithoutWrites(
      () => t.call('declineShiftOffer', { shiftID, reason: 'No' }, { cookie: b.cookie }),
      404,
      'Shift offer not found',
    );
    await t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie });
    await expectRefusedWithoutWrites(
      () => t.call('declineShiftOffer', { shiftID, reason: 'No' }, { cookie: a.cookie }),
      409,
      'Shift offer already accepted',
    );
  });
});

describe('acceptItineraryOffer and declineItineraryOffer (requirements.md 4, 9)', () => {
  test('accepting assigns the itinerary and publishes', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    const notices = await noticesDuring(async () => {
      const res = await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    });
    expect(notices).toEqual([`shifts/${a.id}`]);
    expect(await itineraryRow(itineraryID)).toMatchObject({ status: 'accepted', userId: a.id });
    expect(await itineraryOffer(itineraryID, a.id)).toMatchObject({ status: 'accepted' });
  });

  test('an accepted itinerary in no shift is on her schedule: a shift made for it, with its area and jobs (issue 13)', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    await addBrooklynStops(itineraryID, 2);
    const start = (await itineraryRow(itineraryID))!.startAt;
    expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie })).status).toBe(200);
    const [shift, ...others] = await upcoming(a.cookie);
    expect(others).toEqual([]);
    expect(shift).toMatchObject({
      status: 'accepted',
      startTime: start.toISOString(),
      // The last stop starts an hour after the first and lasts 30 minutes.
      endTime: new Date(start.getTime() + 90 * 60 * 1000).toISOString(),
      timeZone: 'America/New_York',
      serviceRegions: ['Brooklyn'],
      jobCount: 2,
      itineraryIDs: [itineraryID],
    });
    expect(await itineraryRow(itineraryID)).toMatchObject({ shiftId: shift.id, userId: a.id });
    // A retry changes nothing: still one shift.
    await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie });
    expect(await upcoming(a.cookie)).toHaveLength(1);
  });

  test('an accepted itinerary joins her shift that covers its start', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    await t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie });
    const itineraryID = await newItinerary([a.id]);
    const shiftStart = (await shiftRow(shiftID))!.startAt;
    await t.db
      .update(itineraries)
      .set({ startAt: new Date(shiftStart.getTime() + 60 * 60 * 1000) })
      .where(eq(itineraries.id, itineraryID));
    await addBrooklynStops(itineraryID, 1);
    expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie })).status).toBe(200);
    expect(await upcoming(a.cookie)).toMatchObject([{ id: shiftID, jobCount: 1, itineraryIDs: [itineraryID] }]);
  });

  test('the demo nurse accepts the demo itinerary offer', async () => {
    const res = await t.call('acceptItineraryOffer', { itineraryID: 'itinerary-offer' }, { cookie: nurse });
    expect(res.status).toBe(200);
    expect(await itineraryRow('itinerary-offer')).toMatchObject({ status: 'accepted', userId: 'user-nurse' });
  });

  test('declining records the reason', async () => {
    const a = await newNurse();
    const itineraryID = await newItinerary([a.id]);
    const notices = await noticesDuring(async () => {
      const res = await t.call('declineItineraryOffer', { itineraryID, reason: 'Too far' }, { cookie: a.cookie });
      expect(res.status).toBe(200);
    });
    expect(notices).toEqual([`shifts/${a.id}`]);
    expect(await itineraryOffer(itineraryID, a.id)).toMatchObject({ status: 'declined', declineReason: 'Too far' });
  });

  test('refusals: not found, no reason, taken', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const itineraryID = await newItinerary([a.id, b.id]);
    const stranger = await newNurse();
    await expectRefusedWithoutWrites(
      () => t.call('acceptItineraryOffer', { itineraryID }, { cookie: stranger.cookie }),
      404,
      'Itinerary offer not found',
    );
    await expectRefusedWithoutWrites(
      () => t.call('declineItineraryOffer', { itineraryID: 'no-such-itinerary', reason: 'x' }, { cookie: a.cookie }),
      404,
      'Itinerary offer not found',
    );
    await expectRefusedWithoutWrites(
      () => t.call('declineItineraryOffer', { itineraryID, reason: ' ' }, { cookie: a.cookie }),
      400,
      'Please give a reason for declining.',
    );
    expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie })).status).toBe(200);
    await expectRefusedWithoutWrites(
      () => t.call('acceptItineraryOffer', { itineraryID }, { cookie: b.cookie }),
      409,
      'Itinerary already accepted by another nurse',
    );
  });

  test('two nurses accepting one itinerary at once: exactly one wins', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const itineraryID = await newItinerary([a.id, b.id]);
    const results = await Promise.all([
      t.call('acceptItineraryOffer', { itineraryID }, { cookie: a.cookie }),
      t.call('acceptItineraryOffer', { itineraryID }, { cookie: b.cookie }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('assignNurseToShift and assignNurseToItinerary (requirements.md 7: success or failure)', () => {
  test('operations assign a nurse nobody offered the shift to; audited; published', async () => {
    const a = await newNurse();
    const offered = await newNurse();
    const shiftID = await newShift([offered.id]);
    const notices = await noticesDuring(async () => {
      const res = await t.call('assignNurseToShift', { shiftID, userID: a.id }, { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    });
    expect([...notices].sort()).toEqual([`shifts/${a.id}`, `shifts/${offered.id}`].sort());
    expect(await shiftRow(shiftID)).toMatchObject({ status: 'accepted', userId: a.id });
    expect(await shiftOffer(shiftID, a.id)).toMatchObject({ status: 'accepted' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, a.id));
    expect(audits).toMatchObject([{ actorId: 'user-admin', action: 'shift.assign', detail: { shiftID } }]);
  });

  test('a shift taken by another nurse answers failure with the rule’s text, writing nothing', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const shiftID = await newShift([a.id]);
    await t.call('acceptShiftOffer', { shiftID }, { cookie: a.cookie });
    const before = await t.snapshot();
    const res = await t.call('assignNurseToShift', { shiftID, userID: b.id }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, message: 'Shift already accepted by another nurse' });
    expect(await t.snapshot()).toEqual(before);
  });

  test('an unknown shift or a person who is not a nurse is not found', async () => {
    const a = await newNurse();
    const shiftID = await newShift([]);
    await expectRefusedWithoutWrites(
      () => t.call('assignNurseToShift', { shiftID: 'no-such-shift', userID: a.id }, { cookie: admin }),
      404,
      'Shift not found',
    );
    await expectRefusedWithoutWrites(
      () => t.call('assignNurseToShift', { shiftID, userID: 'user-prescriber' }, { cookie: admin }),
      404,
      'User not found.',
    );
  });

  test('a retry with the same Idempotency-Key counts once', async () => {
    const a = await newNurse();
    const shiftID = await newShift([a.id]);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.call(
        'assignNurseToShift',
        { shiftID, userID: a.id },
        { cookie: admin, idempotencyKey: 'assign-shift-1' },
      );
      expect(res.body).toEqual({ success: true });
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, a.id));
    expect(audits).toHaveLength(1);
  });

  test('an itinerary: success, then failure for another nurse', async () => {
    const a = await newNurse();
    const b = await newNurse();
    const itineraryID = await newItinerary([]);
    const notices = await noticesDuring(async () => {
      const res = await t.call('assignNurseToItinerary', { itineraryID, userID: a.id }, { cookie: admin });
      expect(res.body).toEqual({ success: true });
    });
    expect(notices).toEqual([`shifts/${a.id}`]);
    expect(await itineraryRow(itineraryID)).toMatchObject({ status: 'accepted', userId: a.id });
    // Assigned, it is on her schedule too.
    expect((await upcoming(a.cookie)).map((s: { itineraryIDs: string[] }) => s.itineraryIDs)).toEqual([[itineraryID]]);
    const res = await t.call('assignNurseToItinerary', { itineraryID, userID: b.id }, { cookie: admin });
    expect(res.body).toEqual({ success: false, message: 'Itinerary already accepted by another nurse' });
    await expectRefusedWithoutWrites(
      () => t.call('assignNurseToItinerary', { itineraryID: 'no-such-itinerary', userID: a.id }, { cookie: admin }),
      404,
      'Itinerary not found',
    );
  });

  test('a nurse cannot assign', async () => {
    const res = await t.call(
      'assignNurseToShift',
      { shiftID: 'shift-offer-2', userID: 'user-nurse' },
      { cookie: nurse },
    );
    expect(res.status).toBe(404);
  });
});

describe('live topics (architecture.md 5)', () => {
  test('a person reads their own shifts/{id}; operations read every nurse’s', () => {
    expect(mayReadTopic({ userId: 'user-nurse', role: 'nurse' }, 'shifts/user-nurse')).toBe(true);
    expect(mayReadTopic({ userId: 'user-nurse', role: 'nurse' }, 'shifts/someone-else')).toBe(false);
    expect(mayReadTopic({ userId: 'user-admin', role: 'admin' }, 'shifts/user-nurse')).toBe(true);
    expect(mayReadTopic({ userId: 'user-packer', role: 'packer' }, 'shifts/user-nurse')).toBe(false);
  });
});
