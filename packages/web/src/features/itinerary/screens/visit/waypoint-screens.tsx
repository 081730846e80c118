/**
 * The patient visit's own screens (requirements.md 2.11): visit details, action blocked, show your ID,
 * your appointment, the centrifuge reminder.
 */
import { formatTime } from '@sc/domain/format/dates';
import { pathOf } from '@sc/domain/itinerary/paths';
import { blockingActions, visitProceduresOf } from '@sc/domain/itinerary-data/selectors';
import { Alert, Card, LinkButton } from '../../../../components/ui/index.ts';
import { useApp, useAppPath, useViewer } from '../../../../lib/app-context.tsx';
import { stepHref } from '../../step-href.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { useSupplyNames } from '../../../../lib/supply-names.ts';
import { MapsLink } from '../../shared/maps-link.tsx';
import { addressOf, describeProcedure, waypointOf } from './visit-model.ts';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';

export const waypointTexts = {
  scheduled: (time: string) => `Scheduled at ${time}`,
  patient: 'Patient',
  procedures: 'Procedures',
  noProcedures: 'No procedures at this visit.',
  blocked: 'Another action of your itinerary is under way. Finish it before starting this visit.',
  openBlocking: 'Open it',
  showID: 'Show this screen to the patient so they know who you are.',
  /** What a patient checks on the nurse's ID: her role, and the service she comes from. */
  nurseRole: 'Nurse',
  service: 'Sample Collect',
  call: (phone: string) => `Call ${phone}`,
  noPhone: 'No phone number on file.',
  centrifuge:
    'Some samples of this visit must be centrifuged. Make sure your centrifuge is with you and plugged in before you start.',
  centrifugeAfter: 'You will be asked to centrifuge the tubes after collecting them.',
} as const;

/** Visit details: address with a maps link, the patient, the time, the procedures. */
function WaypointDetails(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const supplyName = useSupplyNames(ctx.flow);
  if (!waypoint) return null;
  const patient = ctx.flow.patients[waypoint.id];
  const procedures = visitProceduresOf(ctx.data, waypoint);
  return (
    <>
      <Card>
        {patient ? <h2>{patient.name}</h2> : null}
        <p>{addressOf(waypoint)}</p>
        <p>{waypointTexts.scheduled(formatTime(waypoint.scheduledStart, ctx.flow.timeZone))}</p>
        <MapsLink waypoint={waypoint} />
      </Card>
      <h2>{waypointTexts.procedures}</h2>
      {procedures.length === 0 ? (
        <p>{waypointTexts.noProcedures}</p>
      ) : (
        <ol className="visit-list">
          {procedures.map((p) => (
            <li key={p.id}>{describeProcedure(p, supplyName)}</li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Another waypoint's action is ready: it must be finished first (requirements.md 2.11 action-blocked). */
function ActionBlocked(ctx: StepContext) {
  const appPath = useAppPath();
  const blocking = blockingActions(ctx.data, ctx.step.waypointID ?? '');
  return (
    <>
      <Alert tone="warning">{waypointTexts.blocked}</Alert>
      <ul className="visit-list">
        {blocking.map((ref) => {
          const waypoint = waypointOf(ctx.data, ref.waypointID);
          const path =
            ref.type === 'processing-action' ? pathOf.centrifugation(ref.id) : pathOf.waypoint(ref.waypointID);
          const name = (waypoint && ctx.flow.patients[waypoint.id]?.name) ?? (waypoint ? addressOf(waypoint) : '');
          return (
            <li key={`${ref.type}:${ref.id}`} className="visit-row">
              <span>
                {ref.type === 'processing-action' ? 'Centrifugation' : 'Visit'}
                {name ? ` — ${name}` : ''}
              </span>
              <LinkButton variant="secondary" to={appPath(stepHref(ctx.itineraryID, path))}>
                {waypointTexts.openBlocking}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * Show your ID to the patient: what a patient checks at the door (her photo or initials, her name,
 * her role and the service, or its partner's brand). Never an internal id: it means nothing to a
 * patient and is nobody's business.
 */
function NurseID() {
  const viewer = useViewer();
  const { partner } = useApp();
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
  return (
    <>
      <p>{waypointTexts.showID}</p>
      <Card className="visit-id-card">
        <div className="visit-id-card__photo" aria-hidden="true">
          {initialsOf(viewer.firstName, viewer.lastName)}
        </div>
        <p className="visit-id-card__name">{name}</p>
        <p>{waypointTexts.nurseRole}</p>
        <p>{partner ? partner.displayName : waypointTexts.service}</p>
      </Card>
    </>
  );
}

/** Your appointment: who the visit is for, with their phone. */
function PatientList(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  if (!waypoint) return null;
  const patient = ctx.flow.patients[waypoint.id];
  const procedures = visitProceduresOf(ctx.data, waypoint);
  return (
    <Card title={patient?.name ?? waypointTexts.patient}>
      <p>{addressOf(waypoint)}</p>
      <p>{waypointTexts.scheduled(formatTime(waypoint.scheduledStart, ctx.flow.timeZone))}</p>
      <p>{procedures.length === 1 ? '1 procedure' : `${procedures.length} procedures`}</p>
      {patient?.phone ? (
        <a
          className="ui-button ui-button--secondary ui-button--full"
          href={`tel:${patient.phone.replace(/[^\d+]/g, '')}`}
        >
          {waypointTexts.call(formatPhoneNumber(patient.phone))}
        </a>
      ) : (
        <p>{waypointTexts.noPhone}</p>
      )}
    </Card>
  );
}

function CentrifugationReminder() {
  return (
    <Alert tone="info">
      <p>{waypointTexts.centrifuge}</p>
      <p>{waypointTexts.centrifugeAfter}</p>
    </Alert>
  );
}

export const waypointDetails: StepScreen = { Body: WaypointDetails };
export const actionBlocked: StepScreen = { Body: ActionBlocked };
export const nurseID: StepScreen = { Body: NurseID };
export const patientList: StepScreen = { Body: PatientList };
export const centrifugationReminder: StepScreen = { Body: CentrifugationReminder };
