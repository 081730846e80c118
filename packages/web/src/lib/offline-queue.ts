/**
 * The write queue (issue 4, ADR 012, architecture.md 3): a step's writes are kept on the device with
 * their idempotency keys, sent strictly in order, one at a time, and — when the connection drops —
 * kept and replayed in order when it returns, so a write sent twice counts once and nothing the
 * nurse did is lost on a reload.
 *
 * Why this is hard / conventions here:
 * - An entry is stored before it is first sent, and leaves storage only once the server answered.
 * - One entry keeps one Idempotency-Key for every try, across reloads: the server answers a retry of
 *   a write it already applied with its first answer.
 * - A failure that says nothing about the write (no connection, a gateway, the session lapsed)
 *   keeps the entry first and stops the queue until `online`, the backoff timer or `flush()`.
 *   Any other answer is the server's refusal: the entry leaves, its promise rejects, and it is
 *   listed in `failed` so the screen can say what did not sync; the entries after it still go.
 * - Only one drain runs at a time, so `online` firing twice never sends an entry twice.
 * - Writes that take a step time get the time the nurse did the step (`at`): a replay hours later
 *   records when it happened (the server takes step times up to 48 h old).
 * - An entry replayed after a reload has no waiting promise: its outcome reaches `subscribe`.
 */
import { takesStepTime } from '@sc/domain/contract/step-time';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import { ApiError, call } from './api.ts';
import { nowDate } from './clock.ts';

/** What the screen shows of a waiting write. */
export interface PendingWrite {
  readonly id: string;
  readonly name: FnName;
  readonly label: string;
  /** When the nurse made the write (ISO 8601). */
  readonly at: string;
}

export interface QueuedWrite extends PendingWrite {
  readonly input: Record<string, unknown>;
  /** The Idempotency-Key: the same on every try of this write. */
  readonly key: string;
}

export interface FailedWrite extends PendingWrite {
  /** The server's refusal, to show as is. */
  readonly message: string;
}

export interface QueueSnapshot {
  /** With their inputs: the itinerary applies its waiting writes to what it shows (ADR 022). */
  readonly pending: readonly QueuedWrite[];
  readonly failed: readonly FailedWrite[];
  readonly online: boolean;
}

/** What happened to an entry; `replayed` when it was not answered on its first, awaited try. */
export type QueueEvent =
  | { readonly type: 'sent'; readonly write: QueuedWrite; readonly answer: unknown; readonly replayed: boolean }
  | { readonly type: 'refused'; readonly write: QueuedWrite; readonly error: unknown; readonly replayed: boolean };

export type QueueListener = (event?: QueueEvent) => void;

export interface WriteQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** One key per signed-in user, so one person's writes are never sent in another's session. */
  storageKey: string;
  send?: (write: QueuedWrite) => Promise<unknown>;
  isOnline?: () => boolean;
  now?: () => Date;
  newID?: () => string;
  /** Where `online` / `offline` events fire (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Retry delays after a network failure, in ms; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const sendWithCall = (write: QueuedWrite) =>
  call(write.name, write.input as FnInput<FnName>, { idempotencyKey: write.key });

/** 401 too: a lapsed session says nothing about the write, which waits for the next sign-in. */
const heldStatuses = new Set([401, 408, 429, 502, 503, 504]);

export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network' || heldStatuses.has(error.status));
}

/** crypto.randomUUID exists only in secure contexts (a phone on a LAN address over http has none). */
export function newUUID(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isQueuedWrite(value: unknown): value is QueuedWrite {
  const v = value as Partial<QueuedWrite> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    [v.id, v.name, v.label, v.at, v.key].every(isText) &&
    typeof v.input === 'object' &&
    v.input !== null
  );
}

function isFailedWrite(value: unknown): value is FailedWrite {
  const v = value as Partial<FailedWrite> | null;
  return typeof v === 'object' && v !== null && [v.id, v.name, v.label, v.at, v.message].every(isText);
}

