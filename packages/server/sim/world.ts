/**
 * The simulated operation (ADR 073): the real server in process (test/harness.ts: PGlite in memory,
 * or a throw-away PostgreSQL database with DATABASE_URL) on a ManualClock the simulator moves, with
 * a payout provider that records what it paid and an optimiser with a short, seeded budget, so a
 * day stays fast and the same seed plans the same days. Its actors are the demo seed's people.
 */
import { sql } from 'drizzle-orm';
import { optimise } from '@sc/domain/optimiser/optimise';
import type { AnswerFacts, ReconciliationFacts, RepeatFacts } from '@sc/domain/invariants/view';
import { ManualClock } from '../src/lib/clock.ts';
import { queryRows, startTestServer, type TestServer } from '../test/harness.ts';
import { SimMailServer } from './mail-server.ts';
import { SimPayoutProvider } from './payout-provider.ts';

/** Monday 06:00 in New York: each simulated day starts at this hour. */
export const SIM_START = '2026-11-30T06:00:00-05:00';
/** The optimiser's budget per run: a few hundred moves, enough for a real plan in well under a second. */
const OPTIMISER_ITERATIONS = 400;
/**
 * The office that orders: the demo lab, its prescriber and those of its patients the seed placed on
 * the map (the others are the seed's own data; the patients the week adds are the simulator's).
 */
const OFFICE = { id: 'office-lab', staffId: 'user-prescriber' };
/** Offices whose orders the simulator follows: the lab, and the dispatch demo's office (no staff). */
const FOLLOWED_OFFICES = ['office-lab', 'office-bayview'];

export interface World {
  t: TestServer;
  clock: ManualClock;
  provider: SimPayoutProvider;
  mail: SimMailServer;
  admin: string;
  office: typeof OFFICE & { cookie: string };
  followedOffices: string[];
  /** In the order the simulator learned of them, so a step's number always means the same thing. */
  patients: string[];
  regions: { id: string; name: string; timeZone: string }[];
  nurses: { id: string; cookie: string }[];
  orders: string[];
  withdrawals: string[];
  /** The current step's answers and repeated writes (the invariants read them, then they are cleared). */
  answers: AnswerFacts[];
  repeats: RepeatFacts[];
  keys: number;
  emails: number;
  /** The day's payout reconciliations since the last view (invariant 4, ADR 072). */
  reconciliations: ReconciliationFacts[];
}

/** `pglite` keeps the world on PGlite even where DATABASE_URL names a PostgreSQL server (CI runs both). */
export async function startWorld(
  seed: number,
  regionCount: number,
  options: { pglite?: boolean } = {},
): Promise<World> {
  const clock = new ManualClock(new Date(SIM_START));
  const provider = new SimPayoutProvider();
  const mail = new SimMailServer();
  let runs = 0;
  const t = await startTestServer(
    // Retries come at once: the simulator waits for every job between steps, on real time (ADR 066).
    { JOB_CONCURRENCY: '8', JOB_RETRY_BASE_MS: '1' },
    {
      payouts: provider,
      mail,
      optimiser: {
        optimise: async (input) =>
          optimise(input, { seed: seed * 1000 + (runs += 1), maxIterations: OPTIMISER_ITERATIONS }),
      },
    },
    clock,
    options,
  );
  const db = t.db;
  // Regions served by the most nurses first: two regions are Brooklyn and Queens, which Devi shares.
  const regions = await queryRows<{ id: string; name: string; timeZone: string }>(
    db,
    sql`select r.id, r.name, r.time_zone as "timeZone" from service_regions r
        left join nurse_service_regions n on n.service_region_id = r.id
        group by r.id order by count(n.*) desc, r.name limit ${regionCount}`,
  );
  const regionIds = regions.map((r) => r.id);
  // Nurses who work those regions and can be planned (a leave-from point), two-region nurses first.
  const nurseRows = await queryRows<{ id: string }>(
    db,
    sql`select n.user_id as id from nurse_service_regions n join users u on u.id = n.user_id
        where n.service_region_id in ${sql.raw(`(${regionIds.map((id) => `'${id}'`).join(',')})`)}
        group by n.user_id order by count(*) desc, n.user_id`,
  );
  const patients = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u join office_members m on m.user_id = u.id
        where m.office_id = ${OFFICE.id} and u.role = 'patient' and u.home_lat is not null order by u.id`,
  );
  const cookieOf = (id: string) => t.sessionCookie(id);
  const nurses = [];
  for (const { id } of nurseRows) nurses.push({ id, cookie: await cookieOf(id) });
  // Every nurse who may withdraw has a bank account.
  for (const nurse of nurses)
    await t.call(
      'addBankAccount',
      {
        holderName: 'Sim Nurse',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountNumberConfirmation: '000123456789',
      },
      { cookie: nurse.cookie },
    );
  return {
    t,
    clock,
    provider,
    mail,
    admin: await cookieOf('user-admin'),
    office: { ...OFFICE, cookie: await cookieOf(OFFICE.staffId) },
    followedOffices: FOLLOWED_OFFICES,
    patients: patients.map((p) => p.id),
    regions,
    nurses,
    orders: [],
    withdrawals: [],
    answers: [],
    repeats: [],
    keys: 0,
    emails: 0,
    reconciliations: [],
  };
}

/** Picks the `n`th of a list, modulo its length: a shrunk week's numbers still name something. */
export const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** A named function called as the apps call it; its answer is kept for invariant 7. */
export async function call(
  world: World,
  name: string,
  input: unknown,
  cookie: string,
  idempotencyKey?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are arbitrary JSON, as in test/harness.ts
): Promise<{ status: number; body: any }> {
  const res = await world.t.call(name, input, { cookie, ...(idempotencyKey ? { idempotencyKey } : {}) });
  world.answers.push({ name, status: res.status, ...(res.status >= 400 ? { message: res.body?.error?.message } : {}) });
  return res;
}

/**
 * Waits until every job has run, except tries held on the slow provider (theirs end when the
 * simulator answers them). The queue runs on real time (ADR 066), so this is a real wait.
 */
export async function settleJobs(world: World, timeoutMs = 60_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    world.t.server.jobs?.wake();
    const [counted] = await queryRows<{ busy: number }>(
      world.t.db,
      sql`select count(*)::int as busy from jobs
          where status = 'running' or (status = 'queued' and run_at <= now())`,
    );
    if ((counted?.busy ?? 0) <= world.provider.held.length) return;
    if (performance.now() - started > timeoutMs) throw new Error(`jobs still busy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
