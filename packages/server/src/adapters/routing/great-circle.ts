/**
 * The offline default routing service: the domain's great-circle estimate (field-checks/
 * great-circle-drive.ts), which the phone also shows before an answer comes. A real routing service
 * plugs in behind RoutingService; this one keeps the transit check (requirements.md 4) working offline and
 * in tests, with no key and no network.
 */
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import type { RoutingService } from './routing.ts';

export const greatCircleRouting: RoutingService = {
  drivingDurationMs: async (stops) => greatCircleDurationMs(stops),
};
