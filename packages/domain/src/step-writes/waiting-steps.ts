/**
 * Step writes that wait in the phone's outbox, applied to its copy of the field state (issue 13,
 * ADR 022): the screen shows at once what the server will hold once the write arrives, because the
 * phone runs the very transition the server runs (step-commands.ts, commands.ts).
 *
 * Why this is safe: a transition applied to a state that already holds its effect changes nothing
 * (a retried step is a no-op on the server too), so a write that is both in the server's answer and
 * still waiting here is not counted twice. A write the phone cannot turn into a command (a barcode
 * of no item it holds), or one the transition refuses, is left out: the server's answer decides. A
 * finish is judged on the phone's copy and clock; the server judges it again.
 *
 * The visit bag is judged here by the server's own rule (waypoints.ts `visitBagCommand`) over what
 * the phone's scan data says of the item (issue 22: the shift bag was taken offline and refused a
 * stop later): `judgeWaitingStep` answers its refusal as the server would.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import { applyFieldCommand, type FieldCommand } from '../transitions/commands.ts';
import type { FieldState } from '../transitions/entities.ts';
import { refused, type Refusal, type Transition } from '../transitions/result.ts';
import type { PhoneScans } from '../scanning/phone-scans.ts';
import { visitBagCommand } from '../transitions/waypoints.ts';
import {
  finishWaypointCommand,
  stepCommands,
  toFieldCommand,
  type StepCommandContext,
  type StepInput,
  type StepName,
} from './step-commands.ts';

export interface WaitingStep {
  readonly name: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** When the nurse made the write (the queue's time). */
  readonly at: string;
}

/** A waiting write as the server will take it: its command, or the refusal of a rule run before it. */
export type WaitingCommand = FieldCommand | { refusal: Refusal };

type BarcodeStep = 'scanMailInBox' | 'scanShipmentBox';
type Scanned = { supplyItemID: string; barcode: string; at: string };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The steps that name a scanned barcode: the server resolves it before there is a command
 * (step-commands.ts), the phone resolves it with the items it holds (ItemOfBarcode). The server
 * also checks a box is a mail-in box; the screen checked that before the write.
 */
const barcodeSteps: Record<BarcodeStep, (input: WaitingStep['input'], scan: Scanned) => FieldCommand> = {
  scanMailInBox: (i, { supplyItemID, barcode, at }) => ({
    type: 'scanMailInBox',
    waypointActionID: text(i.waypointActionID),
    supplyItemID,
    barcode,
    at,
  }),
  scanShipmentBox: (i, { supplyItemID }) => ({ type: 'scanShipmentBox', shipmentID: text(i.shipmentID), supplyItemID }),
};

/**
 * The command the server will run for this write (or the refusal the server's rule gives before
 * it), or null when only the server can build it.
 */
export function commandOfWaitingStep(
  step: WaitingStep,
  caller: StepCommandContext['caller'],
  scans: PhoneScans,
  itinerary: ItineraryData,
): WaitingCommand | null {
  const at = typeof step.input.at === 'string' ? step.input.at : step.at;
  // Its checks run on the waypoint's record at the step's time, as the server runs them.
  if (step.name === 'finishWaypoint' && typeof step.input.waypointID === 'string')
    return finishWaypointCommand(itinerary, step.input as StepInput<'finishWaypoint'>, at);
  const { barcode } = step.input;
  if (step.name === 'setWaypointSupplyItem') {
    const supplyItemID = typeof barcode === 'string' ? scans.itemOf(barcode) : null;
    const bag = supplyItemID === null ? undefined : scans.visitBagOf(supplyItemID);
    if (bag === undefined) return null;
    const judged = visitBagCommand(text(step.input.waypointID), bag);
    return judged.ok ? judged.command : { refusal: judged.refusal };
  }
  if (Object.hasOwn(barcodeSteps, step.name)) {
    const supplyItemID = typeof barcode === 'string' ? scans.itemOf(barcode) : null;
    if (typeof barcode !== 'string' || supplyItemID === null) return null;
    return barcodeSteps[step.name as BarcodeStep](step.input, { supplyItemID, barcode: barcode.trim(), at });
  }
  // Any other write (not an itinerary step, or one only the server maps) is left to the server.
  if (!Object.hasOwn(stepCommands, step.name)) return null;
  const name = step.name as StepName;
  return toFieldCommand(name, step.input as StepInput<typeof name>, { at, caller });
}

/**
 * The server's verdict on this write, judged on the phone's state: the new state, or the refusal
 * with the server's text; null when only the server can judge it.
 */
export function judgeWaitingStep(
  state: FieldState,
  step: WaitingStep,
  caller: StepCommandContext['caller'],
  scans: PhoneScans,
): Transition<FieldState> | null {
  const command = commandOfWaitingStep(step, caller, scans, state.itinerary);
  if (command === null) return null;
  return 'refusal' in command ? refused(command.refusal) : applyFieldCommand(state, command);
}

/** The state with every waiting write applied in order (a refused or unknown one is skipped). */
export function applyWaitingSteps(
  state: FieldState,
  steps: readonly WaitingStep[],
  caller: StepCommandContext['caller'],
  scans: PhoneScans,
): FieldState {
  let current = state;
  for (const step of steps) {
    const result = judgeWaitingStep(current, step, caller, scans);
    if (result?.ok) current = result.data;
  }
  return current;
}
