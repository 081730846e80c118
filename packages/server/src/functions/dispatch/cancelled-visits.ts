/**
 * An order the office cancelled leaves its built day (ADR 084): when its visit is in the latest
 * run of its region and day, built and not yet published, that run's plan drops the visit and
 * re-plans moving the fewest other stops (`replanAfterChange`, kind `cancel`), in the cancellation's
 * own transaction, and notes it for the board ("Maya Morgan's visit was cancelled by the office; 1
 * other stop moved"). A published run is left as it is: its itineraries carry the cancel to the
 * nurse's stop (setProcedureStatuses' itinerary path). A run still being optimised is left too.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { replanAfterChange } from '@sc/domain/dispatch/replan';
import { orders } from '../../db/schema.ts';
import { findRun, latestRun, updateRun } from '../../repositories/dispatch.repository.ts';
import type { FnContext } from '../context.ts';

export async function dropCancelledVisits(ctx: FnContext, orderIDs: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIDs)].sort();
  if (ids.length === 0) return;
  // Only orders now cancelled as a whole (every procedure): a visit with a procedure left still goes.
  const cancelled = await ctx.db
    .select({ id: orders.id, serviceRegionId: orders.serviceRegionId, day: orders.requestedDate })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, 'canceled')));
  for (const order of cancelled) {
    if (order.serviceRegionId === null || order.day === null) continue;
    const latest = await latestRun(ctx.db, order.serviceRegionId, order.day);
    if (!latest) continue;
    const run = await findRun(ctx.db, latest.id, true);
    if (!run || run.status !== 'done' || !run.plan || !run.problem.visits.some((v) => v.id === order.id)) continue;
    const outcome = replanAfterChange(run.problem, run.plan, { kind: 'cancel', visitId: order.id });
    if (!outcome.ok) continue;
    const movedStops = outcome.moved.length;
    await updateRun(ctx.db, run.id, {
      problem: outcome.problem,
      plan: { ...outcome.plan, note: { kind: 'cancelled', visitId: order.id, movedStops } },
    });
    await ctx.audit({
      action: 'dispatch.cancel',
      recordType: 'dispatch-run',
      recordId: run.id,
      detail: { visitId: order.id, movedStops },
    });
    ctx.publish(`dispatch/${run.serviceRegionId}`);
  }
}
