/**
 * The itinerary as the nurse left it (issue 13, ADR 022): the server's last answer with every step
 * write still waiting in the outbox applied by the server's own transitions, so a scan or a Next
 * shows at once, with or without signal, and survives a reload (the outbox is stored).
 *
 * When a write is answered it leaves the outbox; the same command is then applied to the cached
 * answer, so the screen does not step back and no refetch is needed. A refused write leaves the
 * outbox too: the screen shows the server's state again, and the sync banner keeps the refusal.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { applyWaitingSteps, type WaitingStep } from '@sc/domain/step-writes/waiting-steps';
import type { FnOutput } from '@sc/domain/contract/index';
import { useViewer } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { itemsOf, phoneScansOf, useNurseScanData, type NurseScanData } from '../../lib/scan-data.ts';
import type { QueuedWrite } from '../../lib/offline-queue.ts';
import { itinerariesApplyingWrites, useWriteQueue } from '../../lib/use-offline-queue.ts';
import type { FlowData } from './step-screen.ts';

type FlowAnswer = FnOutput<'getItineraryFlowData'>;
type Caller = { userID: string; role: string };

const isFor = (itineraryID: string) => (write: WaitingStep) => write.input.itineraryID === itineraryID;

/**
 * The flow with `writes` applied. Its items include the ones she holds, with their supply data, so
 * the screens name and type a scanned item without asking the server.
 */
export function withWaitingWrites<F extends Pick<FlowData, 'itinerary' | 'supplyItems'>>(
  flow: F,
  writes: readonly WaitingStep[],
  caller: Caller,
  scanData?: NurseScanData,
): F {
  const held = itemsOf(scanData);
  // The flow's answer names its items; the scan data adds the shipped kit each came in (ADR 080).
  const named = Object.fromEntries(
    Object.entries(flow.supplyItems).map(([id, data]) => [
      id,
      data.shippedKit === undefined && held[id] ? { ...data, shippedKit: held[id].shippedKit } : data,
    ]),
  );
  const known = { ...held, ...named };
  const state = applyWaitingSteps(
    { itinerary: flow.itinerary, supplyItems: known },
    writes,
    caller,
    phoneScansOf(scanData),
  );
  const supplyItems = Object.fromEntries(
    Object.entries(known).map(([id, data]) => [id, { ...data, status: state.supplyItems[id]?.status ?? data.status }]),
  );
  return { ...flow, itinerary: state.itinerary, supplyItems };
}

function useCaller(): Caller {
  const viewer = useViewer();
  return useMemo(() => ({ userID: viewer.id, role: viewer.role }), [viewer.id, viewer.role]);
}

/** The flow the screens show: the cached answer plus this itinerary's waiting writes. */
export function useFlowWithWaitingWrites(flow: FlowData | undefined): FlowData | undefined {
  const { pending } = useWriteQueue();
  const scanData = useNurseScanData().data;
  const caller = useCaller();
  // Only this itinerary's writes: another write queued or answered (an event batch) changes nothing shown.
  const itineraryID = flow?.itinerary.id;
  const writes = useStable(
    useMemo(() => pending.filter((w) => w.input.itineraryID === itineraryID), [pending, itineraryID]),
  );
  return useMemo(() => flow && withWaitingWrites(flow, writes, caller, scanData), [flow, writes, caller, scanData]);
}

/** The same list as last render while its writes are the same ones (the queue's entries do not change). */
function useStable(writes: readonly QueuedWrite[]): readonly QueuedWrite[] {
  const [kept, setKept] = useState(writes);
  const same = kept.length === writes.length && kept.every((w, i) => w === writes[i]);
  if (!same) setKept(writes);
  return same ? kept : writes;
}

/** Keeps the cached answer in step with the writes the server confirms (no refetch per write). */
export function useConfirmedWrites(itineraryID: string): void {
  const queryClient = useQueryClient();
  const { subscribe } = useWriteQueue();
  const scanData = useNurseScanData().data;
  const caller = useCaller();
  const apply = useCallback(
    (write: WaitingStep) =>
      queryClient.setQueryData<FlowAnswer>(fnKey('getItineraryFlowData', { itineraryID }), (answer) => {
        if (!answer) return answer;
        const flow = { ...answer, itinerary: answer.itinerary as unknown as FlowData['itinerary'] };
        // Only the itinerary: the answer's items stay the ones the server named.
        const { itinerary } = withWaitingWrites(flow, [write], caller, scanData);
        return { ...answer, itinerary: itinerary as unknown as FlowAnswer['itinerary'] };
      }),
    [queryClient, itineraryID, caller, scanData],
  );
  useEffect(() => {
    itinerariesApplyingWrites.set(itineraryID, (itinerariesApplyingWrites.get(itineraryID) ?? 0) + 1);
    const unsubscribe = subscribe((event) => {
      if (event?.type === 'sent' && isFor(itineraryID)(event.write)) apply(event.write);
    });
    return () => {
      unsubscribe();
      const users = (itinerariesApplyingWrites.get(itineraryID) ?? 1) - 1;
      if (users > 0) itinerariesApplyingWrites.set(itineraryID, users);
      else itinerariesApplyingWrites.delete(itineraryID);
    };
  }, [subscribe, apply, itineraryID]);
}
