/**
 * Her supplies and a kit's activation (requirements.md 2.12, 3, 4, 5, 7; issue 23). A scan is resolved
 * with requirements.md 5's rules (the same resolver as every other scan), matched against her kit's items by
 * the domain, and the item activated in the same transaction; the analytics events start and
 * finish adding supplies carry the fulfillment ID (requirements.md 7).
 */
import type { FnOutput } from '@sc/domain/contract/index';
import { activateScan, activationRefusal, activationTexts, statusAfterScan } from '@sc/domain/fulfillments/activation';
import { resolveBarcode } from '@sc/domain/scanning/resolve-barcode';
import { AppError } from '../../lib/app-error.ts';
import { recordAnalyticsEvent } from '../../repositories/analytics.repository.ts';
import {
  activateItem,
  fulfillmentItems,
  listFulfillments,
  listNurseItems,
  lockFulfillment,
  markFulfillmentActivated,
  markFulfillmentDelivered,
  type FulfillmentRow,
  type ItemRow,
} from '../../repositories/fulfillments.repository.ts';
import { loadScanLookups } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

type Fulfillment = FnOutput<'getMySupplies'>['fulfillments'][number];

const toItem = (i: ItemRow) => ({ supplyItemID: i.supplyItemID, sku: i.sku, name: i.name, status: i.status });

function toFulfillment(f: FulfillmentRow, items: readonly ItemRow[]): Fulfillment {
  const lines = new Map<string, { sku: string; name: string; quantity: number }>();
  for (const i of items) {
    const line = lines.get(i.sku) ?? { sku: i.sku, name: i.name, quantity: 0 };
    line.quantity += 1;
    lines.set(i.sku, line);
  }
  return {
    id: f.id,
    status: f.status,
    createdAt: new Date(f.createdAt).toISOString(),
    lineItems: [...lines.values()],
    items: items.map(toItem),
  };
}

export const getMySupplies: Handler<'getMySupplies'> = async (_input, ctx) => {
  const { userId } = requireCaller(ctx);
  const items = await listNurseItems(ctx.db, userId);
  const fulfillments = await listFulfillments(ctx.db, userId);
  return {
    supplyItems: items.filter((i) => i.fulfillmentID === null || i.status === 'activated').map(toItem),
    fulfillments: fulfillments.map((f) =>
      toFulfillment(
        f,
        items.filter((i) => i.fulfillmentID === f.id),
      ),
    ),
  };
};

export const activateFulfillmentItem: Handler<'activateFulfillmentItem'> = async ({ fulfillmentID, barcode }, ctx) => {
  const { userId } = requireCaller(ctx);
  const fulfillment = await lockFulfillment(ctx.db, userId, fulfillmentID);
  if (!fulfillment) throw new AppError('not_found', activationTexts.notFound, 'fulfillmentID');
  const refusal = activationRefusal(fulfillment.status);
  if (refusal) throw new AppError('conflict', refusal);
  const resolved = resolveBarcode(barcode, await loadScanLookups(ctx.db, barcode));
  if (!resolved.ok) throw new AppError('bad_request', resolved.message, 'barcode');
  const items = await fulfillmentItems(ctx.db, fulfillmentID);
  const answer = activateScan(
    items.map((i) => ({
      supplyItemID: i.supplyItemID,
      supplyID: i.supplyID,
      serial: i.serial,
      activated: i.status === 'activated',
    })),
    resolved.scan,
  );
  if (!answer.ok) throw new AppError('bad_request', answer.message, 'barcode');
  const at = ctx.config.clock.now();
  const first = items.every((i) => i.status !== 'activated');
  await activateItem(ctx.db, answer.supplyItemID, userId, at);
  const event = (name: string) =>
    recordAnalyticsEvent(ctx.db, {
      name,
      userId,
      route: `/my-supplies/${fulfillmentID}/activate`,
      properties: { fulfillmentID },
      at,
    });
  if (first) await event('start adding supplies');
  if (answer.done) {
    await markFulfillmentActivated(ctx.db, fulfillmentID, at);
    await event('finish adding supplies');
  } else if (fulfillment.status === 'shipped') {
    // A scan of its own item proves a shipped kit reached her (ADR 057).
    await markFulfillmentDelivered(ctx.db, fulfillmentID);
  }
  // Her other devices' My supplies follow.
  ctx.publish(`supplies/${userId}`);
  await ctx.audit({
    action: 'activateFulfillmentItem',
    recordType: 'supply-item',
    recordId: answer.supplyItemID,
    subjectUserId: userId,
  });
  const after = items.map((i) => (i.supplyItemID === answer.supplyItemID ? { ...i, status: 'activated' as const } : i));
  return {
    fulfillment: toFulfillment({ ...fulfillment, status: statusAfterScan(answer.done) }, after),
    supplyItemID: answer.supplyItemID,
    done: answer.done,
  };
};
