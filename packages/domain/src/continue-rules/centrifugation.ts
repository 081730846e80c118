/**
 * Centrifugation (requirements.md 2.11, 3, 4, 5): what blocks Next on each step, and what saving a new
 * specimen bag changes.
 *
 * Steps, in route order: scan-specimen-bags, scan-samples, instructions, photo-confirmation,
 * pack-specimen-bags; and per procedure, procedure/scan-specimen-bag then procedure/scan-samples.
 *
 * Conventions here, where requirements.md 5 leaves them open:
 * - Everything scanned is named by its supply item id: bags and sample tubes alike.
 * - The procedures are those of the processing action that are neither canceled nor failed; a
 *   procedure without a specimen bag has no bag to scan on the first step.
 * - "every sample of the new bag's related supply items": the samples moving into the new bag are
 *   the procedure's collected samples whose tubes are related to its current (initial) bag.
 * - A "new" specimen bag is one other than the bag the samples arrived in.
 * - procedure/scan-samples also needs the new bag: that step saves it (requirements.md 8 throws "Missing new
 *   specimen bag" otherwise), so its Next says so rather than failing on press.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import { toCentrifugePhotoItem } from '../itinerary-data/centrifuge-photo.ts';
import type { CentrifugationState } from '../itinerary-data/flow-state.ts';
import type { StepRef } from '../itinerary-data/step-ref.ts';
import { getOwn } from '../scanning/lookup.ts';
import { isAnswered } from './charting.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { centrifugationMessages as m } from './messages.ts';

export const centrifugationSteps = [
  'scan-specimen-bags',
  'scan-samples',
  'instructions',
  'photo-confirmation',
  'pack-specimen-bags',
] as const;
export const centrifugationProcedureSteps = ['procedure/scan-specimen-bag', 'procedure/scan-samples'] as const;

export type CentrifugationStep =
  | { step: (typeof centrifugationSteps)[number] }
  | { step: (typeof centrifugationProcedureSteps)[number]; procedureID: string };

/** The local flow state of requirements.md 3, per processing action. */
export const emptyCentrifugationState: CentrifugationState = {
  photo: null,
  centrifugedProcedures: [],
  newSpecimenBagsScanned: {},
  initialSpecimenBagsScanned: [],
  samplesRequiringCentrifugationScanned: [],
  samplesScannedForNewSpecimenBag: {},
};

/** One procedure of the processing action, as the rules need it. */
export interface CentrifugationProcedure {
  id: string;
  /** The specimen bag its samples arrived in. */
  specimenBagID: string | null;
  /** Tubes of its samples that need the centrifuge. */
  centrifugeSampleItemIDs: readonly string[];
  /** Tubes of its samples that move into the new specimen bag. */
  newBagSampleItemIDs: readonly string[];
}

export interface CentrifugationInput {
  procedures: readonly CentrifugationProcedure[];
  state: CentrifugationState;
}

/**
 * The procedures of a centrifuge processing action, from the itinerary (requirements.md 2.11: only for the
 * centrifuge supply instruction). Null when there is no such action.
 */
export function toCentrifugationProcedures(
  itinerary: ItineraryData,
  processingActionID: string,
): CentrifugationProcedure[] | null {
  const action = getOwn(itinerary.processingActions, processingActionID);
  if (action === undefined || action.supplyInstruction !== 'centrifuge') return null;
  return action.procedureIDs.flatMap((procedureID) => {
    const procedure = getOwn(itinerary.procedures, procedureID);
    if (procedure === undefined || procedure.status === 'canceled' || procedure.status === 'failed') return [];
    const tubes = procedure.samples.flatMap((sample) =>
      (sample.status === 'collected' || sample.status === 'completed') && sample.supplyItemID
        ? [{ supplyItemID: sample.supplyItemID, centrifuge: sample.processing === 'centrifuge' }]
        : [],
    );
    const related = new Set(procedure.specimenBag?.relatedSupplyItemIDs ?? []);
    return [
      {
        id: procedure.id,
        specimenBagID: procedure.specimenBag?.id ?? null,
        centrifugeSampleItemIDs: tubes.filter((t) => t.centrifuge).map((t) => t.supplyItemID),
        newBagSampleItemIDs: tubes.filter((t) => related.has(t.supplyItemID)).map((t) => t.supplyItemID),
      },
    ];
  });
}

