/**
 * A working plan: each nurse's visits in order, the visits left out, and what each route costs.
 * The search changes it in place and undoes a rejected change by restoring the routes it touched
 * (cheaper than copying the whole plan every iteration).
 */
import type { Problem } from './problem.ts';
import { insertionDelta, timeRoute } from './route-timing.ts';
import { routeStates, simulateRoute, type RouteStates } from './simulate-route.ts';
import { outOfOrder } from './out-of-order.ts';

export class Solution {
  readonly routes: number[][];
  readonly routeOf: Int32Array;
  readonly travel: Float64Array;
  readonly load: Float64Array;
  readonly early: Float64Array[];
  readonly late: Float64Array[];
  /** Per route and position (0 the start, len + 1 the end): location, earliest departure. */
  readonly locs: Int32Array[];
  readonly leave: Float64Array[];
  /** Whether each route keeps every rule (removing a visit can break a route's drops). */
  readonly feasible: Uint8Array;
  /** With drops: each route's state before each stop, so an insertion is timed from its place on. */
  readonly states: RouteStates[];
  unassigned: number[] = [];
  /** With a previous plan: each visit's nurse there, or -1, and its place in her route there. */
  previousNurse: Int32Array | undefined;
  previousPosition: Int32Array | undefined;
  moveCost = 0;
  /**
   * What using each nurse costs: the problem's route cost, or (re-planning a previous plan, ADR
   * 084) nothing for a nurse who had a day there, so no search gains by dropping her.
   */
  readonly openCost: Float64Array;
  /** With a previous plan: per route, its stops moved (ADR 084: another nurse's before, or out of order). */
  readonly movedIn: Int32Array;
  /** Per nurse class, the last insertion that tried an empty route of it. */
  readonly classStamp: Int32Array;
  private stamp = 0;
  private saved = new Map<number, number[]>();
  private savedUnassigned: number[] = [];

  constructor(readonly p: Problem) {
    this.routes = Array.from({ length: p.m }, () => []);
    this.routeOf = new Int32Array(p.n).fill(-1);
    this.travel = new Float64Array(p.m);
    this.load = new Float64Array(p.m);
    this.early = Array.from({ length: p.m }, () => new Float64Array(p.n + 2));
    this.late = Array.from({ length: p.m }, () => new Float64Array(p.n + 2));
    this.locs = Array.from({ length: p.m }, () => new Int32Array(p.n + 2));
    this.leave = Array.from({ length: p.m }, () => new Float64Array(p.n + 2));
    this.feasible = new Uint8Array(p.m).fill(1);
    this.states = p.hasDrops ? Array.from({ length: p.m }, () => routeStates(p)) : [];
    this.classStamp = new Int32Array(p.m);
    this.openCost = new Float64Array(p.m).fill(p.routeCost);
    this.movedIn = new Int32Array(p.m);
    for (let k = 0; k < p.m; k++) this.refresh(k);
  }

  /** Stops of `seq` moved if it were route k (ADR 084); 0 without a previous plan. */
  movedCount(k: number, seq: readonly number[]): number {
    const prev = this.previousNurse;
    if (!prev) return 0;
    let moved = 0;
    const kept: number[] = [];
    for (const v of seq) {
      if (prev[v]! < 0) continue;
      if (prev[v] !== k) moved++;
      else kept.push(this.previousPosition![v]!);
    }
    return kept.length > 1 ? moved + outOfOrder(kept).size : moved;
  }

  /**
   * Re-times route k after a change; answers false if it is no longer feasible. With `from`, the
   * route changed only from that position on: its drops are timed from the state recorded there.
   */
  refresh(k: number, from = 0): boolean {
    const seq = this.routes[k]!;
    let load = 0;
    for (const v of seq) {
      load += this.p.demand[v]!;
      this.routeOf[v] = k;
    }
    this.load[k] = load;
    this.movedIn[k] = this.movedCount(k, seq);
    const fast = timeRoute(this.p, k, seq, this.early[k]!, this.late[k]!, this.locs[k], this.leave[k]);
    const travel = this.p.hasDrops ? simulateRoute(this.p, k, seq, undefined, -1, from, this.states[k]) : fast;
    this.travel[k] = Math.max(travel, 0);
    const ok = travel >= 0 && (this.p.hasDrops || load <= this.p.capacity[k]!);
    this.feasible[k] = ok ? 1 : 0;
    return ok;
  }

  nextStamp(): number {
    return ++this.stamp;
  }

  /** What the routes in use cost (their nurses' openCost). */
  routesCost(): number {
    let sum = 0;
    for (let k = 0; k < this.p.m; k++) if (this.routes[k]!.length > 0) sum += this.openCost[k]!;
    return sum;
  }

