/**
 * go-to-patient (drive to the patient visit), and the packed mail-in stop's stop (Drive) and drive
 * (I've arrived) steps (SPEC.md 2.11, 4).
 */
import { formatTime } from '@sc/domain/format/dates';
import type { Waypoint } from '@sc/domain/itinerary/model';
import { Alert, Button } from '../../../../components/ui/index.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { MapsLink } from '../../shared/maps-link.tsx';
import { FarReasonForm, TransitAlertDialog } from './drive-parts.tsx';
import { useDrive } from './use-drive.ts';

function waypointOf(ctx: StepContext): Waypoint | undefined {
  return ctx.data.waypoints.find((w) => w.id === ctx.step.waypointID);
}

function StopSummary({ ctx, waypoint }: { ctx: StepContext; waypoint: Waypoint }) {
  const patient = ctx.flow.patients[waypoint.id];
  return (
    <section aria-label="Stop">
      {patient ? <h2>{patient.name}</h2> : null}
      <p>{waypoint.location.address || 'Unknown address'}</p>
      <p>Scheduled at {formatTime(waypoint.scheduledStart, ctx.flow.timeZone)}</p>
      <MapsLink waypoint={waypoint} />
    </section>
  );
}

/** Start the drive (transit check first), then arrive; Next opens once the nurse is there. */
function DriveControls({ ctx, waypoint, onDone }: { ctx: StepContext; waypoint: Waypoint; onDone?: () => void }) {
  const drive = useDrive(ctx, waypoint);
  return (
    <div className="drive-controls">
      {drive.error ? <Alert tone="danger">{drive.error}</Alert> : null}
      {drive.alert ? (
        <TransitAlertDialog
          check={drive.alert}
          onConfirm={() => drive.confirmAlert(onDone)}
          onCancel={drive.closeAlert}
        />
      ) : null}
      {waypoint.status === 'pending' ? (
        <Button fullWidth busy={drive.busy} onClick={() => void drive.startDrive(onDone)}>
          {ctx.step.continueLabel ?? 'Start driving'}
        </Button>
      ) : null}
      {waypoint.status === 'transit' && !drive.askFarReason ? (
        <Button fullWidth busy={drive.busy} onClick={() => void drive.arrive(null, onDone)}>
          I've arrived
        </Button>
      ) : null}
      {drive.askFarReason ? <FarReasonForm busy={drive.busy} onSubmit={(r) => void drive.arrive(r, onDone)} /> : null}
      {waypoint.status === 'at-waypoint' || waypoint.status === 'complete' ? (
        <Alert tone="success">You have arrived.</Alert>
      ) : null}
    </div>
  );
}

function GoToPatient(ctx: StepContext) {
  const waypoint = waypointOf(ctx);
  if (!waypoint) return null;
  return (
    <>
      <StopSummary ctx={ctx} waypoint={waypoint} />
      <DriveControls ctx={ctx} waypoint={waypoint} />
    </>
  );
}

/** Stop details: "Drive" checks transit and starts the drive, then moves on (SPEC 4). */
function MailInStop(ctx: StepContext) {
  const waypoint = waypointOf(ctx);
  if (!waypoint) return null;
  return (
    <>
      <StopSummary ctx={ctx} waypoint={waypoint} />
      {waypoint.status === 'pending' ? (
        <DriveControls ctx={ctx} waypoint={waypoint} onDone={ctx.goNext} />
      ) : (
        <Button fullWidth onClick={ctx.goNext}>
          {ctx.step.continueLabel ?? 'Next'}
        </Button>
      )}
    </>
  );
}

/** Drive to location: "I've arrived" records the arrival (far check first), then moves on. */
function MailInDrive(ctx: StepContext) {
  const waypoint = waypointOf(ctx);
  if (!waypoint) return null;
  const arrived = waypoint.status === 'at-waypoint' || waypoint.status === 'complete';
  return (
    <>
      <StopSummary ctx={ctx} waypoint={waypoint} />
      {arrived ? (
        <Button fullWidth onClick={ctx.goNext}>
          Next
        </Button>
      ) : (
        <DriveControls ctx={ctx} waypoint={waypoint} onDone={ctx.goNext} />
      )}
    </>
  );
}

export const goToPatient: StepScreen = { Body: GoToPatient };
export const mailInStop: StepScreen = { Body: MailInStop, ownContinue: true };
export const mailInDrive: StepScreen = { Body: MailInDrive, ownContinue: true };
