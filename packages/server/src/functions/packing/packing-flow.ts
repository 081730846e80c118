/**
 * The supply transfer flow's functions (requirements.md 2.12, 4, 5; issue 26). Each reads in one order:
 * her place and its transfer (another place's is not found), the transfer still pending, the
 * domain's verdict on the scan, the write, the transfer as it now reads. A refusal throws before
 * anything is written; the route's idempotency key makes a retried write count once.
 */
import {
  boxKitRefusal,
  documentScanRefusal,
  shelfItemRefusal,
  procedureKitRefusal,
  scanListVerdict,
  shippingLabelRefusal,
  supplyBoxRefusal,
  type PackingScan,
} from '@sc/domain/packing/packing-scans';
import { finishPacking } from '@sc/domain/packing/completion';
import { packingMessages } from '@sc/domain/packing/messages';
import { failuresBeforeDone, markScanned } from '@sc/domain/packing/transfer-state';
import { scanMessages } from '@sc/domain/scanning/messages';
import { refusalTemplates, refusalTexts } from '@sc/domain/transitions/refusals';
import { shippingLabels } from '../../adapters/shipping-labels/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFileOwnedBy } from '../../repositories/files.repository.ts';
import {
  findItemFacts,
  insertPackingDocument,
  insertPackingScan,
  isItemPacked,
  lockTransfer,
  markFileAttached,
  markItemsUsed,
  setProcedureKit,
  setTransferPacked,
  updateSupplyShipment,
} from '../../repositories/packing-flow.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { resolveSupplyItemScan } from '../supply-item-scan.ts';
import { loadTransferView, requirePlaceTransfer } from './transfer-view.ts';

const refuse = (message: string, field = 'barcode') => new AppError('bad_request', message, field);

/** Her place's pending transfer, locked for the write, with its view. */
async function openForWrite(ctx: FnContext, transferId: string) {
  const { place, transfer } = await requirePlaceTransfer(ctx, transferId);
  await lockTransfer(ctx.db, transfer.id);
  if (transfer.status !== 'pending') throw new AppError('conflict', packingMessages.alreadyPacked);
  const loaded = await loadTransferView(ctx, transfer);
  return { place, transfer, ...loaded };
}

async function answer(ctx: FnContext, transferId: string) {
  const { transfer } = await requirePlaceTransfer(ctx, transferId);
  const { view, patientIDs } = await loadTransferView(ctx, transfer);
  return { transfer: view, patientIDs };
}

export const getSupplyTransfer: Handler<'getSupplyTransfer'> = async (input, ctx) =>
  answer(ctx, input.supplyTransferID);

/** A scan of a list step (supplies, kits to box): the domain's verdict, with what other transfers packed. */
async function requireOnList(
  ctx: FnContext,
  scan: PackingScan,
  expected: Parameters<typeof markScanned>[0],
  scanned: Parameters<typeof markScanned>[1],
  neededBy: string | null,
  what: 'kit' | 'supply',
): Promise<void> {
  const list = markScanned(expected, scanned).map((r) => ({
    supplyID: r.supplyID,
    isScanned: r.isScanned,
    supplyItemID: r.scannedItemID,
  }));
  const packed = await isItemPacked(ctx.db, scan.supplyItemID!);
  const verdict = scanListVerdict({ list, scan, packedElsewhere: packed ? [scan.supplyItemID!] : [], neededBy, what });
  if (!verdict.ok) throw refuse(verdict.message);
}

async function packingScanOf(ctx: FnContext, barcode: string): Promise<PackingScan> {
  const scan = await resolveSupplyItemScan(ctx.db, barcode);
  const facts = await findItemFacts(ctx.db, scan.supplyItemID);
  return {
    barcode: scan.barcode,
    supplyID: scan.supplyID,
    supplyItemID: scan.supplyItemID,
    serial: scan.serial,
    supplyType: facts?.supplyType ?? null,
    expiresOn: facts?.expiresOn ?? null,
  };
}

/** An item leaving her shelf must be on it (ADR 075): active at her place, not a nurse's, not received only. */
async function requireOnShelf(ctx: FnContext, supplyItemId: string, placeId: string): Promise<void> {
  const facts = await findItemFacts(ctx.db, supplyItemId);
  const refusal =
    facts &&
    shelfItemRefusal({ ...facts, ownerPlaceID: facts.ownerPlaceId, ownerUserID: facts.ownerUserId, placeID: placeId });
  if (refusal) throw refuse(refusal);
}

