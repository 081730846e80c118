/**
 * Procedure transitions (requirements.md 4, 5, 7): charting, failure, cancel, the sample-packing shipping
 * label, and the supply slots (specimen bag, kit, supply items).
 *
 * Conventions here:
 *   - completed, canceled and failed are final. A canceled procedure takes no more field work
 *     (charting, label, supplies): refused. "Unless it already failed" keeps a failed procedure
 *     failed while its charting or label is still saved.
 *   - After a nurse-side change of a procedure, its patient waypoint action is recomputed; a
 *     cancel cascades instead (waypoint-actions.ts).
 *   - Supply slots check their items before anything is written (supply-items.ts).
 */
import type { ChartingItem, ItineraryData, Procedure } from '../itinerary-data/model.ts';
import { supplyStrategyOf } from '../itinerary-data/selectors.ts';
import { acceptedSupplyTypes, isSupplyTypeAllowed } from '../scanning/supply-types.ts';
import { runOnItinerary, runOnState, type FieldDraft } from './draft.ts';
import type { ProcedureSet } from './changes.ts';
import type { FieldState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Refusal, type Transition } from './result.ts';
import { swapProcedureSupplyItems } from './supply-items.ts';
import { cascadeProcedureCancel, recomputeActionsAfterProcedureChange } from './waypoint-actions.ts';
import { canMoveStatus } from './statuses.ts';
import { labelShipment } from './shipments.ts';

function refuseCanceled(procedure: Procedure): Refusal | undefined {
  return procedure.status === 'canceled' ? conflict(refusalTemplates.procedureIs('canceled')) : undefined;
}

/** Sets the procedure completed when its status allows it (never out of failed, canceled). */
function completeProcedure(draft: FieldDraft, procedure: Procedure): void {
  if (canMoveStatus('procedure', procedure.status, 'completed'))
    draft.updateProcedure(procedure.id, { status: 'completed' });
}

function afterProcedureChange(draft: FieldDraft, before: ItineraryData, procedureID: string, at: string): void {
  if (draft.itinerary.procedures[procedureID] !== before.procedures[procedureID])
    recomputeActionsAfterProcedureChange(draft, procedureID, at);
}

export interface SaveChartingInput {
  procedureID: string;
  items: ChartingItem[];
  at: string;
}

/**
 * requirements.md 4: saving charting sets charting status complete and the procedure completed, unless it
 * already failed or the supply strategy is kit shipment (it completes at its shipping label).
 */
export function saveCharting(itinerary: ItineraryData, input: SaveChartingInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const procedure = draft.procedure(input.procedureID);
    if (!procedure) return notFound(refusalTexts.procedureNotFound);
    const canceled = refuseCanceled(procedure);
    if (canceled) return canceled;
    draft.updateProcedure(procedure.id, { charting: { items: input.items, status: 'complete' } });
    if (supplyStrategyOf(draft.itinerary, procedure) !== 'kit-shipment') completeProcedure(draft, procedure);
    afterProcedureChange(draft, itinerary, procedure.id, input.at);
  });
}

export interface FailProcedureInput {
  procedureID: string;
  reason: string;
  failedBy: string;
  failedByRole: string;
  at: string;
}

/**
 * requirements.md 3, 4: a failed procedure records the reason, who failed it (and in which role), that
 * its supplies were used, and when. Already failed: no change (the first record stands).
 */
export function failProcedure(itinerary: ItineraryData, input: FailProcedureInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const procedure = draft.procedure(input.procedureID);
    if (!procedure) return notFound(refusalTexts.procedureNotFound);
    const reason = input.reason.trim();
    if (reason.length === 0) return badRequest(refusalTexts.missingFailureReason);
    if (procedure.status === 'failed') return;
    if (!canMoveStatus('procedure', procedure.status, 'failed'))
      return conflict(refusalTemplates.procedureIs(procedure.status));
    draft.updateProcedure(procedure.id, {
      status: 'failed',
      failed: {
        reason,
        failedBy: input.failedBy,
        failedByRole: input.failedByRole,
        supplyCondition: 'used',
        timestamp: input.at,
      },
    });
    recomputeActionsAfterProcedureChange(draft, procedure.id, input.at);
  });
}

export interface CancelProcedureInput {
  procedureID: string;
  at: string;
}

/** requirements.md 4: cancelling a procedure also cancels its waypoint actions (and processing actions). */
export function cancelProcedure(itinerary: ItineraryData, input: CancelProcedureInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const procedure = draft.procedure(input.procedureID);
    if (!procedure) return notFound(refusalTexts.procedureNotFound);
    if (procedure.status === 'canceled') return;
    if (!canMoveStatus('procedure', procedure.status, 'canceled'))
      return conflict(refusalTemplates.procedureIs(procedure.status));
    draft.updateProcedure(procedure.id, { status: 'canceled' });
    cascadeProcedureCancel(draft, procedure.id, input.at);
  });
}

export interface SaveSampleShippingLabelInput {
  procedureID: string;
  barcode: string;
  at: string;
}

/**
 * requirements.md 4: saving a shipping label in the sample-packing step marks the procedure completed
 * unless failed, then recomputes the action. The label is the one of the procedure's sample
 * shipment, which becomes ready_to_ship (requirements.md 4).
 */
export function saveSampleShippingLabel(
  itinerary: ItineraryData,
  input: SaveSampleShippingLabelInput,
): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const procedure = draft.procedure(input.procedureID);
    if (!procedure) return notFound(refusalTexts.procedureNotFound);
    const barcode = input.barcode.trim();
    if (barcode.length === 0) return badRequest(refusalTexts.missingBarcode);
    const canceled = refuseCanceled(procedure);
    if (canceled) return canceled;
    if (procedure.sampleShipmentID === null) return conflict(refusalTexts.noSampleShipmentID);
    const labeled = labelShipment(draft, procedure.sampleShipmentID, barcode);
    if (labeled) return labeled;
    completeProcedure(draft, procedure);
    afterProcedureChange(draft, itinerary, procedure.id, input.at);
  });
}

