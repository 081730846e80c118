/**
 * "Continue your itinerary" (issue 13): once she has checked in to a shift, the nurse home, the
 * nav and the shift page offer the step she stood on last on this phone (lib/last-step.ts), so a
 * killed tab or a reload never strands her. The shift comes from her schedule's first page, the
 * read the home makes anyway (one cached answer for all). Shared by those areas, so it lives here.
 */
import { INITIAL_SHIFT_LIMIT, openItineraryIDs, shiftProgress } from '@sc/domain/field-checks/shift-lists';
import { LinkButton, type ButtonVariant } from '../ui/index.ts';
import { useApp, useAppPath } from '../../lib/app-context.tsx';
import { lastStepAmong, useLastSteps } from '../../lib/last-step.ts';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';

export const CONTINUE_ITINERARY = 'Continue your itinerary';

export interface ContinueItinerary {
  shiftID: string;
  itineraryID: string;
  /** The step's URL (the itinerary's overview when she has stood on none here). */
  href: string;
}

/** The checked-in shift's itinerary to go back to, or null when she has none left to finish. */
export function useContinueItinerary(): ContinueItinerary | null {
  const { viewer } = useApp();
  const isApprovedNurse = viewer?.role === 'nurse' && viewer.status === 'approved';
  const schedule = useFn(
    'getNurseSchedule',
    { filter: 'upcoming', limit: INITIAL_SHIFT_LIMIT },
    { enabled: isApprovedNurse },
  );
  const lastSteps = useLastSteps();
  if (!isApprovedNurse) return null;
  // Checked in: the shift is in progress (requirements.md 4), accepted and started by her; only an
  // itinerary not yet done is one to continue.
  const shift = schedule.data?.shifts.find((s) => shiftProgress(s) === 'in_progress' && openItineraryIDs(s).length > 0);
  const last = shift ? lastStepAmong(openItineraryIDs(shift), lastSteps) : null;
  if (!shift || !last) return null;
  return {
    shiftID: shift.id,
    itineraryID: last.itineraryID,
    href: paths.itineraryStep.href({ itineraryID: last.itineraryID, '*': last.path }),
  };
}

export interface ContinueItineraryLinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
  onClick?: () => void;
}

/** A link of at least 44 x 44 px (a button's look); nothing when there is no checked-in shift. */
export function ContinueItineraryLink({
  variant = 'primary',
  fullWidth,
  className,
  onClick,
}: ContinueItineraryLinkProps) {
  const target = useContinueItinerary();
  const appPath = useAppPath();
  if (!target) return null;
  return (
    <LinkButton
      variant={variant}
      fullWidth={fullWidth}
      className={className}
      to={appPath(target.href)}
      onClick={onClick}
    >
      {CONTINUE_ITINERARY}
    </LinkButton>
  );
}
