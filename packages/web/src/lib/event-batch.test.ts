import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBatch, EVENT_BATCH_SIZE, type BatchedEvent } from './event-batch.ts';

const event = (n: number): BatchedEvent => ({
  name: 'scan item',
  route: '/itinerary/it-1',
  properties: { barcodeValue: `TUBE-${n}` },
  at: '2026-11-24T10:00:00.000Z',
});

function setUp(waitMs = 30_000) {
  const storage = new Map<string, string>();
  const sent: BatchedEvent[][] = [];
  const options = {
    storage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
    storageKey: 'sc:event-batch:u1',
    send: (events: BatchedEvent[]) => void sent.push(events),
    waitMs,
  };
  return { batch: createEventBatch(options), sent, storage, options };
}

afterEach(() => vi.useRealTimers());

describe('event batch (ADR 022: a scan costs one request, its event goes with others)', () => {
  it(`sends nothing for the first scans, then all ${EVENT_BATCH_SIZE} in one write`, () => {
    const { batch, sent } = setUp();
    for (let i = 1; i < EVENT_BATCH_SIZE; i += 1) batch.add(event(i));
    expect(sent).toEqual([]);
    batch.add(event(EVENT_BATCH_SIZE));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((e) => e.properties?.barcodeValue)).toEqual(
      Array.from({ length: EVENT_BATCH_SIZE }, (_, i) => `TUBE-${i + 1}`),
    );
  });

  it('sends what waits 30 s after the first event', () => {
    vi.useFakeTimers();
    const { batch, sent } = setUp();
    batch.add(event(1));
    batch.add(event(2));
    vi.advanceTimersByTime(29_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((b) => b.length)).toEqual([2]);
  });

  it('keeps what waits across a reload, and sends it once', () => {
    const first = setUp();
    first.batch.add(event(1));
    const reloaded = createEventBatch({ ...first.options });
    reloaded.flush();
    reloaded.flush();
    expect(first.sent.map((b) => b.length)).toEqual([1]);
  });

  it('flushing with nothing waiting sends nothing', () => {
    const { batch, sent } = setUp();
    batch.flush();
    expect(sent).toEqual([]);
  });
});
