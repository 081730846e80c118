/**
 * The itinerary's local flow state (requirements.md 3 "Local flow state"): what the nurse has done on this
 * phone that is not (yet) a server write, kept per itinerary and persisted on the device so a
 * reload in the middle of a visit loses nothing (architecture.md 8).
 *
 * Conventions here:
 * - Everything scanned is named by its supply item id, or by the barcode where the scan names no
 *   supply item (a label).
 * - What the server already holds is never copied here: the step rules read the committed data
 *   first and this state only for what has no write of its own (centrifugation scans and photo,
 *   the mail-in instructions, checklists, answers drafted before the charting is saved).
 * - Every table is keyed by the id requirements.md 2.11 keys the step by.
 */
import { readFlowState } from '../step-flow/flow-state.ts';

/** A centrifuge processing action's own scans and photo (requirements.md 3 centrifugation). */
export interface CentrifugationState {
  /** The confirmation photo (a file reference), once taken. */
  photo: string | null;
  /** Procedures whose new specimen bag is saved. */
  centrifugedProcedures: readonly string[];
  /** Procedure id -> the new specimen bag scanned for it. */
  newSpecimenBagsScanned: Readonly<Record<string, string>>;
  /** The specimen bags the samples arrived in, as scanned on the first step. */
  initialSpecimenBagsScanned: readonly string[];
  /** Tubes scanned into the centrifuge. */
  samplesRequiringCentrifugationScanned: readonly string[];
  /** Procedure id -> tubes scanned into its new specimen bag. */
  samplesScannedForNewSpecimenBag: Readonly<Record<string, readonly string[]>>;
}

/** Per shipment: the scanned box barcode, the scanned label barcode and the photo. */
export interface MailboxFlowState {
  scanBox: string | null;
  scanLabel: string | null;
  takePhoto: string | null;
}

/** The box-preparation instructions, in the order requirements.md 5 numbers them (1, 2, 3). */
export const packingInstructions = ['remove-tape-strips', 'remove-pressure-bag', 'place-ice-packs'] as const;
export type PackingInstruction = (typeof packingInstructions)[number];

/** A tube scanned on scan-sample, before complete-charting records the collection. */
export interface SampleScan {
  supplyItemID: string;
  serial: string;
}

/** requirements.md 5: sample answers are yes, partial or no. */
export const sampleAnswers = ['yes', 'partial', 'no'] as const;
export type SampleAnswer = (typeof sampleAnswers)[number];

export interface ItineraryFlowState {
  /** Processing action id -> centrifugation state (requirements.md 3 centrifugation). */
  readonly centrifugation: Readonly<Record<string, CentrifugationState>>;
  /** Mail-in waypoint action id -> the box-preparation instructions ticked (requirements.md 3 packingFlowInstructions). */
  readonly packingFlowInstructions: Readonly<Record<string, Partial<Record<PackingInstruction, boolean>>>>;
  /** Mail-in waypoint action id -> its box was scanned here (requirements.md 3 mailInBoxScanned). */
  readonly mailInBoxScanned: Readonly<Record<string, boolean>>;
  /** Mail-in waypoint action id -> specimen bags scanned into the box (requirements.md 3 specimenBagsScanned). */
  readonly specimenBagsScanned: Readonly<Record<string, readonly string[]>>;
  /** Pick-drop waypoint id -> packages scanned at the stop (requirements.md 3 mail-in scanItems). */
  readonly mailInScanItems: Readonly<Record<string, readonly string[]>>;
  /**
   * Lab drop-off (ADR 064): pick-drop waypoint id -> the specimen bags scanned at the lab. No write of
   * its own: finishing the stop is the write (finishWaypoint), so a bag scanned offline waits for nothing.
   */
  readonly dropOffBagsScanned: Readonly<Record<string, readonly string[]>>;
  /** Shipment id -> box, label and photo done here (requirements.md 3 mail-in scanBox, scanLabel, takePhoto). */
  readonly mailbox: Readonly<Record<string, MailboxFlowState>>;
  /** Procedure id -> the shipping label scanned here (requirements.md 3 scannedShippingLabelBarcode). */
  readonly scannedShippingLabelBarcode: Readonly<Record<string, string>>;
  /** Procedure id -> the kit is packed (the packing step's confirmation). */
  readonly kitPacked: Readonly<Record<string, boolean>>;
  /** Sample id -> its tube, scanned on scan-sample (requirements.md 3 scan lists). */
  readonly sampleScans: Readonly<Record<string, SampleScan>>;
  /** Step path -> the checklist lines ticked on that screen (consent, labels, identity). */
  readonly checklists: Readonly<Record<string, readonly string[]>>;
  /** Procedure id -> charting answers drafted before saveCharting, by charting item id. */
  readonly chartingDrafts: Readonly<Record<string, Readonly<Record<string, string | string[] | boolean | null>>>>;
}

/** The part of requirements.md 3's local flow state the tree reads. Callers may pass the whole state. */
export interface ItineraryLocalFlow {
  /** Mail-in waypoint action id -> its box was scanned on this device (requirements.md 3 mailInBoxScanned). */
  readonly mailInBoxScanned?: Readonly<Record<string, boolean>>;
}

export const emptyItineraryFlowState: ItineraryFlowState = {
  centrifugation: {},
  packingFlowInstructions: {},
  mailInBoxScanned: {},
  specimenBagsScanned: {},
  mailInScanItems: {},
  dropOffBagsScanned: {},
  mailbox: {},
  scannedShippingLabelBarcode: {},
  kitPacked: {},
  sampleScans: {},
  checklists: {},
  chartingDrafts: {},
};

/**
 * A stored state read back: missing tables (an older version of the app wrote it) become empty,
 * anything that is not an object is dropped, so a damaged entry cannot break the flow.
 */
export function toItineraryFlowState(stored: unknown): ItineraryFlowState {
  return readFlowState(emptyItineraryFlowState, stored);
}
