import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { createWriteQueue, type QueueEvent, type QueuedWrite, type WriteQueueOptions } from './offline-queue.ts';

const offline = () => new ApiError('network', 'You seem to be offline. Check your connection and try again.', 0);
const STEP_TIME = '2026-11-22T09:30:00.000Z';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

interface Deferred {
  write: QueuedWrite;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** A server we answer by hand: every send waits until the test settles it. */
function fakeServer() {
  const calls: Deferred[] = [];
  const send = (write: QueuedWrite) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ write, resolve, reject });
    });
  return { calls, send };
}

let storage: ReturnType<typeof fakeStorage>;
let events: EventTarget;
let online: boolean;
let ids: number;

function queueWith(options: Partial<WriteQueueOptions> = {}) {
  return createWriteQueue({
    storage,
    storageKey: 'sc:write-queue:nurse-1',
    isOnline: () => online,
    now: () => new Date(STEP_TIME),
    newID: () => `id-${(ids += 1)}`,
    events,
    ...options,
  });
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  storage = fakeStorage();
  events = new EventTarget();
  online = true;
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createWriteQueue', () => {
  it('sends strictly in order, one at a time, and settles each promise with its answer', async () => {
    const server = fakeServer();
    const queue = queueWith({ send: server.send });
    const first = queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    const second = queue.enqueue(
      'finishWaypoint',
      { itineraryID: 'it-1', waypointID: 'w1' },
      { label: 'Finished stop' },
    );
    await settle();
    expect(server.calls.map((c) => c.write.label)).toEqual(['Arrived']);
    expect(queue.getSnapshot().pending.map((p) => p.label)).toEqual(['Arrived', 'Finished stop']);

    server.calls[0]!.resolve({ ok: 1 });
    await expect(first).resolves.toEqual({ ok: 1 });
    await settle();
    expect(server.calls.map((c) => c.write.label)).toEqual(['Arrived', 'Finished stop']);
    server.calls[1]!.resolve({ ok: 2 });
    await expect(second).resolves.toEqual({ ok: 2 });
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(JSON.parse(storage.items.get('sc:write-queue:nurse-1')!)).toEqual({ pending: [], failed: [] });
  });

  it('stores the entry before it is sent, with its key and the step time stamped on writes that take one', async () => {
    const seen: unknown[] = [];
    const queue = queueWith({
      send: (write) => {
        seen.push(JSON.parse(storage.items.get('sc:write-queue:nurse-1')!));
        return Promise.resolve(write.input);
      },
    });
    await expect(
      queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' }),
    ).resolves.toEqual({ itineraryID: 'it-1', waypointID: 'w1', at: STEP_TIME });
    expect(seen).toEqual([
      {
        pending: [
          {
            id: 'id-1',
            name: 'arriveAtWaypoint',
            input: { itineraryID: 'it-1', waypointID: 'w1', at: STEP_TIME },
            label: 'Arrived',
            at: STEP_TIME,
            key: 'id-2',
          },
        ],
        failed: [],
      },
    ]);
    // A time the caller gave is kept; a write without a step time gets none.
    const given = '2026-11-22T08:00:00.000Z';
    await expect(
      queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1', at: given }, { label: 'Arrived' }),
    ).resolves.toEqual({ itineraryID: 'it-1', waypointID: 'w1', at: given });
    await expect(queue.enqueue('scanBarcode', { barcode: 'B1', route: '/' }, { label: 'Scan' })).resolves.toEqual({
      barcode: 'B1',
      route: '/',
    });
  });

  it('keeps what is done offline and sends each entry once, with the same key, when the phone is back online', async () => {
    online = false;
    const send = vi.fn((write: QueuedWrite) => Promise.resolve(write.key));
    const queue = queueWith({ send });
    const first = queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    const second = queue.enqueue(
      'startWaypointAction',
      { itineraryID: 'it-1', waypointActionID: 'a1' },
      { label: 'Started visit' },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(queue.getSnapshot()).toMatchObject({
      online: false,
      pending: [{ label: 'Arrived' }, { label: 'Started visit' }],
    });

    online = true;
    events.dispatchEvent(new Event('online'));
    await expect(first).resolves.toBe('id-2');
    await expect(second).resolves.toBe('id-4');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send.mock.calls.map(([write]) => [write.name, write.key])).toEqual([
      ['arriveAtWaypoint', 'id-2'],
      ['startWaypointAction', 'id-4'],
    ]);
    expect(queue.getSnapshot()).toMatchObject({ online: true, pending: [] });
  });

  it('after a network failure retries on a growing backoff, reusing the key, until the server answers', async () => {
    const tries: number[] = [];
    const send = vi.fn((write: QueuedWrite) => {
      tries.push(Date.now());
      return tries.length < 4 ? Promise.reject(offline()) : Promise.resolve(write.key);
    });
    const queue = queueWith({ send });
    const start = Date.now();
    const answered = queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(answered).resolves.toBe('id-2');
    expect(tries.map((t) => t - start)).toEqual([0, 2_000, 6_000, 14_000]);
    expect(new Set(send.mock.calls.map(([write]) => write.key))).toEqual(new Set(['id-2']));
  });

  it('replays what a reload left, in order with the same keys and times, and reports it through subscribe', async () => {
    const before = queueWith({ send: () => Promise.reject(offline()) });
    void before.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    void before.enqueue(
      'startWaypointAction',
      { itineraryID: 'it-1', waypointActionID: 'a1' },
      { label: 'Started visit' },
    );
    await settle();
    before.dispose();

    const send = vi.fn((write: QueuedWrite) => Promise.resolve({ sent: write.name }));
    const after = queueWith({ send, now: () => new Date('2026-11-22T15:00:00.000Z') });
    expect(after.getSnapshot().pending).toMatchObject([
      { label: 'Arrived', at: STEP_TIME },
      { label: 'Started visit', at: STEP_TIME },
    ]);
    const reported: QueueEvent[] = [];
    after.subscribe((event) => event && reported.push(event));
    await after.flush();
    expect(send.mock.calls.map(([write]) => [write.name, write.key, write.input.at])).toEqual([
      ['arriveAtWaypoint', 'id-2', STEP_TIME],
      ['startWaypointAction', 'id-4', STEP_TIME],
    ]);
    expect(reported.map((e) => [e.type, e.write.label, e.replayed])).toEqual([
      ['sent', 'Arrived', true],
      ['sent', 'Started visit', true],
    ]);
    expect(after.getSnapshot().pending).toEqual([]);
    expect(queueWith({ send }).getSnapshot().pending).toEqual([]);
  });

  it('surfaces a refusal with its message and still sends the entries after it', async () => {
    const refusal = new ApiError('bad_request', 'Wrong supply', 400);
    const send = vi.fn((write: QueuedWrite) =>
      write.label === 'Scanned tube' ? Promise.reject(refusal) : Promise.resolve('ok'),
    );
    const queue = queueWith({ send });
    const reported: QueueEvent[] = [];
    queue.subscribe((event) => event && reported.push(event));
    const refused = queue.enqueue(
      'collectSample',
      { itineraryID: 'it-1', procedureID: 'p1', sampleID: 's1', supplyItemID: 'si-1', serial: 'T-1' },
      { label: 'Scanned tube' },
    );
    const next = queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w2' }, { label: 'Arrived' });
    await expect(refused).rejects.toBe(refusal);
    await expect(next).resolves.toBe('ok');
    expect(reported.map((e) => [e.type, e.write.label, e.replayed])).toEqual([
      ['refused', 'Scanned tube', false],
      ['sent', 'Arrived', false],
    ]);
    expect(queue.getSnapshot()).toMatchObject({
      pending: [],
      failed: [{ id: 'id-1', label: 'Scanned tube', message: 'Wrong supply', at: STEP_TIME }],
    });
    // What did not sync is still said after a reload, until dismissed.
    expect(queueWith().getSnapshot().failed).toMatchObject([{ label: 'Scanned tube', message: 'Wrong supply' }]);
    queue.dismissFailed('id-1');
    expect(queue.getSnapshot().failed).toEqual([]);
    expect(queueWith().getSnapshot().failed).toEqual([]);
  });

  it.each([
    { after: 'no connection', error: offline(), outcome: 'waits' },
    { after: 'a gateway that is down (503)', error: new ApiError('internal', 'Unavailable', 503), outcome: 'waits' },
    { after: 'a lapsed session (401)', error: new ApiError('unauthenticated', 'Sign in.', 401), outcome: 'waits' },
    { after: 'a conflict (409)', error: new ApiError('conflict', 'Already finished', 409), outcome: 'is refused' },
    {
      after: 'a server error (500)',
      error: new ApiError('internal', 'Something went wrong.', 500),
      outcome: 'is refused',
    },
  ])('after $after the entry $outcome', async ({ error, outcome }) => {
    const queue = queueWith({ send: () => Promise.reject(error) });
    void queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    await settle();
    const { pending, failed } = queue.getSnapshot();
    expect([pending.length, failed.length]).toEqual(outcome === 'waits' ? [1, 0] : [0, 1]);
  });

  it('does not send an entry twice when online fires twice while it is in flight', async () => {
    const server = fakeServer();
    const queue = queueWith({ send: server.send });
    void queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    void queue.enqueue(
      'startWaypointAction',
      { itineraryID: 'it-1', waypointActionID: 'a1' },
      { label: 'Started visit' },
    );
    await settle();
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('online'));
    void queue.flush();
    await settle();
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.resolve('ok');
    await settle();
    expect(server.calls.map((c) => c.write.label)).toEqual(['Arrived', 'Started visit']);
    server.calls[1]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
  });

  it('sends a write queued right after a drain that found nothing to send', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    const queue = queueWith({ send });
    void queue.flush();
    const answered = queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    await expect(answered).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries at once when the connection returns during a try that then fails', async () => {
    const server = fakeServer();
    const queue = queueWith({ send: server.send });
    void queue.enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' });
    await settle();
    events.dispatchEvent(new Event('online'));
    server.calls[0]!.reject(offline());
    await settle();
    expect(server.calls.map((c) => c.write.key)).toEqual(['id-2', 'id-2']);
  });

  it('tells subscribers when the phone goes offline and stops after dispose', async () => {
    const queue = queueWith({ send: () => Promise.resolve('ok') });
    const listener = vi.fn();
    queue.subscribe(listener);
    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().online).toBe(false);
    queue.dispose();
    events.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts empty from damaged storage', () => {
    storage.setItem('sc:write-queue:nurse-1', '{"pending":[{"id":1}],"failed":"x"');
    expect(queueWith().getSnapshot()).toMatchObject({ pending: [], failed: [] });
    storage.setItem('sc:write-queue:nurse-1', JSON.stringify({ pending: [{ id: 'x' }, null], failed: [1] }));
    expect(queueWith().getSnapshot()).toMatchObject({ pending: [], failed: [] });
  });
});
