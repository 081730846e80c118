/**
 * Every itinerary step's frame (SPEC.md 2.11, 5): the step header (Back in route order, hidden
 * where the step says so; "Stop 2 of 4", the title, "Step 3 of 9"), what waits to sync, the
 * screen's body, and Next in the bottom action bar — disabled while the step has failures, which
 * the tooltip (and, on a phone, a list under the button) gives one per line; one large confirm on
 * an instruction-only step.
 * Pressing Next runs the screen's completing write, finishes the stop when the flow leaves it
 * (asking the deviation reasons first), then opens the next step. A scan that leaves the step with
 * nothing missing presses Next by itself a moment later (issue 13: fewer taps, one hand).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SCAN_AUTO_ADVANCE_MS } from '@sc/domain/constants';
import { Link } from 'react-router';
import type { DeviationName } from '@sc/domain/field-checks/deviation';
import { isInstructionOnly } from '@sc/domain/itinerary/instruction-steps';
import { nextStep, previousStep } from '@sc/domain/itinerary/navigation';
import { stepProgress } from '@sc/domain/itinerary/progress';
import type { Step } from '@sc/domain/itinerary/step';
import { ActionBar, Alert, Button, DisabledReasons, Page, SyncStatus } from '../../components/ui/index.ts';
import { ConfirmButton } from '../../components/ui/confirm-button.tsx';
import { ScanAccepted } from '../../components/ui/scan-accepted.ts';
import { BackIcon, RouteIcon } from '../../components/ui/icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { StepHeader } from '../../components/ui/step-header.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { getLatLngOrNull } from '../../lib/location-watch.ts';
import { DeviationPrompt } from './deviation-prompt.tsx';
import { missingDeviations, reasonsForFinish, stopLeftBehind } from './finish-stop.ts';
import { stepHref } from './step-href.ts';
import { itineraryTexts } from './itinerary-texts.ts';
import type { StepContext, StepScreen } from './step-screen.ts';

export function StepLayout({ ctx, steps, screen }: { ctx: StepContext; steps: readonly Step[]; screen?: StepScreen }) {
  const appPath = useAppPath();
  const { step, data } = ctx;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<DeviationName[] | null>(null);
  const back = step.backVisible === false ? null : previousStep(steps, step.path);
  const next = nextStep(steps, step.path);
  const failures = step.failures ?? [];
  const progress = stepProgress(steps, step.path);
  const nextLabel = step.continueLabel ?? itineraryTexts.next;
  const Body = screen?.Body;

  async function finishStop(reasons: Partial<Record<DeviationName, string>>): Promise<boolean> {
    const waypoint = stopLeftBehind(data, step, next);
    if (!waypoint) return true;
    const location = await getLatLngOrNull();
    // Asked once: the too-far reason given on arrival answers the location check.
    const given = reasonsForFinish(ctx.itineraryID, waypoint.id, reasons);
    const missing = missingDeviations(data, waypoint, location, new Date(), given);
    if (missing.length > 0) {
      setAsking(missing);
      return false;
    }
    await ctx.write('finishWaypoint', { waypointID: waypoint.id, location, reasons: given }, 'Stop finished');
    return true;
  }

  const [scans, setScans] = useState(0);
  const onScanAccepted = useCallback(() => setScans((n) => n + 1), []);
  const advancing =
    scans > 0 && failures.length === 0 && !busy && asking === null && step.kind !== 'overview' && !screen?.ownContinue;
  const onNextRef = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    if (!advancing) return;
    const timer = setTimeout(() => void onNextRef.current(), SCAN_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [advancing, scans]);

  async function onNext(reasons: Partial<Record<DeviationName, string>> = {}) {
    setBusy(true);
    setError(null);
    try {
      if (asking === null) await screen?.onContinue?.(ctx);
      if (!(await finishStop(reasons))) return;
      setAsking(null);
      ctx.goNext();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    onNextRef.current = () => onNext();
  });

  return (
    <Page className="itinerary-step" width="narrow">
      <StepHeader
        title={step.title}
        visit={progress.visit}
        day={progress.day}
        nav={
          <nav className="itinerary-step__nav" aria-label="Itinerary">
            {back ? (
              <Link to={appPath(stepHref(ctx.itineraryID, back.path))}>
                <Icon icon={BackIcon} />
                {itineraryTexts.back}
              </Link>
            ) : (
              <span />
            )}
            {step.kind === 'overview' ? null : (
              <Link to={appPath(stepHref(ctx.itineraryID, ''))}>
                <Icon icon={RouteIcon} />
                {itineraryTexts.toOverview}
              </Link>
            )}
          </nav>
        }
      />
      <SyncStatus />
      <ScanAccepted.Provider value={onScanAccepted}>{Body ? <Body {...ctx} /> : null}</ScanAccepted.Provider>
      {advancing ? (
        <p className="itinerary-step__moving" role="status">
          {itineraryTexts.movingOn}
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {asking ? (
        <DeviationPrompt checks={asking} busy={busy} onSubmit={(reasons) => void onNext(reasons)} />
      ) : step.kind === 'overview' || screen?.ownContinue ? null : (
        <ActionBar className="itinerary-step__footer">
          <DisabledReasons failures={failures} showReasons>
            {isInstructionOnly(step) ? (
              <ConfirmButton busy={busy} onClick={() => void onNext()}>
                {nextLabel}
              </ConfirmButton>
            ) : (
              <Button fullWidth busy={busy} onClick={() => void onNext()}>
                {nextLabel}
              </Button>
            )}
          </DisabledReasons>
        </ActionBar>
      )}
    </Page>
  );
}
