/**
 * The live day and the stability clocks' data (issue 25): the demo nurse's itinerary of the day
 * with its stops, her position and the transit rule's alert, deviation reasons, and a collected
 * SST tube with the catalogue's serum rule; who may read which tubes; every procedure shown audited
 * with its patient.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { auditLog, deviationChecks, itineraries, samples, userLocations } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { startTestServer, testStart, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
let day: string;
let zone: string;
const collectedAt = new Date(testStart().getTime() - 100 * 60_000);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
  const [it] = await t.db.select().from(itineraries).where(eq(itineraries.id, 'itinerary-accepted'));
  zone = it!.timeZone;
  day = toLocalDateKey(it!.startAt.toISOString(), zone);
  await t.db.update(samples).set({ status: 'collected', collectedAt }).where(eq(samples.id, 's-pia-sst'));
  // Far from the first stop (Manhattan), just now: the transit rule judges her ETA.
  await t.db.insert(userLocations).values({ userId: 'user-nurse', lat: 40.758, lng: -73.9855, lastUpdate: t.now() });
  await t.db.insert(deviationChecks).values({
    waypointId: 'wp-pia',
    userId: 'user-nurse',
    name: 'duration',
    reason: 'Patient was late to the door',
  });
});
afterAll(() => t?.close());

describe('getLiveDay', () => {
  test('the day’s itinerary: stops, her position, deviation reasons and the collected tube with its rule', async () => {
    const res = await t.call('getLiveDay', { day, timeZone: zone }, { cookie: admin });
    expect(res.status).toBe(200);
    const it = res.body.itineraries.find((i: { id: string }) => i.id === 'itinerary-accepted');
    expect(it.nurse).toMatchObject({ id: 'user-nurse', name: 'Nora Nightingale' });
    expect(it.position).toMatchObject({ lat: 40.758, lng: -73.9855 });
    expect(it.waypoints.map((w: { id: string }) => w.id)).toEqual(['wp-pia', 'wp-ben', 'wp-lab']);
    expect(it.waypoints[0].deviations).toEqual([
      expect.objectContaining({ kind: 'duration', reason: 'Patient was late to the door' }),
    ]);
    expect(it.waypoints[2].name).toBe('Riverside Lab Drop-off');
    // In Manhattan, far from her Brooklyn stops: named by the nearest lab and how far it is (ADR 083).
    expect(it.near).toBe('1.1 km from Riverside Lab Midtown Drop-off');
    // Each stop has its point, for the map.
    expect(it.waypoints[2].point).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    // The live nurse, 400 m short of the lab she is driving to: named by it, never by coordinates.
    const lena = res.body.itineraries.find((i: { id: string }) => i.id === 'itinerary-live-day');
    expect(lena.near).toBe('near Riverside Lab Drop-off');
    expect(res.body.tileUrl).toBeNull();
    // Hours before Pia's visit: the transit rule says too early.
    expect(it.transit).toMatchObject({ waypointID: 'wp-pia', kind: 'too-early' });
    // Every stop's ETA, chained stop to stop; the first is the transit alert's, each later one after it.
    const etas = it.waypoints.map((w: { etaAt: string | null }) => w.etaAt);
    expect(etas[0]).toBe(it.transit.etaAt);
    expect(etas.every((eta: string | null) => eta !== null)).toBe(true);
    expect([...etas].sort()).toEqual(etas);
    expect(it.specimens).toEqual([
      expect.objectContaining({
        sampleID: 's-pia-sst',
        procedureID: 'proc-pia-panel',
        waypointID: 'wp-pia',
        collectedAt: collectedAt.toISOString(),
        spunAt: null,
        atLabAt: null,
        // No order container for the demo's tube: the catalogue's gold-top serum rule.
        rule: expect.objectContaining({ centrifuge: true, clotMinutes: 30 }),
      }),
    ]);
  });

  test('each procedure shown is audited with its patient', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'getLiveDay'), eq(auditLog.recordId, 'proc-pia-panel')));
    expect(rows[0]).toMatchObject({ actorId: 'user-admin', recordType: 'procedure', subjectUserId: 'user-patient' });
  });

  test('another day has none; a bad zone or day is refused', async () => {
    expect((await t.call('getLiveDay', { day: '2001-01-01' }, { cookie: admin })).body.itineraries).toEqual([]);
    const zoneRes = await t.call('getLiveDay', { day, timeZone: 'Mars/Olympus' }, { cookie: admin });
    expect([zoneRes.status, zoneRes.body.error.message]).toEqual([400, 'timeZone: Unknown time zone']);
    const dayRes = await t.call('getLiveDay', { day: '27/11/2026' }, { cookie: admin });
    expect(dayRes.status).toBe(400);
  });

  test('a nurse gets the answer an unknown function gets', async () => {
    const res = await t.call('getLiveDay', { day }, { cookie: await t.sessionCookie('user-nurse') });
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Unknown function getLiveDay.' });
  });
});

describe('getProcedureSpecimens: the same tubes for the nurse’s steps and the office’s page', () => {
  test.each([
    ['her nurse', 'user-nurse', 1],
    ['the ordering office’s prescriber', 'user-prescriber', 1],
    ['operations', 'user-admin', 1],
    ['another nurse: as if unknown', 'user-home-nurse', 0],
  ])('%s', async (_, caller, count) => {
    const res = await t.call(
      'getProcedureSpecimens',
      { procedureIDs: ['proc-pia-panel', 'no-such-procedure'] },
      { cookie: await t.sessionCookie(caller) },
    );
    expect(res.status).toBe(200);
    expect(res.body.specimens).toHaveLength(count);
    if (count) expect(res.body.specimens[0]).toMatchObject({ sampleID: 's-pia-sst', tube: expect.any(String) });
  });
});

describe('live: a recorded position reaches the live day (architecture.md 5)', () => {
  test('setUserLocation publishes positions/{nurse} when it writes, nothing when it does not', async () => {
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const cookie = await t.sessionCookie('user-home-nurse');
    try {
      const first = await t.call('setUserLocation', { location: { lat: 40.69, lng: -73.99 } }, { cookie });
      expect(first.body).toEqual({ ok: true, written: true });
      await expect.poll(() => notices).toContain('positions/user-home-nurse');
      notices.length = 0;
      const again = await t.call('setUserLocation', { location: { lat: 40.69, lng: -73.99 } }, { cookie });
      expect(again.body).toEqual({ ok: true, written: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(notices).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('a nurse out past midnight (ADR 066)', () => {
  // 00:40 on Sunday in New York: the live nurse checked in at 22:10 on Saturday and is still out.
  let late: TestServer;
  beforeAll(async () => {
    late = await startTestServer({}, undefined, new ManualClock(new Date('2026-11-29T00:40:00-05:00')));
  });
  afterAll(() => late?.close());

  const idsOn = async (day: string) => {
    const res = await late.call(
      'getLiveDay',
      { day, timeZone: 'America/New_York' },
      { cookie: await late.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
    return res.body.itineraries.map((i: { id: string }) => i.id);
  };

  test('is on today’s live day as well as on the day her itinerary started', async () => {
    expect(await idsOn('2026-11-29')).toContain('itinerary-live-day');
    expect(await idsOn('2026-11-28')).toContain('itinerary-live-day');
  });

  test('an itinerary of yesterday that is not in progress stays on its own day', async () => {
    await late.db.update(itineraries).set({ status: 'done' }).where(eq(itineraries.id, 'itinerary-live-day'));
    expect(await idsOn('2026-11-29')).not.toContain('itinerary-live-day');
    expect(await idsOn('2026-11-28')).toContain('itinerary-live-day');
  });
});
