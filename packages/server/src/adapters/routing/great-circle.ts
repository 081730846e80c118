/**
 * The offline default routing service: the domain's great-circle estimate (field-checks/
 * great-circle-drive.ts), which the phone also shows before an answer comes. It keeps the transit
 * check (requirements.md 4) and the optimiser working offline and in tests, with no key and no
 * network; OSRM (osrm.ts, ADR 083) answers by the roads in production and falls back to this.
 */
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import type { LatLngPoint, RoutingService } from './routing.ts';

export const greatCircleRouting = {
  drivingDurationMs: async (stops: readonly LatLngPoint[]) => greatCircleDurationMs(stops),
  durationMatrixMs: async (points: readonly LatLngPoint[]) =>
    points.map((from, i) => points.map((to, j) => (i === j ? 0 : greatCircleDurationMs([from, to])))),
  // No roads known: the straight segments between the stops.
  routeLine: async (stops: readonly LatLngPoint[]) => stops.map(({ lat, lng }) => ({ lat, lng })),
} satisfies Required<RoutingService>;
