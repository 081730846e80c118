/**
 * Local shapes the transitions need that `itinerary-data/model.ts` does not carry (requirements.md 3). They are
 * defined here, not there, because that folder has another owner; each is a candidate to move
 * into the model.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import type { DeviationCheckName, ItineraryStatus } from '../vocabulary/itinerary.ts';
import type { OfferStatus, ShiftStatus } from '../vocabulary/shifts.ts';
import type { ShipmentStatus, SupplyItemStatus, SupplyTransferStatus } from '../vocabulary/supplies.ts';

/** requirements.md 3: supply item id, serial, skuID, status. */
export interface SupplyItem {
  id: string;
  serial: string | null;
  skuID: string;
  status: SupplyItemStatus;
  /** Its supply's name, when the caller loaded it: a refusal names the item by it, never by id. */
  supplyName?: string | null;
  /** The shipped kit shipment it was packed into, when it was (ADR 080: used, and that visit's to use). */
  shippedKit?: ShippedKit | null;
}

/**
 * A kit shipment packed and shipped to a patient ahead of the visit (requirements.md 2.11; ADR 058, 080):
 * the procedures the packer packed it for, and the visits (draft waypoints) it was shipped to: the
 * transfer's and those its procedures are on now (publishing a dispatch plan moves them to its own).
 */
export interface ShippedKit {
  procedureIDs: string[];
  draftWaypointIDs: string[];
}

/** One itinerary plus the supply items its procedures may scan (keyed by id). */
export interface FieldState {
  itinerary: ItineraryData;
  supplyItems: Record<string, SupplyItem>;
}

/** requirements.md 3: nursesOffered, per nurse status and declineReason. */
export interface NurseOffer {
  status: OfferStatus;
  declineReason: string | null;
}

/** The parts of a shift its offer and start transitions read and write. */
export interface ShiftOfferState {
  id: string;
  status: ShiftStatus;
  userID: string | null;
  nursesOffered: Record<string, NurseOffer>;
}

/** The parts of an itinerary its offer transitions read and write (ItineraryData has no nurse). */
export interface ItineraryOfferState {
  id: string;
  status: ItineraryStatus;
  userID: string | null;
  nursesOffered: Record<string, NurseOffer>;
}

/** requirements.md 3: supply transfer status, draftWaypointID, shipmentIDs (plus the status timestamp of requirements.md 4). */
export interface SupplyTransfer {
  id: string;
  status: SupplyTransferStatus;
  statusTimestamp: string | null;
  draftWaypointID: string;
  shipmentIDs: string[];
}

/** requirements.md 3: a supply shipment (the box a packer ships), with the status and timestamp of requirements.md 4. */
export interface SupplyShipment {
  id: string;
  status: ShipmentStatus;
  statusTimestamp: string | null;
  shippingLabelBarcode: string | null;
}

/** The pick-and-pack flow's data: one transfer and its supply shipments (keyed by id). */
export interface PackingState {
  transfer: SupplyTransfer;
  supplyShipments: Record<string, SupplyShipment>;
}

/** requirements.md 4: arrival records an event with an optional too-far reason. */
export interface WaypointArrival {
  waypointID: string;
  /** The waypoint's actions that were open (not complete or canceled) at arrival. */
  waypointActionIDs: string[];
  at: string;
  tooFarReason: string | null;
}

/** requirements.md 3: a deviation check has a name (duration or location) and a reason. */
export interface DeviationRecord {
  waypointID: string;
  name: DeviationCheckName;
  reason: string;
  at: string;
}
