import { describe, expect, it } from 'vitest';
import { instantOfWallSeconds, wallSecondsOfDay } from './dates.ts';

const NY = 'America/New_York';
const H = 3600;

describe('wall-clock seconds of a local day (ADR 049): 08:00 is 28,800 whatever the day’s length', () => {
  it.each<[string, string, string, number]>([
    ['an ordinary day', '2026-11-30', '2026-11-30T08:00:00-05:00', 8 * H],
    ['the night the clocks go back (25 hours): 08:00 EST', '2026-11-01', '2026-11-01T08:00:00-05:00', 8 * H],
    ['that night, 01:30 the first time (EDT)', '2026-11-01', '2026-11-01T01:30:00-04:00', 1.5 * H],
    ['the night the clocks go forward (23 hours): 08:00 EDT', '2027-03-14', '2027-03-14T08:00:00-04:00', 8 * H],
    ['the evening before counts below zero', '2026-11-30', '2026-11-29T22:00:00-05:00', -2 * H],
    ['the next morning counts past a day', '2026-11-30', '2026-12-01T01:00:00-05:00', 25 * H],
    ['seconds are kept', '2026-11-30', '2026-11-30T08:00:30-05:00', 8 * H + 30],
    ['another zone', '2026-11-01', '2026-11-01T08:00:00-08:00', 8 * H],
  ])('%s', (_, day, iso, seconds) => {
    const zone = iso.endsWith('-08:00') ? 'America/Los_Angeles' : NY;
    expect(wallSecondsOfDay(Date.parse(iso), day, zone)).toBe(seconds);
    expect(new Date(instantOfWallSeconds(day, seconds, zone)).toISOString()).toBe(new Date(iso).toISOString());
  });

  it('elapsed time since midnight is not it: 08:00 on the night the clocks go back is 9 hours on', () => {
    const midnight = Date.parse('2026-11-01T00:00:00-04:00');
    const eight = instantOfWallSeconds('2026-11-01', 8 * H, NY);
    expect((eight - midnight) / 1000).toBe(9 * H);
  });
});
