/**
 * The optimiser's travel-time matrix from the routing adapter (architecture.md 7): seconds between every
 * pair of points. RoutingService answers one path at a time, so this asks for each pair; the
 * great-circle default answers at once. An OSRM adapter should answer the whole matrix with one
 * table request: if the routing service has `durationMatrixMs`, it is used instead.
 */
import type { TravelMatrix } from '@sc/domain/optimiser/types';
import type { LatLngPoint, RoutingService } from '../routing/routing.ts';

interface MatrixRouting extends RoutingService {
  durationMatrixMs(points: readonly LatLngPoint[]): Promise<number[][]>;
}

function hasMatrix(routing: RoutingService): routing is MatrixRouting {
  return typeof (routing as Partial<MatrixRouting>).durationMatrixMs === 'function';
}

export async function buildTravelMatrix(
  routing: RoutingService,
  points: readonly LatLngPoint[],
): Promise<TravelMatrix> {
  const size = points.length;
  const travel = new Array<number>(size * size).fill(0);
  if (hasMatrix(routing)) {
    const rows = await routing.durationMatrixMs(points);
    rows.forEach((row, i) => row.forEach((ms, j) => (travel[i * size + j] = Math.round(ms / 1000))));
    return { size, travel };
  }
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++)
      if (i !== j)
        travel[i * size + j] = Math.round((await routing.drivingDurationMs([points[i]!, points[j]!])) / 1000);
  return { size, travel };
}
