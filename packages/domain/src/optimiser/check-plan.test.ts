import { describe, expect, test } from 'vitest';
import { checkPlan } from './check-plan.ts';
import type { OptimiserInput, OptimiserResult } from './types.ts';

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
    { id: 'B', location: 2, window: { start: 30, end: 80 }, service: 5, demand: 1 },
  ],
  nurses: [
    { id: 'N', start: 0, end: 0, shift: { start: 0, end: 200 }, skills: ['iv'], capacity: 2 },
    { id: 'M', start: 0, end: 0, shift: { start: 0, end: 200 }, capacity: 2 },
  ],
  places: [{ id: 'lab', location: 3, receiving: { start: 0, end: 150 }, service: 2 }],
};

function validPlan(): OptimiserResult {
  return {
    routes: [
      {
        nurseId: 'N',
        departure: 10,
        stops: [
          { kind: 'visit', visitId: 'A', arrival: 20, wait: 0, departure: 25 },
          { kind: 'visit', visitId: 'B', arrival: 35, wait: 0, departure: 40 },
          { kind: 'drop', placeId: 'lab', visitIds: ['A'], arrival: 50, wait: 0, departure: 52 },
        ],
        arrival: 67,
        travel: 45,
      },
    ],
    unassigned: [],
    cost: { unassigned: 0, routes: 1, travel: 45 },
    movedStops: 0,
    iterations: 0,
  };
}

type Breaker = (plan: OptimiserResult, inputCopy: OptimiserInput) => void;

const route = (plan: OptimiserResult) => plan.routes[0]!;
const stop = (plan: OptimiserResult, i: number) => route(plan).stops[i]!;

describe('checkPlan', () => {
  test('accepts a plan that keeps every rule', () => {
    expect(checkPlan(input, validPlan())).toEqual([]);
  });

  test('accepts a visit reported as unassigned instead of placed', () => {
    const plan = validPlan();
    route(plan).stops.splice(1, 1);
    Object.assign(route(plan), { arrival: 52, travel: 35 });
    Object.assign(stop(plan, 1), { arrival: 35, departure: 37 });
    plan.unassigned.push({ visitId: 'B', reason: 'no-time-left' });
    plan.cost = { unassigned: 1, routes: 1, travel: 35 };
    expect(checkPlan(input, plan)).toEqual([]);
  });

  // Each row breaks one rule of a valid plan by hand; the checker must name it.
  const cases: [string, Breaker, string][] = [
    [
      'a visit outside its window',
      (p) => {
        Object.assign(stop(p, 0), { wait: 40, departure: 65 });
      },
      'outside its window',
    ],
    ['leaving before the shift', (p, i) => void Object.assign(i.nurses[0]!.shift, { start: 15 }), 'before the shift'],
    ['ending after the shift', (p, i) => void Object.assign(i.nurses[0]!.shift, { end: 60 }), 'after the shift'],
    ['a carrier over capacity', (p, i) => void Object.assign(i.nurses[0]!, { capacity: 1 }), 'over capacity'],
    ['a nurse without the skill', (p) => void Object.assign(route(p), { nurseId: 'M' }), 'needs skill iv'],
    [
      'a specimen past its stability limit',
      (p, i) => void Object.assign(i.visits[0]!.specimen!, { stability: 20 }),
      'past its stability limit',
    ],
    [
      'a specimen never dropped',
      (p) => {
        route(p).stops.pop();
        Object.assign(route(p), { arrival: 60, travel: 40 });
        p.cost.travel = 40;
      },
      'never dropped',
    ],
    [
      'a drop outside receiving hours',
      (p, i) => void Object.assign(i.places![0]!.receiving, { end: 45 }),
      'outside receiving hours',
    ],
    [
      'a visit away from its pinned nurse',
      (p, i) => void (i.visits[1]!.pinned = { nurseId: 'M' }),
      'pinned to nurse M',
    ],
    ['a visit off its pinned time', (p, i) => void (i.visits[1]!.pinned = { time: 36 }), 'not its pinned 36'],
    [
      'an arrival faster than travel',
      (p) => void Object.assign(stop(p, 1), { arrival: 30, wait: 5 }),
      'but travel says',
    ],
    [
      'a visit placed twice',
      (p) => void p.unassigned.push({ visitId: 'B', reason: 'no-time-left' }),
      'appears 2 times',
    ],
    [
      'a visit neither placed nor reported',
      (p) => {
        p.unassigned.length = 0;
        route(p).stops.splice(1, 1);
      },
      'neither placed nor reported',
    ],
    ['a route for an unknown nurse', (p) => void Object.assign(route(p), { nurseId: 'X' }), 'no such nurse'],
    ['two routes for one nurse', (p) => void p.routes.push({ ...route(p), stops: [] }), 'more than one route'],
    [
      'a departure before the service ends',
      (p) => void Object.assign(stop(p, 0), { departure: 22 }),
      'not after its service',
    ],
    ['totals that do not add up', (p) => void Object.assign(p.cost, { travel: 40 }), 'cost.travel'],
    [
      'a specimen handed to the wrong place',
      (p, i) => {
        i.places = [...i.places!, { id: 'box', location: 3, receiving: { start: 0, end: 150 }, service: 2 }];
        Object.assign(stop(p, 2), { placeId: 'box' });
      },
      'belongs at lab',
    ],
  ];

  test.each(cases)('rejects %s', (_, breakIt, message) => {
    const plan = validPlan();
    const copy = JSON.parse(JSON.stringify(input)) as OptimiserInput;
    breakIt(plan, copy);
    const errors = checkPlan(copy, plan);
    expect(errors.join('\n')).toContain(message);
  });
});
