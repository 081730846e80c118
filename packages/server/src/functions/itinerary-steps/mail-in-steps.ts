/**
 * Mail-in boxes and shipments (requirements.md 2.11, 4, 5, 7): the unpacked box scanned and packed at the
 * visit; at the drop-off each shipment's box, label, photo and drop-off.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { stepCommands } from '@sc/domain/step-writes/step-commands';
import { AppError } from '../../lib/app-error.ts';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import type { FnContext } from '../context.ts';
import { resolveSupplyItemScan } from '../supply-item-scan.ts';
import { requireOwnFile } from './own-file.ts';
import { commandStep, fieldStep, toStepContext } from './run-field-command.ts';

/** requirements.md 7: a mail-in box barcode is scanned against its supply: it must be a mail-in box. */
async function resolveBoxScan(ctx: FnContext, barcode: string) {
  const scan = await resolveSupplyItemScan(ctx.db, barcode);
  const [item] = await findSupplyItemsData(ctx.db, [scan.supplyItemID]);
  if (item?.supplyType !== 'mail-in-box') throw new AppError('bad_request', scanMessages.wrongSupply, 'barcode');
  return scan;
}

/** The box is resolved before the itinerary is locked; the command names the item it found, loaded with it. */
export const scanMailInBox = fieldStep<'scanMailInBox'>(async (i, { at, ctx }) => {
  const scan = await resolveBoxScan(ctx, i.barcode);
  return {
    command: {
      type: 'scanMailInBox',
      waypointActionID: i.waypointActionID,
      supplyItemID: scan.supplyItemID,
      barcode: scan.barcode,
      at,
    },
    supplyItemIDs: [scan.supplyItemID],
  };
});

export const packMailInAction = commandStep('packMailInAction');

export const scanShipmentBox = fieldStep<'scanShipmentBox'>(async (i, { ctx }) => {
  const scan = await resolveBoxScan(ctx, i.barcode);
  return {
    command: { type: 'scanShipmentBox', shipmentID: i.shipmentID, supplyItemID: scan.supplyItemID },
    supplyItemIDs: [scan.supplyItemID],
  };
});

export const markShipmentPreparingToLabel = commandStep('markShipmentPreparingToLabel');

export const scanShipmentLabel = commandStep('scanShipmentLabel');

export const setShipmentPhoto = fieldStep<'setShipmentPhoto'>(async (i, { at, ctx }) => {
  await requireOwnFile(ctx, i.fileID, 'fileID');
  return stepCommands.setShipmentPhoto(i, toStepContext(ctx, at));
});

export const dropOffShipment = commandStep('dropOffShipment');
