/**
 * Shipping labels (architecture.md 7, issue 26, ADR 047): buying a shipment's label answers a tracking
 * number and the barcode printed on the label. The default is local and offline: the tracking
 * number is derived from the shipment's id, so buying again (a retried step) answers the same
 * label and nothing is bought twice. A carrier's API is an implementation of the same interface.
 */
import { createHash } from 'node:crypto';

export interface LabelRequest {
  shipmentId: string;
  recipient: string;
  address: string;
  from: { name: string; address: string };
}

export interface BoughtLabel {
  carrier: string;
  trackingNumber: string;
  /** The Code 128 value printed on the label (here the tracking number itself). */
  labelBarcode: string;
}

export interface ShippingLabels {
  buyLabel(request: LabelRequest): Promise<BoughtLabel>;
}

/** The local stand-in: 'SC1Z' and 14 digits from the shipment id's hash. */
export function localShippingLabels(): ShippingLabels {
  return {
    async buyLabel({ shipmentId }) {
      const digest = createHash('sha256').update(`label:${shipmentId}`).digest();
      const digits = (digest.readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0');
      const trackingNumber = `SC1Z${digits}`;
      return { carrier: 'Sample Collect Local', trackingNumber, labelBarcode: trackingNumber };
    },
  };
}

let adapter: ShippingLabels = localShippingLabels();

export function shippingLabels(): ShippingLabels {
  return adapter;
}

/** Tests and a production carrier replace the adapter at start-up. */
export function setShippingLabels(next: ShippingLabels): void {
  adapter = next;
}
