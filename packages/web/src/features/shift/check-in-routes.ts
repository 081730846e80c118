/**
 * The check-in's steps as routes: the declared flow (domain continue-rules/shift-check-in.ts) gives
 * the order, titles and rules; each step's route is here, one per key, so a step added to the flow
 * fails to compile until it has its route. Back and Next are the flow's neighbours (requirements.md 4);
 * before the first step stands the shift's own page.
 */
import { shiftCheckInFlow } from '@sc/domain/continue-rules/shift-check-in';
import type { StepKey } from '@sc/domain/step-flow/flow';
import { paths } from '../../lib/paths.ts';
import type { ShiftRoute } from './use-shift.ts';

export type CheckInStepKey = StepKey<typeof shiftCheckInFlow>;

const stepRoutes: Record<CheckInStepKey, ShiftRoute> = {
  'area-check': paths.shiftAreaCheck,
  'leave-from': paths.shiftLeaveFrom,
  'scan-shift-bag': paths.shiftScanBag,
  'scan-shift-supplies': paths.shiftScanSupplies,
  'check-in': paths.shiftCheckIn,
};

export function routeOfStep(step: CheckInStepKey): ShiftRoute {
  return stepRoutes[step];
}

/** Back: the step before in route order, the shift's page before the first. */
export function backRoute(step: CheckInStepKey): ShiftRoute {
  const before = shiftCheckInFlow.back(step);
  return before ? stepRoutes[before.key] : paths.shift;
}

/** Next: the step after in route order; null on the last (check-in leaves the flow). */
export function nextRoute(step: CheckInStepKey): ShiftRoute | null {
  const after = shiftCheckInFlow.next(step);
  return after ? stepRoutes[after.key] : null;
}
