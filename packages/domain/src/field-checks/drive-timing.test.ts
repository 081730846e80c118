import { describe, expect, it } from 'vitest';
import { formatDriveDuration, formatEta, formatTimeToLeave, leaveAtMs } from './drive-timing.ts';

const MIN = 60_000;
const ZONE = 'America/New_York';
/** 10:28 AM in New York (EST, UTC-5). */
const NOW = Date.UTC(2025, 0, 15, 15, 28);

describe('formatDriveDuration (issue 13: "ETA 10:42 · 14 min")', () => {
  const rows: [string, number, string][] = [
    ['no drive at all', 0, '0 min'],
    ['20 seconds is never "0 min"', 20_000, '1 min'],
    ['14 minutes', 14 * MIN, '14 min'],
    ['14 min 29 s rounds down', 14 * MIN + 29_000, '14 min'],
    ['14 min 30 s rounds up', 14 * MIN + 30_000, '15 min'],
    ['one hour', 60 * MIN, '1 h'],
    ['one hour five', 65 * MIN, '1 h 5 min'],
  ];
  it.each(rows)('%s', (_, ms, expected) => expect(formatDriveDuration(ms)).toBe(expected));
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('design: %s throws a RangeError', (ms) =>
    expect(() => formatDriveDuration(ms)).toThrow(RangeError),
  );
});

describe('formatEta (SPEC 4: ETA is the driving estimate plus now; SPEC 7 estimate in milliseconds)', () => {
  const rows: [string, number, string, string][] = [
    ['14 min from 10:28 AM', 14 * MIN, ZONE, 'ETA 10:42 AM \u00b7 14 min'],
    ['across noon', 95 * MIN, ZONE, 'ETA 12:03 PM \u00b7 1 h 35 min'],
    ["in the stop's zone, not the phone's", 14 * MIN, 'America/Los_Angeles', 'ETA 7:42 AM \u00b7 14 min'],
  ];
  it.each(rows)('%s', (_, estimate, zone, expected) => expect(formatEta(NOW, estimate, zone)).toBe(expected));
});

describe('time to leave (issue 13: the transit alerts add the time to leave)', () => {
  const start = Date.UTC(2025, 0, 15, 17, 0); // 12:00 PM in New York
  it('is the scheduled start minus the driving estimate', () =>
    expect(leaveAtMs(new Date(start).toISOString(), 25 * MIN)).toBe(start - 25 * MIN));

  const rows: [string, number, string][] = [
    ['SPEC 4 too early / early: a clock time ahead', 25 * MIN, 'Time to leave: 11:35 AM'],
    ['SPEC 4 late: the moment has passed', 120 * MIN, 'Time to leave: now'],
    ['exactly now is now', 92 * MIN, 'Time to leave: now'],
  ];
  it.each(rows)('%s', (_, estimate, expected) => expect(formatTimeToLeave(NOW, start, estimate, ZONE)).toBe(expected));
});
