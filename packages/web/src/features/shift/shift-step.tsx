/**
 * One check-in page's frame, as the itinerary steps have it (issue 13.9): the step header (Back
 * with its icon, "Check-in", the title, "Step 2 of 5" over its bar), the body, then the page's
 * primary action in the bottom ActionBar, in thumb reach. The title, the position and Back come
 * from the declared flow (shiftCheckInFlow, the step engine's). The shift is loaded here, so
 * every page shows the server's state and a reload keeps her progress.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shiftCheckInFlow } from '@sc/domain/continue-rules/shift-check-in';
import { ActionBar, Alert, Button, DisabledReasons, Page, PageLoading } from '../../components/ui/index.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { BackIcon } from '../../components/ui/icons.ts';
import { StepHeader } from '../../components/ui/step-header.tsx';
import { useAppPath } from '../../lib/app-context.tsx';
import { backRoute, type CheckInStepKey } from './check-in-routes.ts';
import { useShift, type ShiftDetails, type ShiftRoute } from './use-shift.ts';
import { shiftTexts } from './shift-texts.ts';
import './shift.css';

/** requirements.md 8 (Loading). */
export const SHIFT_DETAILS_ERROR = 'Error getting shift details.';

/** Loads the shift, or says why it could not; `children` gets it once loaded. */
export function ShiftLoaded({ children }: { children: (shift: ShiftDetails) => ReactNode }) {
  const { details } = useShift();
  if (details.isPending) return <PageLoading />;
  if (details.error) {
    return (
      <Page title="Shift" width="narrow">
        <Alert tone="danger" title={SHIFT_DETAILS_ERROR}>
          {details.error.message}
        </Alert>
      </Page>
    );
  }
  return <>{children(details.data)}</>;
}

export function CheckInStep({
  step,
  back = backRoute(step),
  children,
  action,
}: {
  step: CheckInStepKey;
  /** Where Back goes, when a rule of the step's own says otherwise than route order. */
  back?: ShiftRoute;
  children: (shift: ShiftDetails) => ReactNode;
  /** The primary action, for the ActionBar. */
  action: (shift: ShiftDetails) => ReactNode;
}) {
  const { href } = useShift();
  const appPath = useAppPath();
  return (
    <ShiftLoaded>
      {(shift) => (
        <Page width="narrow" className="shift-step">
          <StepHeader
            title={shiftCheckInFlow.step(step).title}
            visit={shiftCheckInFlow.position(step)}
            nav={
              <nav className="shift-step__nav" aria-label={shiftTexts.checkIn}>
                <Link to={appPath(href(back))}>
                  <Icon icon={BackIcon} />
                  {shiftTexts.back}
                </Link>
                <span className="shift-step__flow">{shiftTexts.checkIn}</span>
              </nav>
            }
          />
          {children(shift)}
          <ActionBar>{action(shift)}</ActionBar>
        </Page>
      )}
    </ShiftLoaded>
  );
}

/** Next, disabled while the step's rule fails, with the reasons listed under it (requirements.md 5). */
export function NextButton({
  failures,
  onClick,
  busy,
  label = 'Next',
}: {
  failures: string[];
  onClick: () => void;
  busy?: boolean;
  label?: string;
}) {
  return (
    <DisabledReasons failures={failures} showReasons>
      <Button fullWidth busy={busy} onClick={onClick}>
        {label}
      </Button>
    </DisabledReasons>
  );
}
