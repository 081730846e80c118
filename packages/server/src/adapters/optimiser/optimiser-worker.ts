/**
 * The worker thread's side of the in-process optimiser: runs the domain's search with the caller's
 * time limit, reads the stop flag the caller shares (the search loop never yields, so a message
 * could not reach it), and posts progress as it goes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { optimise } from '@sc/domain/optimiser/optimise';
import type { OptimiserInput, OptimiserResult, Progress } from '@sc/domain/optimiser/types';

export interface WorkerJob {
  input: OptimiserInput;
  seconds: number;
  seed: number;
  /** Int32 flag: 1 means stop now. */
  stop: SharedArrayBuffer;
}

export type WorkerMessage =
  | { kind: 'progress'; progress: Progress; elapsedMs: number }
  | { kind: 'done'; result: OptimiserResult }
  | { kind: 'failed'; message: string };

const job = workerData as WorkerJob;
const flag = new Int32Array(job.stop);
const started = performance.now();
const elapsedMs = (): number => performance.now() - started;
try {
  const result = optimise(job.input, {
    seed: job.seed,
    shouldStop: () => Atomics.load(flag, 0) === 1 || elapsedMs() >= job.seconds * 1000,
    fleetShouldStop: () => elapsedMs() >= job.seconds * 400,
    progress: () => elapsedMs() / (job.seconds * 1000),
    onProgress: (progress) =>
      parentPort!.postMessage({ kind: 'progress', progress, elapsedMs: elapsedMs() } satisfies WorkerMessage),
  });
  parentPort!.postMessage({ kind: 'done', result } satisfies WorkerMessage);
} catch (error) {
  parentPort!.postMessage({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies WorkerMessage);
}
