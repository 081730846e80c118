/**
 * The write queue (issue 4, DESIGN.md 3): a step's writes are kept on the device with their
 * idempotency keys, sent strictly in order, one at a time, and — when the connection drops — kept
 * and replayed in order when it returns, so a write sent twice counts once and nothing the nurse did
 * is lost on a reload.
 *
 * - Each entry is stored before it is first sent; it leaves storage when the server has answered.
 * - A network failure stops the queue (the entry stays first) until `online`, a timer or `flush()`.
 * - A refusal (the server answered 4xx/5xx) drops the entry, rejects its promise, and is listed in
 *   `failed` so the screen can say what did not sync; the entries after it still go.
 * - Writes that take a step time get the time the nurse did the step (`at`), so a replay hours
 *   later records when it happened.
 */
import { takesStepTime } from '@sc/domain/contract/step-time';
import type { FnName } from '@sc/domain/contract/index';
import { ApiError } from './api.ts';

export interface QueuedWrite {
  readonly id: string;
  readonly name: FnName;
  readonly input: Record<string, unknown>;
  readonly label: string;
  /** The Idempotency-Key: the same on every try of this write. */
  readonly key: string;
  readonly queuedAt: string;
}

export interface FailedWrite {
  readonly id: string;
  readonly label: string;
  readonly message: string;
}

export interface QueueSnapshot {
  readonly pending: readonly QueuedWrite[];
  readonly failed: readonly FailedWrite[];
  readonly online: boolean;
}

export interface WriteQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  storageKey: string;
  send: (write: QueuedWrite) => Promise<unknown>;
  isOnline: () => boolean;
  now?: () => Date;
  newID?: () => string;
  /** Called after each write the server accepted (e.g. to refetch what it changed). */
  onSent?: (write: QueuedWrite, answer: unknown) => void;
  /** Retry delays after a network failure, in ms; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'network';

export function createWriteQueue(options: WriteQueueOptions) {
  const { storage, storageKey, send, isOnline } = options;
  const now = options.now ?? (() => new Date());
  const newID = options.newID ?? (() => crypto.randomUUID());
  const delays = options.retryDelaysMs ?? [2_000, 4_000, 8_000, 16_000, 30_000];
  const waiting = new Map<string, { resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<() => void>();
  let pending: QueuedWrite[] = load();
  let failed: FailedWrite[] = [];
  let sending = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let snapshot: QueueSnapshot = { pending, failed, online: isOnline() };

  function load(): QueuedWrite[] {
    try {
      const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? (stored as QueuedWrite[]) : [];
    } catch {
      return [];
    }
  }

  function changed() {
    try {
      storage.setItem(storageKey, JSON.stringify(pending));
    } catch {
      // Full or private storage: the queue still works for this page.
    }
    snapshot = { pending, failed, online: isOnline() };
    listeners.forEach((listener) => listener());
  }

  function retryLater() {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delays[Math.min(attempt, delays.length - 1)]);
    attempt += 1;
  }

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    clearTimeout(timer);
    try {
      while (pending.length > 0) {
        const write = pending[0]!;
        let answer: unknown;
        try {
          answer = await send(write);
        } catch (error) {
          if (isNetworkFailure(error)) {
            retryLater();
            changed();
            return;
          }
          pending = pending.slice(1);
          failed = [...failed, { id: write.id, label: write.label, message: (error as Error).message }];
          changed();
          waiting.get(write.id)?.reject(error);
          waiting.delete(write.id);
          continue;
        }
        attempt = 0;
        pending = pending.slice(1);
        changed();
        options.onSent?.(write, answer);
        waiting.get(write.id)?.resolve(answer);
        waiting.delete(write.id);
      }
    } finally {
      sending = false;
    }
  }

  return {
    /** Queues a write; the promise settles with the server's answer or its refusal. */
    enqueue(name: FnName, input: Record<string, unknown>, { label }: { label: string }): Promise<unknown> {
      const stamped = takesStepTime(name) && input.at === undefined ? { ...input, at: now().toISOString() } : input;
      const write: QueuedWrite = {
        id: newID(),
        name,
        input: stamped,
        label,
        key: newID(),
        queuedAt: now().toISOString(),
      };
      const answered = new Promise<unknown>((resolve, reject) => waiting.set(write.id, { resolve, reject }));
      pending = [...pending, write];
      changed();
      void flush();
      return answered;
    },
    flush,
    /** The connection came back (or went): try now. */
    setOnline() {
      attempt = 0;
      changed();
      void flush();
    },
    dismissFailed(id: string) {
      failed = failed.filter((f) => f.id !== id);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
