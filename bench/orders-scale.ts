/**
 * The office orders list at scale (issue 14, ADR 029): 1,000,000 procedures over 1,000 offices in
 * a database of its own on a PostgreSQL server, and the product's own repository calls timed on it.
 *
 * - A fresh database (`sc_bench_orders_<pid>`) is created on the server of DATABASE_URL (else the
 *   local one), migrated and given the catalogue as the server does at start, seeded with
 *   set-based SQL, vacuumed and analyzed, and dropped at the end whatever happened.
 * - Each list measure calls the repository exactly as its function does (`listOrders`: the page,
 *   then the tests of its orders), once per office of a sample of 200 (every fifth office, so
 *   small and large offices both count), after a warm-up on 20 other offices. p50 and p95 in ms.
 * - The SQL those calls send is captured from the driver and explained (`EXPLAIN (FORMAT JSON)`)
 *   for the largest office and a middle-sized one: the plan must read `orders` and `procedures`
 *   through their indexes, never by a sequential scan.
 * A month of one office's report is the third entry in `MEASURES`.
 */
import { performance } from 'node:perf_hooks';
import { orderStatusOf } from '@sc/domain/orders/order-status';
import type { OrderStatus } from '@sc/domain/vocabulary/orders';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import { openDatabase, type Database, type Db } from '@sc/server/src/db/client.ts';
import { migrate } from '@sc/server/src/db/migrate.ts';
import { seedCatalogue } from '@sc/server/src/db/seed-catalogue.ts';
import { listOrderPage, listOrderTests } from '@sc/server/src/repositories/order-lists.repository.ts';
import { listProcedureFacts } from '@sc/server/src/repositories/reports.repository.ts';
import { listCustodyEvents } from '@sc/server/src/repositories/custody-events.repository.ts';
import { orderSpecimens } from '@sc/server/src/functions/custody/order-specimens.ts';
import { officeReport, REPORT_FACTS_MAX } from '@sc/domain/reports/office-report';
import { inDatabaseOfItsOwn, quietLog, type NotMeasured } from './postgres.ts';

const OFFICES = 1_000;
const PATIENTS_PER_OFFICE = 50;
const PROCEDURES = 1_000_000;
/** Orders drawn before the last is cut at exactly PROCEDURES (2.55 procedures each on average). */
const ORDER_DRAWS = 420_000;
/** Every fifth office is measured, the ones after it warm up. */
const SAMPLE_EVERY = 5;
const WARMUP_OFFICES = 20;
const PAGE_SIZE = 25;
/** The filtered page's month: the data's requested days run from 2025-12-01 to 2026-11-30. */
const FILTER_MONTH = { from: '2026-10-01', to: '2026-10-31' };

/** One office of the seed: its id, its place in the size order (0 is the largest) and the orders it lists. */
export interface BenchOffice {
  id: string;
  rank: number;
  orders: number;
}

/** What a measure's calls need beyond the office: values read from the seeded data. */
interface SeedFacts {
  /** The catalogue test most ordered, which the filtered page asks for. */
  commonTestId: string;
  /** A procedure of each office that went to the lab, whose timeline the office opens. */
  droppedOffProcedure: Map<string, string>;
}

/** One measure: the calls the product makes for one office, as its function makes them. */
interface Measure {
  name: string;
  /** Its row in the bench's table. */
  row: string;
  /** Answers how many rows the office has in all, for the report (the list's total). */
  call(db: Db, office: BenchOffice, facts: SeedFacts): Promise<number>;
}

async function listOrdersAsTheFunctionDoes(db: Db, query: Parameters<typeof listOrderPage>[1]): Promise<number> {
  const { rows, total } = await listOrderPage(db, query);
  await listOrderTests(
    db,
    rows.map((r) => r.id),
  );
  // Where each order's specimens are (ADR 032).
  await orderSpecimens(
    db,
    rows.map((r) => r.id),
  );
  return total;
}

