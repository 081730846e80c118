/** What the dispatch board says about a plan (issue 25): why a visit was left out, in a dispatcher's words. */
import type { DispatchUnplaced } from './problem.ts';

export const unplacedReasonTexts: Record<DispatchUnplaced['reason'], string> = {
  'no-nurse-with-skill': 'No nurse available that day performs its procedures.',
  'pinned-nurse-unknown': 'It is pinned to a nurse who is not available that day.',
  'window-unreachable': 'No nurse can reach it within its window.',
  'working-hours': 'Its window is outside every available nurse’s hours.',
  capacity: 'It does not fit in any nurse’s carrier.',
  'stability-limit': 'Its specimens could not reach a receiving lab in time.',
  'no-time-left': 'The nurses’ days are full: no one has time left for it.',
  'set-aside': 'Set aside by the dispatcher.',
};

export const runPhaseTexts: Record<string, string> = {
  construct: 'Placing every visit',
  fleet: 'Trying fewer nurses',
  travel: 'Shortening the drives',
};
