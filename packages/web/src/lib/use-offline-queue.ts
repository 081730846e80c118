/**
 * The app's one write queue (lib/offline-queue.ts, ADR 012): created on first use, kept in
 * localStorage under the signed-in user's id (so one person's writes never go out in another's
 * session), sent through `call` with each entry's idempotency key, and replayed in order when the
 * browser is back online or the page is reloaded.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { AppContext } from './app-context.tsx';
import { createEventBatch, type EventBatch } from './event-batch.ts';
import { createWriteQueue, type WriteQueue } from './offline-queue.ts';
import { dropSentPhotos, photosNamedIn, sendWithPhotos } from './photos-on-phone.ts';
import { fnKey } from './query.ts';

let current: { storageKey: string; queue: WriteQueue; events: EventBatch } | undefined;

/**
 * Itineraries whose page applies its confirmed writes to the cached flow itself (ADR 022). A write
 * answered while its page is closed leaves that flow stale instead, to be fetched when next shown.
 */
export const itinerariesApplyingWrites = new Map<string, number>();
/** The query caches mounted hooks use (usually one), with how many hooks use each. */
const clients = new Map<QueryClient, number>();

export function writeQueueStorageKey(userID: string | null): string {
  return `sc:write-queue:${userID ?? 'signed-out'}`;
}

/** Analytics events change nothing a screen shows. */
const isEvent = (name: string) => name === 'trackEvent' || name === 'trackEvents';

function appQueue(userID: string | null): { queue: WriteQueue; events: EventBatch } {
  const storageKey = writeQueueStorageKey(userID);
  if (current?.storageKey === storageKey) return current;
  // Another person signed in: the previous queue stops; its entries wait in its own storage.
  if (current) {
    current.events.flush();
    window.removeEventListener('pagehide', current.events.flush);
    current.queue.dispose();
  }
  // A photo taken offline is uploaded as its write's turn comes (photos-on-phone.ts).
  const queue = createWriteQueue({ storage: localStorage, storageKey, events: window, send: sendWithPhotos });
  const events = createEventBatch({
    storage: localStorage,
    storageKey: `sc:event-batch:${userID ?? 'signed-out'}`,
    send: (batch) => void queue.enqueue('trackEvents', { events: batch }, { label: 'Scan events' }),
  });
  window.addEventListener('pagehide', events.flush);
  queue.subscribe((event) => {
    const photos = event ? photosNamedIn(event.write.input) : [];
    if (photos.length > 0) void dropSentPhotos(photos, queue.getSnapshot().pending);
    // A replay's caller is gone (a reload) or went on without it (offline): the screens' data is
    // now older than the server's, and a refused replay undid what a screen assumed.
    if (event?.replayed && !isEvent(event.write.name)) clients.forEach((_, client) => void client.invalidateQueries());
    else if (event?.type === 'sent') {
      const { itineraryID } = event.write.input;
      if (typeof itineraryID === 'string' && !itinerariesApplyingWrites.has(itineraryID))
        clients.forEach(
          (_, client) =>
            void client.invalidateQueries({
              queryKey: fnKey('getItineraryFlowData', { itineraryID }),
              refetchType: 'none',
            }),
        );
    }
  });
  current = { storageKey, queue, events };
  return current;
}

export function useWriteQueue() {
  const { queue, events } = appQueue(useContext(AppContext)?.viewer?.id ?? null);
  const client = useQueryClient();
  useEffect(() => {
    clients.set(client, (clients.get(client) ?? 0) + 1);
    // What a reload left waits for the first screen that uses the queue (not sent during render).
    void queue.flush();
    return () => {
      const users = (clients.get(client) ?? 1) - 1;
      if (users > 0) clients.set(client, users);
      else clients.delete(client);
    };
  }, [client, queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      enqueue: queue.enqueue,
      flush: queue.flush,
      dismissFailed: queue.dismissFailed,
      subscribe: queue.subscribe,
      /** An analytics event, sent with others in one trackEvents write (lib/event-batch.ts). */
      recordEvent: events.add,
    }),
    [snapshot, queue, events],
  );
}
