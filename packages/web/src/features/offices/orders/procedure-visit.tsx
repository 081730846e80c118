/**
 * The procedure page's visit line (ADR 085): when the nurse comes and who, "Thu, Dec 3, 8:10 AM
 * with Ana Alvarez", or "…, waiting for a nurse" after its nurse changed. It refreshes with the
 * office's notices (`offices/{id}` invalidates getProcedureVisit). Never says why a nurse changed.
 */
import { outSickDayLabel, visitLine } from '@sc/domain/dispatch/out-sick';
import { formatTime, toLocalDateKey } from '@sc/domain/format/dates';
import { now } from '../../../lib/clock.ts';
import { useFn } from '../../../lib/query.ts';

export function ProcedureVisit({ procedureID }: { procedureID: string }) {
  const data = useFn('getProcedureVisit', { procedureID });
  const visit = data.data?.visit;
  if (!visit) return null;
  const day = toLocalDateKey(visit.at, visit.timeZone);
  const when = `${outSickDayLabel(day, toLocalDateKey(now(), visit.timeZone)) ?? day}, ${formatTime(visit.at, visit.timeZone)}`;
  return (
    <>
      <dt>Visit</dt>
      <dd>{visitLine(when, visit.nurseName)}</dd>
    </>
  );
}
