import { describe, expect, it } from 'vitest';
import { mapsHref } from './maps-link.tsx';

const stop = { location: { address: '120 Court St, Brooklyn, NY', lat: 40.6895, lng: -73.9927 } };
const noAddress = { location: { address: ' ', lat: 40.6895, lng: -73.9927 } };
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/129.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/129.0 Safari/537.36';

describe("mapsHref: the phone's own maps app, directions to the stop", () => {
  it.each([
    ['iPhone: Apple Maps, by car', stop, iPhone, 'maps://?daddr=120%20Court%20St%2C%20Brooklyn%2C%20NY&dirflg=d'],
    ['Android: the maps app she chose', stop, android, 'geo:40.6895,-73.9927?q=120%20Court%20St%2C%20Brooklyn%2C%20NY'],
    [
      'elsewhere: Google Maps in the browser',
      stop,
      desktop,
      'https://www.google.com/maps/dir/?api=1&destination=120%20Court%20St%2C%20Brooklyn%2C%20NY&travelmode=driving',
    ],
    ['no address: the point', noAddress, android, 'geo:40.6895,-73.9927?q=40.6895%2C-73.9927'],
  ])('%s', (_, waypoint, userAgent, href) => {
    expect(mapsHref(waypoint, userAgent)).toBe(href);
  });
});
