/**
 * The production route optimiser: a VROOM server over HTTP (architecture.md 7, ADR 040), answering the
 * same input as the in-process default. Our input maps onto VROOM's JSON API: visits become jobs
 * (time window, service, skills, priority) or, when their specimen must reach a lab, shipments
 * (pick-up at the visit, delivery at the lab in its receiving hours); nurses become vehicles
 * (start, end, working hours, skills, capacity); the travel matrix goes as durations. Skills are
 * numbered; a visit pinned to a nurse gets a skill only that nurse has; a pinned time is a
 * one-instant window.
 *
 * VROOM has no limit on the time between a pick-up and its delivery, so it cannot keep stability
 * limits: every answer goes through the domain's checker, and one that breaks a rule is refused
 * (InfeasibleAnswerError) rather than used; the caller can fall back to the in-process optimiser.
 */
import { checkPlan } from '@sc/domain/optimiser/check-plan';
import { countMovedStops, explainUnassigned } from '@sc/domain/optimiser/optimise';
import type { OptimiserInput, OptimiserResult, PlannedRoute, Stop } from '@sc/domain/optimiser/types';
import { InfeasibleAnswerError, type RouteOptimiser } from './optimiser.ts';

/** Delivery step ids are visit ids offset by this, so pick-ups and deliveries never share one. */
const DELIVERY = 1_000_000;

interface VroomStep {
  type: 'start' | 'end' | 'job' | 'pickup' | 'delivery' | 'break';
  id?: number;
  arrival: number;
  waiting_time?: number;
  service?: number;
}

interface VroomAnswer {
  code: number;
  error?: string;
  routes?: { vehicle: number; steps: VroomStep[] }[];
  unassigned?: { id: number; type: string }[];
}

const whole = (t: number): number => Math.round(t);

export function toVroomRequest(input: OptimiserInput): unknown {
  const skillIds = new Map<string, number>();
  const skill = (name: string): number => {
    if (!skillIds.has(name)) skillIds.set(name, skillIds.size + 1);
    return skillIds.get(name)!;
  };
  const pinSkill = (nurseId: string): number => skill(`pinned:${nurseId}`);
  const places = new Map((input.places ?? []).map((p) => [p.id, p]));
  const jobs: unknown[] = [];
  const shipments: unknown[] = [];
  input.visits.forEach((v, i) => {
    const skills = (v.skills ?? []).map(skill);
    if (v.pinned?.nurseId) skills.push(pinSkill(v.pinned.nurseId));
    const windows = [
      v.pinned?.time !== undefined
        ? [whole(v.pinned.time), whole(v.pinned.time)]
        : [whole(v.window.start), whole(v.window.end)],
    ];
    const priority = Math.min(100, Math.max(0, (v.priority ?? 0) * 10));
    const place = v.specimen ? places.get(v.specimen.placeId) : undefined;
    if (place) {
      shipments.push({
        amount: [whole(v.demand ?? 0)],
        skills,
        priority,
        pickup: { id: i + 1, location_index: v.location, service: whole(v.service), time_windows: windows },
        delivery: {
          id: DELIVERY + i + 1,
          location_index: place.location,
          service: whole(place.service ?? 0),
          time_windows: [[whole(place.receiving.start), whole(place.receiving.end)]],
        },
      });
    } else {
      jobs.push({
        id: i + 1,
        location_index: v.location,
        service: whole(v.service),
        pickup: [whole(v.demand ?? 0)],
        skills,
        priority,
        time_windows: windows,
      });
    }
  });
  const size = input.matrix.size;
  const durations = Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => whole(Number(input.matrix.travel[i * size + j]))),
  );
  const vehicles = input.nurses.map((k, i) => ({
    id: i + 1,
    start_index: k.start,
    end_index: k.end,
    capacity: [Math.min(whole(k.capacity ?? 1e9), 1e9)],
    skills: [...(k.skills ?? []).map(skill), pinSkill(k.id)],
    time_window: [whole(k.shift.start), whole(k.shift.end)],
  }));
  return { vehicles, jobs, shipments, matrices: { car: { durations } } };
}

/** VROOM's answer in our terms; travel is re-added from the matrix so it matches the checker's. */
export function fromVroomAnswer(input: OptimiserInput, answer: VroomAnswer): OptimiserResult {
  if (answer.code !== 0) throw new Error(`VROOM refused the problem (code ${answer.code}): ${answer.error ?? ''}`);
  const size = input.matrix.size;
  const leg = (a: number, b: number): number => Number(input.matrix.travel[a * size + b]);
  const routes: PlannedRoute[] = [];
  for (const r of answer.routes ?? []) {
    const nurse = input.nurses[r.vehicle - 1]!;
    const stops: Stop[] = [];
    let at = nurse.start;
    let travel = 0;
    let departure = 0;
    let arrival = 0;
    for (const step of r.steps) {
      const wait = step.waiting_time ?? 0;
      const leave = step.arrival + wait + (step.service ?? 0);
      if (step.type === 'start') departure = step.arrival;
      else if (step.type === 'end') {
        travel += leg(at, nurse.end);
        arrival = step.arrival;
      } else if (step.type === 'job' || step.type === 'pickup') {
        const visit = input.visits[step.id! - 1]!;
        travel += leg(at, visit.location);
        at = visit.location;
        stops.push({ kind: 'visit', visitId: visit.id, arrival: step.arrival, wait, departure: leave });
      } else if (step.type === 'delivery') {
        const visit = input.visits[step.id! - DELIVERY - 1]!;
        const place = input.places!.find((p) => p.id === visit.specimen!.placeId)!;
        travel += leg(at, place.location);
        at = place.location;
        stops.push({
          kind: 'drop',
          placeId: place.id,
          visitIds: [visit.id],
          arrival: step.arrival,
          wait,
          departure: leave,
        });
      }
    }
    if (stops.length > 0) routes.push({ nurseId: nurse.id, departure, stops, arrival, travel });
  }
  const left = [...new Set((answer.unassigned ?? []).map((u) => (u.id > DELIVERY ? u.id - DELIVERY : u.id)))];
  const unassigned = explainUnassigned(
    input,
    left.sort((a, b) => a - b).map((id) => input.visits[id - 1]!.id),
  );
  return {
    routes,
    unassigned,
    cost: { unassigned: unassigned.length, routes: routes.length, travel: routes.reduce((s, r) => s + r.travel, 0) },
    movedStops: countMovedStops(input, routes),
    iterations: 0,
  };
}

export function vroomOptimiser(url: string, fetcher: typeof fetch = fetch): RouteOptimiser {
  return {
    async optimise(input, run) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(toVroomRequest(input)),
        signal: AbortSignal.any([
          AbortSignal.timeout(Math.max(1, run.seconds) * 1000 + 30_000),
          ...(run.signal ? [run.signal] : []),
        ]),
      });
      if (!response.ok) throw new Error(`VROOM answered HTTP ${response.status}`);
      const result = fromVroomAnswer(input, (await response.json()) as VroomAnswer);
      const violations = checkPlan(input, result);
      if (violations.length > 0) throw new InfeasibleAnswerError('VROOM', violations);
      return result;
    },
  };
}
