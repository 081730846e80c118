/**
 * Constant-time insertion checks for routes without drop stops (Savelsbergh's forward and backward
 * times): early[i] is the earliest service start at position i given everything before it,
 * late[i] the latest start that still lets everything after it keep its window and the shift's
 * end. Position 0 is the nurse's start, position len + 1 the end. A visit fits between positions
 * p - 1 and p if it can start in its window after p - 1 and still reach p by late[p].
 */
import type { Problem } from './problem.ts';

export function arc(p: Problem, fromLoc: number, toLoc: number): number {
  return p.travel[fromLoc * p.size + toLoc]!;
}

/**
 * Fills early and late (length >= len + 2); answers the route's travel, or -1 if a window is missed.
 * With `locs` and `leave`, also each position's location and earliest departure (start and end
 * included), which the insertion loop reads directly.
 */
export function timeRoute(
  p: Problem,
  k: number,
  seq: readonly number[],
  early: Float64Array,
  late: Float64Array,
  locs?: Int32Array,
  leave?: Float64Array,
): number {
  const T = p.travel;
  const size = p.size;
  const loc = p.loc;
  const open = p.open;
  const close = p.close;
  const service = p.service;
  const len = seq.length;
  let prevLoc = p.nurseStart[k]!;
  let t = p.shiftStart[k]!;
  let prevService = 0;
  let travel = 0;
  let feasible = true;
  early[0] = t;
  for (let i = 0; i < len; i++) {
    const v = seq[i]!;
    const vLoc = loc[v]!;
    const d = T[prevLoc * size + vLoc]!;
    travel += d;
    t = Math.max(open[v]!, t + prevService + d);
    if (t > close[v]!) feasible = false;
    early[i + 1] = t;
    prevLoc = vLoc;
    prevService = service[v]!;
    if (locs && leave) {
      locs[i + 1] = vLoc;
      leave[i + 1] = t + prevService;
    }
  }
  if (locs && leave) {
    locs[0] = p.nurseStart[k]!;
    leave[0] = early[0]!;
    locs[len + 1] = p.nurseEnd[k]!;
  }
  const endLoc = p.nurseEnd[k]!;
  const back = T[prevLoc * size + endLoc]!;
  if (len > 0) travel += back;
  const endArrival = t + prevService + back;
  early[len + 1] = endArrival;
  if (len > 0 && endArrival > p.shiftEnd[k]!) feasible = false;
  let latest = p.shiftEnd[k]!;
  late[len + 1] = latest;
  let nextLoc = endLoc;
  for (let i = len - 1; i >= 0; i--) {
    const v = seq[i]!;
    const vLoc = loc[v]!;
    latest = Math.min(close[v]!, latest - T[vLoc * size + nextLoc]! - service[v]!);
    late[i + 1] = latest;
    nextLoc = vLoc;
  }
  late[0] = latest - T[p.nurseStart[k]! * size + nextLoc]!;
  return feasible ? travel : -1;
}

/**
 * Extra travel of putting visit v at position pos (before seq[pos]) of nurse k's route, or -1 if a
 * window, the shift or the capacity would break. Capacity is checked by the caller (load is a sum).
 */
export function insertionDelta(
  p: Problem,
  k: number,
  seq: readonly number[],
  early: Float64Array,
  late: Float64Array,
  v: number,
  pos: number,
): number {
  const T = p.travel;
  const size = p.size;
  const prevLoc = pos === 0 ? p.nurseStart[k]! : p.loc[seq[pos - 1]!]!;
  const prevService = pos === 0 ? 0 : p.service[seq[pos - 1]!]!;
  const nextLoc = pos === seq.length ? p.nurseEnd[k]! : p.loc[seq[pos]!]!;
  const vLoc = p.loc[v]!;
  const toV = T[prevLoc * size + vLoc]!;
  const start = Math.max(p.open[v]!, early[pos]! + prevService + toV);
  if (start > p.close[v]!) return -1;
  const fromV = T[vLoc * size + nextLoc]!;
  if (start + p.service[v]! + fromV > late[pos + 1]!) return -1;
  if (seq.length === 0) return toV + fromV;
  return toV + fromV - T[prevLoc * size + nextLoc]!;
}