export const scanSupplyTransferStep: Handler<'scanSupplyTransferStep'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const { place, transfer, view } = await openForWrite(ctx, input.supplyTransferID);
  const at = ctx.config.clock.now();
  const procedure = input.procedureID ? view.procedures.find((p) => p.id === input.procedureID) : undefined;
  const shipment = input.supplyShipmentID ? view.shipments.find((s) => s.id === input.supplyShipmentID) : undefined;
  const needsProcedure = [
    'scan-procedure-kit',
    'scan-procedure-supplies',
    'scan-requisition-form',
    'scan-instruction-sheet',
  ];
  if (needsProcedure.includes(input.step) && !procedure)
    throw new AppError('not_found', refusalTemplates.missingProcedure(input.procedureID ?? ''), 'procedureID');
  if (!needsProcedure.includes(input.step) && !shipment)
    throw new AppError('not_found', packingMessages.missingShipment, 'supplyShipmentID');
  const base = { supplyTransferId: transfer.id, scannedBy: caller.userId, at };

  switch (input.step) {
    case 'scan-procedure-kit': {
      const scan = await packingScanOf(ctx, input.barcode);
      const refusal = procedureKitRefusal({
        scan,
        kitSupplyID: procedure!.kitSupplyID,
        currentKitItemID: procedure!.kitSupplyItemID,
        packedElsewhere: await isItemPacked(ctx.db, scan.supplyItemID!),
        neededBy: view.neededBy,
      });
      if (refusal) throw refuse(refusal);
      await requireOnShelf(ctx, scan.supplyItemID!, place.id);
      await setProcedureKit(ctx.db, procedure!.id, scan.supplyItemID!);
      await insertPackingScan(ctx.db, {
        ...base,
        role: 'procedure-kit',
        procedureId: procedure!.id,
        supplyShipmentId: null,
        supplyItemId: scan.supplyItemID!,
      });
      break;
    }
    case 'scan-procedure-supplies': {
      const scan = await packingScanOf(ctx, input.barcode);
      await requireOnList(ctx, scan, procedure!.expectedSupplies, procedure!.scannedSupplies, view.neededBy, 'supply');
      await requireOnShelf(ctx, scan.supplyItemID!, place.id);
      await insertPackingScan(ctx.db, {
        ...base,
        role: 'procedure-supply',
        procedureId: procedure!.id,
        supplyShipmentId: null,
        supplyItemId: scan.supplyItemID!,
      });
      break;
    }
    case 'scan-requisition-form':
    case 'scan-instruction-sheet': {
      const document = input.step === 'scan-requisition-form' ? 'requisition-form' : 'instruction-sheet';
      const expected =
        document === 'requisition-form' ? procedure!.requisitionBarcode : procedure!.instructionSheetBarcode;
      const refusal = documentScanRefusal({ document, expected, scanned: input.barcode });
      if (refusal) throw refuse(refusal);
      await insertPackingDocument(ctx.db, { supplyTransferId: transfer.id, procedureId: procedure!.id, document, at });
      break;
    }
    case 'scan-supply-box': {
      const scan = await packingScanOf(ctx, input.barcode);
      if (shipment!.boxSupplyItemID === scan.supplyItemID) throw refuse(scanMessages.alreadyScanned);
      const refusal = supplyBoxRefusal({ scan, usedByOtherShipment: await isItemPacked(ctx.db, scan.supplyItemID!) });
      if (refusal) throw refuse(refusal);
      await requireOnShelf(ctx, scan.supplyItemID!, place.id);
      await updateSupplyShipment(ctx.db, shipment!.id, { boxSupplyItemId: scan.supplyItemID! });
      break;
    }
    case 'scan-kits-to-supply-box': {
      const scan = await packingScanOf(ctx, input.barcode);
      if (view.kind === 'kit-shipment') {
        const refusal = boxKitRefusal({
          kitItemIDs: shipment!.expectedKits.flatMap((k) => (k.supplyItemID ? [k.supplyItemID] : [])),
          inBox: shipment!.kitsInBox.map((k) => k.supplyItemID),
          supplyItemID: scan.supplyItemID,
        });
        if (refusal) throw refuse(refusal);
      } else {
        await requireOnList(ctx, scan, shipment!.expectedKits, shipment!.kitsInBox, null, 'kit');
        await requireOnShelf(ctx, scan.supplyItemID!, place.id);
      }
      await insertPackingScan(ctx.db, {
        ...base,
        role: 'box-kit',
        procedureId: null,
        supplyShipmentId: shipment!.id,
        supplyItemId: scan.supplyItemID!,
      });
      break;
    }
    case 'scan-shipping-label': {
      const refusal = shippingLabelRefusal({ labelBarcode: shipment!.shippingLabelBarcode, scanned: input.barcode });
      if (refusal) throw refuse(refusal);
      await updateSupplyShipment(ctx.db, shipment!.id, { scannedShippingLabelBarcode: input.barcode.trim() });
      break;
    }
  }
  return answer(ctx, transfer.id);
};

