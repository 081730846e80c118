/**
 * Times a nurse's route stop by stop, adding the drop stops its specimens need. This is how routes
 * are timed when any visit carries a stability limit (the constant-time checks of route-timing.ts
 * cannot see drops), and how every route's stops and times are written out.
 *
 * The drop rule, greedy and deterministic: a nurse goes on to the next visit unless, after it, some
 * specimen on board could no longer reach its place in time (or the carrier would overflow); then
 * she drops that place's specimens first. Whatever is on board at the end is dropped, earliest
 * deadline first, on the way to the end location. The search only ever keeps routes this rule
 * makes feasible, and the independent checker verifies the outcome.
 */
import { arc } from './route-timing.ts';
import type { Problem } from './problem.ts';

export interface StopSink {
  visit(v: number, arrival: number, start: number, departure: number): void;
  drop(place: number, visits: number[], arrival: number, start: number, departure: number): void;
  end(departure: number, arrival: number): void;
}

interface Carried {
  deadline: Float64Array;
  load: Float64Array;
  visits: number[][];
}

function carriedFor(p: Problem): Carried {
  const q = p.placeLoc.length;
  return {
    deadline: new Float64Array(q).fill(Infinity),
    load: new Float64Array(q),
    visits: Array.from({ length: q }, () => []),
  };
}

/** Travel of the route, or -1 if it breaks a window, the shift, the capacity or a stability limit. */
export function simulateRoute(p: Problem, k: number, seq: readonly number[], sink?: StopSink): number {
  if (seq.length === 0) {
    sink?.end(p.shiftStart[k]!, p.shiftStart[k]!);
    return 0;
  }
  const c = carriedFor(p);
  const places = p.placeLoc.length;
  const cap = p.capacity[k]!;
  let t = p.shiftStart[k]!;
  let at = p.nurseStart[k]!;
  let travel = 0;
  let load = 0;

  const drop = (q: number): boolean => {
    const d = arc(p, at, p.placeLoc[q]!);
    const arrival = t + d;
    const start = Math.max(arrival, p.placeOpen[q]!);
    if (start > Math.min(c.deadline[q]!, p.placeClose[q]!)) return false;
    travel += d;
    t = start + p.placeService[q]!;
    at = p.placeLoc[q]!;
    load -= c.load[q]!;
    if (sink) sink.drop(q, c.visits[q]!.slice(), arrival, start, t);
    c.deadline[q] = Infinity;
    c.load[q] = 0;
    c.visits[q]!.length = 0;
    return true;
  };

  for (const v of seq) {
    const vLoc = p.loc[v]!;
    for (;;) {
      const start = Math.max(p.open[v]!, t + arc(p, at, vLoc));
      const departure = start + p.service[v]!;
      // The place whose specimens could not wait until after v, earliest deadline first.
      let urgent = -1;
      for (let q = 0; q < places; q++) {
        if (c.deadline[q] === Infinity) continue;
        const reach = Math.max(departure + arc(p, vLoc, p.placeLoc[q]!), p.placeOpen[q]!);
        if (reach > Math.min(c.deadline[q]!, p.placeClose[q]!) && (urgent < 0 || c.deadline[q]! < c.deadline[urgent]!))
          urgent = q;
      }
      if (urgent < 0 && load + p.demand[v]! > cap) {
        for (let q = 0; q < places; q++)
          if (c.load[q]! > 0 && (urgent < 0 || c.deadline[q]! < c.deadline[urgent]!)) urgent = q;
        if (urgent < 0) return -1;
      }
      if (urgent < 0) break;
      if (!drop(urgent)) return -1;
    }
    const d = arc(p, at, vLoc);
    const arrival = t + d;
    const start = Math.max(arrival, p.open[v]!);
    if (start > p.close[v]!) return -1;
    const departure = start + p.service[v]!;
    const q = p.place[v]!;
    if (q >= 0) {
      const deadline = departure + p.stability[v]!;
      const reach = Math.max(departure + arc(p, vLoc, p.placeLoc[q]!), p.placeOpen[q]!);
      if (reach > Math.min(deadline, p.placeClose[q]!)) return -1;
      c.deadline[q] = Math.min(c.deadline[q]!, deadline);
      c.load[q] = c.load[q]! + p.demand[v]!;
      c.visits[q]!.push(v);
    }
    travel += d;
    load += p.demand[v]!;
    t = departure;
    at = vLoc;
    sink?.visit(v, arrival, start, departure);
  }
  for (;;) {
    let next = -1;
    for (let q = 0; q < places; q++)
      if (c.deadline[q] !== Infinity && (next < 0 || c.deadline[q]! < c.deadline[next]!)) next = q;
    if (next < 0) break;
    if (!drop(next)) return -1;
  }
  const back = arc(p, at, p.nurseEnd[k]!);
  travel += back;
  if (t + back > p.shiftEnd[k]!) return -1;
  sink?.end(p.shiftStart[k]!, t + back);
  return travel;
}
