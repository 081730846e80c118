/**
 * Done packing (requirements.md 4 "Packing completion: supply transfer status packed and shipment status
 * ready_to_ship, both with a timestamp"), and shipping a supply shipment (ADR 045: the ship flow's
 * scan of the box hands it over, in-transit). The server writes the answer in one transaction.
 */
import type { ShipmentStatus, SupplyTransferStatus } from '../vocabulary/supplies.ts';
import { packingMessages as m } from './messages.ts';

export type Transition<T> = { ok: true; value: T } | { ok: false; message: string };

export function finishPacking(input: {
  transferStatus: SupplyTransferStatus;
  /** The shipment of the done-packing step, with its status. */
  shipment: { id: string; status: ShipmentStatus } | null;
  /** The continue rules' failures on the flow's steps: finishing needs none. */
  failures: readonly string[];
  at: Date;
}): Transition<{
  transfer: { status: 'packed'; statusAt: Date };
  shipment: { id: string; status: 'ready_to_ship'; statusAt: Date };
}> {
  if (input.shipment === null) return { ok: false, message: m.missingShipment };
  if (input.transferStatus === 'packed') return { ok: false, message: m.alreadyPacked };
  if (input.shipment.status !== 'pending') return { ok: false, message: m.alreadyShipped };
  if (input.failures.length > 0) return { ok: false, message: input.failures[0]! };
  return {
    ok: true,
    value: {
      transfer: { status: 'packed', statusAt: input.at },
      shipment: { id: input.shipment.id, status: 'ready_to_ship', statusAt: input.at },
    },
  };
}

export function shipSupplyShipment(input: {
  status: ShipmentStatus;
  at: Date;
}): Transition<{ status: 'in-transit'; statusAt: Date }> {
  if (input.status === 'in-transit') return { ok: false, message: m.alreadyShipped };
  if (input.status !== 'ready_to_ship') return { ok: false, message: m.notReadyToShip };
  return { ok: true, value: { status: 'in-transit', statusAt: input.at } };
}
