/**
 * go-to-patient (drive to the patient visit), the packed mail-in stop's stop (Drive) and drive
 * (I've arrived) steps (requirements.md 2.11, 4), and the lab drop-off's go-to-pick-drop (ADR 064:
 * the place, its receiving hours, Start driving then I've arrived). Issue 13 part 8: the stop's name, address and phone
 * (call, text), the ETA, the phone's own maps app, and arrival proposed once she is within the
 * far-from-waypoint distance (requirements.md 9).
 */
import { isFarFromWaypoint, type LatLng } from '@sc/domain/field-checks/deviation';
import { formatEta } from '@sc/domain/field-checks/drive-timing';
import { formatClockTime, formatTime, TIME_RANGE_SEPARATOR } from '@sc/domain/format/dates';
import type { Waypoint } from '@sc/domain/itinerary-data/model';
import { hasArrivedAt } from '@sc/domain/itinerary-data/selectors';
import { ActionBar, Alert, Button, Card, Icon } from '../../../../components/ui/index.ts';
import { DriveIcon, PhoneIcon, StopIcon, TextIcon } from '../../../../components/ui/icons.ts';
import { useApp } from '../../../../lib/app-context.tsx';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { ClosedLabWarning } from '../../shared/closed-lab.tsx';
import { MapsLink } from '../../shared/maps-link.tsx';
import { StopNotes } from '../../shared/stop-notes.tsx';
import { stopNameOf } from '@sc/domain/itinerary/stop-name';
import { toSmsHref, toTelHref } from './contact-links.ts';
import { ArriveButton, FarReasonForm, TransitAlertDialog } from './drive-parts.tsx';
import { useDrive } from './use-drive.ts';
import { useDriveEstimate } from './use-drive-estimate.ts';
import { usePhonePosition } from './use-phone-position.ts';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';

function waypointOf(ctx: StepContext): Waypoint | undefined {
  return ctx.data.waypoints.find((w) => w.id === ctx.step.waypointID);
}

function StopCard({ ctx, waypoint, position }: { ctx: StepContext; waypoint: Waypoint; position: LatLng | null }) {
  const patient = ctx.flow.patients[waypoint.id];
  const name = stopNameOf(ctx.data, waypoint, ctx.flow);
  const { drivingEstimateMs, estimatedAt } = useDriveEstimate(ctx.itineraryID, waypoint, position);
  const driving = waypoint.status === 'pending' || waypoint.status === 'transit';
  return (
    <Card title={name} icon={StopIcon} className="drive-stop">
      <p className="drive-stop__address">{waypoint.location.address || 'Unknown address'}</p>
      <p>Scheduled at {formatTime(waypoint.scheduledStart, ctx.flow.timeZone)}</p>
      <StopNotes notes={patient?.notes} />
      {waypoint.type === 'pick-drop' ? <ReceivingHours ctx={ctx} waypoint={waypoint} /> : null}
      {driving ? (
        <p className="drive-stop__eta" aria-live="polite">
          <Icon icon={DriveIcon} />
          {drivingEstimateMs !== null
            ? formatEta(estimatedAt, drivingEstimateMs, ctx.flow.timeZone)
            : 'ETA: finding your location…'}
        </p>
      ) : null}
      {patient?.phone ? (
        <div className="drive-stop__contact">
          <p>{formatPhoneNumber(patient.phone)}</p>
          <div className="drive-stop__contact-actions">
            <a className="ui-button ui-button--secondary" href={toTelHref(patient.phone)} aria-label={`Call ${name}`}>
              <Icon icon={PhoneIcon} />
              Call
            </a>
            <a className="ui-button ui-button--secondary" href={toSmsHref(patient.phone)} aria-label={`Text ${name}`}>
              <Icon icon={TextIcon} />
              Text
            </a>
          </div>
        </div>
      ) : waypoint.type === 'patient' ? (
        <p>No phone number on file.</p>
      ) : null}
      <MapsLink waypoint={waypoint} />
    </Card>
  );
}

export const receivingTexts = {
  hours: (start: string, end: string) =>
    `Receives specimens ${formatClockTime(start)}${TIME_RANGE_SEPARATOR}${formatClockTime(end)}`,
  anyHour: 'Receives specimens at any hour',
} as const;

/** A lab's receiving hours (the place's, as operations set them); nothing when the place is unknown. */
function ReceivingHours({ ctx, waypoint }: { ctx: StepContext; waypoint: Waypoint }) {
  const place = ctx.flow.places?.[waypoint.id];
  if (!place) return null;
  const { receivingStart: start, receivingEnd: end } = place;
  return (
    <p className="drive-stop__hours">{start && end ? receivingTexts.hours(start, end) : receivingTexts.anyHour}</p>
  );
}

