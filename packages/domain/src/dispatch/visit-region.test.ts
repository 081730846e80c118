import { expect, test } from 'vitest';
import type { ServiceRegion } from '../field-checks/geocheck.ts';
import { visitRegion, waitingRegion } from './visit-region.ts';

const square = (lng0: number, lat0: number, lng1: number, lat1: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng0, lat0],
      [lng1, lat0],
      [lng1, lat1],
      [lng0, lat1],
      [lng0, lat0],
    ] as const,
  ],
});
const regions: ServiceRegion[] = [
  { id: 'brooklyn', name: 'Brooklyn', geometry: square(-74.04, 40.57, -73.86, 40.74) },
  { id: 'queens', name: 'Queens', geometry: square(-73.96, 40.54, -73.7, 40.8) },
  { id: 'manhattan', name: 'Manhattan', geometry: null },
];

test.each([
  ['a Brooklyn point', { lat: 40.65, lng: -73.95 }, 'brooklyn'],
  ['a Queens point', { lat: 40.75, lng: -73.8 }, 'queens'],
  ['where both areas hold it, the first region', { lat: 40.72, lng: -73.88 }, 'brooklyn'],
  ['outside every area', { lat: 41.5, lng: -73.9 }, null],
  ['no point', null, null],
] as const)('%s', (_name, point, region) => {
  expect(visitRegion(point, regions)).toBe(region);
});

// ADR 071: where a visit waits when its patient has no point.
test.each([
  ['a point: the region whose area holds it, whatever the office', { lat: 40.75, lng: -73.8 }, ['brooklyn'], 'queens'],
  ['a point outside every area: none', { lat: 41.5, lng: -73.9 }, ['brooklyn'], null],
  ['no point: the office’s place group’s region', null, ['queens'], 'queens'],
  ['no point, a group over two regions: the first by id', null, ['queens', 'brooklyn'], 'brooklyn'],
  ['no point, a group naming a region no longer there: none', null, ['gone'], null],
  ['no point, an office with no group: none (every board lists it)', null, [], null],
] as const)('waitingRegion: %s', (_name, point, officeRegions, region) => {
  expect(waitingRegion(point, regions, officeRegions)).toBe(region);
});
