/**
 * `npm run solve -- FILE [--seconds N] [--seed S]`: solves a Solomon VRPTW instance with the
 * domain's optimiser and prints each route's customers in visiting order (`Route 1: 5 3 7 ...`),
 * then the number of routes, the total distance and the time taken, so anyone can check the
 * answer. Both cores: one worker thread per core, each with its own seed and share of time for
 * removing routes; the best answer wins (fewest routes, then distance). Every answer goes through the independent feasibility checker.
 */
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { checkPlan } from '@sc/domain/optimiser/check-plan';
import { optimise } from '@sc/domain/optimiser/optimise';
import { formatSolomonRoutes, parseSolomon, solomonToInput } from '@sc/domain/optimiser/solomon';
import type { OptimiserResult } from '@sc/domain/optimiser/types';

interface Job {
  text: string;
  seconds: number;
  seed: number;
  fleetShare: number;
}

/**
 * The share of the time spent removing routes, per worker: a hedge between instances where the
 * last route is hard to remove (R1, RC1) and those where none can go and travel needs the time.
 */
const FLEET_SHARES = [0.4, 0.15];

export interface SolveAnswer {
  name: string;
  result: OptimiserResult;
  seconds: number;
  violations: string[];
}

/** One search on this thread. */
export function solveText(text: string, seconds: number, seed: number, fleetShare = 0.4): OptimiserResult {
  const input = solomonToInput(parseSolomon(text));
  const started = performance.now();
  const elapsed = (): number => (performance.now() - started) / 1000;
  return optimise(input, {
    seed,
    shouldStop: () => elapsed() >= seconds,
    fleetShouldStop: () => elapsed() >= seconds * fleetShare,
    // Route removal keeps its whole share here: on R1 and RC1 the last route goes only after
    // many attempts (the hedge between the two workers' shares is the point of FLEET_SHARES).
    fleetGiveUps: Infinity,
    progress: () => elapsed() / seconds,
  });
}

function better(a: OptimiserResult, b: OptimiserResult): boolean {
  if (a.cost.unassigned !== b.cost.unassigned) return a.cost.unassigned < b.cost.unassigned;
  if (a.cost.routes !== b.cost.routes) return a.cost.routes < b.cost.routes;
  return a.cost.travel < b.cost.travel;
}

/** Solves on `threads` worker threads (seeds seed, seed + 1, ...) and keeps the best answer. */
export async function solveFile(
  file: string,
  seconds: number,
  seed: number,
  threads = os.availableParallelism(),
): Promise<SolveAnswer> {
  const text = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: Math.max(1, threads) }, (_, i) => {
      // A worker does not inherit tsx's loader: register it, then load this file as the worker.
      const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); })`;
      const fleetShare = FLEET_SHARES[i % FLEET_SHARES.length]!;
      const worker = new Worker(boot, {
        eval: true,
        workerData: { text, seconds, seed: seed + i, fleetShare } satisfies Job,
      });
      return new Promise<OptimiserResult>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }).finally(() => void worker.terminate());
    }),
  );
  const result = results.reduce((a, b) => (better(b, a) ? b : a));
  const inst = parseSolomon(text);
  return {
    name: inst.name,
    result,
    seconds: (performance.now() - started) / 1000,
    violations: checkPlan(solomonToInput(inst), result),
  };
}

function argValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run solve -- FILE [--seconds N] [--seed S]');
    process.exit(2);
  }
  const seconds = Number(argValue(args, '--seconds') ?? 30);
  const seed = Number(argValue(args, '--seed') ?? 1);
  const answer = await solveFile(file, seconds, seed);
  for (const line of formatSolomonRoutes(answer.result)) console.log(line);
  console.log(`Vehicles: ${answer.result.cost.routes}`);
  console.log(`Distance: ${answer.result.cost.travel.toFixed(2)}`);
  console.log(`Time: ${answer.seconds.toFixed(1)} s`);
  if (answer.result.cost.unassigned > 0) console.log(`Unserved customers: ${answer.result.cost.unassigned}`);
  if (answer.violations.length > 0) {
    console.error(`INFEASIBLE:\n${answer.violations.join('\n')}`);
    process.exit(1);
  }
}

if (!isMainThread) {
  const job = workerData as Job;
  parentPort!.postMessage(solveText(job.text, job.seconds, job.seed, job.fleetShare));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  await main();
}
