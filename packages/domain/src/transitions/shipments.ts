/**
 * Shipment statuses (requirements.md 4): ready_to_ship after the shipping label is scanned, in transit on
 * drop-off; and the end of packing a supply transfer (packed, and its shipment ready_to_ship).
 *
 * The model's Shipment has no status timestamp (requirements.md 3 says "status with timestamp"), so the
 * nurse-side shipment changes carry none; the supply transfer and supply shipment do.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import { runOnItinerary, runOnState, type FieldDraft } from './draft.ts';
import type { Change } from './changes.ts';
import type { FieldState, PackingState } from './entities.ts';
import { refusalTexts } from './refusals.ts';
import { badRequest, notFound, conflict, type Refusal, type Transition } from './result.ts';
import { checkSupplyItemUseBy, markSupplyItemsUsed, releaseSupplyItems } from './supply-items.ts';

/**
 * Records a scanned label on a shipment and sets it ready_to_ship. When the shipment's label was
 * printed for it, the scan must be that label. A new label on a shipment that is ready replaces
 * the old one; a shipment already in transit is refused unless it is the same label.
 */
export function labelShipment(draft: FieldDraft, shipmentID: string, barcode: string): Refusal | undefined {
  const shipment = draft.itinerary.shipments[shipmentID];
  if (!shipment) return notFound(refusalTexts.missingShipment);
  // A printed label names its shipment: another one's label would send the box to the wrong place.
  if (shipment.shippingLabelBarcode !== null && shipment.shippingLabelBarcode !== barcode)
    return badRequest(refusalTexts.notThisShipmentsLabel);
  if (shipment.status === 'in-transit') {
    return shipment.scannedShippingLabelBarcode === barcode ? undefined : conflict(refusalTexts.shipmentInTransit);
  }
  draft.updateShipment(shipment.id, { scannedShippingLabelBarcode: barcode, status: 'ready_to_ship' });
  return undefined;
}

export interface ScanShipmentLabelInput {
  shipmentID: string;
  barcode: string;
}

/** requirements.md 4: ready_to_ship is set after the shipping label is scanned (packed mail-in: scan-label). */
export function scanShipmentLabel(itinerary: ItineraryData, input: ScanShipmentLabelInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const barcode = input.barcode.trim();
    if (barcode.length === 0) return badRequest(refusalTexts.missingBarcode);
    return labelShipment(draft, input.shipmentID, barcode);
  });
}

export interface DropOffShipmentInput {
  shipmentID: string;
}

/** requirements.md 4: in transit is set on drop-off; its label must have been scanned (requirements.md 5). */
export function dropOffShipment(itinerary: ItineraryData, input: DropOffShipmentInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const shipment = draft.itinerary.shipments[input.shipmentID];
    if (!shipment) return notFound(refusalTexts.missingShipment);
    if (shipment.status === 'in-transit') return;
    if (shipment.status !== 'ready_to_ship') return conflict(refusalTexts.scanBarcodeFirst);
    draft.updateShipment(shipment.id, { status: 'in-transit' });
  });
}

/**
 * Records the box supply item of a shipment and marks it used (requirements.md 4: scanning sets used).
 * The item must be activated and held by no one else. With `replace`, a different box already
 * recorded is swapped (and released); without it, that is refused. Same box: no change.
 */
export function recordShipmentBox(
  draft: FieldDraft,
  shipmentID: string,
  supplyItemID: string,
  options: { replace: boolean },
): Refusal | undefined {
  const shipment = draft.itinerary.shipments[shipmentID];
  if (!shipment) return notFound(refusalTexts.missingShipment);
  const current = shipment.shipmentBoxSupplyItemID;
  if (current === supplyItemID) return undefined;
  if (shipment.status === 'in-transit') return conflict(refusalTexts.shipmentInTransit);
  if (current !== null && !options.replace) return conflict(refusalTexts.shipmentHoldsBox);
  const refusal = checkSupplyItemUseBy(draft, { kind: 'shipment', id: shipment.id }, supplyItemID);
  if (refusal) return refusal;
  draft.updateShipment(shipment.id, { shipmentBoxSupplyItemID: supplyItemID });
  markSupplyItemsUsed(draft, [supplyItemID]);
  if (current !== null) releaseSupplyItems(draft, [current]);
  return undefined;
}