function includesAll(scanned: readonly string[] | undefined, required: readonly string[]): boolean {
  const have = new Set(scanned ?? []);
  return required.every((id) => have.has(id));
}

function newBagOf(input: CentrifugationInput, procedure: CentrifugationProcedure): string | null {
  const bag = getOwn(input.state.newSpecimenBagsScanned, procedure.id);
  return bag && bag !== procedure.specimenBagID ? bag : null;
}

/** The failures that keep Next disabled on a centrifugation step (requirements.md 5), in display order. */
export function centrifugationFailures(step: CentrifugationStep, input: CentrifugationInput): string[] {
  const { procedures, state } = input;
  switch (step.step) {
    case 'scan-specimen-bags': {
      const bags = procedures.flatMap((p) => (p.specimenBagID === null ? [] : [p.specimenBagID]));
      return includesAll(state.initialSpecimenBagsScanned, bags) ? [] : [m.allSpecimenBagsScanned];
    }
    case 'scan-samples': {
      const tubes = procedures.flatMap((p) => p.centrifugeSampleItemIDs);
      return includesAll(state.samplesRequiringCentrifugationScanned, tubes) ? [] : [m.allSamplesScanned];
    }
    case 'instructions':
      return [];
    case 'photo-confirmation':
      return state.photo ? [] : [m.photoRequired];
    case 'pack-specimen-bags': {
      if (procedures.length === 0) return [m.noProceduresFound];
      const done = new Set(state.centrifugedProcedures);
      return procedures.every((p) => done.has(p.id)) ? [] : [m.proceduresMustBePacked];
    }
    case 'procedure/scan-specimen-bag':
    case 'procedure/scan-samples': {
      const procedure = procedures.find((p) => p.id === step.procedureID);
      if (procedure === undefined) return [m.noProcedureFound];
      const failures: string[] = [];
      if (newBagOf(input, procedure) === null) failures.push(m.newSpecimenBagScanned);
      if (step.step === 'procedure/scan-samples') {
        const scanned = getOwn(state.samplesScannedForNewSpecimenBag, procedure.id);
        if (!includesAll(scanned, procedure.newBagSampleItemIDs)) failures.push(m.allSamplesScanned);
      }
      return failures;
    }
  }
}

/** What saving a new specimen bag changes, as data for the server to write (requirements.md 4). */
export type CentrifugationChange =
  | { type: 'set-specimen-bag'; procedureID: string; specimenBagID: string; relatedSupplyItemIDs: string[] }
  | { type: 'mark-procedure-centrifuged'; procedureID: string }
  | { type: 'set-supply-item-status'; supplyItemID: string; status: 'used' }
  | { type: 'set-processing-action-status'; processingActionID: string; status: 'complete' };

export type SaveNewSpecimenBagResult =
  | { ok: true; state: CentrifugationState; changes: CentrifugationChange[]; complete: boolean }
  | { ok: false; failures: string[] };

/**
 * Saves a procedure's new specimen bag (requirements.md 4): the procedure is marked centrifuged; when every
 * procedure is, the new bags are marked used and the processing action becomes complete. Refused
 * with the step's failures while procedure/scan-samples has any. Saving again repeats the same
 * writes, so a retry is harmless.
 */
export function saveNewSpecimenBag(
  input: CentrifugationInput & { processingActionID: string; procedureID: string },
): SaveNewSpecimenBagResult {
  const failures = centrifugationFailures({ step: 'procedure/scan-samples', procedureID: input.procedureID }, input);
  const procedure = input.procedures.find((p) => p.id === input.procedureID);
  const newBag = procedure && newBagOf(input, procedure);
  if (failures.length > 0 || !procedure || !newBag) return { ok: false, failures };

  const centrifuged = [...new Set([...input.state.centrifugedProcedures, procedure.id])];
  const state: CentrifugationState = { ...input.state, centrifugedProcedures: centrifuged };
  const related = [...new Set(getOwn(input.state.samplesScannedForNewSpecimenBag, procedure.id) ?? [])];
  const changes: CentrifugationChange[] = [
    { type: 'set-specimen-bag', procedureID: procedure.id, specimenBagID: newBag, relatedSupplyItemIDs: related },
    { type: 'mark-procedure-centrifuged', procedureID: procedure.id },
  ];

  const done = new Set(centrifuged);
  const complete = input.procedures.every((p) => done.has(p.id));
  if (complete) {
    const bags = new Set(input.procedures.map((p) => newBagOf({ ...input, state }, p)));
    for (const supplyItemID of bags) {
      if (supplyItemID) changes.push({ type: 'set-supply-item-status', supplyItemID, status: 'used' });
    }
    changes.push({
      type: 'set-processing-action-status',
      processingActionID: input.processingActionID,
      status: 'complete',
    });
  }
  return { ok: true, state, changes, complete };
}

