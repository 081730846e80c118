/**
 * Driving to a stop and arriving (SPEC.md 4, 5): before the drive starts the transit check compares
 * the ETA (driving estimate plus now) with the scheduled start and may open an alert — too early
 * and too late block unless the feature flag turns blocking off; early and late only warn. On
 * arrival a nurse more than 1000 m from the stop gives a reason, which the arrival records.
 */
import { useState } from 'react';
import { isFarFromWaypoint } from '@sc/domain/field-checks/deviation';
import { transitCheck, type TransitCheck } from '@sc/domain/field-checks/transit';
import type { Waypoint } from '@sc/domain/itinerary/model';
import { call } from '../../../../lib/api.ts';
import { getLatLngOrNull } from '../../../../lib/location-watch.ts';
import { useAction } from '../../../../lib/use-action.ts';
import type { StepContext } from '../../step-screen.ts';

export function useDrive(ctx: StepContext, waypoint: Waypoint) {
  const { busy, error, run } = useAction();
  const [alert, setAlert] = useState<TransitCheck | null>(null);
  const [askFarReason, setAskFarReason] = useState(false);

  const drive = () => ctx.write('startDriveToWaypoint', { waypointID: waypoint.id }, 'Drive started');

  /** Checks transit first; resolves true when the drive started. */
  const startDrive = (onStarted?: () => void) =>
    run(async () => {
      const leaveFrom = (await getLatLngOrNull()) ?? waypoint.location;
      const { durationMs } = await call('getItineraryDrivingEstimate', {
        itineraryID: ctx.itineraryID,
        leaveFrom: { lat: leaveFrom.lat, lng: leaveFrom.lng },
        waypointID: waypoint.id,
      });
      const check = transitCheck({
        drivingEstimateMs: durationMs,
        now: new Date(),
        scheduledStart: waypoint.scheduledStart,
        blockingDisabled: ctx.flow.transitBlockingDisabled,
      });
      if (check.alert) {
        setAlert(check);
        return;
      }
      await drive();
      onStarted?.();
    });

  /** The alert's button: closes a blocking alert, or goes on with the drive. */
  const confirmAlert = (onStarted?: () => void) => {
    const check = alert;
    setAlert(null);
    if (check && !check.blocks)
      void run(async () => {
        await drive();
        onStarted?.();
      });
  };

  const arrive = (tooFarReason: string | null, onArrived?: () => void) =>
    run(async () => {
      const location = await getLatLngOrNull();
      const far = location === null || isFarFromWaypoint(location, waypoint.location);
      if (far && !tooFarReason) {
        setAskFarReason(true);
        return;
      }
      await ctx.write(
        'arriveAtWaypoint',
        { waypointID: waypoint.id, location, ...(far && tooFarReason ? { tooFarReason } : {}) },
        'Arrived',
      );
      setAskFarReason(false);
      onArrived?.();
    });

  return { busy, error, alert, closeAlert: () => setAlert(null), confirmAlert, startDrive, arrive, askFarReason };
}
