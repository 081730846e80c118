/**
 * The lab drop-off's screens at the stop (ADR 064; requirements.md 2.11's legacy route names under
 * waypoint/{waypointID}): scan the specimen bags, then hand them over. Its drive is go-to-pick-drop
 * (drive.ts).
 */
import { withWaypoint } from '../../continue-rules/itinerary-step.ts';
import { labDropOffFailures, labDropOffStateOf, type LabDropOffStep } from '../../continue-rules/lab-drop-off.ts';
import type { ScreenKinds } from './declare.ts';

const atLab = (step: LabDropOffStep) => withWaypoint((w, ctx) => labDropOffFailures(step, labDropOffStateOf(ctx, w)));

export const labDropOffKinds = {
  'drop-off-scan-specimen-bag': {
    title: 'Scan the specimen bags',
    group: 'lab-drop-off',
    segment: 'drop-off-scan-specimen-bag',
    rule: atLab('drop-off-scan-specimen-bag'),
  },
  'drop-off-details': {
    title: 'Hand over the specimens',
    group: 'lab-drop-off',
    segment: 'drop-off-details',
    rule: atLab('drop-off-details'),
    continueLabel: 'Finish drop-off',
  },
} as const satisfies ScreenKinds<'lab-drop-off'>;
