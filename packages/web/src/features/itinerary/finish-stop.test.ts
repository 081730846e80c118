import { beforeEach, describe, expect, test } from 'vitest';
import { demoItinerary, DEMO } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { Step } from '@sc/domain/itinerary/step';
import { rememberArrivalReason } from './arrival-reasons.ts';
import { missingDeviations, reasonsForFinish, stopLeftBehind } from './finish-stop.ts';
import { now, nowDate } from '../../lib/clock.ts';

const step = (waypointID?: string): Step => ({
  id: 'x',
  path: 'x',
  title: 'x',
  kind: 'nurse-id',
  screen: true,
  waypointID,
  children: [],
});

function arrivedAt(minutesAgo: number): ItineraryData {
  const data = demoItinerary();
  const waypoint = data.waypoints.find((w) => w.id === DEMO.ava.waypointID)!;
  waypoint.status = 'at-waypoint';
  waypoint.statusTimestamp = new Date(now() - minutesAgo * 60_000).toISOString();
  return data;
}

describe('stopLeftBehind (requirements.md 4: finishing a stop when the flow leaves it)', () => {
  test.each([
    ['the next step is at another stop', step(DEMO.ava.waypointID), step('elsewhere'), DEMO.ava.waypointID],
    ['the flow ends', step(DEMO.ava.waypointID), null, DEMO.ava.waypointID],
    ['the next step is at the same stop', step(DEMO.ava.waypointID), step(DEMO.ava.waypointID), null],
    ['the step is at no stop', step(), step('elsewhere'), null],
  ])('%s', (_, current, next, expected) => {
    expect(stopLeftBehind(arrivedAt(1), current, next)?.id ?? null).toBe(expected);
  });

  test('a stop not yet arrived at (or finished) is not finished again', () => {
    expect(stopLeftBehind(demoItinerary(), step(DEMO.ava.waypointID), null)).toBeNull();
  });
});

describe('missingDeviations (requirements.md 4, 5: duration then location, each needs a reason)', () => {
  const data = arrivedAt(1);
  const waypoint = data.waypoints.find((w) => w.id === DEMO.ava.waypointID)!;
  const atStop = { lat: waypoint.location.lat, lng: waypoint.location.lng };
  const far = { lat: waypoint.location.lat + 0.05, lng: waypoint.location.lng };

  test.each([
    ['on time and at the stop', arrivedAt(1), atStop, {}, []],
    ['far from the stop', arrivedAt(1), far, {}, ['location']],
    ['position unknown', arrivedAt(1), null, {}, ['location']],
    ['longer than planned and far', arrivedAt(24 * 60), far, {}, ['duration', 'location']],
    ['a reason given for one', arrivedAt(24 * 60), far, { duration: 'Patient was late' }, ['location']],
    ['reasons for both', arrivedAt(24 * 60), far, { duration: 'Late', location: 'Drove to lab' }, []],
  ] as const)('%s', (_, itinerary, location, reasons, expected) => {
    const stop = itinerary.waypoints.find((w) => w.id === DEMO.ava.waypointID)!;
    expect(missingDeviations(itinerary, stop, location, nowDate(), reasons)).toEqual(expected);
  });
});

describe('asked once (requirements.md 4: the arrival records a too-far reason; issue 13: not asked again at finish)', () => {
  const data = arrivedAt(1);
  const waypoint = data.waypoints.find((w) => w.id === DEMO.ava.waypointID)!;
  const far = { lat: waypoint.location.lat + 0.05, lng: waypoint.location.lng };
  beforeEach(() => localStorage.clear());

  test('the too-far reason given on arrival answers the location check at finish', () => {
    rememberArrivalReason(data.id, waypoint.id, 'Parked away from the address');
    const given = reasonsForFinish(data.id, waypoint.id, {});
    expect(given).toEqual({ location: 'Parked away from the address' });
    expect(missingDeviations(data, waypoint, far, nowDate(), given)).toEqual([]);
  });

  test('without one, finishing far away still asks for it', () => {
    expect(missingDeviations(data, waypoint, far, nowDate(), reasonsForFinish(data.id, waypoint.id, {}))).toEqual([
      'location',
    ]);
  });

  test("another stop's arrival reason is not this stop's", () => {
    rememberArrivalReason(data.id, DEMO.ben.waypointID, 'Parked away from the address');
    expect(reasonsForFinish(data.id, waypoint.id, {})).toEqual({});
  });
});
