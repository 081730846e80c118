/**
 * A nurse's kit order, once shipped, becomes her fulfillment (issue 23, ADR 057): the items the
 * packer scanned into the box are her kit, shipped, waiting for her to activate them on My
 * supplies. Pure: the server reads the transfer and its box, writes what this answers.
 *
 * Conventions: one fulfillment per transfer, named by it, so a retried or raced shipping finds it
 * made; a kit shipment (to a patient) or a box with nothing scanned into it makes none.
 */
import { KIT_ORDER_MAX_QUANTITY } from '../contract/my-supplies.ts';
import type { SupplyTransferKind } from '../vocabulary/packing.ts';

export interface ShippedTransfer {
  id: string;
  kind: SupplyTransferKind;
  /** The nurse who ordered it (kit orders only). */
  requestedByUserID: string | null;
  /** The items scanned into the shipment's box (kits to supply box). */
  boxItemIDs: readonly string[];
}

export interface KitOrderFulfillment {
  id: string;
  userID: string;
  supplyTransferID: string;
  status: 'shipped';
  itemIDs: string[];
}

/** The fulfillment id a transfer's kit becomes: one per transfer. */
export const fulfillmentIdOf = (supplyTransferID: string) => `fulfillment-${supplyTransferID}`;

/** The fulfillment a shipped transfer gives its nurse, or null when it gives none. */
export function fulfillmentOfShippedTransfer(transfer: ShippedTransfer): KitOrderFulfillment | null {
  if (transfer.kind !== 'kit-order' || transfer.requestedByUserID === null) return null;
  const itemIDs = [...new Set(transfer.boxItemIDs)];
  if (itemIDs.length === 0) return null;
  return {
    id: fulfillmentIdOf(transfer.id),
    userID: transfer.requestedByUserID,
    supplyTransferID: transfer.id,
    status: 'shipped',
    itemIDs,
  };
}

/**
 * What a kit order's quantity field says when she asks for more than one order holds, naming the
 * item (ADR 086: not "Quantity: Must be 20 or less."): "At most 20 Procedure Bag items in one order."
 * Null when the quantity fits (an empty field or 0 orders none of it).
 */
export function kitOrderQuantityRefusal(name: string, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity <= KIT_ORDER_MAX_QUANTITY) return null;
  return `At most ${KIT_ORDER_MAX_QUANTITY} ${name} items in one order.`;
}
