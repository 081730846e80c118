import { describe, expect, it } from 'vitest';
import type { LatLng } from './deviation.ts';
import {
  checkInAvailable,
  geocheckShift,
  geocheckTexts,
  isInServiceRegion,
  isPointInPolygon,
  locateInRing,
  requireGeoCheck,
  toGeoCheck,
  type CheckInAvailableInput,
  type PolygonCoordinates,
  type Position,
  type Ring,
  type RingPlacement,
  type ServiceRegion,
} from './geocheck.ts';
import { shiftStatuses } from '../vocabulary/shifts.ts';

/** A 10 x 10 square with a 4 x 4 hole in the middle, closed rings as GeoJSON writes them. */
const OUTER: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const HOLE: Ring = [
  [3, 3],
  [7, 3],
  [7, 7],
  [3, 7],
  [3, 3],
];
const SQUARE_WITH_HOLE: PolygonCoordinates = [OUTER, HOLE];
/** A concave "U": the notch between x 4..6 above y 3 is outside. */
const U_SHAPE: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [6, 10],
  [6, 3],
  [4, 3],
  [4, 10],
  [0, 10],
];

describe('locateInRing (design: ray casting with an exact edge test)', () => {
  const rows: [string, Position, Ring, RingPlacement][] = [
    ['centre of the square', [5, 5], OUTER, 'inside'],
    ['on an edge', [5, 0], OUTER, 'boundary'],
    ['on a vertex', [10, 10], OUTER, 'boundary'],
    ['just outside', [10.000001, 5], OUTER, 'outside'],
    ['far away', [50, 50], OUTER, 'outside'],
    ['level with a vertex, outside (ray through the vertex)', [-1, 10], OUTER, 'outside'],
    ['U arm, left', [2, 8], U_SHAPE, 'inside'],
    ['U notch (concave part) -> outside', [5, 8], U_SHAPE, 'outside'],
    ['U base below the notch', [5, 2], U_SHAPE, 'inside'],
    ['ring not closed works the same', [5, 5], OUTER.slice(0, 4), 'inside'],
  ];
  it.each(rows)('requirements.md 5 region geometry: %s', (_, point, ring, expected) =>
    expect(locateInRing(point, ring)).toBe(expected),
  );
});

describe('isPointInPolygon (requirements.md 5 service regions: outer ring minus holes)', () => {
  const rows: [string, Position, boolean][] = [
    ['in the ring, outside the hole', [1, 1], true],
    ['strictly inside the hole -> outside the region', [5, 5], false],
    ['on the hole edge -> inside (closed set)', [3, 5], true],
    ['on the outer edge -> inside (closed set)', [0, 5], true],
    ['outside the outer ring', [11, 5], false],
  ];
  it.each(rows)('requirements.md 5: %s', (_, point, expected) => expect(isPointInPolygon(point, SQUARE_WITH_HOLE)).toBe(expected));

  it.each([
    ['no rings', []],
    [
      'an outer ring of two points',
      [
        [
          [0, 0],
          [1, 1],
        ] as Ring,
      ],
    ],
  ])('design: a degenerate polygon (%s) contains nothing', (_, polygon) =>
    expect(isPointInPolygon([0, 0], polygon as PolygonCoordinates)).toBe(false),
  );
});

/** Rough boxes in [lng, lat]: Brooklyn and Queens side by side, Manhattan as a two-part MultiPolygon. */
const brooklyn: ServiceRegion = {
  id: 'region-brooklyn',
  name: 'Brooklyn',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-74.05, 40.57],
        [-73.85, 40.57],
        [-73.85, 40.74],
        [-74.05, 40.74],
        [-74.05, 40.57],
      ],
    ],
  },
};
const queens: ServiceRegion = {
  id: 'region-queens',
  name: 'Queens',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-73.85, 40.54],
        [-73.7, 40.54],
        [-73.7, 40.8],
        [-73.85, 40.8],
        [-73.85, 40.54],
      ],
    ],
  },
};
const manhattan: ServiceRegion = {
  id: 'region-manhattan',
  name: 'Manhattan',
  geometry: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-74.02, 40.7],
          [-73.97, 40.7],
          [-73.97, 40.75],
          [-74.02, 40.75],
        ],
      ],
      [
        [
          [-73.99, 40.76],
          [-73.93, 40.76],
          [-73.93, 40.88],
          [-73.99, 40.88],
        ],
      ],
    ],
  },
};
const noArea: ServiceRegion = { id: 'region-none', name: 'Nowhere', geometry: null };

const inBrooklyn: LatLng = { lat: 40.65, lng: -73.95 };
const inQueens: LatLng = { lat: 40.7, lng: -73.8 };
const inUptown: LatLng = { lat: 40.8, lng: -73.96 };
const inNewark: LatLng = { lat: 40.73, lng: -74.17 };

describe('isInServiceRegion (requirements.md 5, GeoJSON [lng, lat] order)', () => {
  const rows: [string, LatLng, ServiceRegion, boolean][] = [
    ['Brooklyn point in Brooklyn', inBrooklyn, brooklyn, true],
    ['Queens point not in Brooklyn', inQueens, brooklyn, false],
    ['second part of a MultiPolygon', inUptown, manhattan, true],
    ['between the parts of a MultiPolygon', { lat: 40.755, lng: -74.01 }, manhattan, false],
    [
      'latitude and longitude not swapped: (lat, lng) read as (lng, lat) misses',
      { lat: -73.95, lng: 40.65 },
      brooklyn,
      false,
    ],
    ['region without geometry contains nobody', inBrooklyn, noArea, false],
  ];
  it.each(rows)('requirements.md 5: %s', (_, location, region, expected) =>
    expect(isInServiceRegion(location, region)).toBe(expected),
  );
});

