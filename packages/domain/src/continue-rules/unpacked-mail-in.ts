/**
 * Unpacked mail-in, packing/{waypointActionID} (requirements.md 2.11, 3, 5): scan-mail-in-box,
 * follow-instructions, pack-specimen-bags.
 *
 * Conventions here, where requirements.md 5 leaves them open:
 * - Every incomplete instruction is listed, each on its own line ("Instruction 1 must be
 *   completed", "Instruction 3 must be completed"): the tooltip lists failures one per line, and
 *   the nurse sees all that is left at once rather than one at a time.
 * - The specimen bags to pack are given as ids; none to pack also blocks (a mail-in box is not
 *   sent empty).
 */
import { packingInstructions, type PackingInstruction } from '../itinerary-data/flow-state.ts';
import type { ItineraryData, Waypoint, WaypointAction } from '../itinerary-data/model.ts';
import {
  actionsOf,
  isValidMailInAction,
  packingWaypointOf,
  specimenBagIDsOf,
  waypointsOf,
} from '../itinerary-data/selectors.ts';
import { getOwn } from '../scanning/lookup.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { instructionMustBeCompleted, unpackedMailInMessages as m } from './messages.ts';

export const unpackedMailInSteps = ['scan-mail-in-box', 'follow-instructions', 'pack-specimen-bags'] as const;
export type UnpackedMailInStep = (typeof unpackedMailInSteps)[number];

export interface UnpackedMailInState {
  /** requirements.md 3 mailInBoxScanned. */
  mailInBoxScanned: boolean;
  /** requirements.md 3 packingFlowInstructions: which instructions the nurse has ticked. */
  packingFlowInstructions: Partial<Record<PackingInstruction, boolean>>;
  /** The specimen bags of the linked procedures, to go into the box. */
  specimenBagIDs: readonly string[];
  /** requirements.md 3 specimenBagsScanned. */
  specimenBagsScanned: readonly string[];
}

export function unpackedMailInFailures(step: UnpackedMailInStep, state: UnpackedMailInState): string[] {
  switch (step) {
    case 'scan-mail-in-box':
      return state.mailInBoxScanned ? [] : [m.mailInBoxScanned];
    case 'follow-instructions':
      return packingInstructions.flatMap((instruction, i) =>
        state.packingFlowInstructions[instruction] === true ? [] : [instructionMustBeCompleted(i + 1)],
      );
    case 'pack-specimen-bags': {
      const scanned = new Set(state.specimenBagsScanned);
      const packed = state.specimenBagIDs.length > 0 && state.specimenBagIDs.every((id) => scanned.has(id));
      return packed ? [] : [m.specimenBagsPacked];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The rule's state, from the itinerary's data and the phone's flow state

/** The box is scanned: recorded on the server, or scanned on this phone (requirements.md 3 mailInBoxScanned). */
export function isMailInBoxScanned(ctx: StepRuleContext, action: WaypointAction): boolean {
  return action.mailIn?.mailInBoxBarcode != null || getOwn(ctx.flow.mailInBoxScanned, action.id) === true;
}

/** A packed (or complete) action has done every packing step on the server. */
export function unpackedStateOf(ctx: StepRuleContext, action: WaypointAction): UnpackedMailInState {
  const packed = action.status === 'packed' || action.status === 'complete';
  const specimenBagIDs = specimenBagIDsOf(ctx.data, action);
  return {
    mailInBoxScanned: isMailInBoxScanned(ctx, action),
    packingFlowInstructions: packed
      ? Object.fromEntries(packingInstructions.map((i) => [i, true]))
      : (getOwn(ctx.flow.packingFlowInstructions, action.id) ?? {}),
    specimenBagIDs,
    specimenBagsScanned: packed ? specimenBagIDs : (getOwn(ctx.flow.specimenBagsScanned, action.id) ?? []),
  };
}

/** The valid mail-in actions, not canceled, whose box is packed after this visit. */
function mailInActionsPackedAt(data: ItineraryData, waypoint: Waypoint): WaypointAction[] {
  const actions = waypointsOf(data).flatMap((w) => actionsOf(data, w));
  return [...new Set(actions)].filter(
    (a) =>
      a.type === 'mail-in' &&
      a.status !== 'canceled' &&
      isValidMailInAction(data, a) &&
      packingWaypointOf(data, a)?.id === waypoint.id,
  );
}

/** The visit's scan-in-mail-in-box step: every box packed after this visit scanned in. */
export function mailInBoxScanInFailures(ctx: StepRuleContext, waypoint: Waypoint): string[] {
  return mailInActionsPackedAt(ctx.data, waypoint).every((a) => isMailInBoxScanned(ctx, a)) ? [] : [m.mailInBoxScanned];
}
