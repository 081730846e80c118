/**
 * The built-in interview and demo booking (architecture.md 7): open half-hour slots grouped by day, in
 * the person's own time zone, named as people name it ("Eastern Time", issue 27). Booking sets
 * interview_scheduled; the page then changes by itself.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INTERVIEW_CALENDAR_HEIGHT_PX } from '@sc/domain/constants';
import { formatClock, formatDayAndTime, formatLongDay, timeZoneName } from '@sc/domain/format/local-dates';
import { Alert, Button, Card, PageLoading } from '../ui/index.ts';
import { now } from '../../lib/clock.ts';
import { viewerLocale, viewerTimeZone } from '../../lib/locale.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

const timeZone = viewerTimeZone();
const locale = viewerLocale();
const dayOf = (start: string) => formatLongDay(start, timeZone, locale);
const timeOf = (start: string) => formatClock(start, timeZone, locale);

export function InterviewCalendar({ title, subject }: { title: string; subject: 'user' | 'office' }) {
  const queryClient = useQueryClient();
  const slots = useFn('listInterviewSlots', { timeZone });
  const [chosen, setChosen] = useState<string | null>(null);
  const book = useFnMutation('bookInterview', {
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => void slots.refetch(),
  });

  const days = new Map<string, { start: string }[]>();
  for (const slot of slots.data?.slots ?? []) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }

  return (
    <section aria-label={title} className="booking-calendar" style={{ minHeight: INTERVIEW_CALENDAR_HEIGHT_PX }}>
      <h1>{title}</h1>
      <p className="ui-muted">Times are shown in {timeZoneName(timeZone, locale, now())}.</p>
      {slots.isPending ? <PageLoading /> : null}
      {slots.error ? <Alert tone="danger">{slots.error.message}</Alert> : null}
      {book.error ? <Alert tone="danger">{book.error.message}</Alert> : null}
      {[...days].map(([day, daySlots]) => (
        <div key={day}>
          <h2>{day}</h2>
          <div className="app-slots">
            {daySlots.map((slot) => (
              <Button
                key={slot.start}
                variant={chosen === slot.start ? 'primary' : 'secondary'}
                aria-pressed={chosen === slot.start}
                onClick={() => setChosen(slot.start)}
              >
                {timeOf(slot.start)}
              </Button>
            ))}
          </div>
        </div>
      ))}
      {chosen ? (
        <Card title="Confirm your time" className="booking-confirm">
          <p>{formatDayAndTime(chosen, timeZone, locale)}</p>
          <Button busy={book.isPending} onClick={() => book.mutate({ start: chosen, subject, timeZone })}>
            Book this time
          </Button>{' '}
          <Button variant="secondary" onClick={() => setChosen(null)}>
            Choose another
          </Button>
        </Card>
      ) : null}
    </section>
  );
}
