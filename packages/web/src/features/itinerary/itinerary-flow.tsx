/**
 * One itinerary's flow: the step tree built by the domain from the flow data and this phone's local
 * flow state, the step the URL names, and its screen inside the step layout.
 */
import { Suspense, use, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { itineraryStepFailures } from '@sc/domain/itinerary/step-failures';
import { flattenSteps, resolveStep } from '@sc/domain/itinerary/navigation';
import type { Step } from '@sc/domain/itinerary/step';
import { screenGroupOf, type ScreenStepKind } from '@sc/domain/itinerary/step-kinds/index';
import { buildItinerarySteps } from '@sc/domain/itinerary/step-tree';
import { stepWalk, type StepWalk } from '@sc/domain/itinerary/step-walk';
import type { ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { Alert, LinkButton, Page, PageLoading } from '../../components/ui/index.ts';
import { useApp, useAppPath } from '../../lib/app-context.tsx';
import { useRememberStep } from '../../lib/last-step.ts';
import { itineraryTexts } from './itinerary-texts.ts';
import { loadScreenGroup, preloadScreenGroups } from './screens/index.ts';
import { stepHref } from './step-href.ts';
import { StepLayout } from './step-layout.tsx';
import type { FlowData, StepScreen } from './step-screen.ts';
import { useLocalFlow } from './use-local-flow.ts';
import { useStepContext } from './use-step-context.ts';

/**
 * The step tree, its screens in route order, and the rule that lists a screen's failures. Only the
 * screen shown needs its failures (its Next button), so they are not worked out for every screen:
 * on a slow phone that was most of the first render's time.
 */
export function useItineraryTree(flow: FlowData, currentPath: string | null, local?: ItineraryFlowState) {
  const { config } = useApp();
  const stored = useLocalFlow(flow.itinerary.id)[0];
  const localFlow = local ?? stored;
  const preparationDisabled = config.flags.supplyPreparationDisabled === true;
  const { itinerary, supplyItems } = flow;
  // The tree reads only the itinerary: items named later (the scan data) do not rebuild it.
  const { tree, steps } = useMemo(() => {
    const flags = { supplyPreparationDisabled: preparationDisabled };
    const tree = buildItinerarySteps(itinerary, { localFlow, flags, currentPath });
    return { tree, steps: flattenSteps(tree) };
  }, [itinerary, localFlow, currentPath, preparationDisabled]);
  const failuresOf = useMemo(() => {
    const supplyIDOf = (id: string) => supplyItems[id]?.supplyID ?? null;
    const flags = { supplyPreparationDisabled: preparationDisabled };
    return itineraryStepFailures(itinerary, localFlow, { supplyIDOf, flags });
  }, [itinerary, supplyItems, localFlow, preparationDisabled]);
  // Issue 27: which steps Next and Back pass over, and where their instructions show.
  const walk = useMemo(() => stepWalk({ steps, data: itinerary, failuresOf }), [steps, itinerary, failuresOf]);
  return { tree, steps, failuresOf, walk };
}

export function ItineraryFlow({ flow, path }: { flow: FlowData; path: string }) {
  const appPath = useAppPath();
  const [local, setLocal] = useLocalFlow(flow.itinerary.id);
  const { tree, steps, failuresOf, walk } = useItineraryTree(flow, path, local);
  const byNext = (useLocation().state as { byNext?: boolean } | null)?.byNext === true;
  const resolved = resolveStep(tree, path);
  const step = useMemo(() => resolved && { ...resolved, failures: failuresOf(resolved) }, [resolved, failuresOf]);
  // Issue 13: the nurse home's "Continue your itinerary" opens the step shown here.
  useRememberStep(flow.itinerary.id, step !== null && step.path === path ? step.path : null);
  // After the first screen shows: the rest of the flow's screens, for when the signal drops.
  useEffect(() => {
    let stop = () => {};
    const timer = setTimeout(() => (stop = preloadScreenGroups()), 2_000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  if (step === null) {
    return (
      <Page title={itineraryTexts.overviewTitle} width="narrow">
        <Alert tone="warning">{itineraryTexts.stepNotFound}</Alert>
        <LinkButton to={appPath(stepHref(flow.itinerary.id, ''))}>{itineraryTexts.toOverview}</LinkButton>
      </Page>
    );
  }
  // A group's path lands on its first screen.
  if (step.path !== path) return <Navigate replace to={appPath(stepHref(flow.itinerary.id, step.path))} />;
  // Brought by Next to a step the walk passes over now (the write just made did its work, such as
  // the identity check unlocking the supplies): on to the next one, as Next would have gone.
  if (byNext && walk.passOf(step).reason !== 'shown') {
    const onward = stepHref(flow.itinerary.id, walk.next(step.path)?.path ?? '');
    return <Navigate replace to={appPath(onward)} state={{ byNext: true }} />;
  }
  return (
    <StepView key={step.path} flow={flow} step={step} steps={steps} walk={walk} local={local} setLocal={setLocal} />
  );
}

interface StepViewProps {
  flow: FlowData;
  step: Step;
  steps: readonly Step[];
  walk: StepWalk;
  local: ItineraryFlowState;
  setLocal: (update: (state: ItineraryFlowState) => ItineraryFlowState) => void;
}

function StepView({ flow, step, steps, walk, local, setLocal }: StepViewProps) {
  const ctx = useStepContext({ flow, step, steps, walk, local, setLocal });
  return (
    <Suspense fallback={<PageLoading delayMs={300} />}>
      <ScreenFor kind={step.kind as ScreenStepKind}>
        {(screen, screens) => (
          <StepLayout ctx={ctx} steps={steps} walk={walk} screen={screen} screenOf={(kind) => screens[kind]} />
        )}
      </ScreenFor>
    </Suspense>
  );
}

function ScreenFor({
  kind,
  children,
}: {
  kind: ScreenStepKind;
  children: (screen: StepScreen | undefined, screens: Readonly<Record<string, StepScreen>>) => React.ReactNode;
}) {
  const screens = use(loadScreenGroup(screenGroupOf[kind]));
  return <>{children(screens[kind], screens)}</>;
}
