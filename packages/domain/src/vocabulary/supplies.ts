/** Supplies, their items and barcodes, places, and how supplies and samples ship (requirements.md 3, 4, 5). */

/** requirements.md 3's supply kinds, plus kits and shipping labels. */
export const supplyTypes = [
  'amber-bag',
  'branded-bag',
  'container',
  'insulated-bag',
  'mail-in-box',
  'procedure-bag',
  'specimen-bag',
  'tube',
  'kit',
  'shipping-label',
] as const;
export type SupplyType = (typeof supplyTypes)[number];

/** requirements.md 4: activated, used; `inactive` until the kit is activated. */
export const supplyItemStatuses = ['inactive', 'activated', 'used'] as const;
export type SupplyItemStatus = (typeof supplyItemStatuses)[number];

/** What a stored barcode points at (its target id). */
export const barcodeTargetTypes = ['supply-item', 'batch-item', 'shipping-label'] as const;
export type BarcodeTargetType = (typeof barcodeTargetTypes)[number];

/** What a scanned barcode is, as scanning reads it (requirements.md 3: barcode type and id). */
export const barcodeTypes = ['supply-item', 'batch', 'mail-in-box', 'label'] as const;
export type BarcodeType = (typeof barcodeTypes)[number];

export const placeTypes = ['lab', 'packing-and-shipping', 'drop-off'] as const;
export type PlaceType = (typeof placeTypes)[number];

/** A sample or supply shipment: ready_to_ship after the label scan, in-transit on drop-off. */
export const shipmentStatuses = ['pending', 'ready_to_ship', 'in-transit'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** requirements.md 4 names `packed`; `pending` precedes it. */
export const supplyTransferStatuses = ['pending', 'packed'] as const;
export type SupplyTransferStatus = (typeof supplyTransferStatuses)[number];

/** requirements.md 3: a supply shipment's deliveryMethod. */
export const deliveryMethods = ['mail', 'courier', 'nurse-pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
