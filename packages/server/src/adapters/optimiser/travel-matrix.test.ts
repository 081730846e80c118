import { describe, expect, test } from 'vitest';
import { greatCircleRouting } from '../routing/great-circle.ts';
import type { RoutingService } from '../routing/routing.ts';
import { buildTravelMatrix } from './travel-matrix.ts';

const points = [
  { lat: 51.5074, lng: -0.1278 },
  { lat: 51.5155, lng: -0.0922 },
  { lat: 51.4975, lng: -0.1357 },
];

describe('buildTravelMatrix', () => {
  test('the great-circle default answers every pair, in seconds', async () => {
    const { size, travel } = await buildTravelMatrix(greatCircleRouting, points);
    expect(size).toBe(3);
    for (let i = 0; i < 3; i++) expect(travel[i * 3 + i]).toBe(0);
    const ms = await greatCircleRouting.drivingDurationMs([points[0]!, points[1]!]);
    expect(travel[1]).toBe(Math.round(ms / 1000));
    expect(travel[1]).toBeGreaterThan(0);
  });

  test('a routing service without a matrix is asked pair by pair, each direction', async () => {
    const asked: string[] = [];
    const pairwise: RoutingService = {
      drivingDurationMs: async ([from, to]) => {
        asked.push(`${points.indexOf(from!)}>${points.indexOf(to!)}`);
        return 60_000;
      },
    };
    expect(await buildTravelMatrix(pairwise, points)).toEqual({ size: 3, travel: [0, 60, 60, 60, 0, 60, 60, 60, 0] });
    expect(asked).toEqual(['0>1', '0>2', '1>0', '1>2', '2>0', '2>1']);
  });

  test('uses a whole-matrix answer when the routing service has one (an OSRM table request)', async () => {
    const table: RoutingService = {
      drivingDurationMs: () => Promise.reject(new Error('not pair by pair')),
      durationMatrixMs: async () => [
        [0, 1000, 2000],
        [1500, 0, 3000],
        [2500, 3500, 0],
      ],
    };
    expect(await buildTravelMatrix(table, points)).toEqual({ size: 3, travel: [0, 1, 2, 2, 0, 3, 3, 4, 0] });
  });
});
