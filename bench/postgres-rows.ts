/**
 * The measures on PostgreSQL at scale, each in a database of its own and each reported as not
 * measured (with the reason) when no PostgreSQL answers: the scan load in 1 and 2 processes, the
 * orders list, the wallet, the packer's search and the dispatch board.
 */
import { FANOUT_ITINERARIES, FANOUT_NURSES, FANOUT_TARGET_MS, measurePublishFanout } from './dispatch-fanout.ts';
import {
  DISPATCH_BOARD_TARGET_MS,
  DISPATCH_WAITING_PROCEDURES,
  measureDispatchBoardAtScale,
} from './dispatch-scale.ts';
import { SCAN_NURSES } from './load.ts';
import { measureOrdersAtScale, ORDERS_SCALE_ROWS } from './orders-scale.ts';
import { measurePackingSearchAtScale, PACKING_SEARCH_TARGET_MS, PACKING_TRANSFERS } from './packing-scale.ts';
import { notMeasured, type Row } from './rows.ts';
import { measureScanOnPostgres, SCAN_RATE_PER_NURSE } from './scan-postgres.ts';
import { measureWalletAtScale, WALLET_TARGET_MS } from './wallet.ts';

const PG_SCAN_P99_TARGET_MS = 40;
/** Server processes the PostgreSQL scan load runs on, in turn. */
const PG_SCAN_WORKERS = [1, 2];
const ORDERS_LIST_TARGET_MS = 100;

export const PACKING_MEASURES = [
  {
    measure: `pick-and-pack search p95, ${PACKING_TRANSFERS / 1000}k transfers`,
    target: `< ${PACKING_SEARCH_TARGET_MS} ms`,
  },
];

export const DISPATCH_MEASURES = [
  {
    measure: `dispatch board p95, ${DISPATCH_WAITING_PROCEDURES / 1000}k waiting`,
    target: `< ${DISPATCH_BOARD_TARGET_MS} ms`,
  },
  {
    measure: `publish ${FANOUT_ITINERARIES} itineraries, ${FANOUT_NURSES} phones`,
    target: `< ${FANOUT_TARGET_MS} ms`,
  },
];

/** The dispatch board of a region's day with 10,000 waiting procedures on PostgreSQL (issue 25). */
export async function dispatchRows(): Promise<Row[]> {
  console.log('The dispatch board at scale (issue 25): 10,000 waiting procedures in PostgreSQL');
  const result = await measureDispatchBoardAtScale();
  const [measure, fanoutMeasure] = DISPATCH_MEASURES;
  const board: Row = result.measured
    ? {
        ...measure!,
        value: `${result.p95.toFixed(1)} ms`,
        result: result.p95 < DISPATCH_BOARD_TARGET_MS ? 'pass' : 'FAIL',
      }
    : notMeasured([measure!])[0]!;
  if (result.measured)
    console.log(`  p50 ${result.p50.toFixed(1)} ms over ${result.reads} reads, ${result.visits} visits shown`);
  else console.log(`  not measured: ${result.reason}`);
  // Publishing's fan-out to open phones (bench/dispatch-fanout.ts), on the embedded database.
  const fanout = await measurePublishFanout();
  console.log(
    `  publish: the call ${fanout.publishMs.toFixed(0)} ms, ${fanout.reached} phones told, ${fanout.strayNotices} told wrongly`,
  );
  const reachedAll = fanout.reached === FANOUT_ITINERARIES && fanout.strayNotices === 0;
  return [
    board,
    {
      ...fanoutMeasure!,
      value: `${fanout.lastNoticeMs.toFixed(0)} ms`,
      result: reachedAll && fanout.lastNoticeMs < FANOUT_TARGET_MS ? 'pass' : 'FAIL',
    },
  ];
}

/** The packer's search over 100,000 supply transfers on PostgreSQL; not measured without one. */
export async function packingRows(): Promise<Row[]> {
  console.log('The pick-and-pack search at scale (issue 26): 100,000 supply transfers in PostgreSQL');
  const result = await measurePackingSearchAtScale();
  const [measure] = PACKING_MEASURES;
  if (!result.measured) {
    console.log(`  not measured: ${result.reason}`);
    return notMeasured(PACKING_MEASURES);
  }
  console.log(`  p50 ${result.p50.toFixed(1)} ms over ${result.searches} searches`);
  return [
    {
      ...measure!,
      value: `${result.p95.toFixed(1)} ms`,
      result: result.p95 < PACKING_SEARCH_TARGET_MS ? 'pass' : 'FAIL',
    },
  ];
}

const pacedMeasure = (workers: number) =>
  `scanBarcode p99, ${SCAN_NURSES} nurses at ${SCAN_RATE_PER_NURSE}/s, PostgreSQL, ${workers}p`;