export function createWriteQueue(options: WriteQueueOptions) {
  const { storage, storageKey, events } = options;
  const send = options.send ?? sendWithCall;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const now = options.now ?? nowDate;
  const newID = options.newID ?? newUUID;
  const delays = options.retryDelaysMs ?? [2_000, 4_000, 8_000, 16_000, 30_000];
  const waiting = new Map<string, { resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Set<QueueListener>();
  let { pending, failed } = load();
  /** Entries that were not answered on their first try (all of them after a reload). */
  const held = new Set(pending.map((write) => write.id));
  let running: Promise<void> | undefined;
  /** Set and cleared inside the drain itself, so a request just after its last send is not lost. */
  let draining = false;
  let flushAsked = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let snapshot: QueueSnapshot = { pending, failed, online: isOnline() };

  function load(): { pending: QueuedWrite[]; failed: FailedWrite[] } {
    try {
      const stored = JSON.parse(storage.getItem(storageKey) ?? '{}') as { pending?: unknown; failed?: unknown };
      return {
        pending: Array.isArray(stored.pending) ? stored.pending.filter(isQueuedWrite) : [],
        failed: Array.isArray(stored.failed) ? stored.failed.filter(isFailedWrite) : [],
      };
    } catch {
      return { pending: [], failed: [] };
    }
  }

  function notify(event?: QueueEvent) {
    snapshot = { pending, failed, online: isOnline() };
    listeners.forEach((listener) => listener(event));
  }

  function save(event?: QueueEvent) {
    try {
      storage.setItem(storageKey, JSON.stringify({ pending, failed }));
    } catch {
      // Full or private storage: the queue still works for this page.
    }
    notify(event);
  }

  function hold() {
    pending.forEach((write) => held.add(write.id));
    clearTimeout(timer);
    if (!disposed) {
      timer = setTimeout(() => void flush(), delays[Math.min(attempt, delays.length - 1)]);
      attempt += 1;
    }
    notify();
  }

  function settle(write: QueuedWrite, outcome: { answer: unknown } | { error: unknown }) {
    const replayed = held.delete(write.id) || !waiting.has(write.id);
    const waiter = waiting.get(write.id);
    waiting.delete(write.id);
    pending = pending.filter((p) => p.id !== write.id);
    if ('error' in outcome) {
      const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      const { id, name, label, at } = write;
      failed = [...failed, { id, name, label, at, message }];
      save({ type: 'refused', write, error: outcome.error, replayed });
      waiter?.reject(outcome.error);
    } else {
      save({ type: 'sent', write, answer: outcome.answer, replayed });
      waiter?.resolve(outcome.answer);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    clearTimeout(timer);
    try {
      while (pending.length > 0 && !disposed) {
        flushAsked = false;
        if (!isOnline()) return hold();
        const write = pending[0]!;
        let answer: unknown;
        try {
          answer = await send(write);
        } catch (error) {
          if (!isConnectionFailure(error)) {
            settle(write, { error });
            continue;
          }
          held.add(write.id);
          // The connection came back while this try was out: try again now, not after the backoff.
          if (flushAsked && isOnline()) continue;
          return hold();
        }
        attempt = 0;
        settle(write, { answer });
      }
    } finally {
      draining = false;
    }
  }

  /** Sends what waits; while a drain runs, its promise (never a second sender). */
  function flush(): Promise<void> {
    if (draining) {
      flushAsked = true;
      return running ?? Promise.resolve();
    }
    running = drain();
    return running;
  }

  const onOnline = () => {
    attempt = 0;
    notify();
    void flush();
  };
  const onOffline = () => notify();
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);

  return {
    /**
     * Queues a write and starts sending. Settles with the server's answer or refusal; while the
     * phone is offline it stays pending (callers that go on without it need not catch: a refusal is
     * also listed in `failed`).
     */
    enqueue<N extends FnName>(name: N, input: FnInput<N>, { label }: { label: string }): Promise<FnOutput<N>> {
      const given = input as Record<string, unknown>;
      const at = isText(given.at) ? given.at : now().toISOString();
      const write: QueuedWrite = {
        id: newID(),
        name,
        input: takesStepTime(name) ? { ...given, at } : given,
        label,
        at,
        key: newID(),
      };
      const answered = new Promise<unknown>((resolve, reject) => waiting.set(write.id, { resolve, reject }));
      answered.catch(() => undefined);
      pending = [...pending, write];
      save();
      void flush();
      return answered as Promise<FnOutput<N>>;
    },
    flush,
    dismissFailed(id: string) {
      failed = failed.filter((write) => write.id !== id);
      save();
    },
    subscribe(listener: QueueListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Stops retrying and listening (the user signed out or changed); what waits stays stored. */
    dispose() {
      disposed = true;
      clearTimeout(timer);
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
    },
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
