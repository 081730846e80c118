/**
 * The itinerary step functions' inputs as field commands (ADR 010): one pure mapping that the
 * server's handlers and the phone share, so a write waiting offline can be applied to the cached
 * flow data by the very transition the server will run when it arrives.
 *
 * A few steps name no single command from their input alone; `toFieldCommand` answers null for
 * them and only the server runs them:
 *   - finishWaypoint: its deviation checks run on the server's clock against the waypoint's
 *     record, and which command (patient visit or pick-drop stop) depends on the waypoint;
 *   - scanMailInBox, scanShipmentBox, setWaypointSupplyItem: the server resolves the barcode to a
 *     supply item (and checks its supply) before there is a command; the phone resolves it with
 *     the items it holds (waiting-steps.ts).
 */
import type { z } from 'zod';
import type { itineraryStepsContract } from '../contract/itinerary-steps.ts';
import { evaluateDeviation } from '../field-checks/deviation.ts';
import { withArrivalReason } from '../field-checks/deviation-reasons.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import type { FieldCommand } from '../transitions/commands.ts';

type Steps = typeof itineraryStepsContract;
export type StepName = keyof Steps;
/** A step's input as the server parsed it (defaults filled in). */
export type StepInput<N extends StepName> = z.output<Steps[N]['input']>;

export interface StepCommandContext {
  /** The step's time: the input's `at` once checked, else now. */
  at: string;
  /** Who makes the step (a failed procedure records them). */
  caller: { userID: string; role: string };
}

export const serverOnlySteps = ['finishWaypoint', 'scanMailInBox', 'scanShipmentBox', 'setWaypointSupplyItem'] as const;
export type ServerOnlyStep = (typeof serverOnlySteps)[number];
export type CommandStepName = Exclude<StepName, ServerOnlyStep>;

/** Each mapped step has the command of its own name. */
type CommandOf<N> = Extract<FieldCommand, { type: N }>;
export type StepCommands = {
  [N in CommandStepName]: (input: StepInput<N>, step: StepCommandContext) => CommandOf<N>;
};