export const PG_SCAN_MEASURES = PG_SCAN_WORKERS.flatMap((workers) => [
  { measure: pacedMeasure(workers), target: `< ${PG_SCAN_P99_TARGET_MS} ms` },
  { measure: `scanBarcode capacity req/s, PostgreSQL, ${workers}p`, target: '' },
  { measure: `scanBarcode p99 at capacity, PostgreSQL, ${workers}p`, target: '' },
]);

/** The scan load on PostgreSQL, 1 and 2 processes; not measured (with the reason) only when no PostgreSQL answers. */
export async function pgScanRows(): Promise<Row[]> {
  console.log(
    `Scan-item on PostgreSQL (issue 22): ${SCAN_NURSES} signed-in nurses, the product in 1 and in 2 processes`,
  );
  const result = await measureScanOnPostgres(PG_SCAN_WORKERS);
  if (!result.measured) {
    console.log(`  not measured: ${result.reason}`);
    return notMeasured(PG_SCAN_MEASURES);
  }
  return result.runs.flatMap((run) => [
    {
      measure: pacedMeasure(run.workers),
      value: `${run.paced.p99Ms} ms`,
      target: `< ${PG_SCAN_P99_TARGET_MS} ms`,
      result: run.paced.p99Ms < PG_SCAN_P99_TARGET_MS && run.clean ? 'pass' : 'FAIL',
    },
    {
      measure: `scanBarcode capacity req/s, PostgreSQL, ${run.workers}p`,
      value: String(Math.round(run.saturated.requestsPerSec)),
      target: '',
      result: run.clean ? '' : 'FAIL',
    },
    {
      measure: `scanBarcode p99 at capacity, PostgreSQL, ${run.workers}p`,
      value: `${run.saturated.p99Ms} ms`,
      target: '',
      result: '',
    },
  ]);
}

export const ORDERS_MEASURES = [
  ...ORDERS_SCALE_ROWS.map((measure) => ({ measure, target: `< ${ORDERS_LIST_TARGET_MS} ms` })),
  { measure: 'orders list plans use indexes', target: 'yes' },
];

export const WALLET_MEASURES = [
  { measure: 'wallet: balances + first page p95', target: `< ${WALLET_TARGET_MS} ms` },
  { measure: 'wallet: first page plan uses its index', target: 'yes' },
];

/** A nurse with 100,000 ledger entries (issue 23, bench/wallet.ts); not measured only when no PostgreSQL answers. */
export async function walletScaleRows(): Promise<Row[]> {
  console.log('The wallet at scale (issue 23): a nurse with 100,000 journal entries in PostgreSQL');
  const result = await measureWalletAtScale();
  if (!result.measured) {
    console.log(`  not measured: ${result.reason}`);
    return notMeasured(WALLET_MEASURES);
  }
  const ms = (x: { p50: number; p95: number }) => `${x.p95.toFixed(1)} ms (p50 ${x.p50.toFixed(1)} ms)`;
  return [
    { measure: 'wallet: her balances and payouts p95', value: ms(result.wallet), target: '', result: '' },
    { measure: 'wallet: first page of transactions p95', value: ms(result.page), target: '', result: '' },
    {
      measure: 'wallet: balances + first page p95',
      value: ms(result.both),
      target: `< ${WALLET_TARGET_MS} ms`,
      result: result.both.p95 < WALLET_TARGET_MS ? 'pass' : 'FAIL',
    },
    {
      measure: 'wallet: first page plan uses its index',
      value: result.planUsesIndex ? 'yes' : 'no',
      target: 'yes',
      result: result.planUsesIndex ? 'pass' : 'FAIL',
    },
  ];
}

/** The orders list at scale; not measured (with the reason printed) only when no PostgreSQL answers. */
export async function ordersScaleRows(): Promise<Row[]> {
  console.log('The office orders list at scale (issue 14): 1,000,000 procedures over 1,000 offices in PostgreSQL');
  const result = await measureOrdersAtScale();
  if (!result.measured) {
    console.log(`  not measured: ${result.reason}`);
    return notMeasured(ORDERS_MEASURES);
  }
  return [
    ...result.measures.map((m) => ({
      measure: m.row,
      value: `${m.p95Ms.toFixed(0)} ms (p50 ${m.p50Ms.toFixed(0)} ms)`,
      target: `< ${ORDERS_LIST_TARGET_MS} ms`,
      result: m.p95Ms < ORDERS_LIST_TARGET_MS ? 'pass' : 'FAIL',
    })),
    {
      measure: 'orders list plans use indexes',
      value: result.plansUseIndexes ? 'yes' : 'no',
      target: 'yes',
      result: result.plansUseIndexes ? 'pass' : 'FAIL',
    },
  ];
}
