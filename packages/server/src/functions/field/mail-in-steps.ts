/**
 * Mail-in boxes and shipments (SPEC.md 2.11, 4, 5, 7): the unpacked box scanned and packed at the
 * visit; at the drop-off each shipment's box, label, photo and drop-off.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { AppError } from '../../lib/app-error.ts';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import type { Handler } from '../context.ts';
import { requireOwnFile } from './own-file.ts';
import { answered, runFieldCommand, stepTime } from './run-field-command.ts';
import { resolveSupplyItemScan } from './scan.ts';

/** SPEC.md 7: a mail-in box barcode is scanned against its supply: it must be a mail-in box. */
async function resolveBoxScan(ctx: Parameters<Handler<'scanMailInBox'>>[1], barcode: string) {
  const scan = await resolveSupplyItemScan(ctx.db, barcode);
  const [item] = await findSupplyItemsData(ctx.db, [scan.supplyItemID]);
  if (item?.supplyType !== 'mail-in-box') throw new AppError('bad_request', scanMessages.wrongSupply, 'barcode');
  return scan;
}

export const scanMailInBox: Handler<'scanMailInBox'> = async (input, ctx) => {
  const at = stepTime(input.at);
  const scan = await resolveBoxScan(ctx, input.barcode);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      {
        type: 'scanMailInBox',
        waypointActionID: input.waypointActionID,
        supplyItemID: scan.supplyItemID,
        barcode: scan.barcode,
        at,
      },
      { extraSupplyItemIDs: [scan.supplyItemID], at },
    ),
  );
};

export const packMailInAction: Handler<'packMailInAction'> = async (input, ctx) =>
  answered(
    await runFieldCommand(ctx, input.itineraryID, {
      type: 'packMailInAction',
      waypointActionID: input.waypointActionID,
      at: stepTime(input.at),
    }),
  );

export const scanShipmentBox: Handler<'scanShipmentBox'> = async (input, ctx) => {
  const scan = await resolveBoxScan(ctx, input.barcode);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'scanShipmentBox', shipmentID: input.shipmentID, supplyItemID: scan.supplyItemID },
      { extraSupplyItemIDs: [scan.supplyItemID] },
    ),
  );
};

export const markShipmentPreparingToLabel: Handler<'markShipmentPreparingToLabel'> = async (input, ctx) =>
  answered(await runFieldCommand(ctx, input.itineraryID, { type: 'markShipmentPreparingToLabel', shipmentID: input.shipmentID }));

export const scanShipmentLabel: Handler<'scanShipmentLabel'> = async (input, ctx) =>
  answered(
    await runFieldCommand(ctx, input.itineraryID, {
      type: 'scanShipmentLabel',
      shipmentID: input.shipmentID,
      barcode: input.barcode,
    }),
  );

export const setShipmentPhoto: Handler<'setShipmentPhoto'> = async (input, ctx) => {
  await requireOwnFile(ctx, input.fileID, 'fileID');
  return answered(
    await runFieldCommand(ctx, input.itineraryID, {
      type: 'setShipmentPhoto',
      shipmentID: input.shipmentID,
      fileID: input.fileID,
    }),
  );
};

export const dropOffShipment: Handler<'dropOffShipment'> = async (input, ctx) =>
  answered(await runFieldCommand(ctx, input.itineraryID, { type: 'dropOffShipment', shipmentID: input.shipmentID }));

