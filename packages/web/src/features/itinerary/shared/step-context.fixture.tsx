/**
 * Test kit for the step screens: renders a screen's Body with a StepContext over given itinerary
 * data. Writes and scans are recorded (and answered by the test); the local flow state is real
 * state, so a screen's `setLocal` re-renders it as in the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { emptyItineraryFlowState, type ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { Step } from '@sc/domain/itinerary/step';
import { makeViewer } from '@sc/domain/access/viewer.fixture';
import { AppContext, type AppContextValue } from '../../../lib/app-context.tsx';
import { fnKey } from '../../../lib/query.ts';
import type { FlowData, ScanResult, StepContext } from '../step-screen.ts';
import type { SupplyItemData } from '../../../lib/supply-names.ts';

export interface RecordedWrite {
  name: string;
  input: unknown;
  label: string;
}

export interface StepFixture {
  data: ItineraryData;
  step: Partial<Step> & Pick<Step, 'kind'>;
  supplyItems?: SupplyItemData[];
  nurseItems?: SupplyItemData[];
  local?: ItineraryFlowState;
  /** What a scanned value resolves to; a value not here is "Invalid barcode". */
  scans?: Record<string, Partial<ScanResult>>;
  /** Make a write fail with this message. */
  failWrite?: (name: string) => string | null;
  /** Who each patient waypoint visits (the flow data's patient list). */
  patients?: FlowData['patients'];
  /** The place each stop is at (a lab's name and address). */
  places?: FlowData['places'];
  /** The app configuration a screen reads (the support phone, ...). */
  config?: Partial<AppContextValue['config']>;
}

export function supplyItem(id: string, supplyID: string, supplyType = 'tube', status = 'activated'): SupplyItemData {
  return {
    id,
    serial: null,
    skuID: `sku-${supplyID}`,
    status: status as SupplyItemData['status'],
    supplyID,
    supplyName: supplyID.replace(/^sup-/, '').replace(/-/g, ' '),
    supplyType,
    color: null,
    icon: null,
  };
}

export function renderStep(Body: ComponentType<StepContext>, fixture: StepFixture) {
  const writes: RecordedWrite[] = [];
  const state = { local: fixture.local ?? emptyItineraryFlowState, nexts: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(fnKey('getNurseSupplyItems', {}), { items: fixture.nurseItems ?? [], hasMore: false });
  const flow: FlowData = {
    itinerary: fixture.data,
    timeZone: 'America/New_York',
    supplyItems: Object.fromEntries((fixture.supplyItems ?? []).map((i) => [i.id, i])),
    patients: fixture.patients ?? {},
    places: fixture.places,
    transitBlockingDisabled: false,
  };
  const step: Step = {
    id: fixture.step.path ?? 'step',
    path: 'step',
    title: 'Step',
    screen: true,
    children: [],
    ...fixture.step,
  };
  const app: AppContextValue = {
    viewer: makeViewer('nurse', 'approved', { id: 'user-nurse', firstName: 'Nora', lastName: 'Nurse' }),
    config: (fixture.config ?? {}) as AppContextValue['config'],
    partner: null,
  };

  function Harness() {
    const [local, setLocalState] = useState(state.local);
    const ctx: StepContext = {
      itineraryID: fixture.data.id,
      step,
      flow,
      data: fixture.data,
      local,
      setLocal: (update) =>
        setLocalState((s) => {
          state.local = update(s);
          return state.local;
        }),
      write: async (name, input, label) => {
        writes.push({ name, input, label });
        const failure = fixture.failWrite?.(name);
        if (failure) throw new Error(failure);
      },
      scan: async (barcode) => {
        const known = fixture.scans?.[barcode];
        if (!known) throw new Error('Invalid barcode');
        return {
          barcode,
          barcodeType: 'supply-item',
          supplyID: null,
          supplyItemID: null,
          serial: null,
          supplyItemStatus: 'activated',
          batchItemID: null,
          ...known,
        };
      },
      supplyNameOf: (id) => flow.supplyItems[id]?.supplyName ?? null,
      goNext: () => {
        state.nexts += 1;
      },
    };
    return <Body {...ctx} />;
  }

  const view = render(
    <MemoryRouter>
      <AppContext value={app}>
        <QueryClientProvider client={queryClient}>
          <Harness />
        </QueryClientProvider>
      </AppContext>
    </MemoryRouter>,
  );
  return { ...view, writes, state };
}
