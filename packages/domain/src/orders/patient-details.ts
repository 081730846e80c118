/**
 * What an office enters about a new patient (issue 14, requirements.md 3: info dateOfBirth, phone,
 * address with timeZone): the visit is planned in the patient's time zone.
 */
import { PHONE_REFUSAL, phoneNumberOf } from '../auth/phone-number.ts';
import { toLocalDateKey } from '../format/dates.ts';
import { isCalendarDate } from './order-request.ts';

export const PATIENT_REFUSALS = {
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD.',
  futureBirth: 'The date of birth cannot be in the future.',
  ancientBirth: 'Check the year: the date of birth is more than 130 years ago.',
  timeZone: 'Choose the patient’s time zone.',
} as const;

/** The oldest age a patient's date of birth may give. */
export const OLDEST_AGE_YEARS = 130;

/**
 * The US time zones an office, a patient or a region picks from; screens name them as people do
 * (format/local-dates' timeZoneName: "Eastern Time", "Mountain Standard Time" for Phoenix).
 */
export const US_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** The zones a form offers: the US ones, and the record's own zone when it is another, so it stays a choice. */
export function timeZoneChoices(current: string): readonly string[] {
  return US_TIME_ZONES.includes(current) ? US_TIME_ZONES : [...US_TIME_ZONES, current];
}

/** An IANA zone this runtime knows (a typo like "America/New_Yrok" is not one). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * A date of birth anyone means (ADR 078), against today's date key: a real day, not after today,
 * not more than OLDEST_AGE_YEARS before it. A patient's, and a nurse's on her profile.
 */
export function birthDateRefusal(dateOfBirth: string, todayKey: string): string | null {
  if (!isCalendarDate(dateOfBirth)) return PATIENT_REFUSALS.dateOfBirth;
  if (dateOfBirth > todayKey) return PATIENT_REFUSALS.futureBirth;
  // No one living was born before this: an 1800 is a typo for 1980 (ADR 078).
  const earliest = `${Number(todayKey.slice(0, 4)) - OLDEST_AGE_YEARS}${todayKey.slice(4)}`;
  if (dateOfBirth < earliest) return PATIENT_REFUSALS.ancientBirth;
  return null;
}

export function patientDetailsRefusal(
  details: { dateOfBirth?: string; timeZone?: string; phone?: string },
  now: Date,
): { field: 'dateOfBirth' | 'timeZone' | 'phone'; message: string } | null {
  const { dateOfBirth, timeZone, phone } = details;
  if (dateOfBirth !== undefined) {
    const message = birthDateRefusal(dateOfBirth, toLocalDateKey(now, 'UTC'));
    if (message) return { field: 'dateOfBirth', message };
  }
  if (timeZone !== undefined && !isTimeZone(timeZone)) return { field: 'timeZone', message: PATIENT_REFUSALS.timeZone };
  // The same rule as a phone changed on the settings page (auth/phone-number.ts).
  if (phone !== undefined && phone.trim() !== '' && phoneNumberOf(phone) === null)
    return { field: 'phone', message: PHONE_REFUSAL };
  return null;
}
