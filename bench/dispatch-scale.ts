/**
 * The dispatch board at scale (issue 25, ADR 049): 10,000 procedures waiting (4,000 orders of two or
 * three tests) in one region on one day, the worst case a board reads, beside 40,000 more orders of
 * other days and regions and 60 nurses working the region, in a PostgreSQL database of its own
 * (created on DATABASE_URL's server, else the local one, migrated, seeded with set-based SQL,
 * analyzed, dropped at the end whatever happened).
 *
 * The product's own handler (`getDispatchBoard`, as the HTTP route calls it, without HTTP) is timed
 * 100 times. The board lists at most 500 visits (`MAX_WAITING_VISITS`), read through
 * `orders_waiting`. Target: p95 under 200 ms.
 *
 * Run alone: `npx tsx bench/dispatch-scale.ts`, or `BENCH_ONLY=dispatch npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '@sc/server/src/db/client.ts';
import { migrate } from '@sc/server/src/db/migrate.ts';
import type { FnContext } from '@sc/server/src/functions/context.ts';
import { getDispatchBoard } from '@sc/server/src/functions/dispatch/get-dispatch-board.ts';
import { inDatabaseOfItsOwn, quietLog, type NotMeasured } from './postgres.ts';

export const DISPATCH_WAITING_PROCEDURES = 10_000;
const ORDERS = 4_000;
const OTHER_ORDERS = 40_000;
const NURSES = 60;
const READS = 100;
export const DISPATCH_BOARD_TARGET_MS = 200;
const DAY = '2030-01-15';

export type DispatchScaleResult =
  | NotMeasured
  | { measured: true; p50: number; p95: number; reads: number; visits: number; seedSeconds: number; plan: string };

async function seed(database: Database): Promise<number> {
  const started = performance.now();
  await database.execScript(`
    insert into service_regions (id, name, time_zone)
      select 'region-bench-' || g, 'Region ' || g, 'America/New_York' from generate_series(1, 5) g;
    insert into offices (id, name, type, status) values ('office-bench', 'Bench Office', 'lab', 'approved');
    insert into supplies (id, name, type) values ('sup-bench-tube', 'Bench tube', 'tube');
    insert into places (id, name, type, address, lat, lng, receiving_start_minute, receiving_end_minute, service_region_id)
      values ('place-bench-lab', 'Bench Lab', 'lab', '1 Lab St', 40.70, -73.95, 420, 1140, 'region-bench-1');
    insert into users (id, email, role, status, first_name, last_name, time_zone, address)
      select 'user-bench-patient-' || g, 'patient' || g || '@bench.test', 'patient', 'approved', 'Pat' || g, 'Bench',
        'America/New_York', g || ' Bench Ave, Brooklyn, NY'
      from generate_series(1, ${ORDERS + OTHER_ORDERS}) g;
    insert into users (id, email, role, status, first_name, last_name, time_zone)
      select 'user-bench-nurse-' || g, 'nurse' || g || '@bench.test', 'nurse', 'approved', 'Nurse' || g, 'Bench',
        'America/New_York'
      from generate_series(1, ${NURSES}) g;
    insert into nurse_service_regions (user_id, service_region_id)
      select 'user-bench-nurse-' || g, 'region-bench-' || (1 + g % 2) from generate_series(1, ${NURSES}) g;
    insert into nurse_task_types (user_id, task_type)
      select 'user-bench-nurse-' || g, t from generate_series(1, ${NURSES}) g,
        unnest(array['venipuncture', 'urine-collection', 'centrifugation']) t;
    insert into nurse_weekly_availability (user_id, weekday, start_minute, end_minute)
      select 'user-bench-nurse-' || g, d, 420, 1020 from generate_series(1, ${NURSES}) g, generate_series(0, 6) d;
    insert into nurse_work_settings (user_id, leave_from_lat, leave_from_lng)
      select 'user-bench-nurse-' || g, 40.6 + (g % 10) * 0.01, -73.99 + (g % 7) * 0.01 from generate_series(1, ${NURSES}) g;
    -- The board's day in region 1: ${ORDERS} orders waiting; the others on other days and regions, some scheduled.
    insert into orders (id, office_id, created_by_office_id, patient_id, requisition_number, status, requested_date,
        window_start, window_end, time_zone, fasting_hours, lat, lng, service_region_id)
      select 'order-bench-' || g, 'office-bench', 'office-bench', 'user-bench-patient-' || g, 'RQ-B' || g,
        case when g <= ${ORDERS} or g % 3 = 0 then 'ordered' else 'scheduled' end,
        case when g <= ${ORDERS} then date '${DAY}' else date '${DAY}' + (1 + g % 20) end,
        lpad((8 + g % 6)::text, 2, '0') || ':00', lpad((11 + g % 6)::text, 2, '0') || ':00', 'America/New_York',
        case when g % 4 = 0 then 8 else 0 end,
        40.6 + (g % 100) * 0.001, -73.99 + (g % 90) * 0.001,
        case when g <= ${ORDERS} then 'region-bench-1' else 'region-bench-' || (1 + g % 5) end
      from generate_series(1, ${ORDERS + OTHER_ORDERS}) g;
    -- Two or three tests an order: ${DISPATCH_WAITING_PROCEDURES} procedures waiting on the board's day.
    insert into procedures (id, order_id, task_id, status)
      select 'proc-bench-' || g || '-' || k, 'order-bench-' || g,
        case when k = 3 then 'task-urine' else 'task-venipuncture' end,
        case when o.status = 'ordered' then 'ordered' else 'scheduled' end
      from generate_series(1, ${ORDERS + OTHER_ORDERS}) g
      join orders o on o.id = 'order-bench-' || g
      cross join generate_series(1, 3) k
      where k < 3 or (g <= ${ORDERS} and g % 2 = 0) or (g > ${ORDERS} and g % 2 = 0);
    insert into order_containers (order_id, position, kind, supply_id, volume_ul, temperature, light_sensitive,
        centrifuge, clot_minutes, stability_hours, procedure_ids)
      select 'order-bench-' || g, p, case when p = 1 then 'gold-sst' else 'lavender-edta' end, 'sup-bench-tube', 4000,
        'room', false, p = 1, case when p = 1 then 30 else 0 end, case when p = 1 then 8 else 24 end,
        array['proc-bench-' || g || '-' || p]
      from generate_series(1, ${ORDERS + OTHER_ORDERS}) g, generate_series(1, 2) p;
    analyze;
  `);
  return (performance.now() - started) / 1000;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measureIn(url: string, name: string): Promise<DispatchScaleResult> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', log: quietLog });
  try {
    await migrate(database);
    console.log(
      `  seeding ${name}: ${DISPATCH_WAITING_PROCEDURES.toLocaleString('en')} procedures waiting on one region's day, ${OTHER_ORDERS.toLocaleString('en')} other orders, ${NURSES} nurses`,
    );
    const seedSeconds = await seed(database);
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const [{ n }] = (
      (await database.db.execute(
        `select count(*)::int as n from procedures p join orders o on o.id = p.order_id where o.service_region_id = 'region-bench-1' and o.requested_date = '${DAY}' and p.status = 'ordered'` as never,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    if (n !== DISPATCH_WAITING_PROCEDURES)
      throw new Error(`seeded ${n} waiting procedures, not ${DISPATCH_WAITING_PROCEDURES}`);
    const ctx = {
      db: database.db,
      caller: { userId: 'user-bench-admin', role: 'admin' },
      config: {},
    } as unknown as FnContext;
    const read = () => getDispatchBoard({ day: DAY, serviceRegionID: 'region-bench-1' }, ctx);
    for (let i = 0; i < 10; i++) await read();
    const times: number[] = [];
    let visits = 0;
    for (let i = 0; i < READS; i++) {
      const started = performance.now();
      const board = await read();
      times.push(performance.now() - started);
      visits = board.waiting.length;
    }
    times.sort((a, b) => a - b);
    const explain = (await database.db.execute(
      `explain select o.id from orders o where o.service_region_id = 'region-bench-1' and o.requested_date = '${DAY}' and o.status = 'ordered' order by o.id limit 500` as never,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return {
      measured: true,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      reads: times.length,
      visits,
      seedSeconds,
      plan: explain.rows.map((r) => r['QUERY PLAN']).join('\n'),
    };
  } finally {
    await database.close();
  }
}

export async function measureDispatchBoardAtScale(): Promise<DispatchScaleResult> {
  return inDatabaseOfItsOwn('dispatch', measureIn);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureDispatchBoardAtScale();
  if (!result.measured) {
    console.log(`dispatch board: not measured (${result.reason})`);
  } else {
    console.log(result.plan);
    const ok = result.p95 < DISPATCH_BOARD_TARGET_MS;
    console.log(
      `dispatch board with ${DISPATCH_WAITING_PROCEDURES.toLocaleString('en')} waiting procedures (${result.visits} visits shown): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms over ${result.reads} reads (target p95 < ${DISPATCH_BOARD_TARGET_MS} ms): ${ok ? 'met' : 'MISSED'}`,
    );
    process.exitCode = ok ? 0 : 1;
  }
}