export interface ScanShipmentBoxInput {
  shipmentID: string;
  supplyItemID: string;
}

/**
 * Packed mail-in, shipment/{id}/scan-box (requirements.md 2.11, 7): the shipment's box supply item is
 * recorded and used, and the nurse-scan flag waypointArrival set. A shipment holds one box: a
 * different one is refused. The same box again: no change.
 */
export function scanShipmentBox(state: FieldState, input: ScanShipmentBoxInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const supplyItemID = input.supplyItemID.trim();
    if (supplyItemID.length === 0) return badRequest(refusalTexts.missingBarcode);
    const shipment = draft.itinerary.shipments[input.shipmentID];
    if (!shipment) return notFound(refusalTexts.missingShipment);
    if (shipment.shipmentBoxSupplyItemID === supplyItemID && shipment.status === 'in-transit') return;
    const refusal = recordShipmentBox(draft, shipment.id, supplyItemID, { replace: false });
    if (refusal) return refusal;
    draft.updateShipment(shipment.id, { waypointArrival: true });
  });
}

export interface SetShipmentPhotoInput {
  shipmentID: string;
  fileID: string;
}

/** Packed mail-in take-photo (requirements.md 3, 7): the shipment's box image. In transit: no other photo. */
export function setShipmentPhoto(itinerary: ItineraryData, input: SetShipmentPhotoInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const fileID = input.fileID.trim();
    if (fileID.length === 0) return badRequest(refusalTexts.missingFile);
    const shipment = draft.itinerary.shipments[input.shipmentID];
    if (!shipment) return notFound(refusalTexts.missingShipment);
    if (shipment.shipmentBoxImage === fileID) return;
    if (shipment.status === 'in-transit') return conflict(refusalTexts.shipmentInTransit);
    draft.updateShipment(shipment.id, { shipmentBoxImage: fileID });
  });
}

export interface MarkShipmentPreparingToLabelInput {
  shipmentID: string;
}

/** Packed mail-in print-label (requirements.md 3, 7): the nurse-scan flag preparingToLabel. */
export function markShipmentPreparingToLabel(
  itinerary: ItineraryData,
  input: MarkShipmentPreparingToLabelInput,
): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const shipment = draft.itinerary.shipments[input.shipmentID];
    if (!shipment) return notFound(refusalTexts.missingShipment);
    if (shipment.preparingToLabel) return;
    if (shipment.status === 'in-transit') return conflict(refusalTexts.shipmentInTransit);
    draft.updateShipment(shipment.id, { preparingToLabel: true });
  });
}

export interface CompletePackingInput {
  supplyShipmentID: string;
  at: string;
}

/**
 * requirements.md 4: packing completion sets the supply transfer packed and its shipment ready_to_ship,
 * both with a timestamp. The done-packing step is always allowed (requirements.md 5); the shipment must
 * belong to the transfer. Done already: no change.
 */
export function completePacking(state: PackingState, input: CompletePackingInput): Transition<PackingState> {
  const { transfer } = state;
  const shipment = state.supplyShipments[input.supplyShipmentID];
  if (!shipment || !transfer.shipmentIDs.includes(shipment.id))
    return { ok: false, refusal: notFound(refusalTexts.missingShipment) };
  const changes: Change[] = [];
  let next = state;
  if (transfer.status !== 'packed') {
    const set = { status: 'packed' as const, statusTimestamp: input.at };
    next = { ...next, transfer: { ...transfer, ...set } };
    changes.push({ op: 'update', entity: 'supplyTransfer', id: transfer.id, set });
  }
  if (shipment.status === 'pending') {
    const set = { status: 'ready_to_ship' as const, statusTimestamp: input.at };
    next = { ...next, supplyShipments: { ...next.supplyShipments, [shipment.id]: { ...shipment, ...set } } };
    changes.push({ op: 'update', entity: 'supplyShipment', id: shipment.id, set });
  }
  return { ok: true, data: next, changes };
}
