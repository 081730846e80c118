/** Dragging a visit onto another nurse's day, or choosing her in the list (ADR 084). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { DISPATCH_REFUSALS } from '@sc/domain/dispatch/manual-change';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { now, nowDate } from '../../lib/clock.ts';
import { fnKey } from '../../lib/query.ts';
import { DispatchPage } from './dispatch-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const H = 3600;
const home = { lat: 40.68, lng: -73.99 };
const day = (nurseId: string, visitId: string, at: number) => ({
  nurseId,
  departure: at - 600,
  arrival: at + 1800,
  travel: 1200,
  baseEarningsCents: 4500,
  stops: [{ kind: 'visit' as const, visitId, arrival: at, wait: 0, departure: at + 1080 }],
});
const board: FnOutput<'getDispatchBoard'> = {
  regions: [{ id: 'region-brooklyn', name: 'Brooklyn' }],
  timeZone: 'America/New_York',
  tileUrl: null,
  waiting: [],
  nurses: [],
  itineraries: [],
  shifts: [],
  run: {
    id: 'r1',
    status: 'done',
    createdAt: nowDate().toISOString(),
    progress: null,
    failure: null,
    noteText: null,
    plan: { routes: [day('ann', 'o1', 8 * H), day('bea', 'o2', 9 * H)], unplaced: [], pins: {}, edited: false },
    nurses: [
      { id: 'ann', name: 'Ana Alvarez', hours: { start: 7 * H, end: 17 * H }, home },
      { id: 'bea', name: 'Bea Bell', hours: { start: 7 * H, end: 17 * H }, home },
      { id: 'cy', name: 'Cara Chen', hours: { start: 7 * H, end: 17 * H }, home },
    ],
    places: [],
    visitIDs: ['o1', 'o2'],
  },
  runVisits: [
    { id: 'o1', patientName: 'Alma Adler', window: '08:00–10:00', point: home },
    { id: 'o2', patientName: 'Ben Brook', window: '09:00–11:00', point: home },
  ],
  patientIDs: [],
};
const previews: FnOutput<'previewDispatchMove'> = {
  previews: [
    { nurseId: 'bea', fits: true, drivingDelta: 720, text: 'Fits · +12 min driving' },
    { nurseId: 'cy', fits: false, drivingDelta: 0, text: DISPATCH_REFUSALS.skills },
  ],
};

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const today = localDateKeyAfter(now(), 1, 'America/New_York');
  client.setQueryData(fnKey('getDispatchBoard', { day: today, serviceRegionID: 'region-brooklyn' }), board);
  client.setQueryData(fnKey('previewDispatchMove', { runID: 'r1', visitId: 'o1' }), previews);
  render(
    <QueryClientProvider client={client}>
      <DispatchPage />
    </QueryClientProvider>,
  );
}

const dataTransfer = { setData: () => undefined, effectAllowed: 'all' };
const rowOf = (name: string) => screen.getByText(name, { selector: '.ui-timeline-day__name' }).closest('li')!;

test('dragging a visit over another nurse says whether it fits and the driving; dropping moves it', async () => {
  // The change answers how many other stops moved; the board then reads again.
  const fetch = vi.fn(
    async (url: string) =>
      new Response(
        JSON.stringify(
          url.endsWith('/changeDispatchPlan') ? { ok: true, movedStops: 0, movedText: 'No other stop moved' } : board,
        ),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  renderBoard();
  const bar = screen.getByRole('img', { name: 'Alma Adler, 08:00 to 08:18' });
  expect(bar.getAttribute('draggable')).toBe('true');
  fireEvent.dragStart(bar, { dataTransfer });
  fireEvent.dragEnter(rowOf('Bea Bell'), { dataTransfer });
  expect(screen.getByRole('status').textContent).toBe('Move Alma Adler to Bea Bell: Fits · +12 min driving');
  fireEvent.dragEnter(rowOf('Ana Alvarez'), { dataTransfer });
  fireEvent.dragEnter(rowOf('Bea Bell'), { dataTransfer });
  // Nothing is sent before the drop.
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.drop(rowOf('Bea Bell'), { dataTransfer });
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/fn/changeDispatchPlan');
  expect(JSON.parse(String(init.body))).toEqual({
    runID: 'r1',
    change: { kind: 'move', visitId: 'o1', toNurseId: 'bea' },
  });
  expect(await screen.findByText('No other stop moved')).toBeTruthy();
});

test('a drop where it does not fit changes nothing and says why', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const cara = { ...board.run!.plan!.routes[1]!, nurseId: 'cy' };
  board.run!.plan!.routes.push(cara);
  try {
    renderBoard();
    fireEvent.dragStart(screen.getByRole('img', { name: 'Alma Adler, 08:00 to 08:18' }), { dataTransfer });
    fireEvent.dragEnter(rowOf('Cara Chen'), { dataTransfer });
    expect(screen.getByRole('status').textContent).toBe(`Move Alma Adler to Cara Chen: ${DISPATCH_REFUSALS.skills}`);
    fireEvent.drop(rowOf('Cara Chen'), { dataTransfer });
    expect(screen.getByRole('status').textContent).toBe(`Alma Adler stays: ${DISPATCH_REFUSALS.skills}`);
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    board.run!.plan!.routes.pop();
  }
});

test('without a mouse: the "Move to" list says, for each nurse, whether it fits before she is chosen', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderBoard();
  const list = screen.getByLabelText('Move 08:00 Alma Adler to');
  fireEvent.focus(list);
  const options = [...list.querySelectorAll('option')].map((o) => o.textContent);
  expect(options).toEqual([
    'Another nurse…',
    'Bea Bell — Fits · +12 min driving',
    `Cara Chen — ${DISPATCH_REFUSALS.skills}`,
  ]);
});
