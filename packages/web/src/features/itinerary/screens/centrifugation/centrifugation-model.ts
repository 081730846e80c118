/**
 * What the centrifugation screens decide, as pure functions (requirements.md 2.11, 3, 4, 5): the state of
 * one processing action on this phone, the items each scan step expects and the bags in use, and
 * the saveCentrifugedSpecimenBag input of a procedure. Whether a scan fits is the domain's
 * (scanning/scan-acceptance.ts).
 *
 * The expected items are the domain's (`toCentrifugationProcedures`), so a scan the screen accepts
 * is one the continue rule counts.
 */
import {
  emptyCentrifugationState,
  toCentrifugationProcedures,
  type CentrifugationProcedure,
} from '@sc/domain/continue-rules/centrifugation';
import type { CentrifugationState, ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryData, NewSpecimenBag } from '@sc/domain/itinerary-data/model';
import { getOwn } from '@sc/domain/scanning/lookup';

/** The phone's state for a processing action; a stored one missing fields (older app) is completed. */
export function centrifugationStateOf(local: ItineraryFlowState, processingActionID: string): CentrifugationState {
  const stored = getOwn(local.centrifugation, processingActionID);
  return stored ? { ...emptyCentrifugationState, ...stored } : emptyCentrifugationState;
}

/** The flow state with one processing action's centrifugation state changed. */
export function updateCentrifugation(
  local: ItineraryFlowState,
  processingActionID: string,
  update: (state: CentrifugationState) => CentrifugationState,
): ItineraryFlowState {
  const next = update(centrifugationStateOf(local, processingActionID));
  return { ...local, centrifugation: { ...local.centrifugation, [processingActionID]: next } };
}

/** The procedures to centrifuge (neither canceled nor failed); none when the action is not a centrifugation. */
export function centrifugationProceduresOf(data: ItineraryData, processingActionID: string): CentrifugationProcedure[] {
  return toCentrifugationProcedures(data, processingActionID) ?? [];
}

/** The new specimen bags the server holds for the action, by procedure id. */
export function savedNewBagsOf(
  data: ItineraryData,
  processingActionID: string,
): Readonly<Record<string, NewSpecimenBag>> {
  return getOwn(data.processingActions, processingActionID)?.newSpecimenBags ?? {};
}

/** Whether a procedure's new bag is saved: on the server, or recorded on this phone after its save. */
export function isProcedurePacked(
  data: ItineraryData,
  state: CentrifugationState,
  processingActionID: string,
  procedureID: string,
): boolean {
  return (
    getOwn(savedNewBagsOf(data, processingActionID), procedureID) !== undefined ||
    state.centrifugedProcedures.includes(procedureID)
  );
}

/** The specimen bags the samples arrived in: one per procedure that has one. */
export function initialBagsOf(procedures: readonly CentrifugationProcedure[]): string[] {
  return procedures.flatMap((p) => (p.specimenBagID === null ? [] : [p.specimenBagID]));
}

/** The tubes that go into the centrifuge. */
export function centrifugeTubesOf(procedures: readonly CentrifugationProcedure[]): string[] {
  return procedures.flatMap((p) => p.centrifugeSampleItemIDs);
}

/** The new bag of a procedure: saved on the server, else scanned on this phone. */
export function newBagOf(
  data: ItineraryData,
  state: CentrifugationState,
  processingActionID: string,
  procedureID: string,
): string | null {
  return (
    getOwn(state.newSpecimenBagsScanned, procedureID) ??
    getOwn(savedNewBagsOf(data, processingActionID), procedureID)?.supplyItemID ??
    null
  );
}

/**
 * The specimen bags in use at this action: the bags the samples arrived in and each procedure's new
 * bag. A new bag is none of them (the domain's `newBagRefusal`): scanning the procedure's current
 * new bag again is "Barcode already scanned." too.
 */
export function bagsInUse(
  data: ItineraryData,
  state: CentrifugationState,
  processingActionID: string,
  procedures: readonly CentrifugationProcedure[],
): string[] {
  return [
    ...initialBagsOf(procedures),
    ...procedures.flatMap((p) => newBagOf(data, state, processingActionID, p.id) ?? []),
  ];
}

export type SaveBagInput = {
  processingActionID: string;
  procedureID: string;
  supplyItemID: string;
  relatedSupplyItemIDs: string[];
  photoFileID: string | null;
};

/** The saveCentrifugedSpecimenBag input from this phone's scans; null without a new bag. */
export function saveBagInput(
  data: ItineraryData,
  state: CentrifugationState,
  processingActionID: string,
  procedureID: string,
): SaveBagInput | null {
  const supplyItemID = newBagOf(data, state, processingActionID, procedureID);
  if (supplyItemID === null) return null;
  const scanned = getOwn(state.samplesScannedForNewSpecimenBag, procedureID);
  const saved = getOwn(savedNewBagsOf(data, processingActionID), procedureID)?.relatedSupplyItemIDs ?? [];
  return {
    processingActionID,
    procedureID,
    supplyItemID,
    relatedSupplyItemIDs: [...new Set(scanned ?? saved)],
    photoFileID: state.photo,
  };
}

/** "m:ss" for a countdown, never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
