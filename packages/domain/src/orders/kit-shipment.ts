/**
 * Kit-shipment orders (requirements.md 2.11 kit-shipment supply strategy; issues 25, 26; ADR 058): the
 * office has the patient's collection kit shipped to them before the visit, so the nurse brings no
 * supplies for it. The order's supply transfer, what the packer packs, is made with the order.
 * Pure: the server reads the patient and writes what this answers.
 *
 * Conventions: every procedure of the order goes into one kit, the catalogue's Home Collection Kit,
 * holding the containers its tests planned; a kit needs the patient's address and time to travel.
 */
import type { SupplyStrategy } from '../vocabulary/itinerary.ts';

/** The catalogue's kit a packer assembles for a kit-shipment procedure (every instance has it). */
export const COLLECTION_KIT_SUPPLY_ID = 'sup-collection-kit';
export const COLLECTION_KIT_NAME = 'Home Collection Kit';

/** Days from the order to the visit a kit needs: packed the next working day, then the mail. */
export const KIT_SHIPMENT_LEAD_DAYS = 2;

/** A calendar day (YYYY-MM-DD) `days` later. */
export function addDaysToKey(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export const KIT_SHIPMENT_REFUSALS = {
  noAddress: 'Add the patient’s address so we know where to ship the kit.',
  tooSoon: `A kit needs ${KIT_SHIPMENT_LEAD_DAYS} days to reach the patient: choose a visit day at least ${KIT_SHIPMENT_LEAD_DAYS} days from today.`,
} as const;

export interface KitShipmentRequest {
  supplyStrategy: SupplyStrategy;
  /** The visit's day (YYYY-MM-DD) and today in the patient's time zone. */
  requestedDate: string;
  today: string;
  patient: { id: string; name: string; address: string | null };
}

/** Null when the order may be placed with its strategy; otherwise why not (with the field to fix). */
export function kitShipmentRefusal(request: KitShipmentRequest): { message: string; field: string } | null {
  if (request.supplyStrategy !== 'kit-shipment') return null;
  if (!request.patient.address?.trim()) return { message: KIT_SHIPMENT_REFUSALS.noAddress, field: 'patientID' };
  if (request.requestedDate < addDaysToKey(request.today, KIT_SHIPMENT_LEAD_DAYS))
    return { message: KIT_SHIPMENT_REFUSALS.tooSoon, field: 'requestedDate' };
  return null;
}

/** The supply transfer an order of this strategy makes, or null when the nurse brings the supplies. */
export function kitShipmentTransferOf(
  request: KitShipmentRequest & { orderID: string; procedureIDs: readonly string[] },
): {
  id: string;
  shipmentId: string;
  recipient: string;
  address: string;
  patientId: string;
  neededBy: string;
  procedureIds: string[];
} | null {
  if (request.supplyStrategy !== 'kit-shipment' || kitShipmentRefusal(request) !== null) return null;
  return {
    // Named by its order: one order, one transfer, whatever retries the order call.
    id: `st-${request.orderID}`,
    shipmentId: `ss-${request.orderID}`,
    recipient: request.patient.name,
    address: request.patient.address!.trim(),
    patientId: request.patient.id,
    neededBy: request.requestedDate,
    procedureIds: [...request.procedureIDs],
  };
}
