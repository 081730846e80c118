/**
 * Seeded, made-up field days for tests and the bench: visits scattered over a city with time
 * windows, skills and specimens that must reach a lab or drop box within their stability limit;
 * nurses starting from home with working hours and skills. Times are seconds from midnight,
 * travel is straight-line distance at a city driving pace.
 */
import { createRandom } from './random.ts';
import type { OptimiserInput, Place, Visit, Nurse } from './types.ts';

export interface FieldShape {
  visits: number;
  nurses: number;
  /** Side of the square city, in km. */
  km?: number;
  /** Share of visits whose specimen has a stability limit. */
  stabilityShare?: number;
}

const HOUR = 3600;
const SECONDS_PER_KM = 150;
const SKILLS = ['paediatric', 'iv'] as const;

export function randomFieldDay(seed: number, shape: FieldShape): OptimiserInput {
  const rng = createRandom(seed);
  const km = shape.km ?? 20;
  const points: [number, number][] = [];
  const point = (): number => {
    points.push([rng.next() * km, rng.next() * km]);
    return points.length - 1;
  };
  const places: Place[] = [
    { id: 'lab-central', location: point(), receiving: { start: 8 * HOUR, end: 18 * HOUR }, service: 300 },
    { id: 'lab-north', location: point(), receiving: { start: 7 * HOUR, end: 16 * HOUR }, service: 300 },
    { id: 'drop-box', location: point(), receiving: { start: 6 * HOUR, end: 21 * HOUR }, service: 120 },
  ];
  const nurses: Nurse[] = Array.from({ length: shape.nurses }, (_, i) => {
    const home = point();
    const start = (7 + rng.int(3)) * HOUR;
    return {
      id: `nurse-${i + 1}`,
      start: home,
      end: home,
      shift: { start, end: start + (8 + rng.int(3)) * HOUR },
      skills: SKILLS.filter(() => rng.next() < 0.5),
      capacity: 12,
    };
  });
  const visits: Visit[] = Array.from({ length: shape.visits }, (_, i) => {
    const open = (7 + rng.next() * 9) * HOUR;
    const width = (1 + rng.int(4)) * HOUR;
    const skills = SKILLS.filter(() => rng.next() < 0.15);
    const withSpecimen = rng.next() < (shape.stabilityShare ?? 0.6);
    return {
      id: `visit-${i + 1}`,
      location: point(),
      window: { start: Math.round(open), end: Math.round(open + width) },
      service: (10 + rng.int(3) * 5) * 60,
      skills,
      priority: rng.next() < 0.1 ? 1 : 0,
      demand: 1,
      ...(withSpecimen
        ? { specimen: { placeId: places[rng.int(places.length)]!.id, stability: (2 + rng.int(3)) * HOUR } }
        : {}),
    };
  });
  const size = points.length;
  const travel = new Float64Array(size * size);
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++)
      travel[a * size + b] = Math.round(
        Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]) * SECONDS_PER_KM,
      );
  return { matrix: { size, travel }, visits, nurses, places };
}
