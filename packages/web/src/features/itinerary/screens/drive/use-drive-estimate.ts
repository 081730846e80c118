/**
 * The drive's ETA while the drive screen is open (issue 13 part 8): getItineraryDrivingEstimate
 * (SPEC.md 7) from where the phone is to this stop, rounded as the transit check rounds it
 * (toEstimateOrigin), so both read the same minutes; the last answer stays on screen while a new
 * one loads or when the network is gone.
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { LatLng } from '@sc/domain/field-checks/deviation';
import { toEstimateOrigin } from '@sc/domain/field-checks/drive-timing';
import type { Waypoint } from '@sc/domain/itinerary/model';
import { useFn } from '../../../../lib/query.ts';

export function useDriveEstimate(itineraryID: string, waypoint: Waypoint, position: LatLng | null) {
  const leaveFrom = toEstimateOrigin(position ?? waypoint.location);
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
