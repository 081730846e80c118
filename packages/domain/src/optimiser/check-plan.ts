/**
 * The independent feasibility checker (issue 24): reads a plan against the input's rules and lists
 * every rule it breaks. Written from the rules alone and sharing no code with the search (only the
 * types), so a bug in the search's timing cannot hide itself here. An empty list means feasible.
 *
 * Rules: each visit is placed once or reported; each nurse has at most one route; times follow
 * the travel matrix with no unexplained gaps; every visit starts in its window (or at its pinned
 * time) with its pinned nurse and the skills it needs; routes keep to their nurse's hours and
 * carrier capacity; every specimen reaches its place within its stability limit and in the
 * place's receiving hours; the totals add up.
 */
import type { OptimiserInput, OptimiserResult } from './types.ts';

const EPS = 1e-6;

export function checkPlan(input: OptimiserInput, result: OptimiserResult): string[] {
  const errors: string[] = [];
  const size = input.matrix.size;
  const travelTime = (from: number, to: number): number => Number(input.matrix.travel[from * size + to]);
  const visits = new Map(input.visits.map((v) => [v.id, v]));
  const nurses = new Map(input.nurses.map((k) => [k.id, k]));
  const places = new Map((input.places ?? []).map((q) => [q.id, q]));
  const placedOrReported = new Map<string, number>();
  const count = (id: string): void => {
    placedOrReported.set(id, (placedOrReported.get(id) ?? 0) + 1);
    if (!visits.has(id)) errors.push(`unknown visit ${id}`);
  };
  const routeNurses = new Set<string>();
  let totalTravel = 0;

  for (const route of result.routes) {
    const nurse = nurses.get(route.nurseId);
    const where = `nurse ${route.nurseId}`;
    if (!nurse) {
      errors.push(`${where}: no such nurse`);
      continue;
    }
    if (routeNurses.has(nurse.id)) errors.push(`${where}: more than one route`);
    routeNurses.add(nurse.id);
    if (route.departure < nurse.shift.start - EPS)
      errors.push(`${where}: leaves at ${route.departure}, before the shift`);
    let at = nurse.start;
    let clock = route.departure;
    let load = 0;
    let travel = 0;
    const onBoard = new Map<string, { deadline: number; placeId: string; demand: number }>();

    for (const stop of route.stops) {
      const location = stop.kind === 'visit' ? visits.get(stop.visitId)?.location : places.get(stop.placeId)?.location;
      if (location === undefined) {
        errors.push(`${where}: unknown ${stop.kind === 'visit' ? `visit ${stop.visitId}` : `place ${stop.placeId}`}`);
        if (stop.kind === 'visit') count(stop.visitId);
        continue;
      }
      const leg = travelTime(at, location);
      travel += leg;
      const name = stop.kind === 'visit' ? `visit ${stop.visitId}` : `drop at ${stop.placeId}`;
      if (Math.abs(stop.arrival - (clock + leg)) > EPS)
        errors.push(`${where}: ${name} arrives at ${stop.arrival}, but travel says ${clock + leg}`);
      if (stop.wait < -EPS) errors.push(`${where}: ${name} has a negative wait`);
      const start = stop.arrival + stop.wait;

      if (stop.kind === 'visit') {
        count(stop.visitId);
        const visit = visits.get(stop.visitId)!;
        const pinTime = visit.pinned?.time;
        if (pinTime !== undefined && Math.abs(start - pinTime) > EPS)
          errors.push(`${where}: ${name} starts at ${start}, not its pinned ${pinTime}`);
        if (start < visit.window.start - EPS || start > visit.window.end + EPS)
          errors.push(
            `${where}: ${name} starts at ${start}, outside its window ${visit.window.start}-${visit.window.end}`,
          );
        if (Math.abs(stop.departure - (start + visit.service)) > EPS)
          errors.push(`${where}: ${name} leaves at ${stop.departure}, not after its service`);
        if (visit.pinned?.nurseId !== undefined && visit.pinned.nurseId !== nurse.id)
          errors.push(`${where}: ${name} is pinned to nurse ${visit.pinned.nurseId}`);
        for (const skill of visit.skills ?? [])
          if (!(nurse.skills ?? []).includes(skill)) errors.push(`${where}: ${name} needs skill ${skill}`);
        load += visit.demand ?? 0;
        if (load > (nurse.capacity ?? Infinity) + EPS) errors.push(`${where}: carrier over capacity at ${name}`);
        if (visit.specimen) {
          if (!places.has(visit.specimen.placeId)) errors.push(`${where}: ${name}'s specimen goes to unknown place`);
          onBoard.set(visit.id, {
            deadline: stop.departure + visit.specimen.stability,
            placeId: visit.specimen.placeId,
            demand: visit.demand ?? 0,
          });
        }
      } else {
        const place = places.get(stop.placeId)!;
        if (start < place.receiving.start - EPS || start > place.receiving.end + EPS)
          errors.push(`${where}: ${name} at ${start}, outside receiving hours`);
        if (Math.abs(stop.departure - (start + (place.service ?? 0))) > EPS)
          errors.push(`${where}: ${name} leaves at ${stop.departure}, not after its service`);
        for (const id of stop.visitIds) {
          const specimen = onBoard.get(id);
          if (!specimen) {
            errors.push(`${where}: ${name} hands over ${id}'s specimen, which is not on board`);
            continue;
          }
          if (specimen.placeId !== place.id) errors.push(`${where}: ${id}'s specimen belongs at ${specimen.placeId}`);
          if (start > specimen.deadline + EPS) errors.push(`${where}: ${id}'s specimen is past its stability limit`);
          load -= specimen.demand;
          onBoard.delete(id);
        }
      }
      if (stop.departure < start - EPS) errors.push(`${where}: ${name} leaves before it starts`);
      clock = stop.departure;
      at = location;
    }
    for (const id of onBoard.keys()) errors.push(`${where}: ${id}'s specimen is never dropped`);
    if (route.stops.length > 0) {
      const back = travelTime(at, nurse.end);
      travel += back;
      if (Math.abs(route.arrival - (clock + back)) > EPS)
        errors.push(`${where}: reaches the end at ${route.arrival}, but travel says ${clock + back}`);
    }
    if (route.arrival > nurse.shift.end + EPS) errors.push(`${where}: ends at ${route.arrival}, after the shift`);
    if (Math.abs(travel - route.travel) > 1e-6 * Math.max(1, travel))
      errors.push(`${where}: travel is ${travel}, not ${route.travel}`);
    totalTravel += travel;
  }

  for (const u of result.unassigned) count(u.visitId);
  for (const v of input.visits) {
    const n = placedOrReported.get(v.id) ?? 0;
    if (n === 0) errors.push(`visit ${v.id} is neither placed nor reported`);
    if (n > 1) errors.push(`visit ${v.id} appears ${n} times`);
  }
  if (result.cost.routes !== result.routes.length) errors.push('cost.routes does not count the routes');
  if (result.cost.unassigned !== result.unassigned.length) errors.push('cost.unassigned does not count the unassigned');
  if (Math.abs(result.cost.travel - totalTravel) > 1e-6 * Math.max(1, totalTravel))
    errors.push('cost.travel does not add up');
  return errors;
}
