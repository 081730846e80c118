/**
 * The optimiser's travel-time matrix from the routing adapter (architecture.md 7): seconds between every
 * pair of points, row `from`, column `to` (directed: an OSRM matrix is asymmetric, ADR 083). A routing
 * service with `durationMatrixMs` (OSRM's table service; the great-circle default) answers it at once;
 * one without is asked for each pair.
 */
import type { TravelMatrix } from '@sc/domain/optimiser/types';
import type { LatLngPoint, RoutingService } from '../routing/routing.ts';

export async function buildTravelMatrix(
  routing: RoutingService,
  points: readonly LatLngPoint[],
): Promise<TravelMatrix> {
  const size = points.length;
  const travel = new Array<number>(size * size).fill(0);
  if (routing.durationMatrixMs) {
    const rows = await routing.durationMatrixMs(points);
    rows.forEach((row, i) => row.forEach((ms, j) => (travel[i * size + j] = i === j ? 0 : Math.round(ms / 1000))));
    return { size, travel };
  }
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++)
      if (i !== j)
        travel[i * size + j] = Math.round((await routing.drivingDurationMs([points[i]!, points[j]!])) / 1000);
  return { size, travel };
}