function requireShipment(view: Awaited<ReturnType<typeof openForWrite>>['view'], id: string) {
  const shipment = view.shipments.find((s) => s.id === id);
  if (!shipment) throw new AppError('not_found', packingMessages.missingShipment, 'supplyShipmentID');
  return shipment;
}

export const printShippingLabel: Handler<'printShippingLabel'> = async (input, ctx) => {
  const { place, transfer, view } = await openForWrite(ctx, input.supplyTransferID);
  const shipment = requireShipment(view, input.supplyShipmentID);
  if (!shipment.shippingLabelBarcode) {
    const label = await shippingLabels().buyLabel({
      shipmentId: shipment.id,
      recipient: transfer.recipient,
      address: transfer.address,
      from: { name: place.name, address: place.address },
    });
    await updateSupplyShipment(ctx.db, shipment.id, {
      shippingLabelBarcode: label.labelBarcode,
      trackingNumber: label.trackingNumber,
    });
  }
  return answer(ctx, transfer.id);
};

export const saveSupplyBoxPhoto: Handler<'saveSupplyBoxPhoto'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const { transfer, view } = await openForWrite(ctx, input.supplyTransferID);
  const shipment = requireShipment(view, input.supplyShipmentID);
  if (!(await findFileOwnedBy(ctx.db, input.fileID, caller.userId)))
    throw new AppError('not_found', refusalTexts.missingFile, 'fileID');
  const at = ctx.config.clock.now();
  await updateSupplyShipment(ctx.db, shipment.id, { boxImageFileId: input.fileID });
  await markFileAttached(ctx.db, input.fileID, at);
  return answer(ctx, transfer.id);
};

export const finishSupplyTransferPacking: Handler<'finishSupplyTransferPacking'> = async (input, ctx) => {
  const { transfer, view } = await openForWrite(ctx, input.supplyTransferID);
  const shipment = view.shipments.find((s) => s.id === input.supplyShipmentID) ?? null;
  const result = finishPacking({
    transferStatus: transfer.status,
    shipment: shipment && { id: shipment.id, status: shipment.status },
    failures: shipment ? failuresBeforeDone(view, shipment.id) : [],
    at: ctx.config.clock.now(),
  });
  if (!result.ok)
    throw new AppError(result.message === packingMessages.missingShipment ? 'not_found' : 'conflict', result.message);
  const { transfer: packed, shipment: ready } = result.value;
  await setTransferPacked(ctx.db, transfer.id, packed.statusAt);
  await updateSupplyShipment(ctx.db, ready.id, { status: ready.status, statusAt: ready.statusAt });
  const used = [
    ...view.procedures.flatMap((p) => [
      ...(p.kitSupplyItemID ? [p.kitSupplyItemID] : []),
      ...p.scannedSupplies.map((s) => s.supplyItemID),
    ]),
    ...(shipment?.boxSupplyItemID ? [shipment.boxSupplyItemID] : []),
    // A kit order's kits are not used up: shipped, they become the nurse's to activate (ADR 057).
    ...(view.kind === 'kit-shipment' ? (shipment?.kitsInBox.map((k) => k.supplyItemID) ?? []) : []),
  ];
  await markItemsUsed(ctx.db, [...new Set(used)], packed.statusAt);
  return answer(ctx, transfer.id);
};
