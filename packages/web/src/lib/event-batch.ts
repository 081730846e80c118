/**
 * Analytics events the phone records itself (the scans it answered, ADR 022) wait here and go to
 * the server together, as one trackEvents write through the outbox: a scan costs its step's one
 * request, not two. Kept in storage, so a reload loses none; sent when 20 wait, 30 s after the
 * first, or as the page goes.
 */
import { TRACK_EVENTS_MAX } from '@sc/domain/contract/client-events';
import type { FnInput } from '@sc/domain/contract/index';

export type BatchedEvent = FnInput<'trackEvents'>['events'][number];

export const EVENT_BATCH_SIZE = 20;
export const EVENT_BATCH_WAIT_MS = 30_000;

export interface EventBatchOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey: string;
  /** Hands a batch to the outbox (which keeps it until the server has it). */
  send: (events: BatchedEvent[]) => void;
  waitMs?: number;
}

export function createEventBatch({ storage, storageKey, send, waitMs = EVENT_BATCH_WAIT_MS }: EventBatchOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function read(): BatchedEvent[] {
    try {
      const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? (stored as BatchedEvent[]) : [];
    } catch {
      return [];
    }
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const events = read();
    storage.removeItem(storageKey);
    for (let i = 0; i < events.length; i += TRACK_EVENTS_MAX) send(events.slice(i, i + TRACK_EVENTS_MAX));
  }

  return {
    add(event: BatchedEvent): void {
      const events = [...read(), event];
      try {
        storage.setItem(storageKey, JSON.stringify(events));
      } catch {
        send([event]);
        return;
      }
      if (events.length >= EVENT_BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, waitMs);
    },
    flush,
  };
}

export type EventBatch = ReturnType<typeof createEventBatch>;
