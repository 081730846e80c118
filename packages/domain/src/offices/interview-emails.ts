/**
 * The email that confirms a booked interview or demo call (requirements.md 4; issue 27: the booked
 * time is shown after booking and emailed), its time in the zone it was booked in, named as people
 * name it.
 */
import { formatBookedTime } from '../format/local-dates.ts';

export interface BookingWords {
  subject: string;
  text: string;
}

/** `subject`: a nurse's own interview, or an office's demo call. */
export function interviewBookedEmail(
  subject: 'user' | 'office',
  start: string,
  timeZone: string,
  locale = 'en-US',
): BookingWords {
  const when = formatBookedTime(start, timeZone, locale);
  return subject === 'user'
    ? {
        subject: 'Your interview is booked',
        text: `Your interview is booked for ${when}. We look forward to meeting you.`,
      }
    : {
        subject: 'Your demo call is booked',
        text: `Your demo call is booked for ${when}. We'll walk you through ordering visits, managing your team and reports.`,
      };
}
