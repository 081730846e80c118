/**
 * When the demo's days happen (ADR 066): every seeded day and time is counted from the seed's `now`
 * in the zone of the region or office it belongs to, so the demo reads true whatever instant the
 * product starts at: "tomorrow" is tomorrow there, a shift in progress holds now, and a shift
 * starting within 24 hours starts at an hour its nurse works.
 */
import { localDateKeyAfter, localWallTime } from '@sc/domain/format/zoned-days';

export interface DemoDays {
  /** The local date `days` from `now`'s in the zone: 0 today, 1 tomorrow, -1 yesterday. */
  day(days: number): string;
  /** The instant of wall time "HH:MM" on a local date in the zone. */
  at(day: string, hhmm: string): Date;
}

export function demoDays(now: Date, timeZone: string): DemoDays {
  return {
    day: (days) => localDateKeyAfter(now, days, timeZone),
    at: (day, hhmm) => localWallTime(day, hhmm, timeZone),
  };
}

/** The demo nurse's working hours (seed-nurse-settings.ts: weekdays 8:00-17:00): her shift stays inside them. */
export const DEMO_NURSE_HOURS = { start: '08:00', end: '17:00' } as const;
/** The latest her shift starts, so its visits keep to their orders' windows (seed-itinerary.ts). */
const LATEST_SHIFT_START = '11:00';
/** At least this long before it starts: operations' live day sees her hours before Pia's visit, too early to drive. */
const SHIFT_LEAD_MS = 2 * 3_600_000;
const QUARTER_HOUR = 15 * 60_000;

/**
 * The demo nurse's accepted shift (README: "starting within 24 hours", check-in's window): this
 * morning at 8:00, or at the first quarter hour two hours from now if later, while two hours from
 * now is 11:00 or earlier; else 8:00 tomorrow, at most 23 hours on (24, less a moment, on the 25-hour night the clocks go
 * back). It ends at 17:00, the end of her hours.
 */
export function demoShiftHours(now: Date, timeZone: string): { start: Date; end: Date; day: string } {
  const days = demoDays(now, timeZone);
  const today = days.day(0);
  const earliest = now.getTime() + SHIFT_LEAD_MS;
  if (earliest <= days.at(today, LATEST_SHIFT_START).getTime()) {
    const start = new Date(
      Math.max(days.at(today, DEMO_NURSE_HOURS.start).getTime(), Math.ceil(earliest / QUARTER_HOUR) * QUARTER_HOUR),
    );
    return { start, end: days.at(today, DEMO_NURSE_HOURS.end), day: today };
  }
  const tomorrow = days.day(1);
  return {
    start: days.at(tomorrow, DEMO_NURSE_HOURS.start),
    end: days.at(tomorrow, DEMO_NURSE_HOURS.end),
    day: tomorrow,
  };
}
