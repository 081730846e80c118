import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import { flattenSteps } from './navigation.ts';
import { pathOf } from './paths.ts';
import { stepProgress, type StepProgress } from './progress.ts';
import type { Step } from './step.ts';
import { buildItinerarySteps } from './step-tree.ts';

const { ava, ben, lab } = DEMO;
const steps = flattenSteps(buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {} }));
const AVA = pathOf.waypoint(ava.waypointID);
const BEN = pathOf.waypoint(ben.waypointID);
const screensOf = (waypointID: string) => steps.filter((s) => s.waypointID === waypointID);
const last = (list: readonly Step[]) => list[list.length - 1]!.path;
const avaCount = screensOf(ava.waypointID).length;
const benCount = screensOf(ben.waypointID).length;
const labCount = screensOf(lab.waypointID).length;
const STOPS = 3;
const spin = steps.find((s) => s.kind === 'centrifugation-scan-specimen-bags')!;

describe('stepProgress (issue 13: "Step 3 of 9" in the visit, "Stop 2 of 4" in the day)', () => {
  type Row = [rule: string, path: string, expected: StepProgress];
  const rows: Row[] = [
    ['the overview is no stop: no progress', '', { visit: null, day: null }],
    ['a path that is not a step: no progress', 'waypoint/nowhere', { visit: null, day: null }],
    [
      'the first stop opens on its details',
      AVA,
      { visit: { index: 1, count: avaCount }, day: { index: 1, count: STOPS } },
    ],
    [
      'the drive is the visit’s second step',
      `${AVA}/go-to-patient`,
      { visit: { index: 2, count: avaCount }, day: { index: 1, count: STOPS } },
    ],
    [
      'the centrifugation after a visit is that stop’s work',
      spin.path,
      {
        visit: { index: screensOf(ava.waypointID).indexOf(spin) + 1, count: avaCount },
        day: { index: 1, count: STOPS },
      },
    ],
    [
      'the second stop starts again at step 1',
      BEN,
      { visit: { index: 1, count: benCount }, day: { index: 2, count: STOPS } },
    ],
    [
      'the second stop’s last step',
      last(screensOf(ben.waypointID)),
      { visit: { index: benCount, count: benCount }, day: { index: 2, count: STOPS } },
    ],
    [
      'the lab drop-off is the last stop',
      last(steps),
      { visit: { index: labCount, count: labCount }, day: { index: STOPS, count: STOPS } },
    ],
  ];

  it.each(rows)('%s', (_rule, path, expected) => {
    expect(stepProgress(steps, path)).toEqual(expected);
  });

  it('the demo has three stops, each with several screens', () => {
    expect([avaCount, benCount, labCount].every((n) => n > 1)).toBe(true);
    expect(last(steps).startsWith(pathOf.mailIn(lab.waypointID))).toBe(true);
  });

  it('every screen of a stop has a distinct step number from 1 to the stop’s count', () => {
    for (const waypointID of [ava.waypointID, ben.waypointID, lab.waypointID]) {
      const indexes = screensOf(waypointID).map((s) => stepProgress(steps, s.path).visit?.index);
      expect(indexes).toEqual(indexes.map((_, i) => i + 1));
    }
  });

  it('stops are counted in route order, each once', () => {
    const days = steps.filter((s) => s.waypointID).map((s) => stepProgress(steps, s.path).day!.index);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days)).toEqual(new Set([1, 2, 3]));
  });
});
