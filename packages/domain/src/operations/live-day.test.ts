import { describe, expect, it } from 'vitest';
import { greatCircleDurationMs } from '../field-checks/great-circle-drive.ts';
import { liveEtas, liveTransit, positionAge, STOP_DWELL_MINUTES, type LiveStop } from './live-day.ts';

const NOW = new Date('2030-06-03T14:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
// She stands on the stop: the drive is 0, so the ETA is now.
const here = { lat: 40.69, lng: -73.99, lastUpdate: at(-2) };
const stop = (scheduledIn: number, status: LiveStop['status'] = 'pending'): LiveStop => ({
  id: 'wp-1',
  status,
  lat: here.lat,
  lng: here.lng,
  scheduledStartAt: at(scheduledIn),
});

describe('liveTransit: requirements.md 4 transit rule on the next open stop, from her last position', () => {
  it.each([
    ['more than 2 hours early: too early', 121, 'too-early'],
    ['more than 20 minutes early: early', 21, 'early'],
    ['within 20 minutes: none', 20, null],
    ['up to 30 minutes late: late', -30, 'late'],
    ['more than 30 minutes late: too late', -31, 'too-late'],
  ] as const)('%s', (_, scheduledIn, kind) => {
    expect(liveTransit([stop(scheduledIn)], here, NOW)?.kind ?? null).toBe(kind);
  });

  it.each([
    ['she is at the stop', [stop(-60, 'at-waypoint')], here],
    ['every stop is complete', [stop(-60, 'complete')], here],
    ['no position', [stop(-60)], null],
    ['a position older than 30 minutes', [stop(-60)], { ...here, lastUpdate: at(-31) }],
  ] as const)('no alert when %s', (_, stops, position) => {
    expect(liveTransit(stops, position, NOW)).toBeNull();
  });

  it('judges the first stop not complete, with the requirements.md 8 texts', () => {
    const alert = liveTransit([stop(-90, 'complete'), { ...stop(-45), id: 'wp-2' }], here, NOW);
    expect(alert).toEqual({
      waypointID: 'wp-2',
      kind: 'too-late',
      etaAt: NOW.toISOString(),
      message: 'You will arrive about 45 minutes after the scheduled start. Please contact support immediately.',
    });
  });
});

describe('positionAge', () => {
  it.each([
    [0, 'just now'],
    [1, '1 minute ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [150, '2 hours ago'],
  ])('%i minutes -> %s', (minutes, text) => expect(positionAge(at(-minutes), NOW)).toBe(text));
});

describe('liveEtas: each stop’s estimated arrival, chained from her last position (issue 25)', () => {
  // Three stops about 1.1 km apart going north: each drive is the great-circle default's.
  const a = { ...stop(30), id: 'a', lat: 40.7 };
  const b = { ...stop(30), id: 'b', lat: 40.71 };
  const c = { ...stop(240), id: 'c', lat: 40.72 };
  const drive = (p: { lat: number; lng: number }, q: { lat: number; lng: number }) => greatCircleDurationMs([p, q]);
  const dwell = STOP_DWELL_MINUTES * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const t0 = NOW.getTime();

  it.each<[string, LiveStop[], typeof here | null, Record<string, string | null>]>([
    [
      'she waits for a stop’s scheduled start, stays, and drives on',
      [a, b, c],
      here,
      {
        a: iso(t0 + drive(here, a)),
        // Arrived before a's start (30 min): she leaves a at its start plus the stay.
        b: iso(Date.parse(a.scheduledStartAt) + dwell + drive(a, b)),
        c: iso(
          Math.max(Date.parse(a.scheduledStartAt) + dwell + drive(a, b), Date.parse(b.scheduledStartAt)) +
            dwell +
            drive(b, c),
        ),
      },
    ],
    [
      'complete stops have none; the chain starts at the next open one',
      [{ ...a, status: 'complete' }, b],
      here,
      { a: null, b: iso(t0 + drive(here, b)) },
    ],
    [
      'at a stop she stays, then drives to the next',
      [{ ...a, status: 'at-waypoint' }, b],
      here,
      { a: null, b: iso(t0 + dwell + drive(a, b)) },
    ],
    ['no position: none', [a, b], null, { a: null, b: null }],
    ['a stale position: none', [a, b], { ...here, lastUpdate: at(-31) }, { a: null, b: null }],
  ])('%s', (_, stops, position, expected) => {
    expect(Object.fromEntries(liveEtas(stops, position, NOW))).toEqual(expected);
  });

  it('the next stop’s ETA is the transit alert’s', () => {
    const late = { ...a, scheduledStartAt: at(-45) };
    expect(liveEtas([late, b], here, NOW).get('a')).toBe(liveTransit([late, b], here, NOW)?.etaAt);
  });
});
