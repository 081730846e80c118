/**
 * When the viewer's booked interview or demo call is, in their own zone and words (issue 27):
 * "Thursday, December 3 at 10:00 AM Eastern Time". Nothing while no time is known.
 */
import { formatBookedTime } from '@sc/domain/format/local-dates';
import { useViewer } from '../../lib/app-context.tsx';
import { viewerLocale, viewerTimeZone } from '../../lib/locale.ts';

export function BookedTime() {
  const { interviewAt } = useViewer();
  if (!interviewAt) return null;
  return (
    <p>
      <strong>{formatBookedTime(interviewAt, viewerTimeZone(), viewerLocale())}</strong>
    </p>
  );
}
