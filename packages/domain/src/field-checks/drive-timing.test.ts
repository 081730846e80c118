import { describe, expect, it } from 'vitest';
import {
  formatDriveDuration,
  formatEta,
  formatTimeToLeave,
  leaveAtMs,
  toDriveMinutes,
  toEstimateOrigin,
} from './drive-timing.ts';

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

describe('formatEta (requirements.md 4: ETA is the driving estimate plus now; requirements.md 7 estimate in milliseconds)', () => {
  const rows: [string, number, string, string][] = [
    ['14 min from 10:28 AM', 14 * MIN, ZONE, 'ETA 10:42 AM \u00b7 14 min'],
    ['across noon', 95 * MIN, ZONE, 'ETA 12:03 PM \u00b7 1 h 35 min'],
    ["in the stop's zone, not the phone's", 14 * MIN, 'America/Los_Angeles', 'ETA 7:42 AM \u00b7 14 min'],
  ];
  it.each(rows)('%s', (_, estimate, zone, expected) => expect(formatEta(NOW, estimate, zone)).toBe(expected));
});

describe('toDriveMinutes: the one rule for minutes (card, alert, ETA, time to leave)', () => {
  const rows: [string, number, number][] = [
    ['no drive at all', 0, 0],
    ['any drive is at least a minute', 1, 1],
    ['nearest minute, down', 14 * MIN + 29_999, 14],
    ['nearest minute, up', 14 * MIN + 30_000, 15],
  ];
  it.each(rows)('%s', (_, ms, minutes) => expect(toDriveMinutes(ms)).toBe(minutes));
  it('agrees with the ETA: 14 min 40 s from 10:28 AM reads 10:43 AM and 15 min', () =>
    expect(formatEta(NOW, 14 * MIN + 40_000, ZONE)).toBe('ETA 10:43 AM \u00b7 15 min'));
});

describe('toEstimateOrigin (the card and the alert ask from the same place)', () => {
  it('rounds to three decimals of a degree', () =>
    expect(toEstimateOrigin({ lat: 37.82912, lng: -122.41864 })).toEqual({ lat: 37.829, lng: -122.419 }));
});

describe('time to leave (issue 13: the transit alerts add the time to leave)', () => {
  const start = Date.UTC(2025, 0, 15, 17, 0); // 12:00 PM in New York
  it('is the scheduled start minus the driving estimate', () =>
    expect(leaveAtMs(new Date(start).toISOString(), 25 * MIN)).toBe(start - 25 * MIN));
  it('counts the minutes she reads: a 20 s drive ("1 min") leaves a minute before, not at the start', () =>
    expect(leaveAtMs(start, 20_000)).toBe(start - MIN));
  it('a 14 min 40 s drive ("15 min") leaves 15 minutes before', () =>
    expect(leaveAtMs(start, 14 * MIN + 40_000)).toBe(start - 15 * MIN));

  const rows: [string, number, string][] = [
    ['requirements.md 4 too early / early: a clock time ahead', 25 * MIN, 'Time to leave: 11:35 AM'],
    ['requirements.md 4 late: the moment has passed', 120 * MIN, 'Time to leave: now'],
    ['exactly now is now', 92 * MIN, 'Time to leave: now'],
  ];
  it.each(rows)('%s', (_, estimate, expected) => expect(formatTimeToLeave(NOW, start, estimate, ZONE)).toBe(expected));
});
