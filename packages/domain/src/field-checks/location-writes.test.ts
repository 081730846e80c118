import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, distanceMeters, type LatLng } from './deviation.ts';
import {
  CURRENT_POSITION_OPTIONS,
  WATCH_POSITION_OPTIONS,
  shouldWriteLocation,
  type LocationFix,
} from './location-writes.ts';

const HOME: LatLng = { lat: 40.7128, lng: -74.006 };
const T0 = Date.UTC(2025, 0, 15, 14, 0, 0);
const MIN = 60_000;
function north(from: LatLng, meters: number): LatLng {
  return { lat: from.lat + (meters / EARTH_RADIUS_M) * (180 / Math.PI), lng: from.lng };
}
const last: LocationFix = { ...HOME, timestamp: T0 };
const fix = (meters: number, afterMs: number): LocationFix => ({ ...north(HOME, meters), timestamp: T0 + afterMs });

describe('shouldWriteLocation (requirements.md 5/9: written only after 5 minutes (300000 ms) or a move over 100 m)', () => {
  const rows: [string, LocationFix | null, LocationFix, boolean][] = [
    ['design: no record yet -> write', null, fix(0, 0), true],
    ['requirements.md 9: same place, 1 min later -> skip', last, fix(0, MIN), false],
    ['requirements.md 9: same place, 299999 ms later -> skip', last, fix(0, 299_999), false],
    ['requirements.md 9: same place, exactly 300000 ms later -> write', last, fix(0, 300_000), true],
    ['requirements.md 9: same place, 10 min later -> write', last, fix(0, 10 * MIN), true],
    ['requirements.md 9: 99 m away, 1 min later -> skip', last, fix(99, MIN), false],
    ['requirements.md 9: 99.999 m away -> skip (not over 100 m)', last, fix(99.999, MIN), false],
    ['requirements.md 9: 100.001 m away, 1 s later -> write', last, fix(100.001, 1000), true],
    ['requirements.md 9: 2 km away, same instant -> write', last, fix(2000, 0), true],
    ['design: earlier fix (clock skew) at the same place -> skip', last, fix(0, -10 * MIN), false],
    ['design: earlier fix (clock skew) 500 m away -> write', last, fix(500, -10 * MIN), true],
    [
      'requirements.md 3: lastUpdate as ISO strings works the same',
      { ...HOME, timestamp: new Date(T0).toISOString() },
      { ...HOME, timestamp: new Date(T0 + 6 * MIN).toISOString() },
      true,
    ],
  ];
  it.each(rows)('%s', (_, previous, next, expected) => expect(shouldWriteLocation(previous, next)).toBe(expected));

  const lat = fc.double({ min: -60, max: 60, noNaN: true });
  const lng = fc.double({ min: -179, max: 179, noNaN: true });
  const elapsed = fc.integer({ min: 0, max: 60 * MIN });

  it('property: true whenever either threshold is passed, false when neither is', () =>
    fc.assert(
      fc.property(lat, lng, lat, lng, elapsed, (lat1, lng1, lat2, lng2, ms) => {
        const a: LocationFix = { lat: lat1, lng: lng1, timestamp: T0 };
        const b: LocationFix = { lat: lat2, lng: lng2, timestamp: T0 + ms };
        const passed = ms >= 300_000 || distanceMeters(a, b) > 100;
        expect(shouldWriteLocation(a, b)).toBe(passed);
      }),
    ));

  it('property: any move over 100 m is written however soon; any fix 5+ minutes later however near', () =>
    fc.assert(
      fc.property(
        fc.double({ min: 100.01, max: 50_000, noNaN: true }),
        fc.integer({ min: 0, max: 299_999 }),
        (m, ms) => {
          expect(shouldWriteLocation(last, fix(m, ms))).toBe(true);
          expect(shouldWriteLocation(last, fix(m / 1000, 300_000 + ms))).toBe(true);
        },
      ),
    ));
});

describe('geolocation options (requirements.md 7: watch timeout 30 s non-high accuracy; one-off high accuracy timeout 5 s)', () => {
  it.each([
    ['requirements.md 7: watch', WATCH_POSITION_OPTIONS, { enableHighAccuracy: false, timeout: 30_000 }],
    ['requirements.md 7: one-off', CURRENT_POSITION_OPTIONS, { enableHighAccuracy: true, timeout: 5_000 }],
  ])('%s', (_, options, expected) => {
    expect(options).toEqual(expected);
    expect(Object.isFrozen(options)).toBe(true);
  });
});
