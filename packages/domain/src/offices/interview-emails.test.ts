import { describe, expect, test } from 'vitest';
import { interviewBookedEmail } from './interview-emails.ts';

describe('the booked interview’s email names its time in the booker’s zone (issue 27)', () => {
  test.each([
    [
      'a nurse’s interview',
      'user',
      'America/New_York',
      'Your interview is booked',
      'Your interview is booked for Thursday, December 3 at 10:00 AM Eastern Time. We look forward to meeting you.',
    ],
    [
      'an office’s demo call, booked from Chicago',
      'office',
      'America/Chicago',
      'Your demo call is booked',
      "Your demo call is booked for Thursday, December 3 at 9:00 AM Central Time. We'll walk you through ordering visits, managing your team and reports.",
    ],
  ] as const)('%s', (_why, who, zone, subject, text) => {
    expect(interviewBookedEmail(who, '2026-12-03T15:00:00.000Z', zone)).toEqual({ subject, text });
  });
});
