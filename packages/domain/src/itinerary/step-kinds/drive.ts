/** The drive screens: to a patient, to a mail-in stop, and to a lab drop-off (requirements.md 2.11, 4). */
import { withWaypoint } from '../../continue-rules/itinerary-step.ts';
import { labDropOffFailures, labDropOffStateOf } from '../../continue-rules/lab-drop-off.ts';
import { stepMessages as m } from '../../continue-rules/messages.ts';
import { hasArrivedAt } from '../../itinerary-data/selectors.ts';
import type { ScreenKinds } from './declare.ts';

const arrived = withWaypoint((w) => (hasArrivedAt(w) ? [] : [m.arriveAtWaypoint]));

export const driveKinds = {
  'go-to-patient': { title: 'Drive to patient visit', group: 'drive', segment: 'go-to-patient', rule: arrived }, // requirements.md
  'mail-in-stop': {
    title: 'Stop details', // requirements.md
    group: 'drive',
    segment: 'stop',
    rule: withWaypoint(() => []),
    continueLabel: 'Drive',
  },
  'mail-in-drive': {
    title: 'Drive to location', // requirements.md 2.11/4 "drive-to-location"
    group: 'drive',
    segment: 'drive',
    rule: arrived,
    continueLabel: "I've arrived",
  },
  // The lab drop-off (ADR 064), at requirements.md 2.11's legacy route name.
  'go-to-pick-drop': {
    title: 'Drive to the drop-off',
    group: 'drive',
    segment: 'go-to-pick-drop',
    rule: withWaypoint((w, ctx) => labDropOffFailures('go-to-pick-drop', labDropOffStateOf(ctx, w))),
  },
} as const satisfies ScreenKinds<'drive'>;
