import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import type { FailedWrite, PendingWrite } from '../../lib/offline-queue.ts';
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { SyncStatus, SyncStatusView, syncStatusText } from './sync-status.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const at = '2026-11-22T09:30:00.000Z';
const arrived: PendingWrite = { id: 'p1', name: 'arriveAtWaypoint', label: 'Arrived at Pia Jones', at };
const charted: PendingWrite = { id: 'p2', name: 'saveCharting', label: 'Charting saved', at };
const refused: FailedWrite = { id: 'f1', name: 'collectSample', label: 'Tube scanned', at, message: 'Wrong supply' };

describe('SyncStatusView', () => {
  it('shows nothing when nothing waits', () => {
    const { container } = render(<SyncStatusView pending={[]} failed={[]} online={false} onDismiss={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it.each([
    [[arrived], '1 change waiting to sync'],
    [[arrived, charted], '2 changes waiting to sync'],
  ])('counts what waits and lists it by label (%#)', (pending, text) => {
    render(<SyncStatusView pending={pending} failed={[]} online onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    expect(within(status).getByText(text)).toBeTruthy();
    expect(within(status).queryByText('Offline')).toBeNull();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pending.map((p) => p.label));
  });

  it('says "All changes synced" when the last change was just answered', () => {
    render(<SyncStatusView pending={[]} failed={[]} online onDismiss={() => {}} synced />);
    expect(screen.getByText('All changes synced')).toBeTruthy();
  });

  it('lists the latest five labels of a long wait, and how many more', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...arrived, id: `p${i}`, label: `Change ${i}` }));
    render(<SyncStatusView pending={many} failed={[]} online={false} onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('8 changes waiting to sync')).toBeTruthy();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Change 3', 'Change 4', 'Change 5', 'Change 6', 'Change 7']);
    expect(within(status).getByText('and 3 more')).toBeTruthy();
  });

  it('says when the phone is offline', () => {
    render(<SyncStatusView pending={[arrived]} failed={[]} online={false} onDismiss={() => {}} />);
    expect(screen.getByRole('status').querySelector('.ui-alert__title')!.textContent).toBe(
      'Offline · 1 change waiting to sync',
    );
  });

  it('shows what did not sync with the server’s message until dismissed', () => {
    const onDismiss = vi.fn();
    render(<SyncStatusView pending={[]} failed={[refused]} online onDismiss={onDismiss} />);
    expect(screen.queryByRole('status')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not synced: Tube scanned');
    expect(alert.textContent).toContain('Wrong supply');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss Tube scanned' }));
    expect(onDismiss).toHaveBeenCalledWith('f1');
  });

  it('a change refused again for the same reason is one banner, dismissed at once (issue 27)', () => {
    const onDismiss = vi.fn();
    const again = { ...refused, id: 'f2' };
    const other = { ...refused, id: 'f3', message: 'Barcode already scanned.' };
    render(<SyncStatusView pending={[]} failed={[refused, again, other]} online onDismiss={onDismiss} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.querySelector('.ui-alert__title')!.textContent)).toEqual([
      'Not synced: Tube scanned (2 times)',
      'Not synced: Tube scanned',
    ]);
    fireEvent.click(within(alerts[0]!).getByRole('button', { name: 'Dismiss Tube scanned' }));
    expect(onDismiss.mock.calls.map(([id]) => id)).toEqual(['f1', 'f2']);
  });

  it('has the texts of the count', () => {
    expect([0, 1, 3].map(syncStatusText)).toEqual([
      '0 changes waiting to sync',
      '1 change waiting to sync',
      '3 changes waiting to sync',
    ]);
  });
});

describe('SyncStatus with the app queue', () => {
  it('a change answered at once, online, is not announced (no "All changes synced" after every scan)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }))),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppContext.Provider value={{ viewer: { id: 'nurse-sync-fast' } } as AppContextValue}>
          <Harness />
        </AppContext.Provider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    await waitFor(() => expect(screen.queryByText('1 change waiting to sync')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('All changes synced')).toBeNull();
  });

  function Harness() {
    const { enqueue } = useWriteQueue();
    return (
      <>
        <button
          type="button"
          onClick={() =>
            void enqueue('arriveAtWaypoint', { itineraryID: 'it-1', waypointID: 'w1' }, { label: 'Arrived' }).catch(
              () => {},
            )
          }
        >
          Arrive
        </button>
        <SyncStatus />
      </>
    );
  }

  it('shows a write that could not go out, then "All changes synced" once the connection returns and it is sent', async () => {
    const keys: (string | null)[] = [];
    let up = false;
    // The first try finds no network, and the phone then says it is offline.
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (!up) online = false;
        return up
          ? Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }))
          : Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppContext.Provider value={{ viewer: { id: 'nurse-sync' } } as AppContextValue}>
          <Harness />
        </AppContext.Provider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(await screen.findByText('1 change waiting to sync')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Arrived');

    up = true;
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    // Issue 13: once the last change is answered the banner says so (for a moment), not nothing.
    expect(await screen.findByText('All changes synced')).toBeTruthy();
    expect(screen.queryByText('1 change waiting to sync')).toBeNull();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
