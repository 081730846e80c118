import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CLIENT_ID } from './api.ts';
import { useLiveUpdates } from './live.ts';

/** An EventSource we drive by hand: `emit` plays what the server sends. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data = '{}') {
    const event = new MessageEvent(type, { data });
    act(() => {
      if (type === 'message') this.onmessage?.(event);
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

const open = () => FakeEventSource.all.filter((s) => !s.closed);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

let queryClient: QueryClient;
let invalidate: MockInstance<QueryClient['invalidateQueries']>;

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient = new QueryClient();
  invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('useLiveUpdates', () => {
  it('skips the itinerary refetch its own write caused (it shows it already), not another tab’s or topic', () => {
    renderHook(() => useLiveUpdates(queryClient, true));
    const [source] = open();
    source!.emit('message', JSON.stringify({ topic: 'itineraries/u1', origin: CLIENT_ID }));
    expect(invalidate).not.toHaveBeenCalled();
    source!.emit('message', JSON.stringify({ topic: 'itineraries/u1', origin: 'another-tab-123' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['getItineraryFlowData'] });
    invalidate.mockClear();
    source!.emit('message', JSON.stringify({ topic: 'shifts/u1', origin: CLIENT_ID }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['getNurseSchedule'] });
  });

  it('refetches the queries of a notice’s topic, and everything on a reconnection’s ready', () => {
    renderHook(() => useLiveUpdates(queryClient, true));
    const [source] = FakeEventSource.all;
    expect(source!.url).toBe('/api/live');
    source!.emit('ready');
    expect(invalidate).not.toHaveBeenCalled();

    source!.emit('message', JSON.stringify({ topic: 'shifts/user-nurse' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['getShiftsOffered'],
      ['getShiftDetails'],
      ['getNurseSchedule'],
      ['getDispatchBoard'],
      ['listNursesOut'],
    ]);

    invalidate.mockClear();
    source!.emit('ready');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('refetches everything on resync: the server may have missed notices while its database was away', () => {
    renderHook(() => useLiveUpdates(queryClient, true));
    const [source] = FakeEventSource.all;
    source!.emit('ready');
    source!.emit('resync');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('an evicted stream stays closed until the page is shown again, then reconnects and catches up', () => {
    renderHook(() => useLiveUpdates(queryClient, true));
    const [first] = FakeEventSource.all;
    first!.emit('ready');
    first!.emit('evicted');
    expect(first!.closed).toBe(true);
    expect(open()).toEqual([]);

    setVisibility('hidden');
    expect(open()).toEqual([]);
    setVisibility('visible');
    const [second] = open();
    expect(second).toBeDefined();
    second!.emit('ready');
    expect(invalidate).toHaveBeenCalledWith();

    // Shown again while connected: no second stream.
    setVisibility('hidden');
    setVisibility('visible');
    expect(open()).toEqual([second]);
  });

  it('opens nothing while signed out, and closes its stream when unmounted', () => {
    const { rerender, unmount } = renderHook(({ enabled }) => useLiveUpdates(queryClient, enabled), {
      initialProps: { enabled: false },
    });
    expect(FakeEventSource.all).toEqual([]);
    rerender({ enabled: true });
    expect(open()).toHaveLength(1);
    unmount();
    expect(open()).toEqual([]);
    setVisibility('visible');
    expect(open()).toEqual([]);
  });
});
