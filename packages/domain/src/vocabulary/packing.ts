/** Packing supply transfers (requirements.md 2.12, 3, 4; issue 26, ADR 045). */

/**
 * A transfer packs a kit shipment to a patient's visit (requirements.md 2.11's kit-shipment supply strategy:
 * the procedures' kits) or a nurse's kit order (lines of supplies, no procedures).
 */
export const supplyTransferKinds = ['kit-shipment', 'kit-order'] as const;
export type SupplyTransferKind = (typeof supplyTransferKinds)[number];

/** What a supply item scanned by the packer became: a procedure's kit, one of its supplies, a kit in a box. */
export const packingScanRoles = ['procedure-kit', 'procedure-supply', 'box-kit'] as const;
export type PackingScanRole = (typeof packingScanRoles)[number];

/** The printed forms of a procedure the packer prints and scans back (requirements.md 2.12). */
export const packingDocuments = ['requisition-form', 'instruction-sheet'] as const;
export type PackingDocument = (typeof packingDocuments)[number];
