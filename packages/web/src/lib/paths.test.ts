import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emailLinkRoutes } from '@sc/domain/auth/email-links';
import { itineraryStepOfPath } from '@sc/domain/contract/page-data';
import { matchLegacyPath } from '@sc/domain/itinerary/legacy-routes';
import { PARTNER_ROOT, isAt, paths, withPartner } from './paths.ts';

describe('route map (requirements.md 2)', () => {
  it.each([
    ['login', paths.login.href(), '/login'],
    ['home', paths.home.href(), '/'],
    ['shift with id', paths.shift.href({ shiftID: 's 1' }), '/shift/s%201'],
    ['optional itinerary id left out', paths.itinerary.href(), '/itinerary'],
    ['optional itinerary id given', paths.itinerary.href({ itineraryID: 'i1' }), '/itinerary/i1'],
    [
      'office settings with one of two optional slugs',
      paths.officeSettings.href({ stepRouteSlug: 'billing' }),
      '/office/settings/billing',
    ],
    ['query string', paths.login.href({}, { redirect: '/profile' }), '/login?redirect=%2Fprofile'],
    ['a param with "/" and "?" stays one segment', paths.shift.href({ shiftID: 'a/b?c' }), '/shift/a%2Fb%3Fc'],
    ['a child route extends its parent', paths.shiftAreaCheck.href({ shiftID: 's1' }), '/shift/s1/area-check'],
    [
      'a step path is already encoded',
      paths.itineraryStep.href({ itineraryID: 'i 1', '*': 'waypoint/w%201' }),
      '/itinerary/i%201/waypoint/w%201',
    ],
    ['an empty step path is the itinerary', paths.itineraryStep.href({ itineraryID: 'i1', '*': '' }), '/itinerary/i1'],
    ['hash', paths.help.href({}, undefined, 'location'), '/help#location'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses a missing required param', () => {
    // @ts-expect-error -- the compiler refuses it too
    expect(() => paths.shift.href()).toThrow('Missing route param shiftID');
  });

  it('declares each pattern once', () => {
    const patterns = Object.values(paths).map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  // Values the URL must carry as one segment, as the router reads it back.
  const hard = 'a/b?c #d%e';
  const sampleParams = (pattern: string): Record<string, string> =>
    Object.fromEntries(
      pattern
        .split('/')
        .filter((segment) => segment.startsWith(':') || segment === '*')
        .map((segment) => (segment === '*' ? ['*', 'step/one'] : [segment.replace(/^:|\?$/g, ''), hard])),
    );
  // matchRoutes is matchPath after the router's own decoding of the URL.
  const paramsOf = (pattern: string, url: string) =>
    matchRoutes(
      [{ path: PARTNER_ROOT, children: [{ path: pattern.slice(1) || undefined, index: pattern === '/' }] }],
      url,
    )?.at(-1)?.params;

  it.each(Object.entries(paths))('%s round-trips through the router', (_name, route) => {
    const params = sampleParams(route.pattern);
    const href = (route.href as (params: Record<string, string>) => string)(params);
    expect(paramsOf(route.pattern, href)).toEqual(params);
    expect(paramsOf(route.pattern, withPartner('acme', href))).toEqual({ partnerName: 'acme', ...params });
    expect(isAt(route, href)).toBe(true);
  });

  it.each([
    ['/login', true],
    ['/acme/login', true],
    ['/acme/login/', true],
    ['/loginx', false],
    ['/help', false],
  ])('isAt(login, %s) is %s', (pathname, expected) => {
    expect(isAt(paths.login, pathname)).toBe(expected);
  });

  it.each([
    [undefined, '/login', '/login'],
    ['acme', '/login', '/acme/login'],
    ['acme', '/', '/acme'],
    ['acme', '/?view=schedule', '/acme?view=schedule'],
  ])('withPartner(%s, %s) -> %s', (partner, path, expected) => {
    expect(withPartner(partner, path)).toBe(expected);
  });
});

describe('the routes the domain knows too', () => {
  it('every page the server may email a link to is a route (ADR 017)', () => {
    const patterns: string[] = Object.values(paths).map((route) => route.pattern);
    expect(emailLinkRoutes.filter((page) => !patterns.includes(page))).toEqual([]);
  });

  it('the server reads an itinerary step URL as the router does (ADR 015)', () => {
    const href = paths.itineraryStep.href({ itineraryID: 'it 1', '*': 'waypoint/wp-1' });
    expect(itineraryStepOfPath(href)).toEqual({ itineraryID: 'it 1', stepPath: 'waypoint/wp-1' });
  });

  it('a legacy itinerary URL is one the domain redirects (requirements.md 2.11)', () => {
    const href = paths.itineraryLegacy.href({ itineraryID: 'it 1', '*': 'waypoint/wp-1/place-details' });
    expect(matchLegacyPath(href)).toEqual({ name: 'place-details', itineraryID: 'it 1', waypointID: 'wp-1' });
  });
});
