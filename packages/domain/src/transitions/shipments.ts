/**
 * Shipment statuses (SPEC.md 4): ready_to_ship after the shipping label is scanned, in transit on
 * drop-off; and the end of packing a supply transfer (packed, and its shipment ready_to_ship).
 *
 * The model's Shipment has no status timestamp (SPEC.md 3 says "status with timestamp"), so the
 * nurse-side shipment changes carry none; the supply transfer and supply shipment do.
 */
import type { ItineraryData } from '../itinerary/model.ts';
import { runOnItinerary, type FieldDraft } from './draft.ts';
import type { Change } from './changes.ts';
import type { PackingState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, notFound, conflict, type Refusal, type Transition } from './result.ts';

/**
 * Records a scanned label on a shipment and sets it ready_to_ship. A new label on a shipment that
 * is ready replaces the old one; a shipment already in transit is refused unless it is the same label.
 */
export function labelShipment(draft: FieldDraft, shipmentID: string, barcode: string): Refusal | undefined {
  const shipment = draft.itinerary.shipments[shipmentID];
  if (!shipment) return notFound(refusalTexts.missingShipment);
  if (shipment.status === 'in-transit') {
    return shipment.scannedShippingLabelBarcode === barcode
      ? undefined
      : conflict(refusalTemplates.shipmentInTransit(shipment.id));
  }
  draft.updateShipment(shipment.id, { scannedShippingLabelBarcode: barcode, status: 'ready_to_ship' });
  return undefined;
}

export interface ScanShipmentLabelInput {
  shipmentID: string;
  barcode: string;
}

/** SPEC.md 4: ready_to_ship is set after the shipping label is scanned (packed mail-in: scan-label). */
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

/** SPEC.md 4: in transit is set on drop-off; its label must have been scanned (SPEC.md 5). */
export function dropOffShipment(itinerary: ItineraryData, input: DropOffShipmentInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const shipment = draft.itinerary.shipments[input.shipmentID];
    if (!shipment) return notFound(refusalTexts.missingShipment);
    if (shipment.status === 'in-transit') return;
    if (shipment.status !== 'ready_to_ship') return conflict(refusalTexts.scanBarcodeFirst);
    draft.updateShipment(shipment.id, { status: 'in-transit' });
  });
}

export interface CompletePackingInput {
  supplyShipmentID: string;
  at: string;
}

/**
 * SPEC.md 4: packing completion sets the supply transfer packed and its shipment ready_to_ship,
 * both with a timestamp. The done-packing step is always allowed (SPEC.md 5); the shipment must
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
