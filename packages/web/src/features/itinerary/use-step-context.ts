/**
 * Builds the context a step screen gets: the step, the data, the local flow state, and the write,
 * scan and next actions. Writes go through the app's offline write queue, so a step done without
 * a connection is kept (with its idempotency key) and replayed in order when the phone is back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { nextStep } from '@sc/domain/itinerary/navigation';
import type { ItineraryFlowState } from '@sc/domain/itinerary/flow-state';
import type { Step } from '@sc/domain/itinerary/step';
import type { FnInput } from '@sc/domain/contract/index';
import { call } from '../../lib/api.ts';
import { useAppNavigate } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { stepHref } from './step-href.ts';
import type { FlowData, StepContext, StepWriteInput, StepWriteName } from './step-screen.ts';

export interface StepContextInput {
  flow: FlowData;
  step: Step;
  steps: readonly Step[];
  local: ItineraryFlowState;
  setLocal: (update: (state: ItineraryFlowState) => ItineraryFlowState) => void;
}

export function useStepContext({ flow, step, steps, local, setLocal }: StepContextInput): StepContext {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const queue = useWriteQueue();
  const itineraryID = flow.itinerary.id;

  const write = useCallback(
    async <N extends StepWriteName>(name: N, input: StepWriteInput<N>, label: string) => {
      const full = { ...input, itineraryID } as unknown as FnInput<N>;
      const outcome = queue.enqueue(name, full, { label });
      // Offline: the write waits in the queue (and survives a reload); the screen may go on.
      if (!queue.online) return;
      await outcome;
      await queryClient.invalidateQueries({ queryKey: fnKey('getItineraryFlowData', { itineraryID }) });
    },
    [queue, itineraryID, queryClient],
  );

  const scan = useCallback((barcode: string) => call('scanBarcode', { barcode, route: pathname }), [pathname]);

  const supplyNameOf = useCallback((id: string) => flow.supplyItems[id]?.supplyName ?? null, [flow.supplyItems]);

  const goNext = useCallback(() => {
    const next = nextStep(steps, step.path);
    navigate(stepHref(itineraryID, next?.path ?? ''));
  }, [steps, step.path, navigate, itineraryID]);

  return useMemo(
    () => ({ itineraryID, step, flow, data: flow.itinerary, local, setLocal, write, scan, supplyNameOf, goNext }),
    [itineraryID, step, flow, local, setLocal, write, scan, supplyNameOf, goNext],
  );
}
