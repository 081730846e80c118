/**
 * Every itinerary step's frame (requirements.md 2.11, 5): the step header (Back in route order, hidden
 * where the step says so; "Stop 2 of 4", the title, "Step 3 of 9"), what waits to sync, the
 * screen's body, and Next in the bottom action bar — disabled while the step has failures, which
 * the tooltip (and, on a phone, a list under the button) gives one per line; one large confirm on
 * an instruction-only step.
 * Pressing Next runs the screen's completing write, finishes the stop when the flow leaves it
 * (asking the deviation reasons first), then opens the next step. A scan that leaves the step with
 * nothing missing presses Next by itself a moment later (issue 13: fewer taps, one hand); so does
 * the tap that finishes a step's work, and Next passes over the steps the domain's walk passes
 * (issue 27: `itinerary/step-walk.ts`), whose instructions show here, on the step that acts on them.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SCAN_AUTO_ADVANCE_MS } from '@sc/domain/constants';
import { Link, useLocation } from 'react-router';
import type { DeviationName } from '@sc/domain/field-checks/deviation';
import { isInstructionOnly } from '@sc/domain/itinerary/instruction-steps';
import { stepProgress } from '@sc/domain/itinerary/progress';
import type { Step } from '@sc/domain/itinerary/step';
import type { ScreenStepKind } from '@sc/domain/itinerary/step-kinds/index';
import { movesOnOnArrival, plainWalk, stepWorkDone, type StepWalk } from '@sc/domain/itinerary/step-walk';
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
import { nowDate } from '../../lib/clock.ts';

/** Stability clocks (issue 25), loaded only once a tube is out: steps before carry none of it. */
const SpecimenAlerts = lazy(() => import('./specimen-alerts.tsx').then((m) => ({ default: m.SpecimenAlerts })));
const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const hasTubeOut = (data: StepContext['data']) =>
  Object.values(data.procedures).some((p) => p.samples.some((s) => s.status === 'collected' && s.collectionTimestamp));

interface StepLayoutProps {
  ctx: StepContext;
  steps: readonly Step[];
  /** Which steps Next and Back pass over, and what they show on the step (issue 27); all shown when absent. */
  walk?: StepWalk;
  screen?: StepScreen;
  /** The screens of the step's group, for the instructions of steps shown on this one. */
  screenOf?: (kind: ScreenStepKind) => StepScreen | undefined;
}

export function StepLayout({ ctx, steps, walk: given, screen, screenOf }: StepLayoutProps) {
  const appPath = useAppPath();
  const { step, data } = ctx;
  const walk = given ?? plainWalk(steps);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<DeviationName[] | null>(null);
  const back = step.backVisible === false ? null : walk.previous(step.path);
  const next = walk.next(step.path);
  const failures = [...(step.failures ?? []), ...(screen?.blockedBy?.(ctx) ?? [])];
  const progress = stepProgress(steps, step.path, walk.counted);
  const shownHere = walk.shownOn(step.path);
  const byNext = (useLocation().state as { byNext?: boolean } | null)?.byNext === true;
  const nextLabel = step.continueLabel ?? itineraryTexts.next;
  const Body = screen?.Body;

  async function finishStop(reasons: Partial<Record<DeviationName, string>>): Promise<boolean> {
    const waypoint = stopLeftBehind(data, step, next);
    if (!waypoint) return true;
    const location = await getLatLngOrNull();
    // Asked once: the too-far reason given on arrival answers the location check.
    const given = reasonsForFinish(ctx.itineraryID, waypoint.id, reasons);
    const missing = missingDeviations(data, waypoint, location, nowDate(), given);
    if (missing.length > 0) {
      setAsking(missing);
      return false;
    }
    await ctx.write('finishWaypoint', { waypointID: waypoint.id, location, reasons: given }, 'Stop finished');
    return true;
  }

  const [scans, setScans] = useState(0);
  const onScanAccepted = useCallback(() => setScans((n) => n + 1), []);
  // Issue 27: work finished on this screen (the last tick, the answer) moves on as a scan does;
  // a step reached by Next with its work already done moves on too. Revisited, it waits for Next.
  const workDone = stepWorkDone(step, data, ctx.local);
  const [undoneHere, setUndoneHere] = useState(workDone === false);
  if (workDone === false && !undoneHere) setUndoneHere(true);
  const [arrivedDone] = useState(() => byNext && failures.length === 0 && movesOnOnArrival(step, data));
  const doneHere = (undoneHere && workDone === true) || arrivedDone;
  const advancing =
    (scans > 0 || doneHere) &&
    failures.length === 0 &&
    !busy &&
    asking === null &&
    error === null &&
    step.kind !== 'overview' &&
    !screen?.ownContinue;
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
      {hasTubeOut(data) ? (
        <Suspense fallback={null}>
          <SpecimenAlerts data={data} timeZone={phoneZone()} />
        </Suspense>
      ) : null}
      {shownHere.map((shown) => {
        const Shown = screenOf?.(shown.kind as ScreenStepKind)?.Body;
        return Shown ? (
          <section key={shown.path} className="itinerary-step__shown" aria-label={shown.title}>
            {shown.title === step.title ? null : <h2>{shown.title}</h2>}
            <Shown {...ctx} step={shown} />
          </section>
        ) : null;
      })}
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
