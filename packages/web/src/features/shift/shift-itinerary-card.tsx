/**
 * One itinerary of the shift as a card (issue 13.9): its title, its stops (name, address, time)
 * when the phone holds the itinerary's data, and a clear button to open it.
 *
 * The stops are read from the query cache only, never fetched here: before check-in the shift
 * page has no itinerary data, and fetching every itinerary's patient data to draw a list would
 * make the shift page a patient-data read. Once she has opened an itinerary (the field cache keeps
 * it, ADR 022), its stops show.
 */
import type { FnOutput } from '@sc/domain/contract/index';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { stopNameOf } from '@sc/domain/itinerary/stop-name';
import { formatTime, formatTimeOnDay, toLocalDateKey } from '@sc/domain/format/dates';
import { Card, CardActions, LinkButton } from '../../components/ui/index.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { RouteIcon, StopIcon } from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';
import { shiftTexts } from './shift-texts.ts';

// The contract types the itinerary loosely; its model is the domain's (as the itinerary page reads it).
type FlowData = Omit<FnOutput<'getItineraryFlowData'>, 'itinerary'> & { itinerary: ItineraryData };

export function ShiftItineraryCard({ itineraryID, n }: { itineraryID: string; n: number }) {
  const appPath = useAppPath();
  // enabled: false reads what the cache holds and asks the server nothing.
  const flow = useFn('getItineraryFlowData', { itineraryID }, { enabled: false }).data as FlowData | undefined;
  const stops = flow?.itinerary.waypoints ?? [];
  // A stop after midnight names its weekday, so it does not read as before the itinerary's start.
  const day = flow ? toLocalDateKey(flow.itinerary.startTime, flow.timeZone) : '';
  return (
    <Card
      icon={RouteIcon}
      title={shiftTexts.itinerary(n)}
      meta={
        flow ? `${shiftTexts.stopCount(stops.length)} · ${formatTime(flow.itinerary.startTime, flow.timeZone)}` : null
      }
    >
      {flow && stops.length > 0 ? (
        <ol className="shift-stops" aria-label={`${shiftTexts.itinerary(n)} stops`}>
          {stops.map((waypoint) => (
            <li key={waypoint.id}>
              <Icon icon={StopIcon} />
              <span>
                <span className="shift-stops__name">{stopNameOf(flow.itinerary, waypoint, flow)}</span>
                <br />
                <span className="shift-stops__address">{waypoint.location.address}</span>
              </span>
              <span className="shift-stops__time">{formatTimeOnDay(waypoint.scheduledStart, day, flow.timeZone)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <CardActions>
        <LinkButton variant="secondary" fullWidth to={appPath(paths.itinerary.href({ itineraryID }))}>
          {shiftTexts.openItinerary(n)}
        </LinkButton>
      </CardActions>
    </Card>
  );
}
