/**
 * What the visit screens show, as pure functions of the flow data: the overview's stops, the
 * visit's procedures, the maps link, the mail-in boxes to scan at a stop.
 */
import { formatTime } from '@sc/domain/format/dates';
import type { ItineraryData, Procedure, Waypoint, WaypointAction } from '@sc/domain/itinerary-data/model';
import type { WaypointStatus } from '@sc/domain/vocabulary/itinerary';
import { isValidMailInAction, packingWaypointOf, waypointsOf } from '@sc/domain/itinerary-data/selectors';
import type { ItineraryLocalFlow } from '@sc/domain/itinerary-data/flow-state';
import { stopNameOf, type StopNames } from '@sc/domain/itinerary/stop-name';

/** requirements.md 8 "Unknown address when absent". */
export const UNKNOWN_ADDRESS = 'Unknown address';

export function waypointOf(data: ItineraryData, waypointID: string | undefined): Waypoint | undefined {
  return waypointID === undefined ? undefined : data.waypoints.find((w) => w.id === waypointID);
}

export function addressOf(waypoint: Waypoint): string {
  return waypoint.location.address.trim() || UNKNOWN_ADDRESS;
}

export const waypointStatusLabels: Readonly<Record<WaypointStatus, string>> = {
  pending: 'Not started',
  transit: 'On the way',
  'at-waypoint': 'In progress',
  complete: 'Done',
};

export interface OverviewStop {
  id: string;
  /** Its name on every screen (stopNameOf): the patient's, the place's, or what the stop is for. */
  name: string;
  address: string;
  /** Scheduled start, in the itinerary's time zone. */
  time: string;
  status: WaypointStatus;
  statusLabel: string;
}

/** The stops in itinerary order (requirements.md 2.11 overview). */
export function overviewStops(data: ItineraryData, names: StopNames, timeZone: string): OverviewStop[] {
  return waypointsOf(data).map((waypoint) => ({
    id: waypoint.id,
    name: stopNameOf(data, waypoint, names),
    address: addressOf(waypoint),
    time: formatTime(waypoint.scheduledStart, timeZone),
    status: waypoint.status,
    statusLabel: waypointStatusLabels[waypoint.status],
  }));
}

/**
 * The valid mail-in actions whose box is packed at this patient visit (the last visit it links,
 * as the domain reads it) and still has to be scanned: not canceled, no box barcode yet, not
 * scanned on this phone.
 */
export function mailInBoxesToScan(
  data: ItineraryData,
  waypoint: Waypoint,
  local: ItineraryLocalFlow,
): WaypointAction[] {
  if (waypoint.type !== 'patient') return [];
  return Object.values(data.waypointActions).filter(
    (action) =>
      action.type === 'mail-in' &&
      action.status !== 'canceled' &&
      isValidMailInAction(data, action) &&
      action.mailIn?.mailInBoxBarcode === null &&
      local.mailInBoxScanned?.[action.id] !== true &&
      packingWaypointOf(data, action)?.id === waypoint.id,
  );
}

/** A short description of a procedure (the model carries no name): its samples' supplies. */
export function describeProcedure(procedure: Procedure, supplyNameOf: (supplyID: string) => string): string {
  const counts = new Map<string, number>();
  for (const sample of procedure.samples) counts.set(sample.supplyID, (counts.get(sample.supplyID) ?? 0) + 1);
  const parts = [...counts].map(([supplyID, n]) =>
    n > 1 ? `${supplyNameOf(supplyID)} × ${n}` : supplyNameOf(supplyID),
  );
  const samples = procedure.samples.length === 1 ? '1 sample' : `${procedure.samples.length} samples`;
  return parts.length === 0 ? 'No samples' : `${samples}: ${parts.join(', ')}`;
}
