/**
 * What the centrifugation screens decide, as pure functions (SPEC.md 2.11, 3, 4, 5): the state of
 * one processing action on this phone, the items each scan step expects and whether a scan fits,
 * and the saveCentrifugedSpecimenBag input of a procedure.
 *
 * The expected items are the domain's (`toCentrifugationProcedures`), so a scan the screen accepts
 * is one the continue rule counts.
 */
import {
  emptyCentrifugationState,
  toCentrifugationProcedures,
  type CentrifugationProcedure,
  type CentrifugationState,
} from '@sc/domain/continue-rules/centrifugation';
import type { ItineraryFlowState } from '@sc/domain/itinerary/flow-state';
import type { ItineraryData, NewSpecimenBag } from '@sc/domain/itinerary/model';
import { getOwn } from '@sc/domain/scanning/lookup';
import { matchScan } from '@sc/domain/scanning/match-scan';
import { scanMessages } from '@sc/domain/scanning/messages';

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

/** One line of a scan list: an expected supply item and whether it is scanned. */
export interface ScanRow {
  supplyItemID: string;
  scanned: boolean;
}

export function scanRows(expected: readonly string[], scanned: readonly string[]): ScanRow[] {
  const have = new Set(scanned);
  return [...new Set(expected)].map((supplyItemID) => ({ supplyItemID, scanned: have.has(supplyItemID) }));
}

/**
 * A scanned supply item against the exact items a step expects (SPEC 5): one scanned already is
 * "Barcode already scanned.", one not expected is "Wrong supply". Null when it fits.
 */
export function expectedItemRefusal(
  expected: readonly string[],
  scanned: readonly string[],
  supplyItemID: string | null,
): string | null {
  if (supplyItemID !== null && scanned.includes(supplyItemID)) return scanMessages.alreadyScanned;
  if (supplyItemID === null || !expected.includes(supplyItemID)) return scanMessages.wrongSupply;
  return null;
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

export interface NewBagScan {
  supplyID: string | null;
  supplyItemID: string | null;
  barcode: string;
  serial: string | null;
}

/**
 * A new specimen bag scanned for a procedure. It must be a bag of the kind the samples arrived in
 * (when that kind is known: "Wrong supply") and not a bag already in use here: the procedure's own
 * bag, or another procedure's new bag ("Barcode already scanned."). Scanning the procedure's
 * current new bag again is "Barcode already scanned." too.
 */
export function newBagRefusal(input: {
  data: ItineraryData;
  state: CentrifugationState;
  processingActionID: string;
  procedures: readonly CentrifugationProcedure[];
  procedureID: string;
  /** The supply of a specimen bag (that of the bag the samples arrived in), when known. */
  bagSupplyID: string | null;
  scan: NewBagScan;
}): string | null {
  const { data, state, processingActionID, procedures, scan } = input;
  if (scan.supplyItemID === null) return scanMessages.wrongSupply;
  const inUse = [
    ...initialBagsOf(procedures),
    ...procedures.flatMap((p) => newBagOf(data, state, processingActionID, p.id) ?? []),
  ];
  if (input.bagSupplyID === null) return inUse.includes(scan.supplyItemID) ? scanMessages.alreadyScanned : null;
  const matched = matchScan(
    [{ supplyID: input.bagSupplyID, isScanned: false }],
    { ...scan, supplyID: scan.supplyID ?? '' },
    { alsoScanned: inUse },
  );
  return matched.ok ? null : matched.message;
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
