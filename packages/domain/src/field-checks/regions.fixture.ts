/** Service regions for tests: Brooklyn and Queens as boxes, and a region with no shape drawn. */
import type { ServiceRegion } from './geocheck.ts';

export const squareRegion = (west: number, south: number, east: number, north: number): ServiceRegion['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ],
  ],
});

export const testRegions: ServiceRegion[] = [
  { id: 'brooklyn', name: 'Brooklyn', geometry: squareRegion(-74.04, 40.57, -73.86, 40.74) },
  { id: 'queens', name: 'Queens', geometry: squareRegion(-73.86, 40.54, -73.7, 40.8) },
  { id: 'undrawn', name: 'Undrawn', geometry: null },
];
