import { describe, expect, test } from 'vitest';
import type { OptimiserInput } from '@sc/domain/optimiser/types';
import { InfeasibleAnswerError } from './optimiser.ts';
import { toVroomRequest, vroomOptimiser } from './vroom.ts';

// Home (0), visit A (1), visit B (2), the lab (3).
const D = [
  [0, 10, 20, 15],
  [10, 0, 10, 10],
  [20, 10, 0, 10],
  [15, 10, 10, 0],
];
const input: OptimiserInput = {
  matrix: { size: 4, travel: D.flat() },
  visits: [
    {
      id: 'A',
      location: 1,
      window: { start: 20, end: 50 },
      service: 5,
      demand: 1,
      skills: ['iv'],
      specimen: { placeId: 'lab', stability: 30 },
    },
    { id: 'B', location: 2, window: { start: 30, end: 80 }, service: 5, demand: 1, pinned: { nurseId: 'N' } },
  ],
  nurses: [{ id: 'N', start: 0, end: 0, shift: { start: 0, end: 200 }, skills: ['iv'], capacity: 2 }],
  places: [{ id: 'lab', location: 3, receiving: { start: 0, end: 150 }, service: 2 }],
};

// What VROOM answers for it: A picked up, B, then A's specimen delivered at the lab.
const answer = (deliveryArrival: number) => ({
  code: 0,
  unassigned: [],
  routes: [
    {
      vehicle: 1,
      steps: [
        { type: 'start', arrival: 10 },
        { type: 'pickup', id: 1, arrival: 20, waiting_time: 0, service: 5 },
        { type: 'job', id: 2, arrival: 35, waiting_time: 0, service: 5 },
        { type: 'delivery', id: 1_000_001, arrival: deliveryArrival, waiting_time: 50 - deliveryArrival, service: 2 },
        { type: 'end', arrival: 67 },
      ],
    },
  ],
});

const fakeFetch = (body: unknown, sent: unknown[] = []) =>
  (async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;

describe('the VROOM adapter', () => {
  test('sends jobs, shipments for specimens, vehicles with skills and the matrix', () => {
    const request = toVroomRequest(input) as Record<string, unknown[]>;
    expect(request.shipments).toEqual([
      {
        amount: [1],
        skills: [1],
        priority: 0,
        pickup: { id: 1, location_index: 1, service: 5, time_windows: [[20, 50]] },
        delivery: { id: 1_000_001, location_index: 3, service: 2, time_windows: [[0, 150]] },
      },
    ]);
    expect(request.jobs).toEqual([
      { id: 2, location_index: 2, service: 5, pickup: [1], skills: [2], priority: 0, time_windows: [[30, 80]] },
    ]);
    expect(request.vehicles).toEqual([
      { id: 1, start_index: 0, end_index: 0, capacity: [2], skills: [1, 2], time_window: [0, 200] },
    ]);
    expect(request.matrices).toEqual({ car: { durations: D } });
  });

  test('maps the answer back to our plan, which passes the checker', async () => {
    const sent: unknown[] = [];
    const result = await vroomOptimiser('http://vroom', fakeFetch(answer(50), sent)).optimise(input, { seconds: 1 });
    expect(sent).toHaveLength(1);
    expect(result.routes[0]!.stops.map((s) => (s.kind === 'visit' ? s.visitId : `drop ${s.visitIds.join()}`))).toEqual([
      'A',
      'B',
      'drop A',
    ]);
    expect(result.cost).toEqual({ unassigned: 0, routes: 1, travel: 45 });
  });

  test('refuses an answer that breaks a rule VROOM cannot see (a stability limit)', async () => {
    const late = {
      ...input,
      visits: input.visits.map((v) => (v.specimen ? { ...v, specimen: { ...v.specimen, stability: 10 } } : v)),
    };
    await expect(
      vroomOptimiser('http://vroom', fakeFetch(answer(50))).optimise(late, { seconds: 1 }),
    ).rejects.toBeInstanceOf(InfeasibleAnswerError);
  });

  test('reports what VROOM left out, with our reason', async () => {
    const body = {
      code: 0,
      routes: [],
      unassigned: [
        { id: 1, type: 'pickup' },
        { id: 1_000_001, type: 'delivery' },
        { id: 2, type: 'job' },
      ],
    };
    const result = await vroomOptimiser('http://vroom', fakeFetch(body)).optimise(input, { seconds: 1 });
    expect(result.unassigned.map((u) => u.visitId)).toEqual(['A', 'B']);
    expect(result.unassigned.every((u) => u.reason === 'no-time-left')).toBe(true);
  });
});
