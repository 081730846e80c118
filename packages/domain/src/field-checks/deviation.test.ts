import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_M,
  canCompleteDeviationChecks,
  checkDriveToLocation,
  distanceMeters,
  evaluateDeviation,
  hasDurationDeviation,
  hasLocationDeviation,
  isFarFromWaypoint,
  missingDeviationReasons,
  requireDeviationReasons,
  runDeviationChecks,
  setDeviationReason,
  type DeviationCheck,
  type DeviationInput,
  type LatLng,
} from './deviation.ts';

const WAYPOINT: LatLng = { lat: 40.7128, lng: -74.006 };
/** A point `meters` due north of `from` (along a meridian the haversine distance is R * dLat). */
function north(from: LatLng, meters: number): LatLng {
  return { lat: from.lat + (meters / EARTH_RADIUS_M) * (180 / Math.PI), lng: from.lng };
}

describe('distanceMeters (haversine) against known distances (requirements.md 5 far-from-waypoint needs metres)', () => {
  const rows: [string, LatLng, LatLng, number, number][] = [
    ['same point', WAYPOINT, WAYPOINT, 0, 0],
    ['one degree of latitude on the equator', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195, 1],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195, 1],
    ['half the equator (antipodes)', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20_015_114, 5],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20_015_114, 5],
    ['Paris to London, about 343.5 km', { lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }, 343_500, 1_000],
    [
      'LAX to JFK, about 3,974 km on the sphere',
      { lat: 33.9425, lng: -118.4081 },
      { lat: 40.6398, lng: -73.7789 },
      3_974_000,
      5_000,
    ],
    ['across the antimeridian, 0.2 degree on the equator', { lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 }, 22_239, 1],
    ['100 m north built by construction', WAYPOINT, north(WAYPOINT, 100), 100, 1e-6],
  ];
  it.each(rows)('requirements.md 5: %s', (_, a, b, expected, tolerance) => {
    expect(Math.abs(distanceMeters(a, b) - expected)).toBeLessThanOrEqual(tolerance);
    expect(distanceMeters(b, a)).toBeCloseTo(distanceMeters(a, b), 6);
  });

  it('is symmetric, non-negative and at most half the circumference', () =>
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat1, lng1, lat2, lng2) => {
          const d = distanceMeters({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_M + 1e-6);
          expect(Math.abs(d - distanceMeters({ lat: lat2, lng: lng2 }, { lat: lat1, lng: lng1 }))).toBeLessThan(1e-6);
        },
      ),
    ));
});

describe('isFarFromWaypoint (requirements.md 5/9: far when more than 1000 m; requirements.md 4 arrival too-far reason is optional)', () => {
  const rows: [string, LatLng | null, boolean][] = [
    ['requirements.md 5: at the waypoint -> not far', WAYPOINT, false],
    ['requirements.md 5: 999 m away -> not far', north(WAYPOINT, 999), false],
    ['requirements.md 5: 999.999 m away -> not far', north(WAYPOINT, 999.999), false],
    ['requirements.md 5: 1000.001 m away -> far ("more than 1000 m")', north(WAYPOINT, 1000.001), true],
    ['requirements.md 5: 5 km away -> far', north(WAYPOINT, 5000), true],
    ['design: location unknown -> not shown to be far', null, false],
  ];
  it.each(rows)('%s', (_, nurse, expected) => expect(isFarFromWaypoint(nurse, WAYPOINT)).toBe(expected));
});

const ARRIVED = '2025-01-15T14:00:00.000Z';
const minutesAfterArrival = (minutes: number) => new Date(Date.parse(ARRIVED) + minutes * 60_000);

describe('hasDurationDeviation (requirements.md 5: minutes since the waypoint status exceed the summed action durations)', () => {
  const rows: [string, string | null, number, number[], boolean][] = [
    ['requirements.md 5: 20 min into 15 + 15 min of actions -> on time', ARRIVED, 20, [15, 15], false],
    ['requirements.md 5: exactly 30 min into 15 + 15 -> on time (must exceed)', ARRIVED, 30, [15, 15], false],
    ['requirements.md 5: 30 min + 1 s into 15 + 15 -> deviation', ARRIVED, 30 + 1 / 60, [15, 15], true],
    ['requirements.md 5: 45 min into a single 30 min action -> deviation', ARRIVED, 45, [30], true],
    ['requirements.md 5: no actions, 1 min in -> deviation (sum is 0)', ARRIVED, 1, [], true],
    ['requirements.md 5: no actions, at the status time -> on time', ARRIVED, 0, [], false],
    ['design: no status timestamp -> no clock, no deviation', null, 600, [15], false],
  ];
  it.each(rows)('%s', (_, status, minutes, durations, expected) =>
    expect(
      hasDurationDeviation({
        statusTimestamp: status,
        now: minutesAfterArrival(minutes),
        actionDurationsMinutes: durations,
      }),
    ).toBe(expected),
  );
});

describe('hasLocationDeviation (requirements.md 5: more than 1000 m from the waypoint)', () => {
  const rows: [string, LatLng | null, boolean][] = [
    ['requirements.md 5: 500 m away -> passes', north(WAYPOINT, 500), false],
    ['requirements.md 5: 1500 m away -> fails', north(WAYPOINT, 1500), true],
    ['design: unknown location -> fails (presence cannot be confirmed)', null, true],
  ];
  it.each(rows)('%s', (_, nurse, expected) =>
    expect(hasLocationDeviation({ nurseLocation: nurse, waypointLocation: WAYPOINT })).toBe(expected),
  );
});

function input(minutes: number, metres: number | null): DeviationInput {
  return {
    statusTimestamp: ARRIVED,
    now: minutesAfterArrival(minutes),
    actionDurationsMinutes: [20],
    nurseLocation: metres === null ? null : north(WAYPOINT, metres),
    waypointLocation: WAYPOINT,
  };
}

