/**
 * The app's one write queue (lib/offline-queue.ts): writes go through `call` with their idempotency
 * key; the queue is kept in localStorage and replayed in order when the browser is back online.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { FnInput, FnName } from '@sc/domain/contract/index';
import { call } from './api.ts';
import { createWriteQueue, type WriteQueue } from './offline-queue.ts';

let queue: WriteQueue | undefined;

function appQueue(client: QueryClient): WriteQueue {
  if (queue) return queue;
  const created = createWriteQueue({
    storage: localStorage,
    storageKey: 'sc:write-queue',
    isOnline: () => navigator.onLine,
    send: (write) => call(write.name, write.input as FnInput<FnName>, { idempotencyKey: write.key }),
    // A replay (after a reload or a reconnect) changed server state: show it.
    onSent: () => void client.invalidateQueries(),
  });
  window.addEventListener('online', () => created.setOnline());
  window.addEventListener('offline', () => created.setOnline());
  void created.flush();
  queue = created;
  return created;
}

export function useWriteQueue() {
  const q = appQueue(useQueryClient());
  const snapshot = useSyncExternalStore(q.subscribe, q.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      enqueue: <N extends FnName>(name: N, input: FnInput<N>, options: { label: string }) =>
        q.enqueue(name, input as Record<string, unknown>, options),
      dismissFailed: q.dismissFailed,
    }),
    [snapshot, q],
  );
}
