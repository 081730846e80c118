/**
 * Packed mail-in at a pick-drop stop (SPEC.md 2.11 "Packed mail-in", 4, 5): what blocks Next.
 *
 * Steps: stop, drive, action-blocked, scan, shipments; per shipment scan-box, print-label,
 * scan-label, take-photo, drop-off. The mailbox flow state (SPEC 3/4: scanned box, items, label,
 * photo) is kept per shipment for the box, label and photo, and once for the stop's items.
 *
 * Conventions here, where SPEC 5 leaves them open:
 * - "all" needs at least one: an empty item list or shipment list (data not loaded, or nothing to
 *   mail) does not let the nurse finalize.
 * - A scanned label counts only if it is the shipment's label, when the shipment has one.
 * - A shipment step for a shipment that is not at this stop: "Missing shipment" (SPEC 8).
 * - stop, drive and action-blocked have their own checks (transit, deviation) elsewhere; print-label
 *   and drop-off never block.
 */
import type { ShipmentStatus } from '../itinerary/model.ts';
import { getOwn, type Table } from '../scanning/lookup.ts';
import { isScanListComplete } from '../scanning/match-scan.ts';
import { packedMailInMessages as m } from './messages.ts';

export const packedMailInSteps = ['stop', 'drive', 'action-blocked', 'scan', 'shipments'] as const;
export const packedMailInShipmentSteps = ['scan-box', 'print-label', 'scan-label', 'take-photo', 'drop-off'] as const;

export type PackedMailInStep =
  | { step: (typeof packedMailInSteps)[number] }
  | { step: (typeof packedMailInShipmentSteps)[number]; shipmentID: string };

/** Per shipment: the scanned box barcode, the scanned label barcode and the photo. */
export interface MailboxFlowState {
  scanBox: string | null;
  scanLabel: string | null;
  takePhoto: string | null;
}

export interface PackedMailInState {
  /** The packages to scan at the stop (SPEC 3 scanItems). */
  scanItems: readonly { isScanned: boolean }[];
  shipments: readonly { id: string; status: ShipmentStatus; shippingLabelBarcode?: string | null }[];
  /** Shipment id -> its mailbox flow state; absent means nothing done yet. */
  mailbox: Table<MailboxFlowState>;
}

export function packedMailInFailures(step: PackedMailInStep, state: PackedMailInState): string[] {
  switch (step.step) {
    case 'stop':
    case 'drive':
    case 'action-blocked':
      return [];
    case 'scan':
      return isScanListComplete(state.scanItems) ? [] : [m.scanAllItems];
    case 'shipments':
      return state.shipments.length > 0 && state.shipments.every((s) => s.status === 'in-transit')
        ? []
        : [m.dropOffAllShipments];
    default: {
      const shipment = state.shipments.find((s) => s.id === step.shipmentID);
      if (shipment === undefined) return [m.missingShipment];
      const flow = getOwn(state.mailbox, shipment.id);
      switch (step.step) {
        case 'scan-box':
          return flow?.scanBox ? [] : [m.scanBarcode];
        case 'scan-label': {
          const expected = shipment.shippingLabelBarcode;
          return flow?.scanLabel && (!expected || flow.scanLabel === expected) ? [] : [m.scanBarcode];
        }
        case 'take-photo':
          return flow?.takePhoto ? [] : [m.takePhoto];
        case 'print-label':
        case 'drop-off':
          return [];
      }
    }
  }
}
