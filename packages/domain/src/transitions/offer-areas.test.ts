import { describe, expect, test } from 'vitest';
import { testRegions } from '../field-checks/regions.fixture.ts';
import { itineraryOfferAreas, offerStopLines, type OfferStop } from './offer-areas.ts';

const regions = testRegions;
const stop = (lat: number, lng: number) => ({ lat, lng, scheduledStart: 0, durationMinutes: 30 });
const brooklyn = stop(40.69, -73.99);
const queens = stop(40.7, -73.8);
const atSea = stop(40.4, -73.5);

describe('itineraryOfferAreas (requirements.md 2.3 offers tab: regions, "No Area on Shift" if none; issue 13)', () => {
  test.each([
    {
      why: 'in no shift, every stop in Brooklyn: Brooklyn',
      stops: [brooklyn, brooklyn],
      shift: [],
      want: ['Brooklyn'],
    },
    {
      why: 'stops in two regions: both, in the regions’ order',
      stops: [queens, brooklyn],
      shift: [],
      want: ['Brooklyn', 'Queens'],
    },
    {
      why: 'its stops say where, over its shift’s regions',
      stops: [brooklyn],
      shift: ['Manhattan'],
      want: ['Brooklyn'],
    },
    {
      why: 'no stop in a drawn region: its shift’s regions',
      stops: [atSea],
      shift: ['Manhattan', 'Queens'],
      want: ['Manhattan', 'Queens'],
    },
    { why: 'no stops and no shift: none ("No Area on Shift")', stops: [], shift: [], want: [] },
  ])('$why', ({ stops, shift, want }) => {
    expect(itineraryOfferAreas(stops, regions, shift)).toEqual(want);
  });
});

describe('offerStopLines (issue 27: an offer shows its stops, never a patient’s address)', () => {
  const patient = (at: { lat: number; lng: number }, start: number): OfferStop => ({
    ...at,
    scheduledStart: start,
    durationMinutes: 25,
    type: 'patient',
    placeName: null,
  });
  const lab: OfferStop = {
    ...atSea,
    scheduledStart: 3,
    durationMinutes: 10,
    type: 'pick-drop',
    placeName: 'Quest Lab',
  };
  test.each([
    {
      why: 'a patient’s stop is named by its region, in the itinerary’s order',
      stops: [patient(queens, 1), patient(brooklyn, 2)],
      want: [
        { type: 'patient', area: 'Queens', scheduledStart: 1, durationMinutes: 25 },
        { type: 'patient', area: 'Brooklyn', scheduledStart: 2, durationMinutes: 25 },
      ],
    },
    {
      why: 'a patient outside every drawn region: no area, and no address instead',
      stops: [patient(atSea, 1)],
      want: [{ type: 'patient', area: null, scheduledStart: 1, durationMinutes: 25 }],
    },
    {
      why: 'a lab stop by the place’s name, wherever it lies',
      stops: [lab],
      want: [{ type: 'pick-drop', area: 'Quest Lab', scheduledStart: 3, durationMinutes: 10 }],
    },
    { why: 'no stops: none', stops: [], want: [] },
  ])('$why', ({ stops, want }) => {
    expect(offerStopLines(stops, regions)).toEqual(want);
  });
});
