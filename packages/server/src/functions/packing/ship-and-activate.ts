/**
 * ship/{supplyShipmentID}/scan-shipping-box and place-supplies/activate (requirements.md 2.12, 7, 8;
 * issue 26). Her place's records only; a refusal writes nothing.
 */
import { fulfillmentOfShippedTransfer } from '@sc/domain/fulfillments/kit-order';
import { shipSupplyShipment as shipTransition } from '@sc/domain/packing/completion';
import { packingMessages } from '@sc/domain/packing/messages';
import { activateAtPlaceRefusal, supplyBoxRefusal } from '@sc/domain/packing/packing-scans';
import { AppError } from '../../lib/app-error.ts';
import { findShippedTransfer, insertKitOrderFulfillment } from '../../repositories/fulfillments.repository.ts';
import { findItemFacts } from '../../repositories/packing-flow.repository.ts';
import {
  activateItemAtPlace,
  findPlaceShipment,
  lockShipment,
  setShipmentStatus,
} from '../../repositories/packing-ship.repository.ts';
import type { FnContext, Handler } from '../context.ts';
import { resolveSupplyItemScan } from '../supply-item-scan.ts';
import { requirePackerPlace } from './packer-place.ts';

export const SHIPMENT_NOT_FOUND = packingMessages.missingShipment;

async function requirePlaceShipment(ctx: FnContext, shipmentId: string) {
  const place = await requirePackerPlace(ctx);
  const shipment = await findPlaceShipment(ctx.db, shipmentId, place.id);
  // requirements.md 8 "Missing shipment": an unknown id and another place's read alike.
  if (!shipment) throw new AppError('not_found', SHIPMENT_NOT_FOUND);
  return { place, shipment };
}

function answerOf(shipment: NonNullable<Awaited<ReturnType<typeof findPlaceShipment>>>) {
  const { patientId, boxSupplyItemId, createdAt, ...row } = shipment;
  return {
    shipment: {
      ...row,
      createdAt: createdAt.toISOString(),
      hasBox: boxSupplyItemId !== null,
      boxScanned: row.status === 'in-transit',
    },
    patientIDs: patientId ? [patientId] : [],
  };
}

export const getSupplyShipment: Handler<'getSupplyShipment'> = async (input, ctx) => {
  const { shipment } = await requirePlaceShipment(ctx, input.supplyShipmentID);
  return answerOf(shipment);
};

export const shipSupplyShipment: Handler<'shipSupplyShipment'> = async (input, ctx) => {
  const { place, shipment: unlocked } = await requirePlaceShipment(ctx, input.supplyShipmentID);
  await lockShipment(ctx.db, unlocked.id);
  // Read again under the lock: a shipping raced by another device sees it in transit.
  const shipment = (await findPlaceShipment(ctx.db, unlocked.id, place.id))!;
  const scan = await resolveSupplyItemScan(ctx.db, input.barcode);
  const facts = await findItemFacts(ctx.db, scan.supplyItemID);
  const refusal = supplyBoxRefusal({
    scan: { ...scan, supplyType: facts?.supplyType ?? null, expiresOn: facts?.expiresOn ?? null },
    usedByOtherShipment: false,
    expectedBoxItemID: shipment.boxSupplyItemId,
  });
  if (refusal) throw new AppError('bad_request', refusal, 'barcode');
  const moved = shipTransition({ status: shipment.status, at: ctx.config.clock.now() });
  if (!moved.ok) throw new AppError('conflict', moved.message);
  await setShipmentStatus(ctx.db, shipment.id, moved.value.status, moved.value.statusAt);
  // A nurse's kit order shipped: what went into the box becomes her kit to activate (issue 23, ADR 057).
  const transfer = await findShippedTransfer(ctx.db, shipment.id);
  const fulfillment = transfer && fulfillmentOfShippedTransfer(transfer);
  if (fulfillment && (await insertKitOrderFulfillment(ctx.db, fulfillment, moved.value.statusAt))) {
    await ctx.audit({
      action: 'fulfillment.shipped',
      recordType: 'fulfillment',
      recordId: fulfillment.id,
      subjectUserId: fulfillment.userID,
    });
    // Her open My supplies shows it on its way without a reload.
    ctx.publish(`supplies/${fulfillment.userID}`);
  }
  const after = await findPlaceShipment(ctx.db, shipment.id, place.id);
  return answerOf(after!);
};

export const activatePlaceSupply: Handler<'activatePlaceSupply'> = async (input, ctx) => {
  const place = await requirePackerPlace(ctx);
  const scan = await resolveSupplyItemScan(ctx.db, input.barcode);
  const facts = await findItemFacts(ctx.db, scan.supplyItemID);
  if (!facts) throw new AppError('bad_request', packingMessages.errorAddingSupplies, 'barcode');
  const refusal = activateAtPlaceRefusal({
    status: facts.status,
    ownerPlaceID: facts.ownerPlaceId,
    ownerUserID: facts.ownerUserId,
    placeID: place.id,
  });
  if (refusal) throw new AppError('bad_request', refusal, 'barcode');
  const quantity = await activateItemAtPlace(ctx.db, {
    supplyItemId: scan.supplyItemID,
    placeId: place.id,
    supplyId: facts.supplyId,
    at: ctx.config.clock.now(),
  });
  return { supplyItemID: scan.supplyItemID, supplyName: facts.supplyName, quantity };
};
