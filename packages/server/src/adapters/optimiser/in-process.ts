/**
 * The default optimiser (architecture.md 7): the domain's search in a worker thread, so a 10-second run
 * never blocks the server's event loop. The server runs TypeScript through tsx (ADR 007), which a
 * worker does not inherit: the worker registers it before loading its module.
 */
import { Worker } from 'node:worker_threads';
import { checkPlan } from '@sc/domain/optimiser/check-plan';
import type { OptimiserInput, OptimiserResult } from '@sc/domain/optimiser/types';
import { InfeasibleAnswerError, type OptimiseRun, type RouteOptimiser } from './optimiser.ts';
import type { WorkerJob, WorkerMessage } from './optimiser-worker.ts';

const WORKER_URL = new URL('./optimiser-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

export function runInWorker(input: OptimiserInput, run: OptimiseRun): Promise<OptimiserResult> {
  const stop = new SharedArrayBuffer(4);
  const job: WorkerJob = { input, seconds: run.seconds, seed: run.seed ?? 1, stop };
  const worker = new Worker(BOOT, { eval: true, workerData: job });
  const onAbort = (): void => void Atomics.store(new Int32Array(stop), 0, 1);
  if (run.signal?.aborted) onAbort();
  run.signal?.addEventListener('abort', onAbort, { once: true });
  return new Promise<OptimiserResult>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') run.onProgress?.({ ...message.progress, elapsedMs: message.elapsedMs });
      else if (message.kind === 'done') resolve(message.result);
      else reject(new Error(`The optimiser failed: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The optimiser's worker exited (${code}) without an answer`)));
  }).finally(() => {
    run.signal?.removeEventListener('abort', onAbort);
    void worker.terminate();
  });
}

export const inProcessOptimiser: RouteOptimiser = {
  async optimise(input, run) {
    const result = await runInWorker(input, run);
    const violations = checkPlan(input, result);
    if (violations.length > 0) throw new InfeasibleAnswerError('the in-process optimiser', violations);
    return result;
  },
};
