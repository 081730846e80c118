/**
 * The infrastructure's faults (ADR 073): the server process killed and a new one started on the
 * same database, the payout provider down or answering one payout twice, the mail server down, and
 * (on PostgreSQL) the database unreachable for a moment while people keep calling. Each is a step;
 * the week's end heals them all and waits for every job to end.
 */
import { sql } from 'drizzle-orm';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { adminQuery } from '../test/postgres-admin.ts';
import { queryRows } from '../test/harness.ts';
import type { Step } from './steps.ts';
import { pick, type World } from './world.ts';

/**
 * The server killed mid-day: the new process starts on the same database, clock and adapters.
 * The queue runs on real time (ADR 066): the jobs the dead process held are taken over when their
 * lease ends, two real minutes on, so the simulator ends those leases now instead of waiting.
 * (The payouts it held in flight are paid by the provider: the worst case, money left unrecorded.)
 */
export async function restartServer(world: World): Promise<void> {
  const dead = world.t.server.jobs?.worker;
  await world.t.restart();
  // The calls the dead process had in flight reached the provider, which pays them; their answers
  // reach no one, and the new process's retry (the same key) must learn it from the provider.
  for (const held of world.provider.held.splice(0)) held.answer('settled');
  if (dead)
    await world.t.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where status = 'running' and locked_by = ${dead}`,
    );
  world.t.server.jobs?.wake();
}

export function providerFault(world: World, step: Extract<Step, { kind: 'provider-fault' }>): void {
  world.provider.down = step.fault === 'down';
  world.provider.answersTwice = step.fault === 'answers-twice';
}

export function smtpDown(world: World, step: Extract<Step, { kind: 'smtp-down' }>): void {
  world.mail.down = step.down;
}

/**
 * PostgreSQL unreachable (PostgreSQL runs only): the world's database stops taking connections and
 * the server's are cut, people call meanwhile (each answer must be a 503, ADR 018, never a 500),
 * then it is back and the server must serve again without a restart.
 */
export async function postgresAway(world: World, step: Extract<Step, { kind: 'postgres-away' }>): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (world.t.server.database.kind !== 'postgres' || !baseUrl) return;
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    world.t.db,
    sql`select current_database() as name`,
  );
  const refuse = (allow: boolean) => adminQuery(baseUrl, `alter database "${name}" with allow_connections ${allow}`);
  await refuse(false);
  try {
    await adminQuery(
      baseUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    const nurse = pick(world.nurses, step.seconds)!;
    const patientID = pick(world.patients, step.seconds);
    const calls: [string, unknown, string][] = [
      ['getShiftsOffered', { limit: 50 }, nurse.cookie],
      ['listOrders', { officeID: world.office.id, page: 1, pageSize: 50 }, world.office.cookie],
      ['getWallet', {}, nurse.cookie],
      ...(patientID
        ? [
            [
              'createOrder',
              {
                officeID: world.office.id,
                patientID,
                prescriberID: world.office.staffId,
                prescriberNPI: '1234567893',
                diagnosisCodes: ['Z00.00'],
                testIDs: ['test-tsh'],
                requestedDate: localDateKeyAfter(world.clock.now(), 1, 'America/New_York'),
                windowStart: '09:00',
                windowEnd: '12:00',
                supplyStrategy: 'nurse-supplies',
              },
              world.office.cookie,
            ] as [string, unknown, string],
          ]
        : []),
    ];
    for (const [fn, input, cookie] of calls) {
      const res = await world.t.call(fn, input, { cookie });
      world.answers.push({
        name: fn,
        status: res.status,
        duringOutage: true,
        ...(res.status >= 400 ? { message: res.body?.error?.message } : {}),
      });
      if (fn === 'createOrder' && res.status === 200) world.orders.push(res.body.orderID);
    }
    // The job runner's polls meet the outage too, for a moment of real time.
    await new Promise((resolve) => setTimeout(resolve, Math.min(step.seconds, 5) * 100));
  } finally {
    await refuse(true);
  }
}

/** The week's end: every fault healed, and every job (retries due later too) run to its end. */
export async function healFaults(world: World, timeoutMs = 60_000): Promise<void> {
  world.provider.down = false;
  world.provider.answersTwice = false;
  world.mail.down = false;
  const started = performance.now();
  for (;;) {
    world.t.server.jobs?.wake();
    const [counted] = await queryRows<{ busy: number }>(
      world.t.db,
      sql`select count(*)::int as busy from jobs where status in ('queued', 'running')`,
    );
    if ((counted?.busy ?? 0) <= world.provider.held.length) return;
    if (performance.now() - started > timeoutMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
