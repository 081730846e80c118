import { describe, expect, test } from 'vitest';
import { DISPATCH_REFUSALS } from './manual-change.ts';
import { movePreviewText, previewMove, previewMoves } from './preview-move.ts';
import type { DispatchPlan, DispatchProblem } from './problem.ts';
import { timeDay } from './manual-change.ts';

const H = 3600;
/** Visits a, b, c on a line, 600 s a step; Ann and Bea start at 0; c needs a urine collection only Ann does. */
function problem(): DispatchProblem {
  const pos = [1, 2, 5, 0, 0];
  const travel: number[] = [];
  for (const i of pos) for (const j of pos) travel.push(Math.abs(i - j) * 600);
  const point = { lat: 40.7, lng: -73.9 };
  const visit = (id: string, start: number, end: number, taskTypes: ('venipuncture' | 'urine-collection')[]) => ({
    id,
    procedureIDs: [id],
    point,
    window: { start, end },
    service: 900,
    taskTypes,
    fastingHours: 0,
  });
  return {
    serviceRegionID: 'r',
    day: '2026-11-28',
    timeZone: 'America/New_York',
    visits: [
      visit('a', 8 * H, 12 * H, ['venipuncture']),
      visit('b', 8 * H, 12 * H, ['venipuncture']),
      visit('c', 9 * H, 9.25 * H, ['urine-collection']),
    ],
    nurses: [
      {
        id: 'ann',
        name: 'Ann',
        taskTypes: ['venipuncture', 'urine-collection'],
        hours: { start: 8 * H, end: 16 * H },
        home: point,
      },
      { id: 'bea', name: 'Bea', taskTypes: ['venipuncture'], hours: { start: 8 * H, end: 16 * H }, home: point },
    ],
    places: [],
    travel,
  };
}

function plan(): DispatchPlan {
  const p = problem();
  const ann = timeDay(p, {}, 'ann', ['a', 'c']);
  const bea = timeDay(p, {}, 'bea', ['b']);
  if (!ann.ok || !bea.ok) throw new Error('fixture');
  return { routes: [ann.route, bea.route], unplaced: [], pins: {}, edited: false };
}

describe('previewMove (ADR 084)', () => {
  test.each([
    ['a to Bea fits; the drive changes by the difference of both days', 'a', 'bea', { fits: true }],
    ['c to Bea: she does not collect urine', 'c', 'bea', { fits: false, refusal: DISPATCH_REFUSALS.skills }],
    ['b to Ann fits', 'b', 'ann', { fits: true }],
  ])('%s', (_, visitId, to, expected) => {
    expect(previewMove(problem(), plan(), visitId, to)).toMatchObject({ nurseId: to, ...expected });
  });

  test('the driving it costs: a to Bea adds her trip out and back, and saves Ann nothing on her way to c', () => {
    // Ann: 0→1→5→0 = 10 steps either way (a lies on her way to c); Bea: 0→2→0 = 4, with a 0→1→2→0 = 4.
    const preview = previewMove(problem(), plan(), 'a', 'bea');
    expect(preview).toEqual({ nurseId: 'bea', fits: true, drivingDelta: 0 });
  });

  test('b to Ann: Bea no longer drives (4 steps), Ann drives to b on her way (no more)', () => {
    expect(previewMove(problem(), plan(), 'b', 'ann')).toEqual({ nurseId: 'ann', fits: true, drivingDelta: -4 * 600 });
  });

  test('every nurse but her own', () => {
    expect(previewMoves(problem(), plan(), 'c').map((p) => p.nurseId)).toEqual(['bea']);
  });

  test.each([
    [{ nurseId: 'x', fits: true as const, drivingDelta: 720 }, 'Fits · +12 min driving'],
    [{ nurseId: 'x', fits: true as const, drivingDelta: -300 }, 'Fits · 5 min less driving'],
    [{ nurseId: 'x', fits: true as const, drivingDelta: 20 }, 'Fits · no more driving'],
    [{ nurseId: 'x', fits: false as const, refusal: DISPATCH_REFUSALS.stability }, DISPATCH_REFUSALS.stability],
  ])('%o reads "%s"', (preview, text) => expect(movePreviewText(preview)).toBe(text));
});
