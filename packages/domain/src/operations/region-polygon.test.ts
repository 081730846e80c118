import { describe, expect, it } from 'vitest';
import { isPointInPolygon } from '../field-checks/geocheck.ts';
import { MAX_RING_POSITIONS, polygonProblem, polygonTexts, toPolygon } from './region-polygon.ts';

const square = [
  [-74.04, 40.57],
  [-73.86, 40.57],
  [-73.86, 40.74],
  [-74.04, 40.74],
  [-74.04, 40.57],
];

describe('polygonProblem: a service region’s area (issue 25)', () => {
  it.each([
    ['the demo’s Brooklyn square', [square], null],
    [
      'a square with a hole',
      [
        square,
        [
          [-73.95, 40.65],
          [-73.94, 40.65],
          [-73.94, 40.66],
          [-73.95, 40.65],
        ],
      ],
      null,
    ],
    ['no ring', [], polygonTexts.noRing],
    ['eleven rings', Array.from({ length: 11 }, () => square), polygonTexts.tooManyRings],
    ['a ring of three positions', [square.slice(0, 2).concat([square[0]!])], polygonTexts.ringTooShort(1)],
    ['a ring too long', [Array.from({ length: MAX_RING_POSITIONS + 1 }, () => [0, 0])], polygonTexts.ringTooLong(1)],
    [
      'latitude first by mistake (91 is no latitude)',
      [
        [
          [40.57, -74.04],
          [40.57, 91],
          [40.74, -73.86],
          [40.57, -74.04],
        ],
      ],
      polygonTexts.badPosition(1, 2),
    ],
    [
      'a position of three numbers',
      [
        [
          [0, 0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
      polygonTexts.badPosition(1, 1),
    ],
    [
      'a position as text',
      [
        [
          ['0', '0'],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
      polygonTexts.badPosition(1, 1),
    ],
    ['an open ring', [square.slice(0, 4)], polygonTexts.notClosed(1)],
    [
      'an open hole',
      [
        square,
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
      polygonTexts.notClosed(2),
    ],
  ] as const)('%s', (_, coordinates, problem) => {
    expect(polygonProblem(coordinates as unknown as unknown[][])).toBe(problem);
  });

  it('an accepted polygon is what the geocheck reads', () => {
    expect(isPointInPolygon([-73.9442, 40.6782], toPolygon([square]))).toBe(true);
    expect(isPointInPolygon([-73.98, 40.76], toPolygon([square]))).toBe(false);
  });
});
