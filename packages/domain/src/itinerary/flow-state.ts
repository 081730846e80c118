/**
 * The itinerary's local flow state (SPEC.md 3 "Local flow state"): what the nurse has done on this
 * phone that is not (yet) a server write, kept per itinerary and persisted on the device so a
 * reload in the middle of a visit loses nothing (DESIGN.md 8).
 *
 * Conventions here:
 * - Everything scanned is named by its supply item id, or by the barcode where the scan names no
 *   supply item (a label).
 * - What the server already holds is never copied here: the step rules read the committed data
 *   first and this state only for what has no write of its own (centrifugation scans and photo,
 *   the mail-in instructions, checklists, answers drafted before the charting is saved).
 * - Every table is keyed by the id SPEC 2.11 keys the step by.
 */
import type { CentrifugationState } from '../continue-rules/centrifugation.ts';
import type { MailboxFlowState } from '../continue-rules/packed-mail-in.ts';
import type { PackingInstruction } from '../continue-rules/unpacked-mail-in.ts';

/** A tube scanned on scan-sample, before complete-charting records the collection. */
export interface SampleScan {
  supplyItemID: string;
  serial: string;
}

/** SPEC 5: sample answers are yes, partial or no. */
export const sampleAnswers = ['yes', 'partial', 'no'] as const;
export type SampleAnswer = (typeof sampleAnswers)[number];

export interface ItineraryFlowState {
  /** Processing action id -> centrifugation state (SPEC 3 centrifugation). */
  readonly centrifugation: Readonly<Record<string, CentrifugationState>>;
  /** Mail-in waypoint action id -> the box-preparation instructions ticked (SPEC 3 packingFlowInstructions). */
  readonly packingFlowInstructions: Readonly<Record<string, Partial<Record<PackingInstruction, boolean>>>>;
  /** Mail-in waypoint action id -> its box was scanned here (SPEC 3 mailInBoxScanned). */
  readonly mailInBoxScanned: Readonly<Record<string, boolean>>;
  /** Mail-in waypoint action id -> specimen bags scanned into the box (SPEC 3 specimenBagsScanned). */
  readonly specimenBagsScanned: Readonly<Record<string, readonly string[]>>;
  /** Pick-drop waypoint id -> packages scanned at the stop (SPEC 3 mail-in scanItems). */
  readonly mailInScanItems: Readonly<Record<string, readonly string[]>>;
  /** Shipment id -> box, label and photo done here (SPEC 3 mail-in scanBox, scanLabel, takePhoto). */
  readonly mailbox: Readonly<Record<string, MailboxFlowState>>;
  /** Procedure id -> the shipping label scanned here (SPEC 3 scannedShippingLabelBarcode). */
  readonly scannedShippingLabelBarcode: Readonly<Record<string, string>>;
  /** Procedure id -> the kit is packed (the packing step's confirmation). */
  readonly kitPacked: Readonly<Record<string, boolean>>;
  /** Sample id -> its tube, scanned on scan-sample (SPEC 3 scan lists). */
  readonly sampleScans: Readonly<Record<string, SampleScan>>;
  /** Step path -> the checklist lines ticked on that screen (consent, labels, identity). */
  readonly checklists: Readonly<Record<string, readonly string[]>>;
  /** Procedure id -> charting answers drafted before saveCharting, by charting item id. */
  readonly chartingDrafts: Readonly<Record<string, Readonly<Record<string, string | string[] | boolean | null>>>>;
}

export const emptyItineraryFlowState: ItineraryFlowState = {
  centrifugation: {},
  packingFlowInstructions: {},
  mailInBoxScanned: {},
  specimenBagsScanned: {},
  mailInScanItems: {},
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
  if (typeof stored !== 'object' || stored === null) return emptyItineraryFlowState;
  const record = stored as Record<string, unknown>;
  const table = (key: keyof ItineraryFlowState) => {
    const value = record[key];
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  };
  return Object.fromEntries(
    (Object.keys(emptyItineraryFlowState) as (keyof ItineraryFlowState)[]).map((key) => [key, table(key)]),
  ) as unknown as ItineraryFlowState;
}