const MEASURES: Measure[] = [
  {
    name: 'first page',
    row: 'orders list first page p95 (1M procedures)',
    call: (db, office) =>
      listOrdersAsTheFunctionDoes(db, {
        officeId: office.id,
        statuses: [],
        search: '',
        sort: 'requested',
        direction: 'desc',
        limit: PAGE_SIZE,
        offset: 0,
      }),
  },
  {
    name: 'filtered page',
    row: 'orders list filtered page p95',
    call: (db, office, facts) =>
      listOrdersAsTheFunctionDoes(db, {
        officeId: office.id,
        statuses: ['ordered'],
        ...FILTER_MONTH,
        testId: facts.commonTestId,
        search: '',
        sort: 'requested',
        direction: 'desc',
        limit: PAGE_SIZE,
        offset: 0,
      }),
  },
  {
    name: 'a month of reports',
    row: 'office report, a month p95',
    // What getOfficeReport does: the month's facts, then the domain's arithmetic.
    call: async (db, office) => {
      const facts = await listProcedureFacts(db, office.id, FILTER_MONTH.from, FILTER_MONTH.to, REPORT_FACTS_MAX + 1);
      return officeReport(facts, FILTER_MONTH).totals.orders;
    },
  },
  {
    name: 'a procedure timeline',
    row: 'procedure timeline p95',
    // What getProcedureTimeline reads: one procedure's custody events with who, where and what.
    call: async (db, office, facts) => {
      const procedureID = facts.droppedOffProcedure.get(office.id);
      return procedureID ? (await listCustodyEvents(db, procedureID)).length : 0;
    },
  },
];

export interface PlanCheck {
  office: string;
  /** Which of the calls' queries: the page, its count or its tests. */
  query: string;
  /** The plan's nodes, outermost first: type, and the table or index it reads. */
  nodes: string[];
  usesIndexes: boolean;
  jit: boolean;
}

export interface MeasureResult {
  name: string;
  row: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Totals the office's list answered, smallest and largest among the sample. */
  totals: { min: number; max: number };
  plans: PlanCheck[];
}

export type OrdersScaleResult =
  | NotMeasured
  | {
      measured: true;
      seedSeconds: number;
      counts: Record<string, number>;
      measures: MeasureResult[];
      plansUseIndexes: boolean;
    };

/** The measures' rows, which a run that failed or could not measure still reports. */
export const ORDERS_SCALE_ROWS = MEASURES.map((m) => m.row);

/** The pg pool under drizzle: the bench reads plans and rows through it, and watches what the repository sends. */
interface PoolLike {
  query(config: unknown, values?: unknown): Promise<{ rows: Record<string, unknown>[] }>;
}