describe('runDeviationChecks (requirements.md 4: in order duration then location; requirements.md 3: name and reason)', () => {
  const rows: [string, DeviationInput, DeviationCheck[]][] = [
    ['requirements.md 4: both pass -> no failed checks', input(10, 50), []],
    ['requirements.md 4: only duration fails', input(30, 50), [{ name: 'duration', reason: null }]],
    ['requirements.md 4: only location fails', input(10, 2000), [{ name: 'location', reason: null }]],
    [
      'requirements.md 4: both fail -> duration first, then location',
      input(30, 2000),
      [
        { name: 'duration', reason: null },
        { name: 'location', reason: null },
      ],
    ],
  ];
  it.each(rows)('%s', (_, given, expected) => expect(runDeviationChecks(given)).toEqual(expected));
});

describe('deviation reasons (requirements.md 4: each failed check needs a reason; requirements.md 5/8 texts)', () => {
  const both: DeviationCheck[] = [
    { name: 'duration', reason: null },
    { name: 'location', reason: null },
  ];
  const rows: [string, DeviationCheck[], string[], boolean][] = [
    ['requirements.md 4: nothing failed -> completes', [], [], true],
    [
      'requirements.md 5: duration without reason',
      [{ name: 'duration', reason: null }],
      ['Missing duration deviation reason'],
      false,
    ],
    [
      'requirements.md 5: location without reason',
      [{ name: 'location', reason: null }],
      ['Missing location deviation reason'],
      false,
    ],
    [
      'requirements.md 5: both without reasons, in run order',
      both,
      ['Missing duration deviation reason', 'Missing location deviation reason'],
      false,
    ],
    [
      'requirements.md 4: only duration given',
      setDeviationReason(both, 'duration', 'Traffic'),
      ['Missing location deviation reason'],
      false,
    ],
    [
      'requirements.md 4: only location given',
      setDeviationReason(both, 'location', 'Patient met me outside'),
      ['Missing duration deviation reason'],
      false,
    ],
    [
      'requirements.md 4: both given -> completes',
      setDeviationReason(setDeviationReason(both, 'duration', 'Traffic'), 'location', 'Patient moved'),
      [],
      true,
    ],
    [
      'design: a blank reason counts as missing',
      [{ name: 'duration', reason: '   ' }],
      ['Missing duration deviation reason'],
      false,
    ],
  ];
  it.each(rows)('%s', (_, checks, missing, completes) => {
    expect(missingDeviationReasons(checks)).toEqual(missing);
    expect(canCompleteDeviationChecks(checks)).toBe(completes);
    if (completes) expect(() => requireDeviationReasons(checks)).not.toThrow();
    else expect(() => requireDeviationReasons(checks)).toThrow('Missing deviation reasons');
  });

  it('design: setDeviationReason trims, and a blank text clears the reason', () => {
    expect(setDeviationReason(both, 'duration', '  Traffic ')).toEqual([
      { name: 'duration', reason: 'Traffic' },
      { name: 'location', reason: null },
    ]);
    expect(setDeviationReason([{ name: 'duration', reason: 'Traffic' }], 'duration', ' ')).toEqual([
      { name: 'duration', reason: null },
    ]);
  });
});

describe('evaluateDeviation (requirements.md 4: finishing a stop halts on a failed check until every one has a reason)', () => {
  const rows: [string, DeviationInput, Record<string, string>, ReturnType<typeof evaluateDeviation>][] = [
    ['requirements.md 4: no check fails -> complete', input(10, 50), {}, { status: 'complete', checks: [] }],
    [
      'requirements.md 4: duration fails, no reason -> halted',
      input(30, 50),
      {},
      {
        status: 'halted',
        checks: [{ name: 'duration', reason: null }],
        missing: ['Missing duration deviation reason'],
      },
    ],
    [
      'requirements.md 4: duration fails with a reason -> complete',
      input(30, 50),
      { duration: 'Long draw' },
      { status: 'complete', checks: [{ name: 'duration', reason: 'Long draw' }] },
    ],
    [
      'requirements.md 4: both fail, one reason -> halted on location',
      input(30, 2000),
      { duration: 'Long draw' },
      {
        status: 'halted',
        checks: [
          { name: 'duration', reason: 'Long draw' },
          { name: 'location', reason: null },
        ],
        missing: ['Missing location deviation reason'],
      },
    ],
    [
      'design: a reason for a check that passed is dropped',
      input(10, 50),
      { location: 'n/a' },
      { status: 'complete', checks: [] },
    ],
  ];
  it.each(rows)('%s', (_, given, reasons, expected) => expect(evaluateDeviation(given, reasons)).toEqual(expected));
});

describe('checkDriveToLocation (requirements.md 4: drive-to-location runs a location deviation check and blocks the move if it fails)', () => {
  const rows: [string, LatLng | null, boolean][] = [
    ['requirements.md 4: 200 m away -> moves on', north(WAYPOINT, 200), false],
    ['requirements.md 4: 999 m away -> moves on', north(WAYPOINT, 999), false],
    ['requirements.md 4: 1001 m away -> blocked', north(WAYPOINT, 1001), true],
    ['design: unknown location -> blocked', null, true],
  ];
  it.each(rows)('%s', (_, nurse, blocks) => {
    const result = checkDriveToLocation({ nurseLocation: nurse, waypointLocation: WAYPOINT });
    expect(result.blocks).toBe(blocks);
    if (nurse === null) expect(result.distanceMeters).toBeNull();
    else expect(result.distanceMeters).toBeCloseTo(distanceMeters(nurse, WAYPOINT), 6);
  });
});
