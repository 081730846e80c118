/**
 * The packer's pick-and-pack search at scale (issue 26, ADR 046): 100,000 supply transfers over 20
 * packing places in a PostgreSQL database of its own (created on DATABASE_URL's server, else the
 * local one, migrated, seeded with set-based SQL, analyzed, dropped at the end whatever happened).
 *
 * The product's own repository call (`searchPlaceTransfers`, as `searchSupplyTransfers` makes it,
 * with the domain's `toSearchQuery` and 20 ids completed on the device left out) is timed for 600
 * searches as a packer types them: a letter, two, a first name, a full name, a street, a transfer
 * id, a word matching nothing, and the empty list, at every place. Target: p95 under 50 ms.
 *
 * Run alone: `npx tsx bench/packing-scale.ts`, or `BENCH_ONLY=packing npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { toSearchQuery } from '@sc/domain/packing/search-query';
import { openDatabase, type Database } from '@sc/server/src/db/client.ts';
import { migrate } from '@sc/server/src/db/migrate.ts';
import { searchPlaceTransfers } from '@sc/server/src/repositories/packing.repository.ts';
import { inDatabaseOfItsOwn, quietLog, type NotMeasured } from './postgres.ts';

export const PACKING_TRANSFERS = 100_000;
const PLACES = 20;
const SEARCHES = 600;
export const PACKING_SEARCH_TARGET_MS = 50;

const FIRST = [
  'Rosa',
  'Pia',
  'Ben',
  'Omar',
  'Nora',
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Eli',
  'Ines',
  'Sam',
  'Lena',
  'Kai',
  'Maya',
  'Theo',
  'Iris',
  'Leo',
  'Ada',
];
const LAST = [
  'Alvarez',
  'Okafor',
  'Haddad',
  'Nguyen',
  'Smith',
  'Garcia',
  'Kim',
  'Patel',
  'Cohen',
  'Rossi',
  'Murphy',
  'Silva',
  'Novak',
  'Khan',
  'Berg',
  'Moreau',
  'Ito',
  'Adeyemi',
  'Larsen',
  'Costa',
];
const STREETS = [
  'Lincoln Rd',
  'Prospect Park W',
  'Court St',
  'Water St',
  'Atlantic Ave',
  'Fulton St',
  'Bedford Ave',
  'Nostrand Ave',
  'Flatbush Ave',
  'Myrtle Ave',
];

export type PackingScaleResult =
  NotMeasured | { measured: true; p50: number; p95: number; searches: number; seedSeconds: number; plan: string };

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

async function seed(database: Database): Promise<number> {
  const started = performance.now();
  await database.execScript(`
    insert into places (id, name, type, address)
      select 'place-pack-' || g, 'Packing ' || g, 'packing-and-shipping', g || ' Bench St' from generate_series(1, ${PLACES}) g;
    insert into supply_transfers (id, status, status_at, kind, place_id, recipient, address, needed_by, search_text, created_at)
      select 'st-bench-' || g,
        case when g % 10 < 3 then 'pending' else 'packed' end,
        case when g % 10 < 3 then null else now() - (g % 365) * interval '1 day' end,
        case when g % 4 = 0 then 'kit-order' else 'kit-shipment' end,
        'place-pack-' || (1 + g % ${PLACES}),
        f.name || ' ' || l.name,
        (g % 200 + 1) || ' ' || s.name || ', Brooklyn, NY',
        (current_date + (g % 30))::date,
        f.name || ' ' || l.name || ' ' || (g % 200 + 1) || ' ' || s.name || ' Brooklyn NY' ||
          case when g % 4 = 0 then ' kit order HbA1c Collection Kit' else ' proc-bench-' || g end,
        now() - (g % 100000) * interval '5 minutes'
      from generate_series(1, ${PACKING_TRANSFERS}) g
      cross join lateral (select (${sqlArray(FIRST)})[1 + (g * 7) % ${FIRST.length}] as name) f
      cross join lateral (select (${sqlArray(LAST)})[1 + (g * 13) % ${LAST.length}] as name) l
      cross join lateral (select (${sqlArray(STREETS)})[1 + (g * 3) % ${STREETS.length}] as name) s;
    analyze supply_transfers;
  `);
  return (performance.now() - started) / 1000;
}

/** What a packer types, in the order she types it. */
function queries(): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < SEARCHES; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 3) % LAST.length]!;
    const street = STREETS[i % STREETS.length]!;
    out.push(
      first.slice(0, 1),
      first.slice(0, 2),
      first,
      `${first} ${last}`,
      street.split(' ')[0]!,
      `st-bench-${1 + ((i * 7919) % PACKING_TRANSFERS)}`,
      'zzqx',
      '',
    );
  }
  return out.slice(0, SEARCHES);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measureIn(url: string, name: string): Promise<PackingScaleResult> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '', log: quietLog });
  try {
    await migrate(database);
    console.log(`  seeding ${name}: ${PACKING_TRANSFERS.toLocaleString('en')} supply transfers over ${PLACES} places`);
    const seedSeconds = await seed(database);
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const exclude = Array.from({ length: 20 }, (_, i) => `st-bench-${i * 10 + 1}`);
    const run = (q: string, place: number) =>
      searchPlaceTransfers(database.db, {
        placeId: `place-pack-${place}`,
        tsquery: toSearchQuery(q),
        exclude,
        limit: 25,
      });
    // Warm-up: every query shape once at one place.
    for (const q of queries().slice(0, 40)) await run(q, 1);
    const times: number[] = [];
    const all = queries();
    for (const [i, q] of all.entries()) {
      const started = performance.now();
      await run(q, 1 + (i % PLACES));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const explain = (await database.db.execute(
      `explain select id from supply_transfers where place_id = 'place-pack-3' and status = 'pending' and search @@ to_tsquery('simple', 'ro:*') order by created_at desc, id desc limit 25` as never,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = explain.rows.map((r) => r['QUERY PLAN']).join('\n');
    return {
      measured: true,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      searches: times.length,
      seedSeconds,
      plan,
    };
  } finally {
    await database.close();
  }
}

export async function measurePackingSearchAtScale(): Promise<PackingScaleResult> {
  return inDatabaseOfItsOwn('packing', measureIn);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePackingSearchAtScale();
  if (!result.measured) {
    console.log(`pick-and-pack search: not measured (${result.reason})`);
  } else {
    console.log(result.plan);
    const ok = result.p95 < PACKING_SEARCH_TARGET_MS;
    console.log(
      `pick-and-pack search over ${PACKING_TRANSFERS.toLocaleString('en')} transfers: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms over ${result.searches} searches (target p95 < ${PACKING_SEARCH_TARGET_MS} ms): ${ok ? 'met' : 'MISSED'}`,
    );
    process.exitCode = ok ? 0 : 1;
  }
}
