/**
 * The demo packer's bench (issue 26; README "Demo packing barcodes"): Central Packing & Shipping
 * has kits, vials and boxes on its shelves, two kit shipments and a nurse's kit order waiting to be
 * packed (one with only a kit that expires before its visit), a shipment ready to ship, and new
 * supplies to activate. Every barcode below is printed in the README.
 */
import { eq, sql } from 'drizzle-orm';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { Db } from './client.ts';
import * as t from './schema.ts';
import { skuOf } from './seed-supplies.ts';
import {
  createSupplyTransferForKitOrder,
  createSupplyTransferForKitShipment,
} from '../repositories/supply-transfers.repository.ts';

export const DEMO_PACKING_BARCODES = {
  kit1: 'PK-KIT-0001',
  kit2: 'PK-KIT-0002',
  kit3: 'PK-KIT-0003',
  kitExpired: 'PK-KIT-0009',
  vial1: 'PK-VIAL-0001',
  vial2: 'PK-VIAL-0002',
  vial3: 'PK-VIAL-0003',
  box1: 'PK-BOX-0001',
  box2: 'PK-BOX-0002',
  boxReady: 'PK-BOX-0100',
  new1: 'PK-NEW-0001',
  new2: 'PK-NEW-0002',
  // An office's kit-shipment order is packed into a Home Collection Kit with its tubes (ADR 058).
  collectionKit1: 'PK-CKIT-0001',
  collectionKit2: 'PK-CKIT-0002',
  lavender1: 'PK-LAV-0001',
  lavender2: 'PK-LAV-0002',
  // A nurse's kit order packed and shipped to her, then activated on My supplies (ADR 057).
  amberBag1: 'PK-ABAG-0001',
  amberBag2: 'PK-ABAG-0002',
  box3: 'PK-BOX-0003',
  box4: 'PK-BOX-0004',
} as const;

export const DEMO_PACKING_BARCODE_LABELS: Record<keyof typeof DEMO_PACKING_BARCODES, string> = {
  kit1: 'HbA1c Collection Kit on the shelf (expires in a year)',
  kit2: 'HbA1c Collection Kit on the shelf (expires in a year)',
  kit3: 'HbA1c Collection Kit on the shelf (expires in a year)',
  kitExpired: "HbA1c Collection Kit expiring today: refused for Pia's transfer, whose visit is in 3 days",
  vial1: "HbA1c Kit Vial (a kit's supply)",
  vial2: "HbA1c Kit Vial (a kit's supply)",
  vial3: "HbA1c Kit Vial (a kit's supply)",
  box1: 'Mail-in Box, a supply box',
  box2: 'Mail-in Box, a supply box',
  boxReady: 'The box of the shipment ready to ship (Ship: scan it to hand it over)',
  new1: 'Procedure Bag received, not yet active (Location supplies: Activate)',
  new2: 'Procedure Bag received, not yet active (Location supplies: Activate)',
  collectionKit1: "Home Collection Kit, for an office's kit-shipment order (expires in a year)",
  collectionKit2: "Home Collection Kit, for an office's kit-shipment order (expires in a year)",
  lavender1: 'Lavender Top Tube, for a kit-shipment order of an EDTA test (HbA1c, CBC)',
  lavender2: 'Lavender Top Tube, for a kit-shipment order of an EDTA test (HbA1c, CBC)',
  amberBag1: "Amber Bag on the shelf, for a nurse's kit order (Order kit)",
  amberBag2: "Amber Bag on the shelf, for a nurse's kit order (Order kit)",
  box3: 'Mail-in Box, a supply box',
  box4: 'Mail-in Box, a supply box',
};

export const DEMO_PACKING_IDS = {
  transferRosa: 'st-demo-rosa',
  shipmentRosa: 'ss-demo-rosa',
  procedureRosa: 'proc-st-rosa-a1c',
  transferPia: 'st-demo-pia',
  shipmentPia: 'ss-demo-pia',
  procedurePia: 'proc-st-pia-a1c',
  transferOrder: 'st-demo-kit-order',
  shipmentOrder: 'ss-demo-kit-order',
  transferReady: 'st-demo-omar',
  shipmentReady: 'ss-demo-omar',
} as const;

const DAY = 86_400_000;

