/**
 * The input compiled for the search: ids become indices, rules become typed arrays read in the hot
 * loops (feasibility checks run millions of times a run), and the objective's weights are fixed so
 * that it is lexicographic: every placed visit (by priority) before fewer routes, fewer routes
 * before less travel.
 */
import type { OptimiserInput, Visit } from './types.ts';

export interface Problem {
  input: OptimiserInput;
  /** Visits and nurses. */
  n: number;
  m: number;
  size: number;
  travel: Float64Array;
  loc: Int32Array;
  /** Earliest and latest service start (a pinned time narrows the window to that instant). */
  open: Float64Array;
  close: Float64Array;
  service: Float64Array;
  demand: Float64Array;
  /** Index of the place the visit's specimen must reach, or -1. */
  place: Int32Array;
  stability: Float64Array;
  /** eligible[v * m + k]: nurse k has the skills and, if pinned, is the pinned nurse. */
  eligible: Uint8Array;
  pinnedNurse: Int32Array;
  nurseStart: Int32Array;
  nurseEnd: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  capacity: Float64Array;
  /** Nurses alike in every rule share a class: an empty route is tried once per class. */
  nurseClass: Int32Array;
  placeLoc: Int32Array;
  placeOpen: Float64Array;
  placeClose: Float64Array;
  placeService: Float64Array;
  /** Any visit with a specimen rule: routes are then timed by simulation, with drop stops. */
  hasDrops: boolean;
  /** Other visits by closeness, for the string removals. */
  neighbors: Int32Array[];
  /** near[v * n + u]: u is among v's closest visits (the granular filter of timed-by-simulation insertions). */
  near: Uint8Array;
  routeCost: number;
  unassignedCost: Float64Array;
  /** A typical short hop, which scales the annealing temperature to the instance's units. */
  hop: number;
}

const NEIGHBORS = 60;
const GRANULAR = 60;

function hasSkills(visit: Visit, skills: readonly string[] | undefined): boolean {
  const need = visit.skills ?? [];
  return need.every((s) => skills?.includes(s));
}

export function buildProblem(input: OptimiserInput): Problem {
  const { visits, nurses, matrix } = input;
  const places = input.places ?? [];
  const n = visits.length;
  const m = nurses.length;
  const size = matrix.size;
  if (matrix.travel.length !== size * size) throw new RangeError('The travel matrix is not size x size');
  const travel = Float64Array.from(matrix.travel);
  const nurseIndex = new Map(nurses.map((k, i) => [k.id, i]));
  const placeIndex = new Map(places.map((p, i) => [p.id, i]));
  const checkLoc = (l: number, what: string): number => {
    if (!Number.isInteger(l) || l < 0 || l >= size) throw new RangeError(`${what}: location ${l} is not in the matrix`);
    return l;
  };

  const loc = new Int32Array(n);
  const open = new Float64Array(n);
  const close = new Float64Array(n);
  const service = new Float64Array(n);
  const demand = new Float64Array(n);
  const place = new Int32Array(n).fill(-1);
  const stability = new Float64Array(n);
  const pinnedNurse = new Int32Array(n).fill(-1);
  const eligible = new Uint8Array(n * m);
  const unassignedCost = new Float64Array(n);
  let maxArc = 0;
  for (let i = 0; i < travel.length; i++) if (travel[i]! > maxArc) maxArc = travel[i]!;
  const routeCost = (2 * n + 2 * m + 2 * places.length + 1) * Math.max(1, maxArc);
  const unit = (m + 1) * routeCost;

  visits.forEach((v, i) => {
    loc[i] = checkLoc(v.location, `visit ${v.id}`);
    const pinTime = v.pinned?.time;
    open[i] = pinTime ?? v.window.start;
    close[i] = pinTime ?? v.window.end;
    service[i] = v.service;
    demand[i] = v.demand ?? 0;
    if (v.specimen) {
      place[i] = placeIndex.get(v.specimen.placeId) ?? -2;
      stability[i] = v.specimen.stability;
    }
    const pin = v.pinned?.nurseId;
    pinnedNurse[i] = pin === undefined ? -1 : (nurseIndex.get(pin) ?? -2);
    for (let k = 0; k < m; k++) {
      const ok = hasSkills(v, nurses[k]!.skills) && (pin === undefined || pinnedNurse[i] === k) && place[i] !== -2;
      eligible[i * m + k] = ok ? 1 : 0;
    }
    unassignedCost[i] = unit * Math.pow(n + 1, Math.min(Math.max(v.priority ?? 0, 0), 3));
  });

  const classKeys = new Map<string, number>();
  const nurseClass = new Int32Array(m);
  nurses.forEach((k, i) => {
    const key = JSON.stringify([k.start, k.end, k.shift, [...(k.skills ?? [])].sort(), k.capacity ?? null]);
    const c = classKeys.get(key) ?? classKeys.size;
    classKeys.set(key, c);
    nurseClass[i] = c;
  });

  const neighbors: Int32Array[] = [];
  const near = new Uint8Array(n * n);
  let hopSum = 0;
  for (let i = 0; i < n; i++) {
    const others: number[] = [];
    for (let j = 0; j < n; j++) if (j !== i) others.push(j);
    const d = (j: number): number => travel[loc[i]! * size + loc[j]!]! + travel[loc[j]! * size + loc[i]!]!;
    others.sort((x, y) => d(x) - d(y) || x - y);
    neighbors.push(Int32Array.from(others.slice(0, NEIGHBORS)));
    for (const j of others.slice(0, GRANULAR)) near[i * n + j] = 1;
    const closest = others.slice(0, 5);
    hopSum += closest.length ? closest.reduce((s, j) => s + d(j) / 2, 0) / closest.length : 0;
  }

  return {
    input,
    n,
    m,
    size,
    travel,
    loc,
    open,
    close,
    service,
    demand,
    place,
    stability,
    eligible,
    pinnedNurse,
    nurseStart: Int32Array.from(nurses, (k) => checkLoc(k.start, `nurse ${k.id}`)),
    nurseEnd: Int32Array.from(nurses, (k) => checkLoc(k.end, `nurse ${k.id}`)),
    shiftStart: Float64Array.from(nurses, (k) => k.shift.start),
    shiftEnd: Float64Array.from(nurses, (k) => k.shift.end),
    capacity: Float64Array.from(nurses, (k) => k.capacity ?? Infinity),
    nurseClass,
    placeLoc: Int32Array.from(places, (p) => checkLoc(p.location, `place ${p.id}`)),
    placeOpen: Float64Array.from(places, (p) => p.receiving.start),
    placeClose: Float64Array.from(places, (p) => p.receiving.end),
    placeService: Float64Array.from(places, (p) => p.service ?? 0),
    hasDrops: visits.some((v) => v.specimen !== undefined),
    neighbors,
    near,
    routeCost,
    unassignedCost,
    hop: n > 0 ? Math.max(hopSum / n, 1e-9) : 1,
  };
}
