/** The visit's screens: the waypoint, preparing supplies, arriving, the mail-in box, the action (requirements.md 2.11). */
import { isChecklistComplete } from '../../continue-rules/checklists.ts';
import { noRule, withAction, withProcedure, withWaypoint } from '../../continue-rules/itinerary-step.ts';
import { stepMessages as m } from '../../continue-rules/messages.ts';
import {
  procedureSupplyStepFailures,
  supplyStateOf,
  waypointSupplyFailures,
  type ProcedureSupplyStep,
} from '../../continue-rules/procedure-supply.ts';
import { mailInBoxScanInFailures } from '../../continue-rules/unpacked-mail-in.ts';
import { getOwn } from '../../scanning/lookup.ts';
import type { WaypointAction } from '../../itinerary-data/model.ts';
import { blockingActions, isSupplyPreparationNeeded } from '../../itinerary-data/selectors.ts';
import type { ScreenKinds } from './declare.ts';

const atWaypoint = withWaypoint(() => []);

/** Scanning a procedure's supplies, before the visit or inside the procedure (requirements.md 5). */
const procedureSupplies = (step: ProcedureSupplyStep) =>
  withProcedure((p, ctx) => procedureSupplyStepFailures(step, supplyStateOf(ctx, p)));

/** requirements.md 4: patient ID or unlock supplies sets the action in progress; packed and complete are past it. */
function isActionStarted(action: WaypointAction): boolean {
  return action.status === 'in-progress' || action.status === 'packed' || action.status === 'complete';
}

export const visitKinds = {
  overview: { title: 'Your itinerary', group: 'visit', segment: '', rule: noRule },
  waypoint: { title: 'Visit details', group: 'visit', segment: 'waypoint', rule: atWaypoint },
  'action-blocked': {
    title: 'Finish your other action first',
    group: 'visit',
    segment: 'action-blocked',
    rule: withWaypoint((w, ctx) => (blockingActions(ctx.data, w.id).length > 0 ? [m.finishOtherAction] : [])),
  },
  'procedures-supply': {
    title: 'Prepare for the visit', // requirements.md
    group: 'visit',
    segment: 'procedures-supply',
    rule: atWaypoint,
  },
  'scan-procedure-supply': {
    title: 'Scan the kit container',
    group: 'visit',
    segment: 'scan-procedure-supply',
    rule: procedureSupplies('scan-procedure-supply'),
  },
  'scan-procedure-supplies': {
    title: 'Scan procedure supplies',
    group: 'visit',
    segment: 'scan-procedure-supplies',
    rule: procedureSupplies('scan-procedure-supplies'),
  },
  'click-procedure-supplies': {
    title: 'Pack procedure bag', // requirements.md
    group: 'visit',
    segment: 'click-procedure-supplies',
    rule: procedureSupplies('click-procedure-supplies'),
  },
  'waypoint-supply': {
    title: 'Prepare for the visit', // requirements.md
    group: 'visit',
    segment: 'waypoint-supply',
    rule: withWaypoint((w, ctx) => waypointSupplyFailures(ctx, w)),
  },
  'scan-waypoint-supply': {
    title: 'Pack the bag', // requirements.md
    group: 'visit',
    segment: 'scan-waypoint-supply',
    rule: withWaypoint((w, ctx) =>
      isSupplyPreparationNeeded(ctx.data, w, ctx.lookups.flags ?? {}) && w.supplyItemID === null ? [m.scanBarcode] : [],
    ),
  },
  'nurse-id': { title: 'Show ID to the patient', group: 'visit', segment: 'nurse-id', rule: atWaypoint }, // requirements.md
  'patient-list': { title: 'Your appointment', group: 'visit', segment: 'patient-list', rule: atWaypoint }, // requirements.md
  'locate-mail-in-box': {
    title: 'Find the mail-in box',
    group: 'visit',
    segment: 'locate-mail-in-box',
    rule: atWaypoint,
  },
  'scan-in-mail-in-box': {
    title: 'Scan in the mail-in box',
    group: 'visit',
    segment: 'scan-in-mail-in-box',
    rule: withWaypoint((w, ctx) => mailInBoxScanInFailures(ctx, w)),
  },
  'centrifugation-reminder': {
    title: 'Centrifuge needed',
    group: 'visit',
    segment: 'centrifugation-reminder',
    rule: atWaypoint,
  },
  'patient-id': {
    title: 'Check identity', // requirements.md
    group: 'visit',
    segment: 'patient-id',
    rule: withAction((a, ctx, step) =>
      isActionStarted(a) || isChecklistComplete('patient-id', getOwn(ctx.flow.checklists, step.path))
        ? []
        : [m.checkIdentity],
    ),
  },
  'unlock-supplies': {
    title: 'Unlock supplies',
    group: 'visit',
    segment: 'unlock-supplies',
    rule: withAction((a) => (isActionStarted(a) ? [] : [m.unlockSupplies])),
  },
} as const satisfies ScreenKinds<'visit'>;
