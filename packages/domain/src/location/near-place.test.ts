import { describe, expect, it } from 'vitest';
import { FROM_M, NEAR_M, nearPlaceText, shortPlaceName, type KnownPlace } from './near-place.ts';

// One degree of latitude is 111.2 km: 0.001° north is 111 m.
const NORTH_M = 111_195;
const north = (from: { lat: number; lng: number }, meters: number) => ({
  lat: from.lat + meters / NORTH_M,
  lng: from.lng,
});

const atlantic = { name: '625 Atlantic Ave, Brooklyn, NY 11217', lat: 40.6848, lng: -73.9776 };
const lab = { name: 'Riverside Lab', lat: 40.7025, lng: -73.9875 };
const elm = { name: '163 Elm Pl, Brooklyn, NY 11201', lat: 40.6897, lng: -73.9829 };
const places: KnownPlace[] = [atlantic, lab, elm];

describe('nearPlaceText (ADR 083: a position in words, never coordinates)', () => {
  it.each([
    ['on the stop itself', atlantic, 'near 625 Atlantic Ave'],
    ['200 m from a stop', north(elm, 200), 'near 163 Elm Pl'],
    [`just within ${NEAR_M} m`, north(lab, NEAR_M - 5), 'near Riverside Lab'],
    [`just past ${NEAR_M} m: a distance from it`, north(lab, NEAR_M + 60), '0.6 km from Riverside Lab'],
    ['1.2 km away', north(lab, 1_200), '1.2 km from Riverside Lab'],
    [`just within ${FROM_M / 1000} km`, north(lab, FROM_M - 50), '5.0 km from Riverside Lab'],
    [`past ${FROM_M / 1000} km: no place named`, north(lab, FROM_M + 100), null],
  ])('%s', (_, position, expected) => expect(nearPlaceText(position, places)).toBe(expected));

  it('names the nearest of several', () => {
    // Between the Atlantic Ave stop and Elm Pl, closer to Elm Pl.
    expect(nearPlaceText({ lat: 40.6885, lng: -73.9818 }, places)).toBe('near 163 Elm Pl');
  });

  it.each([
    ['no place known', [], null],
    [
      'a place without a name is passed over',
      [{ name: ' ', lat: 40.6848, lng: -73.9776 }, lab],
      '2.1 km from Riverside Lab',
    ],
    ['a place with no valid point is passed over', [{ name: 'Nowhere', lat: Number.NaN, lng: 0 }], null],
  ])('%s', (_, known, expected) => expect(nearPlaceText(atlantic, known as KnownPlace[])).toBe(expected));

  it('says nothing for a position that is not a point', () => {
    expect(nearPlaceText({ lat: Number.NaN, lng: -73.9 }, places)).toBeNull();
    expect(nearPlaceText({ lat: 91, lng: -73.9 }, places)).toBeNull();
  });

  it('never writes a coordinate', () => {
    for (let m = 0; m <= FROM_M; m += 250)
      expect(nearPlaceText(north(atlantic, m), places) ?? '').not.toMatch(/\d+\.\d{3,}/);
  });
});

describe('shortPlaceName', () => {
  it.each([
    ['625 Atlantic Ave, Brooklyn, NY 11217', '625 Atlantic Ave'],
    ['Riverside Lab', 'Riverside Lab'],
    ['  55 Front St ,Brooklyn', '55 Front St'],
  ])('%s -> %s', (name, expected) => expect(shortPlaceName(name)).toBe(expected));
});
