import { describe, expect, test } from 'vitest';
import { testRegions } from '../field-checks/regions.fixture.ts';
import {
  MIN_ITINERARY_SHIFT_MS,
  itineraryWindow,
  placeAcceptedItinerary,
  type AcceptedItinerary,
  type ShiftWindow,
} from './itinerary-shift.ts';

const H = 3_600_000;
const regions = testRegions;
const brooklynStop = { lat: 40.69, lng: -73.99, scheduledStart: 10 * H, durationMinutes: 30 };
const queensStop = { lat: 40.7, lng: -73.8, scheduledStart: 12 * H, durationMinutes: 45 };

const itinerary = (o: Partial<AcceptedItinerary> = {}): AcceptedItinerary => ({
  shiftID: null,
  startTime: 10 * H,
  stops: [brooklynStop],
  ...o,
});
const shift = (o: Partial<ShiftWindow>): ShiftWindow => ({
  id: 'shift-a',
  status: 'accepted',
  userID: 'ada',
  startTime: 8 * H,
  endTime: 14 * H,
  ...o,
});

describe('placeAcceptedItinerary (requirements.md 2.3: an accepted itinerary is on her schedule)', () => {
  test.each([
    ['in a shift of hers already: it stays', itinerary({ shiftID: 'shift-a' }), [shift({})], { kind: 'keep' }],
    [
      'in no shift, one of hers covers its start: it joins that shift',
      itinerary(),
      [shift({})],
      { kind: 'join', shiftID: 'shift-a' },
    ],
    [
      'in another nurse’s shift: it joins hers',
      itinerary({ shiftID: 'shift-b' }),
      [shift({ id: 'shift-b', userID: 'bo' }), shift({})],
      { kind: 'join', shiftID: 'shift-a' },
    ],
    [
      'two of hers cover it: the sooner one',
      itinerary(),
      [shift({ id: 'shift-late', startTime: 9 * H }), shift({ id: 'shift-early', startTime: 7 * H })],
      { kind: 'join', shiftID: 'shift-early' },
    ],
    [
      'her shift ends as the itinerary starts: a shift is made',
      itinerary(),
      [shift({ endTime: 10 * H })],
      { kind: 'create', startTime: 10 * H, endTime: 11 * H, serviceRegionIDs: ['brooklyn'] },
    ],
    [
      'a complete or canceled shift of hers takes nothing',
      itinerary({ shiftID: 'shift-a' }),
      [shift({ status: 'complete' }), shift({ id: 'shift-c', status: 'canceled' })],
      { kind: 'create', startTime: 10 * H, endTime: 11 * H, serviceRegionIDs: ['brooklyn'] },
    ],
    [
      'a shift made for it covers every stop, in the regions holding them',
      itinerary({ stops: [brooklynStop, queensStop] }),
      [],
      { kind: 'create', startTime: 10 * H, endTime: 12.75 * H, serviceRegionIDs: ['brooklyn', 'queens'] },
    ],
  ] as const)('%s', (_name, it, shifts, expected) => {
    expect(placeAcceptedItinerary(it, 'ada', shifts, regions)).toEqual(expected);
  });

  test('an itinerary with no stops still gets a shift of the minimum length, in no region', () => {
    expect(placeAcceptedItinerary(itinerary({ stops: [] }), 'ada', [], regions)).toEqual({
      kind: 'create',
      startTime: 10 * H,
      endTime: 10 * H + MIN_ITINERARY_SHIFT_MS,
      serviceRegionIDs: [],
    });
  });

  test('the window never ends before its start plus the minimum', () => {
    expect(
      itineraryWindow(itinerary({ stops: [{ ...brooklynStop, scheduledStart: 9 * H, durationMinutes: -5 }] })),
    ).toEqual({
      startTime: 10 * H,
      endTime: 11 * H,
    });
  });
});