export async function seedDemoPacking(tx: Db, now: Date, timeZone: string): Promise<void> {
  const B = DEMO_PACKING_BARCODES;
  const ids = DEMO_PACKING_IDS;
  // Days on the packing place's calendar: "expiring today" is today there whatever the hour.
  const day = (days: number) => localDateKeyAfter(now, days, timeZone);
  const placeId = 'place-packing';
  const item = (code: string) => `item-${code.toLowerCase()}`;
  type Item = { code: string; supply: string; expires: string | null; status: 'inactive' | 'activated' };
  /** Items of one supply on the packing shelf, activated unless said. */
  const shelf = (supply: string, expires: string | null, codes: string[], status: Item['status'] = 'activated') =>
    codes.map((code): Item => ({ code, supply, expires, status }));
  const items: Item[] = [
    ...shelf('sup-a1c-kit', day(365), [B.kit1, B.kit2, B.kit3]),
    ...shelf('sup-a1c-kit', day(0), [B.kitExpired]),
    ...shelf('sup-a1c-kit-vial', day(365), [B.vial1, B.vial2, B.vial3]),
    ...shelf('sup-mail-in-box', null, [B.box1, B.box2, B.boxReady]),
    ...shelf('sup-procedure-bag', null, [B.new1, B.new2], 'inactive'),
    ...shelf('sup-collection-kit', day(365), [B.collectionKit1, B.collectionKit2]),
    ...shelf('sup-lavender-tube', day(365), [B.lavender1, B.lavender2]),
    ...shelf('sup-amber-bag', null, [B.amberBag1, B.amberBag2]),
    ...shelf('sup-mail-in-box', null, [B.box3, B.box4]),
  ];
  const created = new Date(now.getTime() - 2 * DAY);
  await tx.insert(t.supplyItems).values(
    items.map(({ code, supply, expires, status }) => ({
      id: item(code),
      serial: null,
      skuId: skuOf(supply),
      status,
      statusAt: status === 'activated' ? created : null,
      ownerPlaceId: status === 'activated' ? placeId : null,
      expiresOn: expires,
      createdAt: created,
    })),
  );
  await tx.insert(t.barcodes).values(
    items.map(({ code }) => ({
      value: code,
      type: 'supply-item' as const,
      targetId: item(code),
      createdAt: created,
    })),
  );

  // Two kit shipments: one HbA1c each, the kit's vial scanned as its supply.
  const a1c = (id: string) => ({
    id,
    // Its test, so the printed forms name it (ADR 086).
    testId: 'test-a1c',
    status: 'ordered' as const,
    supplyInstructionConfig: [
      { supplyID: 'sup-a1c-kit-vial', kind: 'scan' as const, quantity: 1 },
      { supplyID: 'sup-a1c-kit-vial', kind: 'transfer-from-container' as const, quantity: 1 },
    ],
    instructions: {
      collectionInstructions: 'Prick the finger, fill the collection device, and mail it back in the box.',
      transferInstructions: 'Transfer the blood from the collection device to the kit vial and cap it.',
    },
    dropOffPlaceGroups: ['place-lab'],
    createdAt: created,
  });
  await tx.insert(t.procedures).values([a1c(ids.procedureRosa), a1c(ids.procedurePia)]);
  await createSupplyTransferForKitShipment(tx, {
    id: ids.transferRosa,
    shipmentId: ids.shipmentRosa,
    placeId,
    recipient: 'Rosa Alvarez',
    address: '41 Lincoln Rd, Brooklyn, NY 11225',
    procedureIds: [ids.procedureRosa],
    patientId: null,
    neededBy: day(5),
    at: new Date(now.getTime() - 3 * 3_600_000),
  });
  await createSupplyTransferForKitShipment(tx, {
    id: ids.transferPia,
    shipmentId: ids.shipmentPia,
    placeId,
    recipient: 'Pia Patient',
    address: '12 Prospect Park W, Brooklyn, NY 11215',
    procedureIds: [ids.procedurePia],
    patientId: 'user-patient',
    neededBy: day(3),
    at: new Date(now.getTime() - 2 * 3_600_000),
  });
  await createSupplyTransferForKitOrder(tx, {
    id: ids.transferOrder,
    shipmentId: ids.shipmentOrder,
    placeId,
    recipient: 'Nora Nightingale',
    address: '200 Water St, Brooklyn, NY 11201',
    nurseUserId: 'user-nurse',
    lines: [{ supplyId: 'sup-a1c-kit', quantity: 2 }],
    supplyNames: ['HbA1c Collection Kit'],
    at: new Date(now.getTime() - 3_600_000),
  });

  // Packed yesterday, waiting for the carrier: Ship lists it.
  const ready = await createSupplyTransferForKitOrder(tx, {
    id: ids.transferReady,
    shipmentId: ids.shipmentReady,
    placeId,
    recipient: 'Omar Haddad',
    address: '88 Court St, Brooklyn, NY 11201',
    nurseUserId: 'user-nurse',
    lines: [{ supplyId: 'sup-mail-in-box', quantity: 1 }],
    supplyNames: ['Mail-in Box'],
    at: new Date(now.getTime() - DAY),
  });
  const packedAt = new Date(now.getTime() - 20 * 3_600_000);
  await tx
    .update(t.supplyTransfers)
    .set({ status: 'packed', statusAt: packedAt })
    .where(eq(t.supplyTransfers.id, ready.supplyTransferID));
  await tx
    .update(t.supplyShipments)
    .set({
      status: 'ready_to_ship',
      statusAt: packedAt,
      boxSupplyItemId: item(B.boxReady),
      shippingLabelBarcode: 'SC1Z00000000000100',
      scannedShippingLabelBarcode: 'SC1Z00000000000100',
      trackingNumber: 'SC1Z00000000000100',
    })
    .where(eq(t.supplyShipments.id, ready.supplyShipmentID));
  // Done packing used its box, as finishSupplyTransferPacking does: it left the shelf for the bench.
  await tx
    .update(t.supplyItems)
    .set({ status: 'used', statusAt: packedAt })
    .where(eq(t.supplyItems.id, item(B.boxReady)));
  // The place counts what is on its shelf, itemized or not (place_supplies): activating an item
  // counts it there, done packing takes it off (ADR 075), so the shelf's items are in its count.
  const counted = new Map<string, number>();
  for (const i of items)
    if (i.status === 'activated' && i.code !== B.boxReady) counted.set(i.supply, (counted.get(i.supply) ?? 0) + 1);
  for (const [supplyId, n] of counted)
    await tx
      .insert(t.placeSupplies)
      .values({ placeId, supplyId, quantity: n })
      .onConflictDoUpdate({
        target: [t.placeSupplies.placeId, t.placeSupplies.supplyId],
        set: { quantity: sql`${t.placeSupplies.quantity} + ${n}` },
      });
}
