/**
 * The two pages of booking a call, for a nurse's interview and an office's demo alike: the calendar
 * to book it, then the booked time with what to expect.
 */
import type { ReactNode } from 'react';
import { Page } from '../ui/index.ts';
import { BookedTime } from './booked-time.tsx';
import { InterviewCalendar } from './interview-calendar.tsx';

export function BookCallPage({ title, subject }: { title: string; subject: 'user' | 'office' }) {
  return (
    <Page width="narrow">
      <InterviewCalendar title={title} subject={subject} />
    </Page>
  );
}

export function CallBookedPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="narrow">
      <BookedTime />
      {children}
    </Page>
  );
}
