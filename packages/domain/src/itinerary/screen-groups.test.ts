import { describe, expect, test } from 'vitest';
import { demoItinerary } from '../itinerary-data/fixtures.ts';
import { flattenSteps } from './navigation.ts';
import { likelyScreenGroup } from './screen-groups.ts';
import { screenGroupOf } from './step-kinds/index.ts';
import { pathOf } from './paths.ts';
import type { ScreenStepKind } from './step-kinds/index.ts';
import { buildItinerarySteps } from './step-tree.ts';

describe('likelyScreenGroup', () => {
  test('the group guessed from a step path is the group that shows it, for every screen of the demo', () => {
    const steps = flattenSteps(buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {} }));
    const wrong = steps
      .filter((s) => likelyScreenGroup(s.path) !== screenGroupOf[s.kind as ScreenStepKind])
      .map((s) => s.path);
    expect(steps.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  test.each([
    ['', 'visit'],
    [pathOf.waypoint('wp-1'), 'visit'],
    [`${pathOf.waypoint('wp-1')}/go-to-patient`, 'drive'],
    [`${pathOf.mailIn('wp-2')}/stop`, 'drive'],
    [`${pathOf.mailIn('wp-2')}/drive`, 'drive'],
    [`${pathOf.shipment('wp-2', 'sh-1')}/scan-box`, 'mail-in'],
    [`${pathOf.mailInPacking('wa-1')}/scan-box`, 'mail-in'],
    [`${pathOf.centrifugation('pa-1')}/instructions`, 'centrifugation'],
    [`${pathOf.waypointAction('wp-1', 'wa-1')}/patient-id`, 'visit'],
    [`${pathOf.procedure('wp-1', 'wa-1', 'pr-1')}/patient-consent`, 'procedure'],
    [`${pathOf.procedure('wp-1', 'wa-1', 'pr-1')}/scan-procedure-supply`, 'visit'],
    [`${pathOf.waypoint('wp-1')}/procedures-supply/procedure/pr-1/scan-procedure-supplies`, 'visit'],
  ] as const)('%j guesses %s', (path, group) => {
    expect(likelyScreenGroup(path)).toBe(group);
  });
});
