/**
 * The viewer's locale and time zone, as the browser reports them: dates and times on screen are
 * written in these (issue 27), through domain/format/local-dates.
 */
import { toLocalDateKey } from '@sc/domain/format/dates';
import { now as productNow } from './clock.ts';

/** A BCP 47 tag, "en-US"; en-US when the browser names none. */
export function viewerLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.languages?.[0]) || 'en-US';
}

/** An IANA zone, "America/New_York"; UTC when the browser names none. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's calendar date in the viewer's zone, "2026-11-27". */
export function viewerToday(now: number = productNow()): string {
  return toLocalDateKey(now, viewerTimeZone());
}