export const stepCommands: StepCommands = {
  startDriveToWaypoint: (i, { at }) => ({
    type: 'startDriveToWaypoint',
    waypointID: i.waypointID,
    at,
  }),
  /** A blank too-far reason counts as none (requirements.md 4: the reason is optional). */
  arriveAtWaypoint: (i, { at }) => ({
    type: 'arriveAtWaypoint',
    waypointID: i.waypointID,
    tooFarReason: i.tooFarReason?.trim() || null,
    at,
  }),
  startWaypointAction: (i, { at }) => ({
    type: 'startWaypointAction',
    waypointActionID: i.waypointActionID,
    at,
  }),
  setProcedureSupplyItems: (i) => ({
    type: 'setProcedureSupplyItems',
    procedureID: i.procedureID,
    supplyItemIDs: i.supplyItemIDs,
  }),
  setKitSupplyItem: (i) => ({
    type: 'setKitSupplyItem',
    procedureID: i.procedureID,
    supplyItemID: i.supplyItemID,
  }),
  collectSample: (i, { at }) => ({
    type: 'collectSample',
    procedureID: i.procedureID,
    sampleID: i.sampleID,
    supplyItemID: i.supplyItemID,
    serial: i.serial,
    at,
  }),
  failSample: (i, { at }) => ({
    type: 'failSample',
    procedureID: i.procedureID,
    sampleID: i.sampleID,
    failureReason: i.failureReason,
    at,
  }),
  setAmberBags: (i) => ({
    type: 'setAmberBags',
    procedureID: i.procedureID,
    supplyItemIDs: i.supplyItemIDs,
  }),
  setInsulatedBag: (i) => ({
    type: 'setInsulatedBag',
    procedureID: i.procedureID,
    supplyItemID: i.supplyItemID,
  }),
  setSpecimenBag: (i) => ({
    type: 'setSpecimenBag',
    procedureID: i.procedureID,
    instruction: i.instruction,
  }),
  /** The results are the server's to encrypt and store; the command is the charting. */
  saveCharting: (i, { at }) => ({
    type: 'saveCharting',
    procedureID: i.procedureID,
    items: i.items,
    at,
  }),
  /** requirements.md 3, 4: a failed procedure records who failed it and in which role. */
  failProcedure: (i, { at, caller }) => ({
    type: 'failProcedure',
    procedureID: i.procedureID,
    reason: i.reason,
    failedBy: caller.userID,
    failedByRole: caller.role,
    at,
  }),
  saveSampleShippingLabel: (i, { at }) => ({
    type: 'saveSampleShippingLabel',
    procedureID: i.procedureID,
    barcode: i.barcode,
    at,
  }),
  packMailInAction: (i, { at }) => ({
    type: 'packMailInAction',
    waypointActionID: i.waypointActionID,
    at,
  }),
  markShipmentPreparingToLabel: (i) => ({
    type: 'markShipmentPreparingToLabel',
    shipmentID: i.shipmentID,
  }),
  scanShipmentLabel: (i) => ({
    type: 'scanShipmentLabel',
    shipmentID: i.shipmentID,
    barcode: i.barcode,
  }),
  setShipmentPhoto: (i) => ({
    type: 'setShipmentPhoto',
    shipmentID: i.shipmentID,
    fileID: i.fileID,
  }),
  dropOffShipment: (i) => ({ type: 'dropOffShipment', shipmentID: i.shipmentID }),
  saveCentrifugedSpecimenBag: (i, { at }) => ({
    type: 'saveCentrifugedSpecimenBag',
    processingActionID: i.processingActionID,
    procedureID: i.procedureID,
    supplyItemID: i.supplyItemID,
    relatedSupplyItemIDs: i.relatedSupplyItemIDs,
    photoFileID: i.photoFileID,
    at,
  }),
};

export function isCommandStep(name: StepName): name is CommandStepName {
  return !(serverOnlySteps as readonly string[]).includes(name);
}

/** The step's command, or null for a step only the server can turn into one (see above). */
export function toFieldCommand<N extends StepName>(
  name: N,
  input: StepInput<N>,
  step: StepCommandContext,
): FieldCommand | null {
  if (!isCommandStep(name)) return null;
  const toCommand = stepCommands[name] as (input: StepInput<N>, step: StepCommandContext) => FieldCommand;
  return toCommand(input, step);
}

/**
 * Finishing a stop (requirements.md 4, 5) as a command: the deviation checks (duration, then location) run
 * on the waypoint's own record at the step's time, with the reasons given (the arrival's too-far
 * reason standing for the location check, asked once). The server runs it on its clock and record;
 * the phone runs it on its copy to show a finish that waits in the outbox.
 */
export function finishWaypointCommand(
  itinerary: ItineraryData,
  input: StepInput<'finishWaypoint'>,
  at: string,
  arrivalTooFarReason: string | null = null,
): Extract<FieldCommand, { type: 'finishPatientVisit' | 'finishPickDropStop' }> {
  const waypoint = itinerary.waypoints.find((w) => w.id === input.waypointID);
  const type = waypoint?.type === 'pick-drop' ? 'finishPickDropStop' : 'finishPatientVisit';
  if (!waypoint) return { type, waypointID: input.waypointID, at, deviationChecks: [] };
  const outcome = evaluateDeviation(
    {
      statusTimestamp: waypoint.statusTimestamp,
      now: at,
      actionDurationsMinutes: waypoint.waypointActionIDs.map(
        (id) => itinerary.waypointActions[id]?.actionDurationMinutes ?? 0,
      ),
      nurseLocation: input.location ?? null,
      waypointLocation: waypoint.location,
    },
    withArrivalReason(input.reasons ?? {}, arrivalTooFarReason),
  );
  return { type, waypointID: waypoint.id, at, deviationChecks: outcome.checks };
}
