/**
 * setUserLocation (requirements.md 7: users/{id}/location/current with coordinates and lastUpdate): the
 * caller's location, written only after 5 minutes or a move over 100 m (requirements.md 5, 9).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows, startTestServer, testStart, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
let packer: string;

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  packer = await t.sessionCookie('user-packer');
});
afterAll(() => t?.close());

const HOME = { lat: 40.6895, lng: -73.9927 };
/** About `m` metres north of HOME (a degree of latitude is about 111 km). */
const north = (m: number) => ({ lat: HOME.lat + m / 111_195, lng: HOME.lng });
const start = testStart().getTime() - 3_600_000;
/** An ISO time `minutes` after the start (an hour ago). */
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();

async function stored(userId: string) {
  return queryRows<{ lat: number; lng: number; last_update: string }>(
    t.db,
    sql`select lat, lng, last_update::text from user_locations where user_id = ${userId}`,
  );
}

async function send(location: { lat: number; lng: number }, minutes: number, cookie = nurse) {
  const res = await t.call('setUserLocation', { location, at: at(minutes) }, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.written as boolean;
}

describe('setUserLocation (requirements.md 5, 7, 9)', () => {
  test('the first fix is written with its coordinates and lastUpdate', async () => {
    expect(await send(HOME, 0)).toBe(true);
    const [row] = await stored('user-nurse');
    expect(row).toMatchObject(HOME);
    expect(new Date(row!.last_update).toISOString()).toBe(at(0));
  });

  test.each([
    ['the same fix again', HOME, 0],
    ['4 minutes later, 50 m away', north(50), 4],
    ['4 minutes 59 seconds later, 99 m away', north(99), 4.98],
  ])('requirements.md 9: %s is not written, and nothing changes', async (_, location, minutes) => {
    const before = await t.snapshot();
    expect(await send(location, minutes)).toBe(false);
    expect(await t.snapshot()).toEqual(before);
  });

  test('requirements.md 9: a move over 100 m is written at once', async () => {
    expect(await send(north(150), 2)).toBe(true);
    expect((await stored('user-nurse'))[0]).toMatchObject(north(150));
  });

  test('requirements.md 9: 5 minutes (300000 ms) after the last write, the same place is written again', async () => {
    expect(await send(north(150), 6.99)).toBe(false);
    expect(await send(north(150), 7)).toBe(true);
    expect(new Date((await stored('user-nurse'))[0]!.last_update).toISOString()).toBe(at(7));
  });

  test('a packer shares theirs too; each caller writes only their own (requirements.md 2.9, 6)', async () => {
    expect(await send(HOME, 10, packer)).toBe(true);
    expect((await stored('user-packer'))[0]).toMatchObject(HOME);
    expect((await stored('user-nurse'))[0]).toMatchObject(north(150));
  });

  test('a retry with its Idempotency-Key answers as the first did', async () => {
    const input = { location: north(400), at: at(12) };
    const first = await t.call('setUserLocation', input, { cookie: nurse, idempotencyKey: 'location-key-1' });
    const retry = await t.call('setUserLocation', input, { cookie: nurse, idempotencyKey: 'location-key-1' });
    expect(first.body).toEqual({ ok: true, written: true });
    expect(retry.body).toEqual(first.body);
  });

  test.each([
    [
      'a time in the future',
      { location: HOME, at: new Date(testStart().getTime() + 3_600_000).toISOString() },
      'The time of this step is not valid: check your phone’s clock.',
    ],
    [
      'a time older than two days',
      { location: HOME, at: new Date(testStart().getTime() - 49 * 3_600_000).toISOString() },
      'The time of this step is not valid: check your phone’s clock.',
    ],
  ])('%s is refused, writing nothing', async (_, input, message) => {
    const before = await t.snapshot();
    const res = await t.call('setUserLocation', input, { cookie: nurse });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message, field: 'at' });
    expect(await t.snapshot()).toEqual(before);
  });

  test('a latitude outside -90..90 is refused naming it', async () => {
    const res = await t.call('setUserLocation', { location: { lat: 91, lng: 0 } }, { cookie: nurse });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('location.lat');
  });
});
