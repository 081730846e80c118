/**
 * Every offer ends (ADR 074, architecture.md 11 invariant 5): withdrawn when another nurse takes
 * its work or the work is canceled, expired (no-response) when the work begins unanswered. Her phone
 * stops listing it at that instant, a late answer is refused and writes nothing, and the
 * `offers.end` sweep writes the end. The clock is a ManualClock the test moves.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itineraries, itineraryOffers, shiftOffers, shifts, users } from '../src/db/schema.ts';
import { jobSchedules } from '../src/jobs/handlers.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { queryRows, startTestServer, testStart, type TestServer } from './harness.ts';

const HOUR = 60 * 60_000;
const clock = new ManualClock(testStart());
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, {}, clock);
});
afterAll(() => t?.close());

let made = 0;
async function nurse(): Promise<{ id: string; cookie: string }> {
  const id = `ending-nurse-${++made}`;
  await t.db.insert(users).values({
    id,
    email: `${id}@offers.test`,
    role: 'nurse',
    status: 'approved',
    firstName: 'Ending',
    lastName: 'Nurse',
  });
  return { id, cookie: await t.sessionCookie(id) };
}

/** An open itinerary starting `hours` from the clock's now, offered to these nurses. */
async function itineraryOffered(hours: number, to: string[]): Promise<string> {
  const id = `ending-itinerary-${++made}`;
  const startAt = new Date(clock.now().getTime() + hours * HOUR);
  await t.db.insert(itineraries).values({ id, status: 'open', startAt, timeZone: 'America/New_York' });
  await t.db
    .insert(itineraryOffers)
    .values(to.map((userId) => ({ itineraryId: id, userId, status: 'offered' as const, earningsCents: 7000 })));
  return id;
}

async function shiftOffered(hours: number, to: string[]): Promise<string> {
  const id = `ending-shift-${++made}`;
  const startAt = new Date(clock.now().getTime() + hours * HOUR);
  await t.db.insert(shifts).values({
    id,
    status: 'open',
    startAt,
    endAt: new Date(startAt.getTime() + 4 * HOUR),
    timeZone: 'America/New_York',
    baseEarningsCents: 12000,
  });
  await t.db.insert(shiftOffers).values(to.map((userId) => ({ shiftId: id, userId, status: 'offered' as const })));
  return id;
}

const offeredIds = async (cookie: string) =>
  ((await t.call('getShiftsOffered', { limit: 50 }, { cookie })).body.offers as { id: string }[]).map((o) => o.id);

const itineraryOfferStatus = async (itineraryId: string, userId: string) =>
  (
    await t.db
      .select({ status: itineraryOffers.status })
      .from(itineraryOffers)
      .where(and(eq(itineraryOffers.itineraryId, itineraryId), eq(itineraryOffers.userId, userId)))
  )[0]?.status;

const shiftOfferStatus = async (shiftId: string, userId: string) =>
  (
    await t.db
      .select({ status: shiftOffers.status })
      .from(shiftOffers)
      .where(and(eq(shiftOffers.shiftId, shiftId), eq(shiftOffers.userId, userId)))
  )[0]?.status;

/** Runs the offers sweep now, as the schedule would. */
async function sweep(): Promise<void> {
  await enqueueJob(t.db, 'offers.end', {}, { key: `offers-end-test-${++made}` });
  await t.server.jobs!.drain();
}

describe('an offer ends', () => {
  test('the sweep runs every quarter hour with the other periodic jobs', () => {
    expect(jobSchedules).toContainEqual({ kind: 'offers.end', everyMs: 15 * 60_000 });
  });

  test('when one nurse accepts, the others’ offers are withdrawn at once, and a late answer says so', async () => {
    const [ada, bo, cy] = [await nurse(), await nurse(), await nurse()];
    const id = await itineraryOffered(30, [ada.id, bo.id, cy.id]);
    await t.call('declineItineraryOffer', { itineraryID: id, reason: 'Too far' }, { cookie: cy.cookie });
    expect(await offeredIds(bo.cookie)).toContain(id);
    expect((await t.call('acceptItineraryOffer', { itineraryID: id }, { cookie: ada.cookie })).status).toBe(200);
    expect(await itineraryOfferStatus(id, bo.id)).toBe('withdrawn');
    expect(await itineraryOfferStatus(id, cy.id)).toBe('declined');
    expect(await offeredIds(bo.cookie)).not.toContain(id);
    const before = await t.snapshot();
    const late = await t.call('declineItineraryOffer', { itineraryID: id, reason: 'Busy' }, { cookie: bo.cookie });
    expect([late.status, late.body.error.message]).toEqual([409, 'Itinerary offer was withdrawn']);
    expect(await t.snapshot()).toEqual(before);
  });

  test('an itinerary offer unanswered when its work begins expires: hidden, refused, then written', async () => {
    const [ada, bo] = [await nurse(), await nurse()];
    const id = await itineraryOffered(2, [ada.id, bo.id]);
    expect(await offeredIds(ada.cookie)).toContain(id);
    clock.advance(2 * HOUR - 1);
    expect(await offeredIds(ada.cookie)).toContain(id);
    clock.advance(1);
    expect(await offeredIds(ada.cookie)).not.toContain(id);
    const before = await t.snapshot();
    const late = await t.call('acceptItineraryOffer', { itineraryID: id }, { cookie: ada.cookie });
    expect([late.status, late.body.error.message]).toEqual([409, 'Itinerary offer expired without a response']);
    expect(await t.snapshot()).toEqual(before);
    await sweep();
    expect([await itineraryOfferStatus(id, ada.id), await itineraryOfferStatus(id, bo.id)]).toEqual([
      'no-response',
      'no-response',
    ]);
  });

  test('a shift offer expires the same way', async () => {
    const ada = await nurse();
    const id = await shiftOffered(1, [ada.id]);
    clock.advance(HOUR);
    expect(await offeredIds(ada.cookie)).not.toContain(id);
    const late = await t.call('acceptShiftOffer', { shiftID: id }, { cookie: ada.cookie });
    expect([late.status, late.body.error.message]).toEqual([409, 'Shift offer expired without a response']);
    await sweep();
    expect(await shiftOfferStatus(id, ada.id)).toBe('no-response');
  });

  test('work canceled by operations withdraws its open offers; work not yet begun keeps them', async () => {
    const ada = await nurse();
    const canceled = await itineraryOffered(5, [ada.id]);
    const later = await itineraryOffered(6, [ada.id]);
    await t.db.update(itineraries).set({ status: 'canceled' }).where(eq(itineraries.id, canceled));
    await sweep();
    expect(await itineraryOfferStatus(canceled, ada.id)).toBe('withdrawn');
    expect(await itineraryOfferStatus(later, ada.id)).toBe('offered');
    expect(await offeredIds(ada.cookie)).toEqual(expect.arrayContaining([later]));
  });

  test('the sweep reads open offers by an index of their own', async () => {
    const indexes = await queryRows<{ indexname: string }>(
      t.db,
      sql`select indexname from pg_indexes where indexname in ('shift_offers_open', 'itinerary_offers_open')`,
    );
    expect(indexes.map((r) => r.indexname).sort()).toEqual([
      'itinerary_offers_open',
      'shift_offers_open',
    ]);
  });
});
