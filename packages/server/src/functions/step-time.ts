import { toStepTime, fieldWriteTexts } from '@sc/domain/field-checks/field-writes';
import { AppError } from '../lib/app-error.ts';
import type { FnContext } from './context.ts';

/**
 * The step's time from the input's optional `at` (400 when implausible): the phone's clock, so a
 * write replayed from the offline queue keeps when it happened (contract/step-time.ts).
 */
export function stepTime(at: string | undefined, ctx: FnContext): string {
  const time = toStepTime(at, ctx.config.clock.now().getTime());
  if (time === null) throw new AppError('bad_request', fieldWriteTexts.invalidStepTime, 'at');
  return time;
}