/**
 * Start the drive (transit check first), then arrive; Next opens once the nurse is there. In the
 * bottom action bar (issue 27), the drive's button is the step's one primary action.
 */
function DriveControls({
  ctx,
  waypoint,
  position,
  onDone,
  onArrived = onDone,
  inBar = false,
}: {
  ctx: StepContext;
  waypoint: Waypoint;
  position: LatLng | null;
  onDone?: () => void;
  onArrived?: () => void;
  inBar?: boolean;
}) {
  const { config } = useApp();
  const drive = useDrive(ctx, waypoint);
  const near = position !== null && !isFarFromWaypoint(position, waypoint.location);
  const Bar = inBar ? FooterBar : Plain;
  return (
    <div className="drive-controls">
      {drive.error ? <Alert tone="danger">{drive.error}</Alert> : null}
      {drive.alert ? (
        <TransitAlertDialog
          open={drive.alert}
          scheduledStart={waypoint.scheduledStart}
          timeZone={ctx.flow.timeZone}
          supportPhone={config?.supportPhone}
          onConfirm={() => drive.confirmAlert(onDone)}
          onCancel={drive.closeAlert}
        />
      ) : null}
      {waypoint.status === 'pending' ? (
        <Bar>
          <Button fullWidth busy={drive.busy} onClick={() => void drive.startDrive(onDone)}>
            {ctx.step.continueLabel ?? 'Start driving'}
          </Button>
        </Bar>
      ) : null}
      {waypoint.status === 'transit' && !drive.askFarReason ? (
        <Bar>
          <ArriveButton near={near} busy={drive.busy} onArrive={() => void drive.arrive(null, onArrived)} />
        </Bar>
      ) : null}
      {drive.askFarReason ? (
        <FarReasonForm busy={drive.busy} onSubmit={(r) => void drive.arrive(r, onArrived)} />
      ) : null}
      {hasArrivedAt(waypoint) ? <Alert tone="success">You have arrived.</Alert> : null}
    </div>
  );
}

function FooterBar({ children }: { children: React.ReactNode }) {
  return <ActionBar className="itinerary-step__footer">{children}</ActionBar>;
}

function Plain({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

/** The stop's card, and below it what the step does there (nothing until its waypoint is known). */
function AtStop({
  ctx,
  children,
}: {
  ctx: StepContext;
  children: (waypoint: Waypoint, position: LatLng | null) => React.ReactNode;
}) {
  const waypoint = waypointOf(ctx);
  const position = usePhonePosition();
  if (!waypoint) return null;
  return (
    <>
      <StopCard ctx={ctx} waypoint={waypoint} position={position} />
      {children(waypoint, position)}
    </>
  );
}

/**
 * Drive to the patient, or to the lab drop-off (ADR 064): Start driving (the transit check first),
 * then I've arrived (the far check first), in the bottom bar; arriving moves on.
 */
function DriveToStop(ctx: StepContext) {
  return (
    <AtStop ctx={ctx}>
      {(waypoint, position) => (
        <>
          <ClosedLabWarning ctx={ctx} />
          <DriveControls ctx={ctx} waypoint={waypoint} position={position} onArrived={ctx.goNext} inBar />
          {hasArrivedAt(waypoint) ? (
            <FooterBar>
              <Button fullWidth onClick={ctx.goNext}>
                {ctx.step.continueLabel ?? 'Next'}
              </Button>
            </FooterBar>
          ) : null}
        </>
      )}
    </AtStop>
  );
}

/** Stop details: "Drive" checks transit and starts the drive, then moves on (requirements.md 4). */
function MailInStop(ctx: StepContext) {
  return (
    <AtStop ctx={ctx}>
      {(waypoint, position) =>
        waypoint.status === 'pending' ? (
          <DriveControls ctx={ctx} waypoint={waypoint} position={position} onDone={ctx.goNext} />
        ) : (
          <Button fullWidth onClick={ctx.goNext}>
            {ctx.step.continueLabel ?? 'Next'}
          </Button>
        )
      }
    </AtStop>
  );
}

/** Drive to location: "I've arrived" records the arrival (far check first), then moves on. */
function MailInDrive(ctx: StepContext) {
  return (
    <AtStop ctx={ctx}>
      {(waypoint, position) =>
        hasArrivedAt(waypoint) ? (
          <Button fullWidth onClick={ctx.goNext}>
            Next
          </Button>
        ) : (
          <DriveControls ctx={ctx} waypoint={waypoint} position={position} onDone={ctx.goNext} />
        )
      }
    </AtStop>
  );
}

export const goToPatient: StepScreen = { Body: DriveToStop, ownContinue: true };
export const goToPickDrop: StepScreen = { Body: DriveToStop, ownContinue: true };
export const mailInStop: StepScreen = { Body: MailInStop, ownContinue: true };
export const mailInDrive: StepScreen = { Body: MailInDrive, ownContinue: true };
