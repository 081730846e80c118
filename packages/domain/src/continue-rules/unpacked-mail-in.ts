/**
 * Unpacked mail-in, packing/{waypointActionID} (SPEC.md 2.11, 3, 5): scan-mail-in-box,
 * follow-instructions, pack-specimen-bags.
 *
 * Conventions here, where SPEC 5 leaves them open:
 * - Every incomplete instruction is listed, each on its own line ("Instruction 1 must be
 *   completed", "Instruction 3 must be completed"): the tooltip lists failures one per line, and
 *   the nurse sees all that is left at once rather than one at a time.
 * - The specimen bags to pack are given as ids; none to pack also blocks (a mail-in box is not
 *   sent empty).
 */
import { instructionMustBeCompleted, unpackedMailInMessages as m } from './messages.ts';

export const unpackedMailInSteps = ['scan-mail-in-box', 'follow-instructions', 'pack-specimen-bags'] as const;
export type UnpackedMailInStep = (typeof unpackedMailInSteps)[number];

/** The box-preparation instructions, in the order SPEC 5 numbers them (1, 2, 3). */
export const packingInstructions = ['remove-tape-strips', 'remove-pressure-bag', 'place-ice-packs'] as const;
export type PackingInstruction = (typeof packingInstructions)[number];

export interface UnpackedMailInState {
  /** SPEC 3 mailInBoxScanned. */
  mailInBoxScanned: boolean;
  /** SPEC 3 packingFlowInstructions: which instructions the nurse has ticked. */
  packingFlowInstructions: Partial<Record<PackingInstruction, boolean>>;
  /** The specimen bags of the linked procedures, to go into the box. */
  specimenBagIDs: readonly string[];
  /** SPEC 3 specimenBagsScanned. */
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
