/**
 * Packed mail-in at a pick-drop stop (requirements.md 2.11 "Packed mail-in", 4, 5): what blocks Next.
 *
 * Steps: stop, drive, action-blocked, scan, shipments; per shipment scan-box, print-label,
 * scan-label, take-photo, drop-off. The mailbox flow state (requirements.md 3/4: scanned box, items, label,
 * photo) is kept per shipment for the box, label and photo, and once for the stop's items.
 *
 * Conventions here, where requirements.md 5 leaves them open:
 * - "all" needs at least one: an empty item list or shipment list (data not loaded, or nothing to
 *   mail) does not let the nurse finalize.
 * - A scanned label counts only if it is the shipment's label, when the shipment has one.
 * - A shipment step for a shipment that is not at this stop: "Missing shipment" (requirements.md 8).
 * - stop, drive and action-blocked have their own checks (transit, deviation) elsewhere; print-label
 *   and drop-off never block.
 */
import type { MailboxFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData, Shipment, Waypoint } from '../itinerary-data/model.ts';
import type { ShipmentStatus } from '../vocabulary/supplies.ts';
import { actionsOf, mailInShipmentIDsOf } from '../itinerary-data/selectors.ts';
import { getOwn, type Table } from '../scanning/lookup.ts';
import { isScanListComplete } from '../scanning/match-scan.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { packedMailInMessages as m } from './messages.ts';

export const packedMailInSteps = ['stop', 'drive', 'action-blocked', 'scan', 'shipments'] as const;
export const packedMailInShipmentSteps = ['scan-box', 'print-label', 'scan-label', 'take-photo', 'drop-off'] as const;

export type PackedMailInStep =
  | { step: (typeof packedMailInSteps)[number] }
  | { step: (typeof packedMailInShipmentSteps)[number]; shipmentID: string };

export interface PackedMailInState {
  /** The packages to scan at the stop (requirements.md 3 scanItems). */
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

// ---------------------------------------------------------------------------------------------
// The rule's state, from the itinerary's data and the phone's flow state

/** The barcodes a shipment's package may be scanned by at the stop: its box supply item, its mail-in box. */
function packageKeysOf(data: ItineraryData, shipment: Shipment): string[] {
  const actions = Object.values(data.waypointActions).filter(
    (a) => a.id === shipment.waypointActionID || a.mailIn?.shipmentID === shipment.id,
  );
  return [shipment.shipmentBoxSupplyItemID, ...actions.map((a) => a.mailIn?.mailInBoxBarcode ?? null)].filter(
    (key): key is string => key !== null,
  );
}

/**
 * A package handed over at this stop already: its box scanned here (waypointArrival) or dropped
 * off (in transit). It counts as scanned at the stop. A label put on at the patient's home
 * (ready_to_ship) is no scan at the stop: the package is still to be scanned here (issue 13).
 */
export function isPackageHandedOver(shipment: Pick<Shipment, 'status' | 'waypointArrival'>): boolean {
  return shipment.status === 'in-transit' || shipment.waypointArrival;
}

/**
 * The stop's mailbox state, the server's record first. The box counts as scanned at the stop by the
 * nurse-scan flag waypointArrival (requirements.md 3), not by the box being recorded: that happens when the
 * box is scanned in at the patient's home, before the drive to the stop.
 */
export function packedStateOf(ctx: StepRuleContext, waypoint: Waypoint): PackedMailInState {
  const actions = actionsOf(ctx.data, waypoint).filter((a) => a.type === 'mail-in' && a.status !== 'canceled');
  const shipments = mailInShipmentIDsOf(ctx.data, actions).flatMap((id) => getOwn(ctx.data.shipments, id) ?? []);
  const scanned = new Set(getOwn(ctx.flow.mailInScanItems, waypoint.id) ?? []);
  const mailboxOf = (shipment: Shipment): MailboxFlowState => {
    const local = getOwn(ctx.flow.mailbox, shipment.id);
    return {
      scanBox: (shipment.waypointArrival ? shipment.shipmentBoxSupplyItemID : null) ?? local?.scanBox ?? null,
      scanLabel: shipment.scannedShippingLabelBarcode ?? local?.scanLabel ?? null,
      takePhoto: shipment.shipmentBoxImage ?? local?.takePhoto ?? null,
    };
  };
  return {
    scanItems: shipments.map((s) => ({
      isScanned: isPackageHandedOver(s) || packageKeysOf(ctx.data, s).some((key) => scanned.has(key)),
    })),
    shipments,
    mailbox: Object.fromEntries(shipments.map((s) => [s.id, mailboxOf(s)])),
  };
}
