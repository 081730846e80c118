/**
 * The day's payout reconciliation (ADR 072), run at each simulated day's end. The product
 * schedules it once a day in `job_schedules`, on real time like the whole queue (ADR 066), so on the
 * simulated clock it would never come due: the simulator runs it as the schedule's tick would
 * (scheduled-jobs.ts), and keeps what the provider and the ledger held then, with how the job
 * ended, for the reconciliation invariant (architecture.md 11, invariant 4).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../test/harness.ts';
import { runScheduledJob } from './scheduled-jobs.ts';
import type { World } from './world.ts';

export async function reconcileDay(world: World): Promise<void> {
  const at = world.clock.now().toISOString();
  const key = await runScheduledJob(world, 'payout.reconcile');
  const [job] = await queryRows<{ status: string; lastError: string | null }>(
    world.t.db,
    sql`select status, last_error as "lastError" from jobs where kind = 'payout.reconcile' and key = ${key}`,
  );
  const ledgerPayouts = await queryRows<{ withdrawalId: string; amountCents: number; status: string }>(
    world.t.db,
    sql`select id as "withdrawalId", amount_cents::int as "amountCents", status from withdrawals order by id`,
  );
  world.reconciliations.push({
    at,
    providerPayouts: world.provider.records(),
    ledgerPayouts,
    jobStatus: job?.status ?? 'missing',
    raised: job?.lastError ?? null,
  });
}
