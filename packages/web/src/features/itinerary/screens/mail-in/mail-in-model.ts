/**
 * What the mail-in screens decide, as pure functions (requirements.md 2.11, 3, 4, 5): the unpacked box's
 * instructions and the specimen bags that go into it, and at the drop-off the packages to scan and
 * each shipment's progress (the server's nurse-scan flags first, then this phone's mailbox state).
 */
import { isPackageHandedOver } from '@sc/domain/continue-rules/packed-mail-in';
import {
  packingInstructions,
  type MailboxFlowState,
  type PackingInstruction,
} from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryData, Shipment, WaypointAction } from '@sc/domain/itinerary-data/model';
import type { ShipmentStatus } from '@sc/domain/vocabulary/supplies';
import { actionsOf, mailInShipmentIDsOf, waypointsOf } from '@sc/domain/itinerary-data/selectors';
import { getOwn } from '@sc/domain/scanning/lookup';
import { scanMessages } from '@sc/domain/scanning/messages';

// ---------------------------------------------------------------------------------------------
// Unpacked mail-in: packing/{waypointActionID}

export function mailInActionOf(data: ItineraryData, waypointActionID: string | undefined): WaypointAction | undefined {
  if (waypointActionID === undefined) return undefined;
  const action = getOwn(data.waypointActions, waypointActionID);
  return action?.type === 'mail-in' ? action : undefined;
}

/** The box's barcode when the server holds it, and whether it was scanned on this phone. */
export function mailInBoxOf(action: WaypointAction, local: ItineraryFlowState) {
  const barcode = action.mailIn?.mailInBoxBarcode ?? null;
  return { barcode, scanned: barcode !== null || getOwn(local.mailInBoxScanned, action.id) === true };
}

/** requirements.md 5: the three box-preparation instructions, in their order (numbered from 1). */
export const packingInstructionTexts: Readonly<Record<PackingInstruction, string>> = {
  'remove-tape-strips': 'Remove the tape strips',
  'remove-pressure-bag': 'Remove the pressure bag',
  'place-ice-packs': 'Place the ice packs',
};

export interface InstructionRow {
  instruction: PackingInstruction;
  n: number;
  text: string;
  done: boolean;
}

export function instructionRows(local: ItineraryFlowState, waypointActionID: string): InstructionRow[] {
  const ticked = getOwn(local.packingFlowInstructions, waypointActionID) ?? {};
  return packingInstructions.map((instruction, i) => ({
    instruction,
    n: i + 1,
    text: packingInstructionTexts[instruction],
    done: ticked[instruction] === true,
  }));
}

export function setInstruction(
  local: ItineraryFlowState,
  waypointActionID: string,
  instruction: PackingInstruction,
  done: boolean,
): ItineraryFlowState {
  const ticked = getOwn(local.packingFlowInstructions, waypointActionID) ?? {};
  return {
    ...local,
    packingFlowInstructions: {
      ...local.packingFlowInstructions,
      [waypointActionID]: { ...ticked, [instruction]: done },
    },
  };
}

export function specimenBagsScannedOf(local: ItineraryFlowState, waypointActionID: string): readonly string[] {
  return getOwn(local.specimenBagsScanned, waypointActionID) ?? [];
}

// ---------------------------------------------------------------------------------------------
// Packed mail-in: mail-in/{waypointID}

/** The shipments dropped off at a pick-drop stop, in the order of its mail-in actions. */
export function shipmentsAtStop(data: ItineraryData, waypointID: string | undefined): Shipment[] {
  const waypoint = waypointsOf(data).find((w) => w.id === waypointID);
  if (!waypoint) return [];
  const actions = actionsOf(data, waypoint).filter((a) => a.type === 'mail-in' && a.status !== 'canceled');
  return mailInShipmentIDsOf(data, actions).flatMap((id) => getOwn(data.shipments, id) ?? []);
}

/** A package to scan at the stop: a shipment's box, by its supply item when known, else its barcode. */
export interface PackageToScan {
  shipmentID: string;
  key: string;
  supplyItemID: string | null;
  barcode: string | null;
  /** Handed over at this stop already (domain `isPackageHandedOver`): the continue rule counts it as scanned. */
  handedOver: boolean;
}

export function packagesToScan(data: ItineraryData, waypointID: string | undefined): PackageToScan[] {
  return shipmentsAtStop(data, waypointID).flatMap((shipment) => {
    const action =
      shipment.waypointActionID === null ? undefined : getOwn(data.waypointActions, shipment.waypointActionID);
    const barcode = action?.mailIn?.mailInBoxBarcode ?? null;
    const supplyItemID = shipment.shipmentBoxSupplyItemID;
    const key = supplyItemID ?? barcode;
    const handedOver = isPackageHandedOver(shipment);
    return key === null ? [] : [{ shipmentID: shipment.id, key, supplyItemID, barcode, handedOver }];
  });
}

/**
 * The scan list's rows: a package is ticked once scanned at this stop or handed over here, as the
 * continue rule counts it; a label put on at the patient's home ticks nothing (issue 13).
 */
export function packageRows(packages: readonly PackageToScan[], scanned: readonly string[]) {
  return packages.map((p) => ({ supplyItemID: p.key, scanned: p.handedOver || scanned.includes(p.key) }));
}

/**
 * A package scanned at the stop (requirements.md 5): it must be one of the stop's boxes ("Wrong supply") not
 * scanned yet ("Barcode already scanned."). Answers the package's key to keep, or the refusal.
 */
export function matchPackage(
  packages: readonly PackageToScan[],
  scanned: readonly string[],
  scan: { barcode: string; supplyItemID: string | null },
): { ok: true; key: string } | { ok: false; message: string } {
  const found = packages.find(
    (p) => (scan.supplyItemID !== null && p.supplyItemID === scan.supplyItemID) || p.barcode === scan.barcode,
  );
  if (found && scanned.includes(found.key)) return { ok: false, message: scanMessages.alreadyScanned };
  return found ? { ok: true, key: found.key } : { ok: false, message: scanMessages.wrongSupply };
}

export function mailInScanItemsOf(local: ItineraryFlowState, waypointID: string): readonly string[] {
  return getOwn(local.mailInScanItems, waypointID) ?? [];
}

export const emptyMailbox: MailboxFlowState = { scanBox: null, scanLabel: null, takePhoto: null };

export function mailboxOf(local: ItineraryFlowState, shipmentID: string): MailboxFlowState {
  return { ...emptyMailbox, ...getOwn(local.mailbox, shipmentID) };
}

export function setMailbox(
  local: ItineraryFlowState,
  shipmentID: string,
  change: Partial<MailboxFlowState>,
): ItineraryFlowState {
  return { ...local, mailbox: { ...local.mailbox, [shipmentID]: { ...mailboxOf(local, shipmentID), ...change } } };
}

/** A shipment's progress at the drop-off: the server's record first, then this phone's. */
export function shipmentProgress(shipment: Shipment, local: ItineraryFlowState) {
  const mailbox = mailboxOf(local, shipment.id);
  return {
    boxScanned: shipment.waypointArrival || mailbox.scanBox !== null,
    labelScanned: shipment.scannedShippingLabelBarcode ?? mailbox.scanLabel,
    photo: shipment.shipmentBoxImage ?? mailbox.takePhoto,
    droppedOff: shipment.status === 'in-transit',
  };
}

export const shipmentStatusTexts: Readonly<Record<ShipmentStatus, string>> = {
  pending: 'Not labelled yet',
  ready_to_ship: 'Labelled, to drop off',
  'in-transit': 'Dropped off',
};
