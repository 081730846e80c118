/**
 * Driving to a stop and arriving (requirements.md 4, 5): before the drive starts the transit check compares
 * the ETA (driving estimate plus now) with the scheduled start and may open an alert — too early
 * and too late block unless the feature flag turns blocking off; early and late only warn. On
 * arrival a nurse more than 1000 m from the stop gives a reason, which the arrival records and
 * this phone keeps, so finishing the stop does not ask it again (issue 13: asked once).
 */
import { useState } from 'react';
import { isFarFromWaypoint } from '@sc/domain/field-checks/deviation';
import { toEstimateOrigin } from '@sc/domain/field-checks/drive-timing';
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import { transitCheck, type TransitCheck } from '@sc/domain/field-checks/transit';
import type { Waypoint } from '@sc/domain/itinerary-data/model';
import { call } from '../../../../lib/api.ts';
import { isConnectionFailure } from '../../../../lib/offline-queue.ts';
import { getLatLngOrNull } from '../../../../lib/location-watch.ts';
import { useAction } from '../../../../lib/use-action.ts';
import { rememberArrivalReason } from '../../arrival-reasons.ts';
import type { StepContext } from '../../step-screen.ts';
import { now } from '../../../../lib/clock.ts';

/** An open transit alert with what it was computed from (the dialog shows the ETA and time to leave). */
export interface OpenTransitAlert {
  check: TransitCheck;
  drivingEstimateMs: number;
  /** When the check ran, epoch milliseconds. */
  checkedAt: number;
}

export function useDrive(ctx: StepContext, waypoint: Waypoint) {
  const { busy, error, run } = useAction();
  const [alert, setAlert] = useState<OpenTransitAlert | null>(null);
  const [askFarReason, setAskFarReason] = useState(false);

  const drive = () => ctx.write('startDriveToWaypoint', { waypointID: waypoint.id }, 'Drive started');

  /** Checks transit first; starts the drive when no alert applies. */
  const startDrive = (onStarted?: () => void) =>
    run(async () => {
      // The same origin as the card's ETA, so the alert reads the card's minutes.
      const leaveFrom = toEstimateOrigin((await getLatLngOrNull()) ?? waypoint.location);
      // With no signal the phone's own estimate decides, as the card shows it.
      const durationMs = await call('getItineraryDrivingEstimate', {
        itineraryID: ctx.itineraryID,
        leaveFrom,
        waypointID: waypoint.id,
      }).then(
        (answer) => answer.durationMs,
        (error: unknown) => {
          if (isConnectionFailure(error)) return greatCircleDurationMs([leaveFrom, waypoint.location]);
          throw error;
        },
      );
      const checkedAt = now();
      const check = transitCheck({
        drivingEstimateMs: durationMs,
        now: checkedAt,
        scheduledStart: waypoint.scheduledStart,
        blockingDisabled: ctx.flow.transitBlockingDisabled,
      });
      if (check.alert) {
        setAlert({ check, drivingEstimateMs: durationMs, checkedAt });
        return;
      }
      await drive();
      onStarted?.();
    });

  /** The alert's button: closes a blocking alert, or goes on with the drive. */
  const confirmAlert = (onStarted?: () => void) => {
    const open = alert;
    setAlert(null);
    if (open && !open.check.blocks)
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
      const reason = far ? tooFarReason : null;
      await ctx.write(
        'arriveAtWaypoint',
        { waypointID: waypoint.id, location, ...(reason ? { tooFarReason: reason } : {}) },
        'Arrived',
      );
      if (reason) rememberArrivalReason(ctx.itineraryID, waypoint.id, reason);
      setAskFarReason(false);
      onArrived?.();
    });

  return { busy, error, alert, closeAlert: () => setAlert(null), confirmAlert, startDrive, arrive, askFarReason };
}
