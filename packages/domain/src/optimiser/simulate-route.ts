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
  /** The nurse's clock, place, travel so far and load, while a route is simulated. */
  t: number;
  at: number;
  travel: number;
  onBoard: number;
}

// Scratch state per problem: this runs millions of times a search and must not allocate.
const buffers = new WeakMap<Problem, Carried>();

/** The scratch state, emptied unless `resume` (a recorded state is about to be loaded over it). */
function carriedFor(p: Problem, listVisits: boolean, resume: boolean): Carried {
  const q = p.placeLoc.length;
  let c = buffers.get(p);
  if (!c) {
    c = {
      deadline: new Float64Array(q),
      load: new Float64Array(q),
      visits: Array.from({ length: q }, () => []),
      t: 0,
      at: 0,
      travel: 0,
      onBoard: 0,
    };
    buffers.set(p, c);
  }
  if (resume) return c;
  c.deadline.fill(Infinity);
  c.load.fill(0);
  if (listVisits) for (const list of c.visits) list.length = 0;
  return c;
}

/** Drives to place q and hands over its specimens; false if too late for one of them or closed. */
function dropAt(p: Problem, c: Carried, q: number, sink: StopSink | undefined): boolean {
  const placeLoc = p.placeLoc[q]!;
  const d = p.travel[c.at * p.size + placeLoc]!;
  const arrival = c.t + d;
  const start = Math.max(arrival, p.placeOpen[q]!);
  if (start > Math.min(c.deadline[q]!, p.placeClose[q]!)) return false;
  c.travel += d;
  c.t = start + p.placeService[q]!;
  c.at = placeLoc;
  c.onBoard -= c.load[q]!;
  if (sink) sink.drop(q, c.visits[q]!.slice(), arrival, start, c.t);
  c.deadline[q] = Infinity;
  c.load[q] = 0;
  if (sink) c.visits[q]!.length = 0;
  return true;
}

/**
 * A route's state before each of its stops (clock, place, travel, load, and per place the deadline
 * and load on board), so that timing the route with one visit inserted can start at the insertion
 * instead of at the nurse's home: everything before it is the same. `reached` is the last position
 * whose state was recorded (the route broke a rule at the next one, or len: it reached the end).
 */
export interface RouteStates {
  states: Float64Array;
  reached: number;
  /** The recorded route's travel, or -1 if it broke a rule. */
  travel: number;
}

export const stateStride = (p: Problem): number => 4 + 2 * p.placeLoc.length;

export function routeStates(p: Problem): RouteStates {
  return { states: new Float64Array((p.n + 2) * stateStride(p)), reached: -1, travel: -1 };
}

function saveState(c: Carried, out: Float64Array, i: number, places: number): void {
  const o = i * (4 + 2 * places);
  out[o] = c.t;
  out[o + 1] = c.at;
  out[o + 2] = c.travel;
  out[o + 3] = c.onBoard;
  for (let q = 0; q < places; q++) {
    out[o + 4 + q] = c.deadline[q]!;
    out[o + 4 + places + q] = c.load[q]!;
  }
}

/** Whether the nurse is in recorded state i (all but the travel so far): the rest of the route is then timed as recorded. */
function sameState(c: Carried, from: Float64Array, i: number, places: number): boolean {
  const o = i * (4 + 2 * places);
  if (c.t !== from[o] || c.at !== from[o + 1] || c.onBoard !== from[o + 3]) return false;
  for (let q = 0; q < places; q++)
    if (c.deadline[q] !== from[o + 4 + q] || c.load[q] !== from[o + 4 + places + q]) return false;
  return true;
}

function loadState(c: Carried, from: Float64Array, i: number, places: number): void {
  const o = i * (4 + 2 * places);
  c.t = from[o]!;
  c.at = from[o + 1]!;
  c.travel = from[o + 2]!;
  c.onBoard = from[o + 3]!;
  for (let q = 0; q < places; q++) {
    c.deadline[q] = from[o + 4 + q]!;
    c.load[q] = from[o + 4 + places + q]!;
  }
}

/**
 * Travel of the route, or -1 if it breaks a window, the shift, the capacity or a stability limit.
 * With `insert` >= 0 it times the route with that visit put at position `at`, without copying it;
 * given `prefix` (the route's recorded states, reached >= at) it starts there. `record` keeps the
 * states of the route as timed (only without an insertion); with `at` > 0 as well, the stops before
 * `at` are those `record` holds states for (a route changed from `at` on), and timing starts there.
 */
