/**
 * "Continue your itinerary" on the shift page once she has checked in (issue 13.1): the step she
 * stood on last on this phone among this shift's itineraries, else the first one's overview.
 * The nurse home's ContinueItineraryLink reads the schedule for any shift; a feature never imports
 * another (DESIGN.md 2), and here the shift is known, so this reads the same lib/last-step.ts.
 */
import { LinkButton } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { lastStepAmong, useLastSteps } from '../../lib/last-step.ts';
import { paths } from '../../lib/paths.ts';
import type { ShiftDetails } from './use-shift.ts';
import { shiftTexts } from './shift-texts.ts';

export function ShiftContinueLink({ shift, className }: { shift: ShiftDetails; className?: string }) {
  const appPath = useAppPath();
  const last = lastStepAmong(shift.itineraryIDs, useLastSteps());
  if (shift.status !== 'in_progress' || !last) return null;
  const href = paths.itineraryStep.href({ itineraryID: last.itineraryID, '*': last.path });
  return (
    <LinkButton fullWidth className={className} to={appPath(href)}>
      {shiftTexts.continueItinerary}
    </LinkButton>
  );
}
