/** The estimate with no routing service: the server's default adapter and the phone's first ETA (requirements.md 7). */
import { describe, expect, test } from 'vitest';
import { distanceMeters } from './deviation.ts';
import { greatCircleDurationMs, ROAD_FACTOR, URBAN_SPEED_KMH } from './great-circle-drive.ts';

const a = { lat: 40.7, lng: -74.0 };
const b = { lat: 40.709, lng: -74.0 };
const c = { lat: 40.709, lng: -73.99 };
const msFor = (meters: number) => Math.round((meters * ROAD_FACTOR) / ((URBAN_SPEED_KMH * 1000) / 3_600_000));

describe('great-circle routing: distance × 1.3 at 30 km/h', () => {
  test.each([
    ['no stops', [], 0],
    ['one stop', [a], 0],
    ['the same place twice', [a, a], 0],
  ])('%s takes no time', (_name, stops, expected) => {
    expect(greatCircleDurationMs(stops)).toBe(expected);
  });

  test('1 km of straight line is 1.3 km of road, 156 s at 30 km/h', () => {
    const oneKmNorth = { lat: a.lat + 1000 / 111_195, lng: a.lng };
    expect(greatCircleDurationMs([a, oneKmNorth])).toBeGreaterThanOrEqual(155_900);
    expect(greatCircleDurationMs([a, oneKmNorth])).toBeLessThanOrEqual(156_100);
  });

  test('legs add up in order', () => {
    expect(greatCircleDurationMs([a, b, c])).toBe(msFor(distanceMeters(a, b) + distanceMeters(b, c)));
  });

  test('invalid coordinates are refused', () => {
    expect(() => greatCircleDurationMs([a, { lat: 91, lng: 0 }])).toThrow(RangeError);
    expect(() => greatCircleDurationMs([{ lat: Number.NaN, lng: 0 }, a])).toThrow(RangeError);
  });
});
