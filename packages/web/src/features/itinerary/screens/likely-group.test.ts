import { expect, test } from 'vitest';
import { demoItinerary } from '@sc/domain/itinerary/fixtures';
import { flattenSteps } from '@sc/domain/itinerary/navigation';
import { buildItinerarySteps, type ScreenStepKind } from '@sc/domain/itinerary/step-tree';
import { likelyScreenGroup, screenGroupOf } from './index.ts';

test('the group guessed from a step path is the group that shows it, for every screen of the demo', () => {
  const steps = flattenSteps(buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {} }));
  const wrong = steps
    .filter((s) => likelyScreenGroup(s.path) !== screenGroupOf[s.kind as ScreenStepKind])
    .map((s) => s.path);
  expect(wrong).toEqual([]);
});
