/**
 * When a write changes procedures (a nurse's step, a cancel), their orders follow in the same
 * transaction (ADR 028: the order's status is its procedures') and each office of theirs hears of
 * it after the commit (`offices/{officeID}`, live/route.ts): the orders list and procedure pages
 * update without a reload (issue 14).
 */
import type { Change } from '@sc/domain/transitions/changes';
import { findOrdersOfProcedures, recomputeOrderStatuses } from '../repositories/orders.repository.ts';
import type { FnContext } from './context.ts';
import { emailEndedOrders } from './order-emails.ts';

/**
 * `statusesChanged` false: the write moved the specimens (a tube scanned, a nurse assigned) but no
 * procedure's status, so the orders' statuses cannot have changed and are not recomputed (a scan
 * is the field app's most frequent write).
 */
export async function followOrders(
  ctx: FnContext,
  procedureIDs: readonly string[],
  { statusesChanged = true }: { statusesChanged?: boolean } = {},
): Promise<void> {
  const orders = await findOrdersOfProcedures(ctx.db, procedureIDs);
  if (orders.length === 0) return;
  if (statusesChanged) {
    const changed = await recomputeOrderStatuses(
      ctx.db,
      orders.map((o) => o.id),
    );
    await emailEndedOrders(ctx, changed);
  }
  for (const office of new Set(orders.flatMap((o) => [o.officeId, o.createdByOfficeId])))
    ctx.publish(`offices/${office}`);
}

/** The procedures whose status a field write changed. */
export const proceduresChangedBy = (changes: readonly Change[]): string[] =>
  changes.flatMap((c) => (c.op !== 'insert' && c.entity === 'procedure' && c.set.status !== undefined ? [c.id] : []));
