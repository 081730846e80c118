/**
 * What every transition answers: the new data and the rows it changed, or a typed refusal.
 * A refusal carries an error code of the function contract (vocabulary/errors.ts), so the server
 * maps it to a status without a lookup table, and the exact text the caller sees.
 */
import type { ErrorCode } from '../vocabulary/errors.ts';
import type { Change } from './changes.ts';

export type RefusalCode = Extract<ErrorCode, 'bad_request' | 'not_found' | 'conflict'>;

export interface Refusal {
  code: RefusalCode;
  message: string;
  /** Per-item texts behind a summary message (e.g. which deviation reasons are missing). */
  details?: string[];
}

export type Transition<S> = { ok: true; data: S; changes: Change[] } | { ok: false; refusal: Refusal };

export const badRequest = (message: string, details?: string[]): Refusal =>
  details === undefined ? { code: 'bad_request', message } : { code: 'bad_request', message, details };
export const notFound = (message: string): Refusal => ({ code: 'not_found', message });
export const conflict = (message: string): Refusal => ({ code: 'conflict', message });

export function refused<S>(refusal: Refusal): Transition<S> {
  return { ok: false, refusal };
}

export function unchanged<S>(data: S): Transition<S> {
  return { ok: true, data, changes: [] };
}

/** Thrown by `requireApplied`; carries the refusal so a handler can map it to an AppError. */
export class TransitionRefusedError extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'TransitionRefusedError';
    this.refusal = refusal;
  }
}

/** The applied result, or throws TransitionRefusedError with the refusal's message. */
export function requireApplied<S>(result: Transition<S>): { data: S; changes: Change[] } {
  if (!result.ok) throw new TransitionRefusedError(result.refusal);
  return { data: result.data, changes: result.changes };
}
