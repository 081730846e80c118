/**
 * The drive's ETA while the drive screen is open (issue 13 part 8): getItineraryDrivingEstimate
 * (requirements.md 7) from where the phone is to this stop, rounded as the transit check rounds it
 * (toEstimateOrigin), so both read the same minutes; the last answer stays on screen while a new
 * one loads or when the network is gone. Until a first answer comes, or with no signal at all, the
 * phone's own great-circle estimate shows (the server's default routing answers the same).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LatLng } from '@sc/domain/field-checks/deviation';
import { toEstimateOrigin } from '@sc/domain/field-checks/drive-timing';
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import type { Waypoint } from '@sc/domain/itinerary-data/model';
import { useClock } from '../../../../lib/use-clock.ts';
import { useFn } from '../../../../lib/query.ts';

export function useDriveEstimate(itineraryID: string, waypoint: Waypoint, position: LatLng | null) {
  const leaveFrom = toEstimateOrigin(position ?? waypoint.location);
  const enabled = position !== null && (waypoint.status === 'pending' || waypoint.status === 'transit');
  const query = useFn(
    'getItineraryDrivingEstimate',
    { itineraryID, leaveFrom, waypointID: waypoint.id },
    { enabled, staleTime: 60_000, refetchInterval: 60_000, placeholderData: keepPreviousData, retry: false },
  );
  const { lat, lng } = leaveFrom;
  const onPhoneMs = useMemo(
    () => greatCircleDurationMs([{ lat, lng }, waypoint.location]),
    [lat, lng, waypoint.location],
  );
  const now = useClock();
  const answered = query.data !== undefined;
  return {
    drivingEstimateMs: enabled ? (answered ? query.data.durationMs : onPhoneMs) : null,
    /** When the estimate was made (epoch ms): the ETA counts from then. */
    estimatedAt: answered ? query.dataUpdatedAt : now,
  };
}
