/**
 * The itinerary overview (requirements.md 2.11, empty path): the stops in order with address, scheduled
 * time and status, and Continue to where the nurse enters the flow (requirements.md 2.11 entry rules); once
 * the itinerary is done, the day's done screen: "Itinerary complete", what she did, her pay.
 */
import { entryStep, flattenSteps } from '@sc/domain/itinerary/navigation';
import { Alert, LinkButton } from '../../../../components/ui/index.ts';
import { useAppPath } from '../../../../lib/app-context.tsx';
import { stepHref } from '../../step-href.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { DayDone } from '../../day-done.tsx';
import { overviewStops } from './visit-model.ts';

export const overviewTexts = {
  continue: 'Continue',
  stops: 'Stops',
  canceled: 'This itinerary was canceled.',
} as const;

function Overview(ctx: StepContext) {
  const appPath = useAppPath();
  const { data, flow } = ctx;
  const stops = overviewStops(data, flow, flow.timeZone);
  const done = data.status === 'done';
  const entry = done || data.status === 'canceled' ? null : entryStep(flattenSteps(ctx.step), data);

  return (
    <>
      {done ? <DayDone data={data} earningsCents={flow.earningsCents} /> : null}
      {data.status === 'canceled' ? <Alert tone="warning">{overviewTexts.canceled}</Alert> : null}
      <h2>{overviewTexts.stops}</h2>
      <ol className="visit-stops">
        {stops.map((stop) => (
          <li key={stop.id} className={`visit-stop visit-stop--${stop.status}`}>
            <p className="visit-stop__name">{stop.name}</p>
            <p>{stop.address}</p>
            <p className="visit-stop__meta">
              <span>{stop.time}</span>
              <span className="visit-badge">{stop.statusLabel}</span>
            </p>
          </li>
        ))}
      </ol>
      {entry && entry.path !== '' ? (
        <LinkButton fullWidth to={appPath(stepHref(ctx.itineraryID, entry.path))}>
          {overviewTexts.continue}
        </LinkButton>
      ) : null}
    </>
  );
}

export const overview: StepScreen = { Body: Overview, ownContinue: true };