describe('geocheckShift (requirements.md 5: the nurse must be in one of the shift service regions, else "Not in service region")', () => {
  const shiftRegions = [brooklyn, queens];
  const rows: [string, LatLng | null, readonly ServiceRegion[], string | null][] = [
    ['requirements.md 5: in the first region -> ok with it', inBrooklyn, shiftRegions, 'region-brooklyn'],
    ['requirements.md 5: in the second region -> ok with it', inQueens, shiftRegions, 'region-queens'],
    [
      'requirements.md 5: on the shared edge -> the first region in shift order',
      { lat: 40.65, lng: -73.85 },
      shiftRegions,
      'region-brooklyn',
    ],
    ['requirements.md 5: in a region the shift does not cover -> refused', inUptown, shiftRegions, null],
    ['requirements.md 5: outside every region -> refused', inNewark, shiftRegions, null],
    ['requirements.md 5: shift with no regions -> refused', inBrooklyn, [], null],
    ['design: unknown location -> refused', null, shiftRegions, null],
  ];
  it.each(rows)('%s', (_, nurseLocation, regions, regionID) => {
    const result = geocheckShift({ nurseLocation, shiftRegions: regions });
    if (regionID === null) expect(result).toEqual({ ok: false, message: 'Not in service region' });
    else expect(result).toMatchObject({ ok: true, region: { id: regionID } });
  });
});

describe('completing the geocheck (requirements.md 5: completing needs a geoCheck; requirements.md 8 "No geocheck to complete.")', () => {
  it('requirements.md 7: toGeoCheck records the region, the position and the time', () =>
    expect(toGeoCheck(brooklyn, inBrooklyn, Date.UTC(2025, 0, 15, 14))).toEqual({
      serviceRegionID: 'region-brooklyn',
      lat: 40.65,
      lng: -73.95,
      checkedAt: '2025-01-15T14:00:00.000Z',
    }));
  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('requirements.md 8: %s geoCheck throws "No geocheck to complete."', (_, geoCheck) =>
    expect(() => requireGeoCheck(geoCheck)).toThrow('No geocheck to complete.'),
  );
  it('requirements.md 5: a recorded geoCheck completes', () => {
    const geoCheck = toGeoCheck(queens, inQueens, 0);
    expect(requireGeoCheck(geoCheck)).toBe(geoCheck);
  });
  it('requirements.md 8 texts verbatim', () =>
    expect(geocheckTexts).toEqual({
      notInServiceRegion: 'Not in service region',
      noGeocheckToComplete: 'No geocheck to complete.',
      checkInAvailable: 'Check in available',
    }));
});

const NOW = Date.UTC(2025, 0, 15, 14, 0, 0);
const HOUR = 3_600_000;
const base: CheckInAvailableInput = {
  shiftStatus: 'accepted',
  startTime: NOW + 3 * HOUR,
  now: NOW,
  supplyPreparationDisabled: false,
};

describe('checkInAvailable (requirements.md 2.3: accepted, starts in under 24 hours, supply-preparation-disabled flag off; requirements.md 9 24 h)', () => {
  const rows: [string, Partial<CheckInAvailableInput>, boolean][] = [
    ['requirements.md 2.3: accepted, starts in 3 h -> shown', {}, true],
    ['requirements.md 9: starts in 23 h 59 min 59.999 s -> shown', { startTime: NOW + 24 * HOUR - 1 }, true],
    ['requirements.md 9: starts in exactly 24 h -> not shown ("under 24 hours")', { startTime: NOW + 24 * HOUR }, false],
    ['requirements.md 9: starts in 2 days -> not shown', { startTime: NOW + 48 * HOUR }, false],
    ['requirements.md 2.3: supply-preparation-disabled flag on -> not shown', { supplyPreparationDisabled: true }, false],
    ['design: starting right now -> shown', { startTime: NOW }, true],
    ['design: started 1 h ago, still accepted -> shown (late check-in)', { startTime: NOW - HOUR }, true],
    ['design: started, end time still ahead -> shown', { startTime: NOW - HOUR, endTime: NOW + HOUR }, true],
    ['design: end time passed -> not shown', { startTime: NOW - 9 * HOUR, endTime: NOW - HOUR }, false],
    ['design: end time exactly now -> not shown', { startTime: NOW - 8 * HOUR, endTime: NOW }, false],
    [
      'requirements.md 3: ISO timestamps work the same',
      { startTime: new Date(NOW + HOUR).toISOString(), now: new Date(NOW).toISOString() },
      true,
    ],
  ];
  it.each(rows)('%s', (_, change, expected) => expect(checkInAvailable({ ...base, ...change })).toBe(expected));

  it.each(shiftStatuses.filter((s) => s !== 'accepted'))(
    'requirements.md 2.3: status %s -> not shown (only accepted shifts)',
    (status) => expect(checkInAvailable({ ...base, shiftStatus: status })).toBe(false),
  );
});
