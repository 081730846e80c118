import { describe, expect, test } from 'vitest';
import {
  applyDispatchChange,
  DISPATCH_REFUSALS,
  runChangeRefusal,
  timeDay,
  type DispatchChange,
} from './manual-change.ts';
import { routeVisitIds, type DispatchPlan, type DispatchProblem } from './problem.ts';
import { baseEarningsCents } from './earnings.ts';

const H = 3600;
/**
 * Three visits and two nurses on a line, ten minutes apart; a lab at the end receiving 8:00-18:00.
 * Points: visits a, b, c (0, 1, 2), homes of Ann and Bea (3, 4), the lab (5). Travel is 600 s a step.
 */
function problem(): DispatchProblem {
  const size = 6;
  const pos = [1, 2, 3, 0, 0, 4];
  const travel: number[] = [];
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) travel.push(Math.abs(pos[i]! - pos[j]!) * 600);
  const point = { lat: 40.7, lng: -73.9 };
  return {
    serviceRegionID: 'region-1',
    day: '2026-11-28',
    timeZone: 'America/New_York',
    visits: [
      {
        id: 'a',
        procedureIDs: ['pa'],
        point,
        window: { start: 8 * H, end: 10 * H },
        service: 900,
        taskTypes: ['venipuncture'],
        fastingHours: 8,
      },
      {
        id: 'b',
        procedureIDs: ['pb'],
        point,
        window: { start: 8 * H, end: 12 * H },
        service: 900,
        taskTypes: ['venipuncture'],
        fastingHours: 0,
      },
      {
        id: 'c',
        procedureIDs: ['pc'],
        point,
        window: { start: 9 * H, end: 9.5 * H },
        service: 900,
        taskTypes: ['urine-collection'],
        fastingHours: 0,
        specimen: { placeId: 'lab', stability: 2 * H },
      },
    ],
    nurses: [
      {
        id: 'ann',
        name: 'Ann',
        taskTypes: ['venipuncture', 'urine-collection'],
        hours: { start: 8 * H, end: 17 * H },
        home: point,
      },
      { id: 'bea', name: 'Bea', taskTypes: ['venipuncture'], hours: { start: 8 * H, end: 11 * H }, home: point },
    ],
    places: [{ id: 'lab', name: 'Lab', point, receiving: { start: 8 * H, end: 18 * H } }],
    travel,
  };
}

/** Ann has a, b and c; Bea has nothing. */
function plan(p = problem()): DispatchPlan {
  const day = timeDay(p, {}, 'ann', ['a', 'c', 'b']);
  if (!day.ok) throw new Error(day.refusal);
  return { routes: [day.route], unplaced: [], pins: {}, edited: false };
}

describe('applyDispatchChange refuses', () => {
  const rows: [string, DispatchChange, string, (p: DispatchProblem, pl: DispatchPlan) => void][] = [
    ['an unknown visit', { kind: 'pin', visitId: 'zzz', nurseId: 'ann' }, DISPATCH_REFUSALS.unknownVisit, () => {}],
    ['an unknown nurse (pin)', { kind: 'pin', visitId: 'a', nurseId: 'zed' }, DISPATCH_REFUSALS.unknownNurse, () => {}],
    [
      'an unknown nurse (move)',
      { kind: 'move', visitId: 'a', toNurseId: 'zed' },
      DISPATCH_REFUSALS.unknownNurse,
      () => {},
    ],
    [
      'a nurse without the task type',
      { kind: 'move', visitId: 'c', toNurseId: 'bea' },
      DISPATCH_REFUSALS.skills,
      () => {},
    ],
    ['a pin with neither nurse nor time', { kind: 'pin', visitId: 'a' }, DISPATCH_REFUSALS.nothingToPin, () => {}],
    [
      'a time before the window',
      { kind: 'pin', visitId: 'a', time: 7 * H },
      DISPATCH_REFUSALS.timeOutsideWindow,
      () => {},
    ],
    [
      'a time after the window',
      { kind: 'pin', visitId: 'c', time: 10 * H },
      DISPATCH_REFUSALS.timeOutsideWindow,
      () => {},
    ],
    [
      'a time past the nurse’s hours',
      { kind: 'pin', visitId: 'b', nurseId: 'bea', time: 11 * H },
      DISPATCH_REFUSALS.timeOutsideHours,
      () => {},
    ],
    [
      'moving a visit pinned to another nurse',
      { kind: 'move', visitId: 'a', toNurseId: 'bea' },
      DISPATCH_REFUSALS.pinnedElsewhere,
      (_p, pl) => (pl.pins.a = { nurseId: 'ann' }),
    ],
    [
      'a position past the day’s end',
      { kind: 'move', visitId: 'a', toNurseId: 'bea', position: 3 },
      DISPATCH_REFUSALS.position,
      () => {},
    ],
    [
      'a negative position',
      { kind: 'move', visitId: 'a', toNurseId: 'bea', position: -1 },
      DISPATCH_REFUSALS.position,
      () => {},
    ],
    ['unpinning a visit not pinned', { kind: 'unpin', visitId: 'a' }, DISPATCH_REFUSALS.notPinned, () => {}],
    [
      'setting aside a visit in no itinerary',
      { kind: 'unassign', visitId: 'a' },
      DISPATCH_REFUSALS.notPlaced,
      (_p, pl) => (pl.routes = []),
    ],
    [
      'a day that misses a window (c after an hour at b, c closes 9:30)',
      { kind: 'move', visitId: 'c', toNurseId: 'ann', position: 2 },
      DISPATCH_REFUSALS.window,
      (p) => (p.visits[1]!.service = H),
    ],
    [
      'a day past the nurse’s hours',
      { kind: 'move', visitId: 'b', toNurseId: 'bea' },
      DISPATCH_REFUSALS.hours,
      (p) => (p.nurses[1]!.hours = { start: 8 * H, end: 8.5 * H }),
    ],
    [
      'a specimen that cannot reach the lab in time',
      { kind: 'move', visitId: 'c', toNurseId: 'ann', position: 0 },
      DISPATCH_REFUSALS.stability,
      (p) => (p.places[0]!.receiving = { start: 16 * H, end: 18 * H }),
    ],
  ];
  test.each(rows)('%s', (_name, change, refusal, arrange) => {
    const p = problem();
    const pl = plan();
    arrange(p, pl);
    const before = JSON.stringify(pl);
    expect(applyDispatchChange(p, pl, change)).toEqual({ ok: false, refusal });
    expect(JSON.stringify(pl)).toBe(before);
  });

  test('any change to a published plan', () => {
    expect(applyDispatchChange(problem(), plan(), { kind: 'unpin', visitId: 'a' }, true)).toEqual({
      ok: false,
      refusal: DISPATCH_REFUSALS.published,
    });
  });
});