  usedRoutes(): number {
    let used = 0;
    for (const r of this.routes) if (r.length > 0) used++;
    return used;
  }

  totalTravel(): number {
    let sum = 0;
    for (let k = 0; k < this.p.m; k++) sum += this.travel[k]!;
    return sum;
  }

  unassignedCost(): number {
    let sum = 0;
    for (const v of this.unassigned) sum += this.p.unassignedCost[v]!;
    return sum;
  }

  moved(): number {
    const prev = this.previousNurse;
    if (!prev) return 0;
    let moved = 0;
    for (let k = 0; k < this.p.m; k++) moved += this.movedIn[k]!;
    for (const v of this.unassigned) if (prev[v]! >= 0) moved++;
    return moved;
  }

  cost(): number {
    return this.unassignedCost() + this.routesCost() + this.totalTravel() + this.moveCost * this.moved();
  }

  /** Extra cost of v at position pos of route k, or -1 if infeasible there. */
  delta(k: number, v: number, pos: number, bound = Infinity): number {
    const p = this.p;
    const seq = this.routes[k]!;
    let d: number;
    if (p.hasDrops) {
      // Drops only add detours and time, so the no-drop check is a cheap necessary condition.
      // It also bounds the search: a place whose plain detour already costs more than the best
      // found is not simulated (a drop saved by the insertion could make it cheaper, rarely).
      const T = p.travel;
      const size = p.size;
      const vLoc = p.loc[v]!;
      const prevLoc = this.locs[k]![pos]!;
      const nextLoc = this.locs[k]![pos + 1]!;
      const toV = T[prevLoc * size + vLoc]!;
      const fromV = T[vLoc * size + nextLoc]!;
      const detour = toV + fromV - (seq.length === 0 ? 0 : T[prevLoc * size + nextLoc]!);
      if (detour > bound) return -1;
      const start = Math.max(p.open[v]!, this.leave[k]![pos]! + toV);
      if (start > p.close[v]! || start + p.service[v]! + fromV > this.late[k]![pos + 1]!) return -1;
      const t = simulateRoute(p, k, seq, undefined, v, pos, undefined, this.states[k]);
      if (t < 0) return -1;
      d = t - this.travel[k]!;
    } else {
      if (this.load[k]! + p.demand[v]! > p.capacity[k]!) return -1;
      d = insertionDelta(p, k, seq, this.early[k]!, this.late[k]!, v, pos);
      if (d < 0) return -1;
    }
    if (seq.length === 0) d += this.openCost[k]!;
    const prev = this.previousNurse;
    if (prev && prev[v]! >= 0) {
      // Its own nurse's day: moved only if it goes back out of order (ADR 084).
      if (prev[v] !== k) d += this.moveCost;
      else d += this.moveCost * (this.movedCount(k, [...seq.slice(0, pos), v, ...seq.slice(pos)]) - this.movedIn[k]!);
    }
    return Math.max(d, 0);
  }

  /** Starts a change that rollback() can undo. */
  begin(): void {
    this.saved.clear();
    this.savedUnassigned = this.unassigned.slice();
  }

  /** Call before changing route k inside a change. */
  touch(k: number): void {
    if (!this.saved.has(k)) this.saved.set(k, this.routes[k]!.slice());
  }

  /** Whether every route changed since begin() is still feasible. */
  touchedFeasible(): boolean {
    for (const k of this.saved.keys()) if (this.feasible[k] === 0) return false;
    return true;
  }

  rollback(): void {
    // Clear first, then restore: a visit may have moved between two touched routes.
    for (const k of this.saved.keys()) for (const v of this.routes[k]!) this.routeOf[v] = -1;
    for (const [k, seq] of this.saved) {
      const r = this.routes[k]!;
      r.length = 0;
      for (const v of seq) r.push(v);
      this.refresh(k);
    }
    this.unassigned = this.savedUnassigned;
    for (const v of this.unassigned) this.routeOf[v] = -1;
    this.saved.clear();
  }

  insert(k: number, v: number, pos: number): void {
    this.touch(k);
    this.routes[k]!.splice(pos, 0, v);
    this.routeOf[v] = k;
    this.refresh(k, pos);
  }

  /** Plain copy of the routes and the unassigned list, for keeping the best plan. */
  snapshot(): { routes: number[][]; unassigned: number[] } {
    return { routes: this.routes.map((r) => r.slice()), unassigned: this.unassigned.slice() };
  }

  restore(s: { routes: number[][]; unassigned: number[] }): void {
    this.routeOf.fill(-1);
    for (let k = 0; k < this.p.m; k++) {
      const r = this.routes[k]!;
      r.length = 0;
      for (const v of s.routes[k]!) r.push(v);
      this.refresh(k);
    }
    this.unassigned = s.unassigned.slice();
  }
}
