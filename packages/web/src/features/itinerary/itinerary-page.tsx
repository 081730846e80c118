/**
 * The itinerary flow (requirements.md 2.11): `itinerary/{itineraryID}/{step path}`. The container waits for
 * the flow data ("Loading your itinerary…"), then shows the step the path names; the legacy routes
 * under `itinerary-legacy/{itineraryID}` reach the same screens.
 */
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { FLOW_DATA_STALE_MS } from '@sc/domain/itinerary/navigation';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { legacyToStepPath, matchLegacyPath } from '@sc/domain/itinerary/legacy-routes';
import { Alert, Page, PageLoading } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { registerFieldWorker } from '../../lib/service-worker.ts';
import { useFn } from '../../lib/query.ts';
import { ItineraryFlow, useItineraryTree } from './itinerary-flow.tsx';
import { stepHref } from './step-href.ts';
import { itineraryTexts } from './itinerary-texts.ts';
import type { FlowData } from './step-screen.ts';
import { useConfirmedWrites, useFlowWithWaitingWrites } from './waiting-writes.ts';
import './itinerary.css';

function useFlowData(itineraryID: string) {
  const query = useFn(
    'getItineraryFlowData',
    { itineraryID },
    // requirements.md 3/9: flow data is stale after 10 minutes.
    { staleTime: FLOW_DATA_STALE_MS, refetchInterval: FLOW_DATA_STALE_MS },
  );
  // The contract describes the itinerary loosely (its top level); the model's type is what it holds.
  const answer: FlowData | undefined = useMemo(
    () => query.data && { ...query.data, itinerary: query.data.itinerary as unknown as ItineraryData },
    [query.data],
  );
  useConfirmedWrites(itineraryID);
  return { ...query, flow: useFlowWithWaitingWrites(answer) };
}

function FlowLoader({ itineraryID, children }: { itineraryID: string; children: (flow: FlowData) => React.ReactNode }) {
  const { flow, error } = useFlowData(itineraryID);
  if (error && !flow) {
    return (
      <Page title={itineraryTexts.overviewTitle}>
        <Alert tone="danger" title={itineraryTexts.loadFailed}>
          {error.message}
        </Alert>
      </Page>
    );
  }
  if (!flow) return <PageLoading label={itineraryTexts.loading} delayMs={0} />;
  return <>{children(flow)}</>;
}

export function ItineraryPage() {
  const { itineraryID, '*': splat } = useParams();
  const appPath = useAppPath();
  // From here on the day must open with no signal.
  useEffect(registerFieldWorker, []);
  if (!itineraryID) return <Navigate replace to={appPath(paths.home.href())} />;
  return (
    <FlowLoader itineraryID={itineraryID}>
      {(flow) => <ItineraryFlow key={itineraryID} flow={flow} path={splat ?? ''} />}
    </FlowLoader>
  );
}

/** itinerary-legacy/{itineraryID}/…: the same screens, at their current paths. */
export function LegacyItineraryPage() {
  const { itineraryID, '*': splat } = useParams();
  const appPath = useAppPath();
  if (!itineraryID) return <Navigate replace to={appPath(paths.home.href())} />;
  return (
    <FlowLoader itineraryID={itineraryID}>{(flow) => <LegacyRedirect flow={flow} path={splat ?? ''} />}</FlowLoader>
  );
}

function LegacyRedirect({ flow, path }: { flow: FlowData; path: string }) {
  const appPath = useAppPath();
  const { itinerary } = flow;
  const { steps } = useItineraryTree(flow, null);
  const match = matchLegacyPath(paths.itineraryLegacy.href({ itineraryID: itinerary.id, '*': path }));
  const stepPath = match ? legacyToStepPath(match, steps, itinerary) : '';
  return <Navigate replace to={appPath(stepHref(itinerary.id, stepPath))} />;
}
