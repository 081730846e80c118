/**
 * Addresses become places (ADR 082): the built-in geocoder knows every address the demo seed
 * writes, and geocodeAddress answers a typed address's candidates in words, or none, to the
 * roles that save addresses; it writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtInGeocoder } from '../src/adapters/geocoding/built-in.ts';
import { GeocoderUnavailableError } from '../src/adapters/geocoding/geocoding.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin', 'user-patient', 'user-packer'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

/** Metres between two points (near enough at a city's scale). */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111_320, (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180));

describe('the built-in geocoder knows the demo seed', () => {
  test('every seeded address with a point is placed within 100 m of it; every other seeded address is placed', async () => {
    const rows = await queryRows<{ address: string; lat: number | null; lng: number | null }>(
      t.db,
      sql`select address, home_lat as lat, home_lng as lng from users where address is not null and address <> ''
          union all select address, lat, lng from places
          union all select address, lat, lng from waypoints
          union all select leave_from_address, leave_from_lat, leave_from_lng from nurse_work_settings
            where leave_from_address is not null and leave_from_address <> ''
          union all select address, lat, lng from offices where address <> ''`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const geocoder = builtInGeocoder();
    const misplaced: string[] = [];
    for (const row of rows) {
      const [first] = await geocoder.geocode(row.address);
      if (!first) misplaced.push(`${row.address}: not found`);
      else if (row.lat !== null && row.lng !== null && metres(first.point, { lat: row.lat, lng: row.lng! }) > 100)
        misplaced.push(`${row.address}: ${Math.round(metres(first.point, { lat: row.lat, lng: row.lng! }))} m away`);
    }
    expect(misplaced).toEqual([]);
  });
});

describe('geocodeAddress', () => {
  test.each([
    ['an office', 'user-prescriber'],
    ['an office’s assistant', 'user-assistant'],
    ['a nurse', 'user-nurse'],
    ['operations', 'user-admin'],
  ])('%s finds a demo-area address, in words, at the seed’s point', async (_who, user) => {
    const before = await t.snapshot();
    const res = await t.call('geocodeAddress', { address: '163 Elm Place, Brooklyn' }, { cookie: cookies[user]! });
    expect(res.status).toBe(200);
    expect(res.body.candidates[0]).toEqual({
      label: '163 Elm Pl, Brooklyn, NY',
      point: { lat: 40.68222, lng: -73.99018 },
    });
    expect(await t.snapshot()).toEqual(before);
  });

  test('an address on a demo street the seed never wrote: placed on its street', async () => {
    const res = await t.call(
      'geocodeAddress',
      { address: '75 Court St, Brooklyn' },
      { cookie: cookies['user-prescriber']! },
    );
    expect(res.body.candidates).toEqual([
      { label: '75 Court St, Brooklyn, NY 11201', point: { lat: 40.690539, lng: -73.991548 } },
    ]);
  });

  test.each(['asdf', 'zzzz nowhere', '12 Nowhere Ln, Brooklyn'])('“%s” is placed nowhere', async (address) => {
    const res = await t.call('geocodeAddress', { address }, { cookie: cookies['user-nurse']! });
    expect([res.status, res.body]).toEqual([200, { candidates: [] }]);
  });

  test.each([
    ['an empty address', { address: '  ' }, 'address', 'address: Enter the address.'],
    [
      'a hidden control character',
      { address: '121 Court St\u0000' },
      'address',
      'address: must not contain hidden control characters.',
    ],
    [
      'an address over 300 characters',
      { address: 'a'.repeat(301) },
      'address',
      'address: An address is at most 300 characters.',
    ],
    ['more candidates than 5', { address: '121 Court St', limit: 50 }, 'limit', undefined],
  ])('refuses %s and changes nothing', async (_name, input, field, message) => {
    const before = await t.snapshot();
    const res = await t.call('geocodeAddress', input, { cookie: cookies['user-prescriber']! });
    expect([res.status, res.body.error?.field]).toEqual([400, field]);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['a patient', 'user-patient'],
    ['a packer', 'user-packer'],
  ])('%s, who saves no address with a point, is refused', async (_who, user) => {
    const res = await t.call('geocodeAddress', { address: '121 Court St' }, { cookie: cookies[user]! });
    expect(res.status).toBe(403);
  });
});

test('a nurse still joining (not yet approved) looks up where she leaves from, as her location settings let her', async () => {
  const cookie = await t.sessionCookie('user-pending-nurse');
  const res = await t.call('geocodeAddress', { address: '200 Water St, Brooklyn' }, { cookie });
  expect([res.status, res.body.candidates[0]?.label]).toEqual([200, '200 Water St, Brooklyn, NY 11201']);
});

describe('a geocoder that does not answer', () => {
  test('is said in words, with the way round it; nothing is written', async () => {
    const down = await startTestServer(
      {},
      {
        geocoding: {
          geocode: () => Promise.reject(new GeocoderUnavailableError('status 503')),
        },
      },
    );
    try {
      const cookie = await down.sessionCookie('user-prescriber');
      const before = await down.snapshot();
      const res = await down.call('geocodeAddress', { address: '121 Court St' }, { cookie });
      expect([res.status, res.body.error]).toEqual([
        503,
        {
          code: 'unavailable',
          field: 'address',
          message: 'The address lookup is not answering just now. Try again in a moment, or place a pin.',
        },
      ]);
      expect(await down.snapshot()).toEqual(before);
    } finally {
      await down.close();
    }
  });
});
