/**
 * Operations (ADR 049, 042): build a region's day with the optimiser (a job, waited for), publish
 * its plan as offers, and settle or fail the payouts the provider has not finished.
 */
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { Step } from '../steps.ts';
import { call, pick, settleJobs, type World } from '../world.ts';

export async function buildDay(world: World, step: Extract<Step, { kind: 'build-day' }>): Promise<void> {
  const region = pick(world.regions, step.region)!;
  const day = localDateKeyAfter(world.clock.now(), step.daysAhead, region.timeZone);
  const built = await call(world, 'buildDispatchDay', { day, serviceRegionID: region.id, seconds: 1 }, world.admin);
  if (built.status !== 200) return;
  await settleJobs(world);
  const board = await call(world, 'getDispatchBoard', { day, serviceRegionID: region.id }, world.admin);
  const run = board.body?.run;
  if (run?.id !== built.body.runID || run.status !== 'done' || run.plan.routes.length === 0) return;
  await call(world, 'publishDispatchPlan', { runID: run.id }, world.admin);
}

/** Operations settle or fail one of the payouts their console lists as open. */
export async function decidePayout(world: World, step: Extract<Step, { kind: 'payout-decision' }>): Promise<void> {
  const open = await call(world, 'listPayouts', { status: 'open' }, world.admin);
  const ids = new Set(((open.body?.payouts ?? []) as { id: string }[]).map((p) => p.id));
  // The simulator's own withdrawals, in the order they were made (the console's order is by time).
  const withdrawalID = pick(
    world.withdrawals.filter((id) => ids.has(id)),
    step.payout,
  );
  if (!withdrawalID) return;
  if (step.settle) await call(world, 'settlePayout', { withdrawalID }, world.admin);
  else await call(world, 'failPayout', { withdrawalID, reason: 'The bank refused it' }, world.admin);
}
