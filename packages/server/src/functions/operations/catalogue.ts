/**
 * Operations' catalogue switches (issue 25): feature flags for everyone, SKUs active or inactive
 * (requirements.md 5's "Inactive supply"), tests offered to offices or not. Each change is audited with its
 * value before and after; setting a value it already has writes nothing.
 */
import { AppError } from '../../lib/app-error.ts';
import {
  listCatalogueForOperations,
  setFlagEnabled,
  setLabTestActive as writeLabTestActive,
  setSkuActive as writeSkuActive,
} from '../../repositories/operations.repository.ts';
import type { FnContext, Handler } from '../context.ts';

export const catalogueTexts = {
  unknownFlag: 'No feature flag has this name.',
  unknownSku: 'No SKU has this id.',
  unknownTest: 'No test of the catalogue has this id.',
} as const;

/** Heard by everyone signed in (live/route.ts). */
export const FLAGS_TOPIC = 'flags/all';

export const listCatalogue: Handler<'listCatalogue'> = async (_input, ctx) => listCatalogueForOperations(ctx.db);

async function audited(
  ctx: FnContext,
  action: string,
  recordType: string,
  recordId: string,
  before: boolean,
  after: boolean,
) {
  if (before === after) return;
  await ctx.audit({ action, recordType, recordId, detail: { from: before, to: after } });
}

export const setFeatureFlag: Handler<'setFeatureFlag'> = async ({ flag, enabled }, ctx) => {
  const before = await setFlagEnabled(ctx.db, flag, enabled);
  if (before === undefined) throw new AppError('not_found', catalogueTexts.unknownFlag, 'flag');
  await audited(ctx, 'flag.set', 'feature-flag', flag, before, enabled);
  // Every open screen reads its configuration again (topics.ts), not at its next page load.
  if (before !== enabled) ctx.publish(FLAGS_TOPIC);
  return { ok: true as const };
};

export const setSkuActive: Handler<'setSkuActive'> = async ({ skuID, active }, ctx) => {
  const before = await writeSkuActive(ctx.db, skuID, active);
  if (before === undefined) throw new AppError('not_found', catalogueTexts.unknownSku, 'skuID');
  await audited(ctx, 'sku.set-active', 'sku', skuID, before, active);
  return { ok: true as const };
};

export const setLabTestActive: Handler<'setLabTestActive'> = async ({ testID, active }, ctx) => {
  const before = await writeLabTestActive(ctx.db, testID, active);
  if (before === undefined) throw new AppError('not_found', catalogueTexts.unknownTest, 'testID');
  await audited(ctx, 'lab-test.set-active', 'lab-test', testID, before, active);
  return { ok: true as const };
};
