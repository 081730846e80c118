/**
 * The domain's refusals (transitions/result.ts) as the caller's 400/404/409, each naming the input
 * field it is about; shared by every area whose handler applies a domain transition.
 */
import type { Change } from '@sc/domain/transitions/changes';
import type { Refusal, Transition } from '@sc/domain/transitions/result';
import { AppError } from '../lib/app-error.ts';

export function refusalError(refusal: Refusal, fields: Partial<Record<Refusal['code'], string>>): AppError {
  return new AppError(refusal.code, refusal.message, fields[refusal.code]);
}

/** The applied changes, or the refusal thrown as the caller's 400/404/409. */
export function appliedChanges<S>(result: Transition<S>, fields: Partial<Record<Refusal['code'], string>>): Change[] {
  if (!result.ok) throw refusalError(result.refusal, fields);
  return result.changes;
}
