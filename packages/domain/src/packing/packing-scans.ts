/**
 * What each packing scan step accepts (requirements.md 2.12, 5; issue 26). The server resolves the barcode
 * (scanBarcode's rules: "Invalid barcode", "Inactive supply. Please contact support." …) and gathers
 * what the step needs; these rules only compare, so the phone and the server answer alike.
 *
 * Conventions:
 * - A refusal changes nothing; null means the scan fits.
 * - One physical item goes into one place: an item already packed elsewhere (another procedure's
 *   kit, another shipment's box) is "Barcode already scanned.", as the nurse's scans answer.
 * - A kit or supply that expires before the day it is needed (the visit's day) is refused with its
 *   expiry in the message (beyond the spec). Dates are ISO days, compared as text.
 * - Printed forms carry their own Code 128 values: the requisition form its order's requisition
 *   number, the instruction sheet `IS-{procedureID}`, the label its shipment's label barcode.
 */
import { matchScan, type ExpectedItem } from '../scanning/match-scan.ts';
import { scanMessages } from '../scanning/messages.ts';
import { expiresBeforeVisit, packingMessages as m } from './messages.ts';

/** A resolved scan of a supply item, as the packing steps read it. */
export interface PackingScan {
  barcode: string;
  supplyID: string | null;
  supplyItemID: string | null;
  serial: string | null;
  supplyType: string | null;
  /** The item's expiry day, when it has one. */
  expiresOn: string | null;
}

/** The supply types a supply box may be (ADR 045: the boxes the packing place stocks). */
export const supplyBoxTypes: readonly string[] = ['mail-in-box'];

function expiryRefusal(what: 'kit' | 'supply', scan: PackingScan, neededBy: string | null): string | null {
  if (neededBy === null || scan.expiresOn === null) return null;
  return scan.expiresOn < neededBy ? expiresBeforeVisit(what, scan.expiresOn, neededBy) : null;
}

/** Scan procedure kit: an item of the procedure's kit supply, not packed elsewhere, not expiring first, once. */
export function procedureKitRefusal(input: {
  scan: PackingScan;
  kitSupplyID: string;
  /** The kit already scanned for this procedure, if any. */
  currentKitItemID: string | null;
  /** Whether the item is already packed anywhere (another procedure, another transfer). */
  packedElsewhere: boolean;
  neededBy: string | null;
}): string | null {
  const { scan } = input;
  if (scan.supplyItemID === null) return scanMessages.wrongSupply;
  if (scan.supplyItemID === input.currentKitItemID || input.packedElsewhere) return scanMessages.alreadyScanned;
  // One kit a procedure: a second one would be packed nowhere.
  if (input.currentKitItemID !== null) return m.kitAlreadyPacked;
  if (scan.supplyID !== input.kitSupplyID) return scanMessages.wrongSupply;
  return expiryRefusal('kit', scan, input.neededBy);
}

/**
 * Scan procedure supplies (and a kit order's kits to the box): the scan marks the first matching
 * unscanned row of the list (requirements.md 3 scan lists with isScanned). Answers the new list or a refusal.
 */
export function scanListVerdict<T extends ExpectedItem>(input: {
  list: readonly T[];
  scan: PackingScan;
  /** Items packed anywhere else: scanning one is "Barcode already scanned.". */
  packedElsewhere: readonly string[];
  neededBy: string | null;
  what: 'kit' | 'supply';
}): { ok: true; list: T[] } | { ok: false; message: string } {
  const { scan } = input;
  if (scan.supplyItemID === null) return { ok: false, message: scanMessages.wrongSupply };
  const matched = matchScan(
    input.list,
    { ...scan, supplyID: scan.supplyID ?? '' },
    {
      alsoScanned: input.packedElsewhere,
    },
  );
  if (!matched.ok) return { ok: false, message: matched.message };
  const expired = expiryRefusal(input.what, scan, input.neededBy);
  if (expired) return { ok: false, message: expired };
  return { ok: true, list: matched.items };
}

/** Kits to the supply box of a kit shipment: exactly the procedures' packed kits, each once. */
export function boxKitRefusal(input: {
  kitItemIDs: readonly string[];
  inBox: readonly string[];
  supplyItemID: string | null;
}): string | null {
  const { supplyItemID } = input;
  if (supplyItemID !== null && input.inBox.includes(supplyItemID)) return scanMessages.alreadyScanned;
  if (supplyItemID === null || !input.kitItemIDs.includes(supplyItemID)) return scanMessages.wrongSupply;
  return null;
}

/** The Code 128 value printed on a procedure's instruction sheet. */
export function instructionSheetBarcode(procedureID: string): string {
  return `IS-${procedureID}`;
}

/** Scan requisition form / instruction sheet: the printed form's own value, nothing else. */
export function documentScanRefusal(input: {
  document: 'requisition-form' | 'instruction-sheet';
  expected: string;
  scanned: string;
}): string | null {
  if (input.scanned.trim() === '') return scanMessages.missingBarcode;
  if (input.scanned.trim() === input.expected) return null;
  return input.document === 'requisition-form' ? m.wrongRequisitionForm : m.wrongInstructionSheet;
}

/** Scan shipping label: the label printed for this shipment. */
export function shippingLabelRefusal(input: { labelBarcode: string | null; scanned: string }): string | null {
  if (input.scanned.trim() === '') return scanMessages.missingBarcode;
  if (input.labelBarcode === null) return m.printLabelFirst;
  return input.scanned.trim() === input.labelBarcode ? null : m.wrongShippingLabel;
}

/**
 * Scan supply box, in the transfer flow: a box supply item not holding another shipment. In the
 * ship flow (`expectedBoxItemID` set) it must be the very box packed for the shipment.
 */
export function supplyBoxRefusal(input: {
  scan: PackingScan;
  /** The box already scanned for another shipment. */
  usedByOtherShipment: boolean;
  expectedBoxItemID?: string | null;
}): string | null {
  const { scan } = input;
  if (scan.supplyItemID === null) return m.notABox;
  if (input.expectedBoxItemID != null) return scan.supplyItemID === input.expectedBoxItemID ? null : m.wrongBox;
  if (scan.supplyType === null || !supplyBoxTypes.includes(scan.supplyType)) return m.notABox;
  if (input.usedByOtherShipment) return scanMessages.alreadyScanned;
  return null;
}

/** Location supplies, activate: an item at no one yet (inactive) or at this place, not yet active. */
export function activateAtPlaceRefusal(input: {
  status: 'inactive' | 'activated' | 'used';
  ownerPlaceID: string | null;
  ownerUserID: string | null;
  placeID: string;
}): string | null {
  if (input.ownerUserID !== null) return m.notAtThisPlace;
  if (input.ownerPlaceID !== null && input.ownerPlaceID !== input.placeID) return m.notAtThisPlace;
  if (input.status === 'used') return scanMessages.alreadyScanned;
  if (input.status === 'activated') return m.alreadyActive;
  return null;
}

/**
 * An item leaving her shelf (ADR 057, 075): a kit order's kit into its box, a kit shipment's kit,
 * supply or box. It must be an item active at her place, not one a nurse holds, not one used up,
 * not one received but never activated here: one item is in one place (architecture.md 11).
 */
export function shelfItemRefusal(input: {
  status: 'inactive' | 'activated' | 'used';
  ownerPlaceID: string | null;
  ownerUserID: string | null;
  placeID: string;
}): string | null {
  if (input.status === 'used') return scanMessages.alreadyScanned;
  if (input.ownerUserID !== null || input.ownerPlaceID !== input.placeID || input.status !== 'activated')
    return m.notAtThisPlace;
  return null;
}
