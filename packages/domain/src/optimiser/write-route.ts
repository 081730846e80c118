/**
 * A nurse's route written out as stops (visits and the drops the route timing adds), with its
 * departure, arrival and travel: what the optimiser answers, and how a dispatcher's hand-made day
 * is timed (dispatch/manual-change.ts), so both say the same times.
 */
import type { Problem } from './problem.ts';
import { simulateRoute } from './simulate-route.ts';
import type { PlannedRoute, Stop } from './types.ts';

/** The route of nurse k visiting `seq` in order, or null if it breaks a rule. */
export function writeRoute(p: Problem, k: number, seq: readonly number[]): PlannedRoute | null {
  const { visits, nurses } = p.input;
  const places = p.input.places ?? [];
  const stops: Stop[] = [];
  let departure = p.shiftStart[k]!;
  let arrival = departure;
  const travel = simulateRoute(p, k, seq, {
    visit: (v, at, start, leave) =>
      stops.push({ kind: 'visit', visitId: visits[v]!.id, arrival: at, wait: start - at, departure: leave }),
    drop: (q, vs, at, start, leave) =>
      stops.push({
        kind: 'drop',
        placeId: places[q]!.id,
        visitIds: vs.map((v) => visits[v]!.id),
        arrival: at,
        wait: start - at,
        departure: leave,
      }),
    end: (leave, at) => {
      departure = leave;
      arrival = at;
    },
  });
  if (travel < 0) return null;
  // Leave later rather than wait at the first door.
  const first = stops[0];
  if (first && first.wait > 0) {
    departure += first.wait;
    first.arrival += first.wait;
    first.wait = 0;
  }
  return { nurseId: nurses[k]!.id, departure, stops, arrival, travel };
}
