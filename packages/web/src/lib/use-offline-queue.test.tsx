import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from './app-context.tsx';
import { useWriteQueue, writeQueueStorageKey } from './use-offline-queue.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function wrapperFor(client: QueryClient, userID: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <AppContext.Provider value={{ viewer: { id: userID } } as AppContextValue}>{children}</AppContext.Provider>
      </QueryClientProvider>
    );
  };
}

/** fetch that fails like a dropped connection until `up` is set. */
function flakyFetch() {
  const state = { up: false, bodies: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      state.bodies.push(JSON.parse(String(init.body)));
      return state.up
        ? Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  return state;
}

describe('useWriteQueue', () => {
  it('keeps the writes under the signed-in user and refetches the screens after a replay', async () => {
    const net = flakyFetch();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useWriteQueue(), { wrapper: wrapperFor(client, 'nurse-a') });

    act(
      () =>
        void result.current.enqueue(
          'arriveAtWaypoint',
          { itineraryID: 'it-1', waypointID: 'w1' },
          { label: 'Arrived' },
        ),
    );
    await waitFor(() => expect(net.bodies).toHaveLength(1));
    expect(result.current.pending).toMatchObject([{ label: 'Arrived' }]);
    const stored = JSON.parse(localStorage.getItem(writeQueueStorageKey('nurse-a'))!) as { pending: unknown[] };
    expect(stored.pending).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalled();

    net.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(net.bodies[1]).toEqual(net.bodies[0]);
  });

  it('replays what another session of the same user left on this phone, and nothing of another user', async () => {
    const net = flakyFetch();
    net.up = true;
    const leftover = {
      pending: [
        {
          id: 'e1',
          name: 'arriveAtWaypoint',
          input: { itineraryID: 'it-1', waypointID: 'w1', at: '2026-11-22T09:30:00.000Z' },
          label: 'Arrived',
          at: '2026-11-22T09:30:00.000Z',
          key: 'key-e1-0000',
        },
      ],
      failed: [],
    };
    localStorage.setItem(writeQueueStorageKey('nurse-b'), JSON.stringify(leftover));
    localStorage.setItem(writeQueueStorageKey('nurse-c'), JSON.stringify(leftover));

    const { result } = renderHook(() => useWriteQueue(), { wrapper: wrapperFor(new QueryClient(), 'nurse-c') });
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(net.bodies).toEqual([leftover.pending[0]!.input]);
    expect(JSON.parse(localStorage.getItem(writeQueueStorageKey('nurse-b'))!)).toEqual(leftover);
  });
});