describe('runChangeRefusal: only a finished plan not yet published changes by hand', () => {
  test.each([
    ['queued', true, DISPATCH_REFUSALS.notReady],
    ['running', true, DISPATCH_REFUSALS.notReady],
    ['failed', false, DISPATCH_REFUSALS.notReady],
    ['done', false, DISPATCH_REFUSALS.notReady],
    ['published', true, DISPATCH_REFUSALS.published],
    ['done', true, null],
  ] as const)('%s (a plan: %s)', (status, hasPlan, refusal) => {
    expect(runChangeRefusal(status, hasPlan)).toBe(refusal);
  });
});

describe('applyDispatchChange applies', () => {
  test('a move to another nurse: both days re-timed, the visit not pinned (pinning is a choice, ADR 084)', () => {
    const out = applyDispatchChange(problem(), plan(), { kind: 'move', visitId: 'b', toNurseId: 'bea' });
    if (!out.ok) throw new Error(out.refusal);
    const byNurse = Object.fromEntries(out.plan.routes.map((r) => [r.nurseId, routeVisitIds(r)]));
    expect(byNurse).toEqual({ ann: ['a', 'c'], bea: ['b'] });
    expect(out.plan.pins.b).toBeUndefined();
    expect(out.plan.edited).toBe(true);
  });

  test('a time pin: the visit starts then', () => {
    const out = applyDispatchChange(problem(), plan(), { kind: 'pin', visitId: 'b', time: 11 * H });
    if (!out.ok) throw new Error(out.refusal);
    const stop = out.plan.routes[0]!.stops.find((s) => s.kind === 'visit' && s.visitId === 'b')!;
    expect(stop.arrival + stop.wait).toBe(11 * H);
    expect(out.plan.pins.b).toEqual({ nurseId: 'ann', time: 11 * H });
  });

  test('setting aside, then moving the visit back in', () => {
    const aside = applyDispatchChange(problem(), plan(), { kind: 'unassign', visitId: 'b' });
    if (!aside.ok) throw new Error(aside.refusal);
    expect(aside.plan.unplaced).toEqual([{ visitId: 'b', reason: 'set-aside' }]);
    const back = applyDispatchChange(problem(), aside.plan, { kind: 'move', visitId: 'b', toNurseId: 'bea' });
    if (!back.ok) throw new Error(back.refusal);
    expect(back.plan.unplaced).toEqual([]);
  });

  test('moving a nurse’s only visit away drops her empty day', () => {
    const moved = applyDispatchChange(problem(), plan(), { kind: 'move', visitId: 'b', toNurseId: 'bea' });
    if (!moved.ok) throw new Error(moved.refusal);
    const back = applyDispatchChange(
      problem(),
      { ...moved.plan, pins: {} },
      { kind: 'move', visitId: 'b', toNurseId: 'ann' },
    );
    if (!back.ok) throw new Error(back.refusal);
    expect(back.plan.routes.map((r) => r.nurseId)).toEqual(['ann']);
  });
});

describe('baseEarningsCents', () => {
  test.each([
    [0, 0, 0],
    [1, H, 4500],
    [3, 4 * H, 15500],
    [2, 1.01 * H, 7100],
  ])('%i visits over %i s pay %i cents', (visits, span, cents) => {
    const stops = Array.from({ length: visits }, (_, i) => ({
      kind: 'visit' as const,
      visitId: `v${i}`,
      arrival: 0,
      wait: 0,
      departure: 0,
    }));
    expect(baseEarningsCents({ departure: 0, arrival: span, stops })).toBe(cents);
  });
});