// ---------------------------------------------------------------------------------------------
// The rule's input, from the itinerary's data and the phone's flow state

/** The failures of a centrifugation screen, for the processing action (and procedure) it names. */
export function centrifugationStepFailures(
  ctx: StepRuleContext,
  step: StepRef,
  rule: CentrifugationStep['step'],
): string[] {
  const perProcedure = rule === 'procedure/scan-specimen-bag' || rule === 'procedure/scan-samples';
  const input = step.processingActionID === undefined ? null : centrifugationInputOf(ctx, step.processingActionID);
  if (input === null) return [perProcedure ? m.noProcedureFound : m.noProceduresFound];
  if (!perProcedure) return centrifugationFailures({ step: rule }, input);
  return centrifugationFailures({ step: rule, procedureID: step.procedureID ?? '' }, input);
}

/**
 * The rule's input: the phone's state with the server's merged in. A procedure whose new bag the
 * server holds is centrifuged, its bag scanned and its tubes in it; the confirmation photo is the
 * "Centrifuge Photo" charting item; a packed or complete action has done every step.
 */
function centrifugationInputOf(ctx: StepRuleContext, processingActionID: string): CentrifugationInput | null {
  const action = getOwn(ctx.data.processingActions, processingActionID);
  const procedures = toCentrifugationProcedures(ctx.data, processingActionID);
  if (action === undefined || procedures === null) return null;
  const local = { ...emptyCentrifugationState, ...getOwn(ctx.flow.centrifugation, processingActionID) };
  const done = action.status === 'packed' || action.status === 'complete';
  const saved = procedures.flatMap((p) => {
    const bag = getOwn(action.newSpecimenBags, p.id);
    return bag === undefined ? [] : [{ procedure: p, bag }];
  });
  const photoItemID = toCentrifugePhotoItem(action.id, '').id;
  const savedPhoto = action.procedureIDs
    .flatMap((id) => getOwn(ctx.data.procedures, id)?.charting.items ?? [])
    .find((item) => item.id === photoItemID && isAnswered(item.value));
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    procedures,
    state: {
      // Only the photo's presence is read.
      photo: local.photo ?? (savedPhoto !== undefined || done ? photoItemID : null),
      centrifugedProcedures: union(
        local.centrifugedProcedures,
        saved.map((s) => s.procedure.id),
      ),
      newSpecimenBagsScanned: Object.fromEntries([
        ...Object.entries(local.newSpecimenBagsScanned),
        ...saved.map((s) => [s.procedure.id, s.bag.supplyItemID] as const),
      ]),
      initialSpecimenBagsScanned: done
        ? union(
            local.initialSpecimenBagsScanned,
            procedures.flatMap((p) => p.specimenBagID ?? []),
          )
        : local.initialSpecimenBagsScanned,
      samplesRequiringCentrifugationScanned: done
        ? union(
            local.samplesRequiringCentrifugationScanned,
            procedures.flatMap((p) => p.centrifugeSampleItemIDs),
          )
        : local.samplesRequiringCentrifugationScanned,
      samplesScannedForNewSpecimenBag: Object.fromEntries([
        ...Object.entries(local.samplesScannedForNewSpecimenBag),
        ...saved.map(
          ({ procedure, bag }) =>
            [
              procedure.id,
              union(getOwn(local.samplesScannedForNewSpecimenBag, procedure.id) ?? [], [
                ...bag.relatedSupplyItemIDs,
                ...procedure.newBagSampleItemIDs,
              ]),
            ] as const,
        ),
      ]),
    },
  };
}
