import { describe, expect, test } from 'vitest';
import { testRegions } from './regions.fixture.ts';
import { itineraryOfferAreas } from './offer-areas.ts';

const regions = testRegions;
const stop = (lat: number, lng: number) => ({ lat, lng, scheduledStart: 0, durationMinutes: 30 });
const brooklyn = stop(40.69, -73.99);
const queens = stop(40.7, -73.8);
const atSea = stop(40.4, -73.5);

describe('itineraryOfferAreas (SPEC 2.3 offers tab: regions, "No Area on Shift" if none; issue 13)', () => {
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
