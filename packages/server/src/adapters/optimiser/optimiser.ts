/**
 * Route optimisation behind one interface (architecture.md 7, ADR 040): the default runs the domain's
 * optimiser in a worker thread, off the request path; a VROOM server over HTTP answers the same
 * input in production when configured. Both answers are checked by the domain's independent
 * checker before anyone uses them.
 */
import type { OptimiserInput, OptimiserResult, Progress } from '@sc/domain/optimiser/types';

export interface OptimiseRun {
  /** Time limit; the best plan so far comes back when it is reached. */
  seconds: number;
  seed?: number;
  /** Stops the run early; the best plan so far still comes back. */
  signal?: AbortSignal;
  /** Best cost over time, for a screen to show. */
  onProgress?: (progress: Progress & { elapsedMs: number }) => void;
}

export interface RouteOptimiser {
  optimise(input: OptimiserInput, run: OptimiseRun): Promise<OptimiserResult>;
}

/** An answer that breaks a rule of the input (VROOM cannot express every rule of ours). */
export class InfeasibleAnswerError extends Error {
  constructor(
    readonly solver: string,
    readonly violations: string[],
  ) {
    super(`${solver} answered a plan that breaks ${violations.length} rule(s): ${violations.slice(0, 3).join('; ')}`);
  }
}
