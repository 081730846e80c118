import { describe, expect, test } from 'vitest';
import { doubleBookingBreaks } from './no-overlapping-work.ts';
import type { WorkPiece } from './view.ts';

const H = 3_600_000;
const piece = (id: string, kind: WorkPiece['kind'], from: number, to: number, over: Partial<WorkPiece> = {}) => ({
  nurseId: 'devi',
  kind,
  id,
  shiftId: null,
  startMs: from * H,
  endMs: to * H,
  ...over,
});

describe('invariant 2: no nurse holds overlapping work (architecture.md 11)', () => {
  test.each([
    [
      'two itineraries of two regions the same morning',
      [piece('bk', 'itinerary', 8, 12), piece('qn', 'itinerary', 9, 13)],
      1,
    ],
    ['back to back (half-open)', [piece('a', 'itinerary', 8, 12), piece('b', 'itinerary', 12, 15)], 0],
    [
      'an itinerary inside its own shift',
      [piece('s', 'shift', 7, 17), piece('i', 'itinerary', 8, 12, { shiftId: 's' })],
      0,
    ],
    [
      'two itineraries in one shift, overlapping',
      [
        piece('s', 'shift', 7, 17),
        piece('a', 'itinerary', 8, 12, { shiftId: 's' }),
        piece('b', 'itinerary', 11, 14, { shiftId: 's' }),
      ],
      1,
    ],
    ['two shifts overlapping', [piece('s1', 'shift', 7, 12), piece('s2', 'shift', 11, 17)], 1],
    ['an itinerary of no shift over a shift', [piece('s1', 'shift', 7, 12), piece('i', 'itinerary', 9, 10)], 1],
    [
      'two nurses at the same time',
      [piece('a', 'itinerary', 8, 12), piece('b', 'itinerary', 8, 12, { nurseId: 'eva' })],
      0,
    ],
    ['an itinerary with no length (no stops)', [piece('a', 'itinerary', 8, 8), piece('b', 'itinerary', 7, 9)], 0],
  ])('%s', (_name, work, breaks) => {
    expect(doubleBookingBreaks(work)).toHaveLength(breaks);
  });
});
