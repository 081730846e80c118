/**
 * The drive's ETA while the drive screen is open (issue 13 part 8): getItineraryDrivingEstimate
 * (SPEC.md 7) from where the phone is to this stop. The position is rounded to about 100 m
 * (SPEC.md 9's location-write distance) so a phone creeping along in traffic does not ask again
 * at every fix; the last answer stays on screen while a new one loads or when the network is gone.
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { LatLng } from '@sc/domain/field-checks/deviation';
import type { Waypoint } from '@sc/domain/itinerary/model';
import { useFn } from '../../../../lib/query.ts';

/** Three decimals of a degree: at most about 111 m of latitude. */
const roundTo100m = (degrees: number) => Math.round(degrees * 1000) / 1000;

export function useDriveEstimate(itineraryID: string, waypoint: Waypoint, position: LatLng | null) {
  const leaveFrom = position
    ? { lat: roundTo100m(position.lat), lng: roundTo100m(position.lng) }
    : { lat: waypoint.location.lat, lng: waypoint.location.lng };
  const enabled = position !== null && (waypoint.status === 'pending' || waypoint.status === 'transit');
  const query = useFn(
    'getItineraryDrivingEstimate',
    { itineraryID, leaveFrom, waypointID: waypoint.id },
    { enabled, staleTime: 60_000, refetchInterval: 60_000, placeholderData: keepPreviousData, retry: false },
  );
  return {
    drivingEstimateMs: enabled ? (query.data?.durationMs ?? null) : null,
    /** When the estimate was answered (epoch ms): the ETA counts from then. */
    estimatedAt: query.dataUpdatedAt,
    failed: query.isError,
  };
}
