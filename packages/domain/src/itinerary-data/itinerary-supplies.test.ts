import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from './fixtures.ts';
import { itinerarySupplies } from './itinerary-supplies.ts';
import type { ItineraryData } from './model.ts';

const demo = demoItinerary();

describe('itinerarySupplies', () => {
  it.each<[string, (data: ItineraryData) => ItineraryData, Record<string, number>]>([
    [
      'the demo day: Ava’s panel and urine cup; Ben’s kit is shipped to him, so nothing of his',
      (d) => d,
      { 'sup-amber-tube': 1, 'sup-lavender-tube': 2, 'sup-sst-tube': 1, 'sup-urine-cup': 1 },
    ],
    [
      'a canceled procedure needs nothing',
      (d) => ({
        ...d,
        procedures: { ...d.procedures, [DEMO.ava.urineID]: { ...d.procedures[DEMO.ava.urineID]!, status: 'canceled' } },
      }),
      { 'sup-amber-tube': 1, 'sup-lavender-tube': 2, 'sup-sst-tube': 1 },
    ],
    [
      'Ben’s visit brought by the nurse: his kit vial is hers to carry',
      (d) => ({
        ...d,
        waypoints: d.waypoints.map((w) => ({
          ...w,
          draftWaypoints: w.draftWaypoints.map((dw) => ({ ...dw, supplyStrategy: 'nurse-supplies' as const })),
        })),
      }),
      { 'sup-amber-tube': 1, 'sup-lavender-tube': 2, 'sup-sst-tube': 1, 'sup-urine-cup': 1, 'sup-a1c-kit-vial': 1 },
    ],
    ['no visits, no supplies', (d) => ({ ...d, waypoints: [] }), {}],
  ])('%s', (_, change, expected) => {
    expect(itinerarySupplies(change(demo))).toEqual(expected);
  });
});
