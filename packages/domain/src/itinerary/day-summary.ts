/**
 * The nurse's day in numbers, for the screen she sees when the itinerary is done (issue 13): the
 * stops she finished, the procedures she completed and the samples she collected, with those that
 * failed said apart. Canceled procedures were never hers to do and are not counted.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import { uniqueBy, waypointsOf } from '../itinerary-data/selectors.ts';

export interface DaySummary {
  readonly stops: { readonly done: number; readonly total: number };
  readonly procedures: { readonly completed: number; readonly failed: number };
  readonly samples: { readonly collected: number; readonly failed: number };
}

export function daySummary(data: ItineraryData): DaySummary {
  const waypoints = waypointsOf(data);
  const procedures = Object.values(data.procedures).filter((p) => p.status !== 'canceled');
  const samples = uniqueBy(
    procedures.flatMap((p) => p.samples),
    (s) => s.id,
  );
  return {
    stops: { done: waypoints.filter((w) => w.status === 'complete').length, total: waypoints.length },
    procedures: {
      completed: procedures.filter((p) => p.status === 'completed').length,
      failed: procedures.filter((p) => p.status === 'failed').length,
    },
    samples: {
      collected: samples.filter((s) => s.status === 'collected' || s.status === 'completed').length,
      failed: samples.filter((s) => s.status === 'failed').length,
    },
  };
}