export function simulateRoute(
  p: Problem,
  k: number,
  seq: readonly number[],
  sink?: StopSink,
  insert = -1,
  at = -1,
  record?: RouteStates,
  prefix?: RouteStates,
): number {
  const len = insert >= 0 ? seq.length + 1 : seq.length;
  if (len === 0) {
    if (record) [record.reached, record.travel] = [-1, 0];
    sink?.end(p.shiftStart[k]!, p.shiftStart[k]!);
    return 0;
  }
  const T = p.travel;
  const size = p.size;
  const resume = prefix !== undefined && prefix.reached >= 0 && insert >= 0 && sink === undefined;
  // A route changed from `at` on: the states recorded before `at` still hold.
  const rerecord = insert < 0 && record !== undefined && at > 0 && record.reached >= at && sink === undefined;
  const c = carriedFor(p, sink !== undefined, resume || rerecord);
  const places = p.placeLoc.length;
  const cap = p.capacity[k]!;
  c.t = p.shiftStart[k]!;
  c.at = p.nurseStart[k]!;
  c.travel = 0;
  c.onBoard = 0;
  let i0 = 0;
  // With the recorded route feasible, once the nurse is back in the state the route had before
  // the same visit (a wait absorbed the detour, the extra specimen was dropped), the rest is as
  // recorded: its travel is known without timing it again.
  let rejoin = false;
  if (resume) {
    if (at > prefix!.reached) return -1;
    loadState(c, prefix!.states, at, places);
    i0 = at;
    rejoin = prefix!.travel >= 0;
  }
  if (rerecord) {
    loadState(c, record!.states, at, places);
    i0 = at;
  }
  if (record) [record.reached, record.travel] = [rerecord ? at - 1 : -1, -1];

  for (let i = i0; i < len; i++) {
    if (rejoin && i > at && sameState(c, prefix!.states, i - 1, places)) {
      return c.travel + prefix!.travel - prefix!.states[(i - 1) * (4 + 2 * places) + 2]!;
    }
    if (record) {
      saveState(c, record.states, i, places);
      record.reached = i;
    }
    const v = insert < 0 || i < at ? seq[i]! : i === at ? insert : seq[i - 1]!;
    const vLoc = p.loc[v]!;
    for (;;) {
      const start = Math.max(p.open[v]!, c.t + T[c.at * size + vLoc]!);
      const departure = start + p.service[v]!;
      // The place whose specimens could not wait until after v, earliest deadline first.
      let urgent = -1;
      for (let q = 0; q < places; q++) {
        if (c.deadline[q] === Infinity) continue;
        const reach = Math.max(departure + T[vLoc * size + p.placeLoc[q]!]!, p.placeOpen[q]!);
        if (reach > Math.min(c.deadline[q]!, p.placeClose[q]!) && (urgent < 0 || c.deadline[q]! < c.deadline[urgent]!))
          urgent = q;
      }
      if (urgent < 0 && c.onBoard + p.demand[v]! > cap) {
        for (let q = 0; q < places; q++)
          if (c.load[q]! > 0 && (urgent < 0 || c.deadline[q]! < c.deadline[urgent]!)) urgent = q;
        if (urgent < 0) return -1;
      }
      if (urgent < 0) break;
      if (!dropAt(p, c, urgent, sink)) return -1;
    }
    const d = T[c.at * size + vLoc]!;
    const arrival = c.t + d;
    const start = Math.max(arrival, p.open[v]!);
    if (start > p.close[v]!) return -1;
    const departure = start + p.service[v]!;
    const q = p.place[v]!;
    if (q >= 0) {
      const deadline = departure + p.stability[v]!;
      const reach = Math.max(departure + T[vLoc * size + p.placeLoc[q]!]!, p.placeOpen[q]!);
      if (reach > Math.min(deadline, p.placeClose[q]!)) return -1;
      c.deadline[q] = Math.min(c.deadline[q]!, deadline);
      c.load[q] = c.load[q]! + p.demand[v]!;
      if (sink) c.visits[q]!.push(v);
    }
    c.travel += d;
    c.onBoard += p.demand[v]!;
    c.t = departure;
    c.at = vLoc;
    sink?.visit(v, arrival, start, departure);
  }
  if (record) {
    saveState(c, record.states, len, places);
    record.reached = len;
  }
  for (;;) {
    let next = -1;
    for (let q = 0; q < places; q++)
      if (c.deadline[q] !== Infinity && (next < 0 || c.deadline[q]! < c.deadline[next]!)) next = q;
    if (next < 0) break;
    if (!dropAt(p, c, next, sink)) return -1;
  }
  const back = T[c.at * size + p.nurseEnd[k]!]!;
  c.travel += back;
  if (c.t + back > p.shiftEnd[k]!) return -1;
  sink?.end(p.shiftStart[k]!, c.t + back);
  if (record) record.travel = c.travel;
  return c.travel;
}
