/**
 * At a lab outside its receiving hours (ADR 076): the warning on the lab stop's screens, before the
 * drop-off, and the reason Finish drop-off stays disabled. Worked out on the phone from the flow
 * data (the lab's hours and zone, the other labs its specimens may go to) and the product's time,
 * so it holds with no signal; the server refuses such a drop-off with the same words.
 */
import { isLabDropOffStop } from '@sc/domain/continue-rules/lab-drop-off';
import { closedLabRefusal, closedLabWarning } from '@sc/domain/field-checks/receiving-hours';
import { Alert } from '../../../components/ui/index.ts';
import { nowDate } from '../../../lib/clock.ts';
import type { StepContext } from '../step-screen.ts';

function labStopOf(ctx: StepContext) {
  const waypoint = ctx.data.waypoints.find((w) => w.id === ctx.step.waypointID);
  const place = waypoint ? ctx.flow.places?.[waypoint.id] : undefined;
  if (!waypoint || !place || waypoint.status === 'complete' || !isLabDropOffStop(ctx.data, waypoint)) return null;
  return { waypoint, place, timeZone: place.timeZone ?? ctx.flow.timeZone };
}

/** Why the drop-off cannot be finished now (the lab is closed), or null. */
export function closedLabReason(ctx: StepContext): string | null {
  const stop = labStopOf(ctx);
  return stop ? closedLabRefusal(stop.place, stop.timeZone, nowDate()) : null;
}

/** "Front St Lab receives 7:00 AM – 7:00 PM. It is closed now." and the nearest lab open now. */
export function ClosedLabWarning({ ctx }: { ctx: StepContext }) {
  const stop = labStopOf(ctx);
  const warning = stop
    ? closedLabWarning(
        { ...stop.place, timeZone: stop.timeZone },
        stop.waypoint.location,
        stop.place.otherLabs ?? [],
        nowDate(),
      )
    : null;
  if (!warning) return null;
  return (
    <Alert tone="warning" title={warning.closed} className="closed-lab">
      <p>{warning.elsewhere}</p>
    </Alert>
  );
}
