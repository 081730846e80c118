import { describe, expect, it } from 'vitest';
import { paths, withPartner } from './paths.ts';

describe('route map (SPEC.md 2)', () => {
  it.each([
    ['login', paths.login.href(), '/login'],
    ['home', paths.home.href(), '/'],
    ['shift with id', paths.shift.href({ shiftID: 's 1' }), '/shift/s%201'],
    ['optional itinerary id left out', paths.itinerary.href(), '/itinerary'],
    ['optional itinerary id given', paths.itinerary.href({ itineraryID: 'i1' }), '/itinerary/i1'],
    ['office settings with one of two optional slugs', paths.officeSettings.href({ stepRouteSlug: 'billing' }), '/office/settings/billing'],
    ['query string', paths.login.href({}, { redirect: '/profile' }), '/login?redirect=%2Fprofile'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses a missing required param', () => {
    expect(() => paths.shift.href()).toThrow('Missing route param shiftID');
  });

  it.each([
    [undefined, '/login', '/login'],
    ['acme', '/login', '/acme/login'],
    ['acme', '/', '/acme'],
  ])('withPartner(%s, %s) -> %s', (partner, path, expected) => {
    expect(withPartner(partner, path)).toBe(expected);
  });
});