/** requirements.md 5: a set or unset instruction sets or removes the specimen bag's id. */
export type SpecimenBagInstruction =
  { type: 'set'; supplyItemID: string; relatedSupplyItemIDs?: string[] } | { type: 'unset' };

export interface SetSpecimenBagInput {
  procedureID: string;
  instruction: SpecimenBagInstruction;
}

/**
 * Sets or removes the procedure's specimen bag. Setting the bag already set keeps its related
 * supply items unless new ones are given; a different bag starts with none.
 */
export function setSpecimenBag(state: FieldState, input: SetSpecimenBagInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const procedure = draft.procedure(input.procedureID);
    if (!procedure) return notFound(refusalTexts.missingProcedureForBagOrKit);
    const canceled = refuseCanceled(procedure);
    if (canceled) return canceled;
    const { instruction } = input;
    if (instruction.type === 'unset')
      return swapProcedureSupplyItems(draft, procedure.id, [], () =>
        draft.updateProcedure(procedure.id, { specimenBag: null }),
      );
    const id = instruction.supplyItemID.trim();
    if (id.length === 0) return badRequest(refusalTexts.missingBarcode);
    const kept = procedure.specimenBag?.id === id ? procedure.specimenBag.relatedSupplyItemIDs : [];
    const specimenBag = { id, relatedSupplyItemIDs: instruction.relatedSupplyItemIDs ?? kept };
    return swapProcedureSupplyItems(draft, procedure.id, [id], () =>
      draft.updateProcedure(procedure.id, { specimenBag }),
    );
  });
}

/**
 * Design: a kit is an item of a kit supply type (`acceptedSupplyTypes.kit`); another is "Wrong
 * supply" (requirements.md 5). The server reads the type.
 */
export function checkKitSupplyType(supplyType: string): Refusal | undefined {
  return isSupplyTypeAllowed(supplyType, acceptedSupplyTypes.kit) ? undefined : badRequest(refusalTexts.wrongSupply);
}

export interface SetKitSupplyItemInput {
  procedureID: string;
  /** null removes the kit. */
  supplyItemID: string | null;
}

/** Sets (or, with null, removes) the procedure's kit supply item (requirements.md 7: procedures/{id}/kitSupplyItem). */
export function setKitSupplyItem(state: FieldState, input: SetKitSupplyItemInput): Transition<FieldState> {
  const id = input.supplyItemID?.trim() || null;
  return setProcedureSlot(state, input.procedureID, refusalTexts.missingProcedureForBagOrKit, id, {
    kitSupplyItemID: id,
  });
}

/**
 * Writes one of the procedure's supply-item slots (`ids`: what the slot names after the write),
 * marking new items used and releasing dropped ones (supply-items.ts). A blank id in a list is
 * "Missing barcode."; a canceled procedure refuses.
 */
function setProcedureSlot(
  state: FieldState,
  procedureID: string,
  notFoundText: string,
  ids: string | null | readonly string[],
  set: ProcedureSet,
): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const procedure = draft.procedure(procedureID);
    if (!procedure) return notFound(notFoundText);
    const canceled = refuseCanceled(procedure);
    if (canceled) return canceled;
    const added = ids === null ? [] : typeof ids === 'string' ? [ids] : [...ids];
    if (added.some((id) => id.length === 0)) return badRequest(refusalTexts.missingBarcode);
    return swapProcedureSupplyItems(draft, procedure.id, added, () => draft.updateProcedure(procedure.id, set));
  });
}

/** A scanned list: trimmed, duplicates dropped, order kept. */
const toIdList = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim()))];

export interface SetProcedureSupplyItemsInput {
  procedureID: string;
  /** The whole list after the scan (duplicates are dropped, order kept). */
  supplyItemIDs: string[];
}

/** Sets the procedure's scanned supply items (requirements.md 7: procedures/{id}/supplyItems). */
export function setProcedureSupplyItems(
  state: FieldState,
  input: SetProcedureSupplyItemsInput,
): Transition<FieldState> {
  const ids = toIdList(input.supplyItemIDs);
  return setProcedureSlot(state, input.procedureID, refusalTexts.procedureNotFound, ids, { supplyItemIDs: ids });
}

export interface SetAmberBagsInput {
  procedureID: string;
  /** The whole list after the scan (trimmed, duplicates dropped, order kept). */
  supplyItemIDs: string[];
}

/** Sets the procedure's amber bags (requirements.md 7: procedures/{id}/amberBags; requirements.md 4 supply items). */
export function setAmberBags(state: FieldState, input: SetAmberBagsInput): Transition<FieldState> {
  const ids = toIdList(input.supplyItemIDs);
  return setProcedureSlot(state, input.procedureID, refusalTexts.procedureNotFound, ids, { amberBagIDs: ids });
}

export interface SetInsulatedBagInput {
  procedureID: string;
  /** null (or blank) removes the insulated bag. */
  supplyItemID: string | null;
}

/** Sets (or, with null, removes) the procedure's insulated bag (requirements.md 7: procedures/{id}/insulatedBag). */
export function setInsulatedBag(state: FieldState, input: SetInsulatedBagInput): Transition<FieldState> {
  const id = input.supplyItemID?.trim() || null;
  return setProcedureSlot(state, input.procedureID, refusalTexts.procedureNotFound, id, { insulatedBagID: id });
}