function poolOf(db: Db): PoolLike {
  const client = (db as unknown as { $client?: PoolLike }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('the database is not a PostgreSQL pool');
  return client;
}

async function rowsOf<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  return (await poolOf(db).query({ text, values })).rows as T[];
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

// Seeding: set-based SQL, one statement per table ------------------------------------------------

const FIRST_NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Ema', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon', 'Kai', 'Lena'];
const LAST_NAMES = ['Abbott', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones'];
const sqlList = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Ids are UUID-shaped like `newId()`'s, and reproducible: the md5 of the row's name. */
const uuidOf = (expression: string) => `md5(${expression})::uuid::text`;

const SEED_STEPS: { label: string; sql: string }[] = [
  {
    label: 'offices, prescribers and patients',
    sql: `
      insert into offices (id, name, type, status)
      select ${uuidOf(`'office-' || n`)}, 'Bench lab ' || lpad(n::text, 4, '0'), 'lab', 'approved'
      from generate_series(0, ${OFFICES - 1}) n;

      insert into users (id, email, role, status, first_name, last_name, time_zone)
      select ${uuidOf(`'prescriber-' || n`)}, 'prescriber-' || n || '@bench.test', 'prescriber', 'approved',
        'Dana', 'Prescriber ' || n, 'America/New_York'
      from generate_series(0, ${OFFICES - 1}) n;
      insert into office_members (office_id, user_id, role, invitation_status, accepted_at)
      select ${uuidOf(`'office-' || n`)}, ${uuidOf(`'prescriber-' || n`)}, 'prescriber', 'accepted', now()
      from generate_series(0, ${OFFICES - 1}) n;

      select setseed(0.14);
      insert into users (id, email, role, status, first_name, last_name, time_zone, date_of_birth, address)
      select ${uuidOf(`'patient-' || o || '-' || p`)}, 'patient-' || o || '-' || p || '@bench.test', 'patient',
        'approved',
        (${sqlList(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int],
        (${sqlList(LAST_NAMES)})[1 + floor(random() * ${LAST_NAMES.length})::int],
        'America/New_York', date '1940-01-01' + floor(random() * 25000)::int, (o * 100 + p) || ' Main St, Brooklyn, NY'
      from generate_series(0, ${OFFICES - 1}) o, generate_series(0, ${PATIENTS_PER_OFFICE - 1}) p;
      insert into office_members (office_id, user_id, role, invitation_status, accepted_at)
      select ${uuidOf(`'office-' || o`)}, ${uuidOf(`'patient-' || o || '-' || p`)}, 'patient', 'accepted', now()
      from generate_series(0, ${OFFICES - 1}) o, generate_series(0, ${PATIENTS_PER_OFFICE - 1}) p;`,
  },
  {
    // Office n gets orders in proportion to sqrt((n + 1) / 1000) - sqrt(n / 1000): office 0 about
    // 3%, the median office about 300, the smallest about 200. One order in ten is placed by
    // another office (both list it). 1 to 5 tests, popular ones more often; the order's stage
    // decides its procedures' statuses, and the order's status is computed from those below.
    label: 'the plan of orders and procedures',
    sql: `
      select setseed(0.28);
      create unlogged table bench_order_plan as
      select *, sum(k) over (order by n) as last_position,
        ((requested - (1 + floor(random() * 21))::int) + time '08:00' + random() * interval '10 hours')
          at time zone 'America/New_York' as created_at
      from (
        select n, office,
          case when r_partner < 0.1 then (office + 1 + floor(random() * ${OFFICES - 1})::int) % ${OFFICES}
            else office end as created_by,
          floor(random() * ${PATIENTS_PER_OFFICE})::int as patient,
          case when r_k < 0.25 then 1 when r_k < 0.55 then 2 when r_k < 0.75 then 3 when r_k < 0.9 then 4
            else 5 end as k,
          floor(35 * random() ^ 2)::int as test_offset,
          case when r_s < 0.25 then 'ordered' when r_s < 0.40 then 'scheduled' when r_s < 0.45 then 'in-progress'
            when r_s < 0.90 then 'completed' when r_s < 0.93 then 'failed' else 'canceled' end as stage,
          date '2025-12-01' + floor(random() * 365)::int as requested
        from (
          select n, floor(${OFFICES} * random() ^ 2)::int as office, random() as r_partner, random() as r_k,
            random() as r_s
          from generate_series(1, ${ORDER_DRAWS}) n
        ) draws
      ) orders;

      create unlogged table bench_procedure_plan as
      select n, j, test_ids[1 + (test_offset + j - 1) % cardinality(test_ids)] as test_id,
        case stage
          when 'canceled' then 'canceled'
          when 'ordered' then case when r < 0.1 then 'canceled' else 'ordered' end
          when 'scheduled' then case when r < 0.1 then 'canceled' else 'scheduled' end
          when 'in-progress' then case when r < 0.5 then 'in-progress' when r < 0.8 then 'completed'
            else 'scheduled' end
          when 'completed' then case when r < 0.9 then 'completed' when r < 0.95 then 'failed' else 'canceled' end
          else case when r < 0.95 then 'failed' else 'canceled' end
        end as status
      from (
        select o.n, j, o.test_offset, o.stage, random() as r
        from bench_order_plan o cross join lateral generate_series(1, o.k) j
        where o.last_position - o.k + j <= ${PROCEDURES}
      ) p, (select array_agg(id order by id) as test_ids from lab_tests where active) t;

      -- orderStatusOf (packages/domain orders/order-status.ts) in SQL; checked against it afterwards.
      create unlogged table bench_order_status as
      select n, case
          when count(*) filter (where status <> 'canceled') = 0 then 'canceled'
          when count(*) filter (where status in ('completed', 'failed'))
            = count(*) filter (where status <> 'canceled')
            then case when bool_or(status = 'completed') then 'completed' else 'failed' end
          when bool_or(status in ('in-progress', 'completed', 'failed')) then 'in-progress'
          when bool_or(status = 'scheduled') then 'scheduled'
          else 'ordered'
        end as status
      from bench_procedure_plan group by n;`,
  },
  {
    label: 'orders',
    sql: `
      insert into orders (id, office_id, created_by_office_id, prescriber_id, created_at, requisition_number,
        patient_id, status, requested_date, window_start, window_end, time_zone, fasting_hours, notes,
        created_by_user_id)
      select ${uuidOf(`'order-' || o.n`)}, ${uuidOf(`'office-' || o.office`)}, ${uuidOf(`'office-' || o.created_by`)},
        ${uuidOf(`'prescriber-' || o.created_by`)}, o.created_at, 'RQ-B' || lpad(o.n::text, 7, '0'),
        ${uuidOf(`'patient-' || o.created_by || '-' || o.patient`)}, s.status, o.requested,
        lpad((7 + o.n % 6)::text, 2, '0') || ':00', lpad((11 + o.n % 6)::text, 2, '0') || ':00',
        'America/New_York', case when o.n % 4 = 0 then 12 else 0 end, '', ${uuidOf(`'prescriber-' || o.created_by`)}
      from bench_order_plan o join bench_order_status s using (n);`,
  },
  {
    label: 'bookings',
    sql: `
      insert into bookings (id, order_id, patient_id, created_at)
      select ${uuidOf(`'booking-' || id`)}, id, patient_id, created_at from orders;`,
  },
  {
    label: 'procedures',
    sql: `
      insert into procedures (id, order_id, booking_id, test_id, status, status_at, charting_items, failed_reason,
        failed_supply_condition, failed_at, created_at)
      select ${uuidOf(`'procedure-' || p.n || '-' || p.j`)}, ${uuidOf(`'order-' || p.n`)},
        ${uuidOf(`'booking-' || ${uuidOf(`'order-' || p.n`)}`)}, p.test_id, p.status,
        case when p.status <> 'ordered' then o.requested + time '12:00' end, t.charting,
        case when p.status = 'failed' then 'Patient not at home' end,
        case when p.status = 'failed' then 'unused' end,
        case when p.status = 'failed' then o.requested + time '12:00' end,
        o.created_at
      from bench_procedure_plan p join bench_order_plan o using (n) join lab_tests t on t.id = p.test_id;
      drop table bench_order_plan, bench_procedure_plan, bench_order_status;`,
  },
  {
    // Each procedure's history as far as its status went (ADR 032): ordered; a completed one
    // collected and dropped off, a failed one arrived and failed, a canceled one canceled.
    label: 'custody events',
    sql: `
      insert into custody_events (procedure_id, kind, at, place)
      select p.id, e.kind, coalesce(p.status_at, p.created_at) + e.after, e.place
      from procedures p
      join (values
        ('ordered', 'ordered', interval '0', null),
        ('completed', 'sample-collected', interval '0', '1 Main St'),
        ('completed', 'collection-completed', interval '10 minutes', '1 Main St'),
        ('completed', 'to-lab', interval '1 hour', 'Lab'),
        ('completed', 'dropped-off', interval '2 hours', 'Lab'),
        ('failed', 'arrived', interval '0', '1 Main St'),
        ('failed', 'failed', interval '5 minutes', '1 Main St'),
        ('canceled', 'canceled', interval '0', null)
      ) as e (status, kind, after, place) on e.status = p.status or e.status = 'ordered';`,
  },
];

/** Seeds a migrated database that has the catalogue; answers the seconds it took and the row counts. */
export async function seedOrdersAtScale(
  database: Database,
): Promise<{ seconds: number; counts: Record<string, number> }> {
  const started = performance.now();
  for (const step of SEED_STEPS) {
    const stepStarted = performance.now();
    await database.execScript(step.sql);
    console.log(`    ${step.label}: ${seconds(stepStarted)} s`);
  }
  // The server's autovacuum would have done this by the time anyone lists: the visibility map lets
  // counts and index probes skip the table.
  const vacuumStarted = performance.now();
  await database.execScript('vacuum (analyze)');
  console.log(`    vacuum and analyze: ${seconds(vacuumStarted)} s`);
  const total = (performance.now() - started) / 1000;
  const tables = ['offices', 'users', 'office_members', 'orders', 'bookings', 'procedures', 'custody_events'];
  const [counts] = await rowsOf<Record<string, number>>(
    database.db,
    `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
  );
  return { seconds: total, counts: counts ?? {} };
}

/** The statuses the SQL gave orders agree with the domain's `orderStatusOf` (a sample of 2,000). */
async function checkOrderStatuses(db: Db): Promise<void> {
  const rows = await rowsOf<{ status: OrderStatus; procedures: ProcedureStatus[] }>(
    db,
    `select o.status, array_agg(p.status) as procedures
     from (select id, status from orders order by md5(id) limit 2000) o join procedures p on p.order_id = o.id
     group by o.id, o.status`,
  );
  const wrong = rows.filter((r) => orderStatusOf(r.procedures) !== r.status);
  if (rows.length === 0 || wrong.length > 0)
    throw new Error(`${wrong.length} of ${rows.length} sampled orders disagree with orderStatusOf`);
}

async function describeSeed(db: Db): Promise<SeedFacts> {
  const [common] = await rowsOf<{ test_id: string }>(
    db,
    'select test_id from procedures group by test_id order by count(*) desc, test_id limit 1',
  );
  if (!common) throw new Error('no procedures were seeded');
  const dropped = await rowsOf<{ office_id: string; procedure_id: string }>(
    db,
    `select distinct on (o.office_id) o.office_id, p.id as procedure_id
     from orders o join procedures p on p.order_id = o.id where p.status = 'completed'
     order by o.office_id, p.id`,
  );
  const byStatus = await rowsOf<{ status: string; n: number }>(
    db,
    'select status, count(*)::int as n from orders group by status order by n desc',
  );
  console.log(`    orders by status: ${byStatus.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  const [size] = await rowsOf<{ orders: string; procedures: string }>(
    db,
    `select pg_size_pretty(pg_total_relation_size('orders')) as orders,
       pg_size_pretty(pg_total_relation_size('procedures')) as procedures`,
  );
  console.log(`    on disk with indexes: orders ${size?.orders}, procedures ${size?.procedures}`);
  return {
    commonTestId: common.test_id,
    droppedOffProcedure: new Map(dropped.map((r) => [r.office_id, r.procedure_id])),
  };
}

// Measuring ---------------------------------------------------------------------------------------

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/** The offices by size, largest first (a list counts the orders placed for and by the office). */
async function officesBySize(db: Db): Promise<BenchOffice[]> {
  const rows = await rowsOf<{ id: string; n: number }>(
    db,
    `select f.id, count(*)::int as n from offices f
       join orders o on o.office_id = f.id or o.created_by_office_id = f.id
     group by f.id order by n desc, f.id`,
  );
  return rows.map((r, rank) => ({ id: r.id, rank, orders: r.n }));
}

interface Captured {
  text: string;
  values: unknown[];
}

/** The SQL `run` sends through the pool, exactly as the driver sends it. */
async function capture(db: Db, run: () => Promise<unknown>): Promise<Captured[]> {
  const pool = poolOf(db);
  const original = pool.query;
  const own = Object.hasOwn(pool, 'query');
  const seen: Captured[] = [];
  pool.query = function (this: PoolLike, config: unknown, values?: unknown) {
    const c = config as { text?: string; values?: unknown[] } | string;
    const text = typeof c === 'string' ? c : (c.text ?? '');
    const params = Array.isArray(values) ? (values as unknown[]) : typeof c === 'string' ? [] : (c.values ?? []);
    seen.push({ text, values: params });
    return original.call(this, config, values);
  };
  try {
    await run();
  } finally {
    if (own) pool.query = original;
    else delete (pool as Partial<PoolLike>).query;
  }
  return seen;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

const TABLES = ['orders', 'procedures', 'custody_events'];

/** No sequential scan of orders or procedures, and each of them the query reads is read through an index of its own. */
function usesIndexes(nodes: PlanNode[]): boolean {
  const seqScan = nodes.some((n) => n['Node Type'] === 'Seq Scan' && TABLES.includes(n['Relation Name'] ?? ''));
  const read = TABLES.filter((t) => nodes.some((n) => n['Relation Name'] === t));
  const indexed = (t: string) =>
    nodes.some((n) => n['Node Type'].includes('Index') && (n['Index Name'] ?? '').startsWith(`${t}_`));
  return !seqScan && read.length > 0 && read.every(indexed);
}

/**
 * Which of a call's queries, by its first FROM (the test filter's EXISTS reads procedures further
 * on): the page, its tests, or the custody events of its procedures (or of a timeline).
 */
function queryName(text: string): string {
  const first = /\bfrom "(\w+)"/.exec(text)?.[1];
  if (first === 'custody_events' || (first === 'procedures' && /join "custody_events"/.test(text)))
    return 'its custody events';
  return first === 'procedures' ? 'its tests' : 'the page';
}

async function explain(db: Db, office: BenchOffice, query: Captured): Promise<PlanCheck> {
  const [row] = await rowsOf<{ 'QUERY PLAN': { Plan: PlanNode; JIT?: unknown }[] }>(
    db,
    `explain (format json) ${query.text}`,
    query.values,
  );
  const plan = row?.['QUERY PLAN'][0];
  if (!plan) throw new Error(`no plan for ${query.text.slice(0, 80)}`);
  const nodes = flatten(plan.Plan);
  return {
    office: `office #${office.rank + 1} by size (${office.orders} orders)`,
    query: /^select count\(/.test(query.text) ? 'its count' : queryName(query.text),
    nodes: nodes.map((n) => {
      const target = n['Index Name'] ?? n['Relation Name'];
      return target ? `${n['Node Type']} ${target}` : n['Node Type'];
    }),
    usesIndexes: usesIndexes(nodes),
    jit: plan.JIT !== undefined,
  };
}

async function measure(
  db: Db,
  m: Measure,
  facts: SeedFacts,
  sample: BenchOffice[],
  explained: BenchOffice[],
): Promise<MeasureResult> {
  const times: number[] = [];
  const totals: number[] = [];
  for (const office of sample) {
    const started = performance.now();
    totals.push(await m.call(db, office, facts));
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const plans: PlanCheck[] = [];
  for (const office of explained) {
    for (const query of await capture(db, () => m.call(db, office, facts)))
      plans.push(await explain(db, office, query));
  }
  return {
    name: m.name,
    row: m.row,
    samples: times.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? NaN,
    totals: { min: Math.min(...totals), max: Math.max(...totals) },
    plans,
  };
}

// The database of the run -------------------------------------------------------------------------

/** Seeds and measures in a database of its own, dropped at the end (bench/postgres.ts). */
export async function measureOrdersAtScale(): Promise<OrdersScaleResult> {
  return inDatabaseOfItsOwn('orders', measureIn);
}

async function measureIn(url: string, name: string): Promise<OrdersScaleResult> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', log: quietLog });
  try {
    await migrate(database);
    await database.db.transaction((tx) => seedCatalogue(tx));
    console.log(`  seeding ${name}: ${OFFICES} offices, ${PROCEDURES.toLocaleString('en')} procedures (set-based SQL)`);
    const { seconds: seedSeconds, counts } = await seedOrdersAtScale(database);
    console.log(
      `  seeded in ${seedSeconds.toFixed(1)} s: ${Object.entries(counts)
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', ')}`,
    );
    await checkOrderStatuses(database.db);
    const facts = await describeSeed(database.db);
    const offices = await officesBySize(database.db);
    const middle = offices[Math.floor(offices.length / 2)];
    console.log(
      `    orders an office lists: largest ${offices[0]?.orders}, median ${middle?.orders}, ` +
        `smallest ${offices.at(-1)?.orders}; the filtered page asks for ${facts.commonTestId}, ` +
        `${FILTER_MONTH.from} to ${FILTER_MONTH.to}, ordered`,
    );
    const sample = offices.filter((o) => o.rank % SAMPLE_EVERY === 0);
    const warmup = offices.filter((o) => o.rank % SAMPLE_EVERY === 1).slice(0, WARMUP_OFFICES);
    const explained = [offices[0], middle].filter((o) => o !== undefined);
    for (const office of warmup) for (const m of MEASURES) await m.call(database.db, office, facts);

    const measures: MeasureResult[] = [];
    for (const m of MEASURES) {
      const result = await measure(database.db, m, facts, sample, explained);
      measures.push(result);
      console.log(
        `  ${m.name}, ${result.samples} offices (totals of ${result.totals.min} to ${result.totals.max} orders): ` +
          `p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
      );
      for (const plan of result.plans) {
        console.log(
          `    ${plan.office}, ${plan.query}: ${plan.usesIndexes ? 'indexes' : 'NOT INDEXED'}` +
            `${plan.jit ? ', JIT' : ''}\n      ${plan.nodes.join(', ')}`,
        );
      }
    }
    return {
      measured: true,
      seedSeconds,
      counts,
      measures,
      plansUseIndexes: measures.every((m) => m.plans.length > 0 && m.plans.every((p) => p.usesIndexes)),
    };
  } finally {
    await database.close();
  }
}
