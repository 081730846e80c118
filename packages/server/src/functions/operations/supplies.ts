/**
 * Operations' supplies (issue 25, ADR 060): supplies created and edited, SKUs added, supply items
 * registered under their barcode, batches under one code with their serials. Codes are checked by
 * the domain's rule (operations/supply-codes.ts) and must be new; each write is audited; an edit
 * changing nothing writes nothing. A SKU's active switch stays setSkuActive's.
 */
import { barcodeProblem, batchSerialsProblem } from '@sc/domain/operations/supply-codes';
import { AppError } from '../../lib/app-error.ts';
import {
  barcodeTaken,
  findSupplyForUpdate,
  insertBatch,
  insertSku,
  insertSupplyItem,
  listSupplies as readSupplies,
  serialTaken,
  skuExists,
  writeSupply,
  type SupplyFields,
} from '../../repositories/operations-supplies.repository.ts';
import type { Handler } from '../context.ts';
import { catalogueTexts } from './catalogue.ts';
import { changedFields } from './changed-fields.ts';
import { toRecordID } from './record-id.ts';

export const supplyTexts = {
  unknownSupply: 'No supply has this id.',
  barcodeTaken: 'This barcode is already registered.',
  serialTaken: 'Another item has this serial.',
} as const;

export const listSupplies: Handler<'listSupplies'> = async (_input, ctx) => ({ supplies: await readSupplies(ctx.db) });

export const saveSupply: Handler<'saveSupply'> = async ({ supplyID, ...fields }, ctx) => {
  const next: SupplyFields = { ...fields, color: fields.color || null };
  const before = supplyID ? await findSupplyForUpdate(ctx.db, supplyID) : undefined;
  if (supplyID && !before) throw new AppError('not_found', supplyTexts.unknownSupply, 'supplyID');
  const id = supplyID ?? toRecordID('sup', fields.name);
  const changes = changedFields(before, next);
  if (before && !changes) return { id, created: false, changed: false };
  await writeSupply(ctx.db, id, next, !before);
  await ctx.audit({
    action: before ? 'supply.update' : 'supply.create',
    recordType: 'supply',
    recordId: id,
    detail: changes ?? {},
  });
  return { id, created: !before, changed: true };
};

export const addSku: Handler<'addSku'> = async ({ supplyID }, ctx) => {
  const supply = await findSupplyForUpdate(ctx.db, supplyID);
  if (!supply) throw new AppError('not_found', supplyTexts.unknownSupply, 'supplyID');
  const skuID = toRecordID('sku', supply.name);
  await insertSku(ctx.db, skuID, supplyID);
  await ctx.audit({ action: 'sku.create', recordType: 'sku', recordId: skuID, detail: { supplyID } });
  return { skuID };
};

async function requireNewCode(ctx: Parameters<Handler<'addBatch'>>[1], value: string, field: string) {
  if (await barcodeTaken(ctx.db, value)) throw new AppError('conflict', supplyTexts.barcodeTaken, field);
}

export const addSupplyItem: Handler<'addSupplyItem'> = async ({ skuID, barcode, serial }, ctx) => {
  const problem = barcodeProblem(barcode, 'item');
  if (problem) throw new AppError('bad_request', problem, 'barcode');
  const serialProblem = serial ? barcodeProblem(serial, 'item') : null;
  if (serialProblem) throw new AppError('bad_request', serialProblem, 'serial');
  if (!(await skuExists(ctx.db, skuID))) throw new AppError('not_found', catalogueTexts.unknownSku, 'skuID');
  await requireNewCode(ctx, barcode, 'barcode');
  if (serial && (await serialTaken(ctx.db, serial))) throw new AppError('conflict', supplyTexts.serialTaken, 'serial');
  const itemID = toRecordID('item', barcode);
  await insertSupplyItem(ctx.db, { id: itemID, skuId: skuID, serial: serial || null, barcode });
  await ctx.audit({
    action: 'supply-item.create',
    recordType: 'supply-item',
    recordId: itemID,
    detail: { skuID, barcode, serial },
  });
  return { itemID };
};

export const addBatch: Handler<'addBatch'> = async ({ skuID, code, serials }, ctx) => {
  const problem = barcodeProblem(code, 'batch');
  if (problem) throw new AppError('bad_request', problem, 'code');
  const serialsProblem = batchSerialsProblem(serials);
  if (serialsProblem) throw new AppError('bad_request', serialsProblem, 'serials');
  if (!(await skuExists(ctx.db, skuID))) throw new AppError('not_found', catalogueTexts.unknownSku, 'skuID');
  await requireNewCode(ctx, code, 'code');
  const batchItemID = toRecordID('batch', code);
  await insertBatch(ctx.db, {
    batchSkuId: `${batchItemID}-sku`,
    batchItemId: batchItemID,
    skuId: skuID,
    code,
    serials,
  });
  await ctx.audit({
    action: 'batch.create',
    recordType: 'batch-item',
    recordId: batchItemID,
    detail: { skuID, code, serials: serials.length },
  });
  return { batchItemID, serials: serials.length };
};
