import { describe, expect, it } from 'vitest';
import { daySummary, type DaySummary } from './day-summary.ts';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';

const { ava, ben } = DEMO;

/** The demo with every stop complete, every procedure completed and every sample collected. */
function finished(): ItineraryData {
  const data = demoItinerary();
  for (const w of data.waypoints) w.status = 'complete';
  for (const p of Object.values(data.procedures)) {
    p.status = 'completed';
    for (const s of p.samples) s.status = 'completed';
  }
  return data;
}

const demo = demoItinerary();
const STOPS = demo.waypoints.length;
const PROCEDURES = Object.keys(demo.procedures).length;
const SAMPLES = Object.values(demo.procedures).flatMap((p) => p.samples).length;

describe('daySummary (issue 13: the done screen says stops, procedures, samples)', () => {
  type Row = [rule: string, mutate: (d: ItineraryData) => void, expected: DaySummary];
  const rows: Row[] = [
    [
      'a finished day counts everything',
      () => {},
      {
        stops: { done: STOPS, total: STOPS },
        procedures: { completed: PROCEDURES, failed: 0 },
        samples: { collected: SAMPLES, failed: 0 },
      },
    ],
    [
      'a failed procedure and its failed sample are said apart',
      (d) => {
        d.procedures[ben.a1cID]!.status = 'failed';
        d.procedures[ben.a1cID]!.samples.forEach((s) => (s.status = 'failed'));
      },
      {
        stops: { done: STOPS, total: STOPS },
        procedures: { completed: PROCEDURES - 1, failed: 1 },
        samples: { collected: SAMPLES - 1, failed: 1 },
      },
    ],
    [
      'a canceled procedure is not counted, nor its samples',
      (d) => void (d.procedures[ava.urineID]!.status = 'canceled'),
      {
        stops: { done: STOPS, total: STOPS },
        procedures: { completed: PROCEDURES - 1, failed: 0 },
        samples: { collected: SAMPLES - 1, failed: 0 },
      },
    ],
    [
      'a collected sample counts as collected; a pending one does not',
      (d) => {
        d.procedures[ava.panelID]!.samples[0]!.status = 'collected';
        d.procedures[ava.panelID]!.samples[1]!.status = 'pending';
      },
      {
        stops: { done: STOPS, total: STOPS },
        procedures: { completed: PROCEDURES, failed: 0 },
        samples: { collected: SAMPLES - 1, failed: 0 },
      },
    ],
    [
      'a stop not complete is not done',
      (d) => void (d.waypoints[0]!.status = 'at-waypoint'),
      {
        stops: { done: STOPS - 1, total: STOPS },
        procedures: { completed: PROCEDURES, failed: 0 },
        samples: { collected: SAMPLES, failed: 0 },
      },
    ],
  ];

  it.each(rows)('%s', (_rule, mutate, expected) => {
    const data = finished();
    mutate(data);
    expect(daySummary(data)).toEqual(expected);
  });

  it('the demo has stops, procedures and samples to count', () => {
    expect([STOPS, PROCEDURES, SAMPLES].every((n) => n > 1)).toBe(true);
  });
});
