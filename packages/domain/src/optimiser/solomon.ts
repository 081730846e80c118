/**
 * Solomon's VRPTW instances (1987), the field's standard benchmark: a depot (customer 0) and 100
 * customers with coordinates, demand, ready time, due date and service time; identical vehicles of
 * one capacity. Distances are Euclidean and real-valued (not rounded), and travel time equals
 * distance, as in the published best-known results.
 */
import type { OptimiserInput, OptimiserResult } from './types.ts';

export interface SolomonCustomer {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface SolomonInstance {
  name: string;
  vehicles: number;
  capacity: number;
  /** customers[0] is the depot. */
  customers: SolomonCustomer[];
}

export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? '';
  const vehicleAt = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  if (vehicleAt < 0) throw new Error('Not a Solomon instance: no VEHICLE NUMBER CAPACITY line');
  const [vehicles, capacity] = (lines[vehicleAt + 1] ?? '').split(/\s+/).map(Number);
  const customers: SolomonCustomer[] = [];
  const headerAt = lines.findIndex((l) => /^CUST\s+NO/i.test(l));
  for (const line of lines.slice(headerAt + 1)) {
    if (!line) continue;
    const f = line.split(/\s+/).map(Number);
    if (f.length < 7 || f.some((x) => !Number.isFinite(x))) throw new Error(`Bad customer line: ${line}`);
    const [id, x, y, demand, ready, due, service] = f as [number, number, number, number, number, number, number];
    customers.push({ id, x, y, demand, ready, due, service });
  }
  if (!vehicles || !capacity || customers.length < 2 || customers[0]!.id !== 0)
    throw new Error('Not a Solomon instance: missing vehicles, capacity, depot or customers');
  return { name, vehicles, capacity, customers };
}

/** Location i is customer i (0 the depot); visit ids are the customer numbers. */
export function solomonToInput(inst: SolomonInstance): OptimiserInput {
  const c = inst.customers;
  const size = c.length;
  const travel = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) travel[i * size + j] = Math.hypot(c[i]!.x - c[j]!.x, c[i]!.y - c[j]!.y);
  const depot = c[0]!;
  return {
    matrix: { size, travel },
    visits: c.slice(1).map((cu, i) => ({
      id: String(cu.id),
      location: i + 1,
      window: { start: cu.ready, end: cu.due },
      service: cu.service,
      demand: cu.demand,
    })),
    nurses: Array.from({ length: inst.vehicles }, (_, k) => ({
      id: `vehicle-${k + 1}`,
      start: 0,
      end: 0,
      shift: { start: depot.ready, end: depot.due },
      capacity: inst.capacity,
    })),
  };
}

/** `Route 1: 5 3 7 ...`, one route a line, as the published solutions are written. */
export function formatSolomonRoutes(result: OptimiserResult): string[] {
  return result.routes.map(
    (r, i) => `Route ${i + 1}: ${r.stops.flatMap((s) => (s.kind === 'visit' ? [s.visitId] : [])).join(' ')}`,
  );
}
