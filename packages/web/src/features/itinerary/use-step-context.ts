/**
 * Builds the context a step screen gets: the step, the data, the local flow state, and the write,
 * scan and next actions.
 *
 * A step write the phone can run itself (ADR 022) is checked by the server's own transition here,
 * refused at once with its text, else queued in the outbox and shown at once: the flow applies
 * waiting writes (waiting-writes.ts), so nothing waits for the network and nothing is lost offline.
 * A write only the server can judge still waits for its answer while online.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { nextStep } from '@sc/domain/itinerary/navigation';
import type { StepWalk } from '@sc/domain/itinerary/step-walk';
import type { ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { Step } from '@sc/domain/itinerary/step';
import type { FieldState } from '@sc/domain/transitions/entities';
import { judgeWaitingStep } from '@sc/domain/step-writes/waiting-steps';
import { takesStepTime } from '@sc/domain/contract/step-time';
import type { FnInput } from '@sc/domain/contract/index';
import { useAppNavigate, useViewer } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { phoneScansOf, scanOnPhone, useNurseScanData } from '../../lib/scan-data.ts';
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { stepHref } from './step-href.ts';
import type { FlowData, StepContext, StepWriteInput, StepWriteName } from './step-screen.ts';
import { nowDate } from '../../lib/clock.ts';

export interface StepContextInput {
  flow: FlowData;
  step: Step;
  steps: readonly Step[];
  /** Which steps Next passes over (issue 27); every step shown when absent. */
  walk?: StepWalk;
  local: ItineraryFlowState;
  setLocal: (update: (state: ItineraryFlowState) => ItineraryFlowState) => void;
}

export function useStepContext({ flow, step, steps, walk, local, setLocal }: StepContextInput): StepContext {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const queue = useWriteQueue();
  const viewer = useViewer();
  const scanData = useNurseScanData().data;
  const itineraryID = flow.itinerary.id;
  /**
   * The state the last write judged here left, for the flow it started from: two writes of one tap
   * (a step's save, then finishing the stop) are judged in order before the screen shows the first.
   * Judged on the flow alone, the finish saw the visit as it was before the save and was refused.
   */
  const judged = useRef<{ from: FlowData; state: FieldState } | null>(null);

  const write = useCallback(
    async <N extends StepWriteName>(name: N, input: StepWriteInput<N>, label: string) => {
      const at = nowDate().toISOString();
      const full = { ...input, itineraryID, ...(takesStepTime(name) ? { at } : {}) } as unknown as FnInput<N>;
      const caller = { userID: viewer.id, role: viewer.role };
      const entry = { name, input: full as Record<string, unknown>, at };
      // The flow shown already knows the items she holds (waiting-writes.ts); the server's rules
      // judge the write here, the visit bag's included (issue 22).
      const state =
        judged.current?.from === flow
          ? judged.current.state
          : { itinerary: flow.itinerary, supplyItems: flow.supplyItems };
      const result = judgeWaitingStep(state, entry, caller, phoneScansOf(scanData));
      // A record the phone does not hold (an item at the patient's, not in her bag) is the server's to find.
      if (result && (result.ok || result.refusal.code !== 'not_found')) {
        if (!result.ok) throw new Error(result.refusal.message);
        judged.current = { from: flow, state: result.data };
        // Shown at once from the outbox; the server's refusal, if any, stays in the sync banner.
        void queue.enqueue(name, full, { label });
        return;
      }
      const outcome = queue.enqueue(name, full, { label });
      // Offline: the write waits in the queue (and survives a reload); the screen may go on.
      if (!queue.online) return;
      await outcome;
      await queryClient.invalidateQueries({ queryKey: fnKey('getItineraryFlowData', { itineraryID }) });
    },
    [queue, itineraryID, queryClient, viewer.id, viewer.role, scanData, flow],
  );

  const scan = useCallback(
    (barcode: string) =>
      scanOnPhone(scanData, barcode, {
        route: pathname,
        online: queue.online,
        record: (properties) =>
          queue.recordEvent({ name: 'scan item', route: pathname, properties, at: nowDate().toISOString() }),
      }),
    [scanData, pathname, queue],
  );

  const supplyNameOf = useCallback((id: string) => flow.supplyItems[id]?.supplyName ?? null, [flow.supplyItems]);

  const goNext = useCallback(() => {
    const next = walk ? walk.next(step.path) : nextStep(steps, step.path);
    // Brought by Next: a step whose work is already done may move on by itself (issue 27).
    navigate(stepHref(itineraryID, next?.path ?? ''), { state: { byNext: true } });
  }, [steps, walk, step.path, navigate, itineraryID]);

  return useMemo(
    () => ({ itineraryID, step, flow, data: flow.itinerary, local, setLocal, write, scan, supplyNameOf, goNext }),
    [itineraryID, step, flow, local, setLocal, write, scan, supplyNameOf, goNext],
  );
}
