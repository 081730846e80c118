import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { now, nowDate } from '../../lib/clock.ts';
import { fnKey } from '../../lib/query.ts';
import { DispatchPage } from './dispatch-page.tsx';

afterEach(cleanup);

const H = 3600;
const board: FnOutput<'getDispatchBoard'> = {
  regions: [{ id: 'region-brooklyn', name: 'Brooklyn' }],
  timeZone: 'America/New_York',
  tileUrl: null,
  waiting: [
    {
      id: 'o1',
      requisitionNumber: 'RQ-1',
      patientName: 'Alma Adler',
      address: '1 Oak St, Brooklyn, NY',
      point: { lat: 40.65, lng: -73.95 },
      windowStart: '08:00',
      windowEnd: '10:00',
      fastingHours: 8,
      taskTypes: ['venipuncture'],
      specimens: ['Gold SST (spun, 8 h)'],
      procedureCount: 1,
    },
  ],
  nurses: [
    {
      id: 'n1',
      name: 'Ana Alvarez',
      hours: '13:35–17:00',
      busy: ['busy 07:38–13:35 (itinerary in Queens)'],
      taskTypes: ['venipuncture'],
      needsPlace: false,
    },
  ],
  itineraries: [],
  shifts: [
    {
      id: 's1',
      status: 'accepted',
      startTime: '2026-11-28T13:00:00Z',
      endTime: '2026-11-28T21:00:00Z',
      nurseName: 'Nora Nightingale',
      itineraryCount: 1,
    },
  ],
  run: {
    id: 'r1',
    status: 'done',
    createdAt: nowDate().toISOString(),
    progress: null,
    failure: null,
    noteText: null,
    plan: {
      routes: [
        {
          nurseId: 'n1',
          departure: 7.8 * H,
          arrival: 9 * H,
          travel: 1200,
          baseEarningsCents: 4500,
          stops: [{ kind: 'visit', visitId: 'o1', arrival: 8 * H, wait: 0, departure: 8.3 * H }],
        },
      ],
      unplaced: [],
      pins: {},
      edited: false,
    },
    nurses: [
      { id: 'n1', name: 'Ana Alvarez', hours: { start: 7 * H, end: 17 * H }, home: { lat: 40.68, lng: -73.99 } },
    ],
    places: [
      { id: 'lab', name: 'Riverside Lab', point: { lat: 40.7, lng: -73.98 }, receiving: { start: 7 * H, end: 19 * H } },
    ],
    visitIDs: ['o1'],
  },
  runVisits: [{ id: 'o1', patientName: 'Alma Adler', window: '08:00–10:00', point: { lat: 40.65, lng: -73.95 } }],
  patientIDs: ['p1'],
};

function renderBoard(data: FnOutput<'getDispatchBoard'> = board) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const day = localDateKeyAfter(now(), 1, 'America/New_York');
  client.setQueryData(fnKey('getDispatchBoard', { day, serviceRegionID: 'region-brooklyn' }), data);
  render(
    <QueryClientProvider client={client}>
      <DispatchPage />
    </QueryClientProvider>,
  );
}

test('the board shows what waits, the plan on a timeline and a map, and its days', () => {
  renderBoard();
  expect(screen.getByRole('heading', { name: 'Waiting visits (1)' })).toBeTruthy();
  // Task types in words, in the table and in the nurses who could take them; never their codes.
  expect(screen.getAllByText(/Venipuncture \(blood draw\)/)).toHaveLength(2);
  expect(screen.queryByText(/\bvenipuncture\b/)).toBeNull();
  expect(screen.getByRole('heading', { name: 'The plan: 1 nurse, 0 left out' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Map of the day: 1 nurse’s route' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Alma Adler, 08:00 to 08:18' })).toBeTruthy();
  expect(screen.getByText(/base \$45/)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Shifts already built (1)' })).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Shifts already built' }).textContent).toContain(
    'Nora Nightingale · 1 itinerary ·',
  );
  // The shift's state in words, as the nurse's screens say it, not as the database stores it.
  expect(screen.getByRole('list', { name: 'Shifts already built' }).textContent).toContain('Accepted');
  expect(screen.getByLabelText('Start 08:00 Alma Adler at')).toBeTruthy();
  // Her work in another region that day: her hours leave it out and say so (ADR 070).
  expect(screen.getByRole('list', { name: 'Nurses' }).textContent).toContain(
    'Ana Alvarez · 13:35–17:00 · Venipuncture (blood draw) · busy 07:38–13:35 (itinerary in Queens)',
  );
});

test.each([
  ['-5', 'Enter whole dollars from 0 to 500.', true],
  ['600', 'Enter whole dollars from 0 to 500.', true],
  ['15', null, false],
])('additional earnings typed %j: %s beside the field, publish held back: %s', (typed, refusal, held) => {
  renderBoard();
  const field = screen.getByLabelText('Additional earnings for Ana Alvarez ($)');
  fireEvent.change(field, { target: { value: typed } });
  // What she typed stays as typed: "-5" is not quietly made 5.
  expect((field as HTMLInputElement).value).toBe(typed);
  if (refusal) expect(screen.getByText(refusal)).toBeTruthy();
  else expect(screen.queryByText(/Enter whole dollars/)).toBeNull();
  expect((screen.getByRole('button', { name: 'Publish offers' }) as HTMLButtonElement).disabled).toBe(held);
});

// ADR 071: a visit whose patient has no point waits under its own heading, and a nurse with no
// leave-from point is flagged, not silently left out of Build the day.
test('what cannot be planned for want of a place on the map says so', () => {
  const unplaced = {
    ...board.waiting[0]!,
    id: 'o2',
    requisitionNumber: 'RQ-2',
    patientName: 'Ada Asdf',
    address: 'asdf',
    point: null,
  };
  renderBoard({
    ...board,
    waiting: [...board.waiting, unplaced],
    nurses: [{ ...board.nurses[0]!, needsPlace: true }],
  });
  expect(screen.getByRole('heading', { name: 'Waiting visits (1)' })).toBeTruthy();
  const section = screen.getByRole('heading', { name: 'Needs a place on the map' }).closest('section')!;
  expect(section.textContent).toContain('Ada Asdf');
  expect(section.textContent).toContain('asdf');
  expect(section.textContent).toContain('1 visit of this day cannot be planned');
  expect(screen.getByRole('table', { name: 'Waiting visits' }).textContent).not.toContain('Ada Asdf');
  expect(screen.getByRole('list', { name: 'Nurses' }).textContent).toContain('Needs a place on the map');
});

test('with every visit placed there is no such heading', () => {
  renderBoard();
  expect(screen.queryByRole('heading', { name: 'Needs a place on the map' })).toBeNull();
  expect(screen.getByRole('list', { name: 'Nurses' }).textContent).not.toContain('Needs a place on the map');
});

// Publishing offers every day at once: the board asks first, with the plan's figures (ADR 049).
describe('Publish offers asks before it sends, with the plan’s nurses, visits and pay', () => {
  afterEach(() => vi.unstubAllGlobals());
  // Ana's day: 7:48 to 9:00 and one visit, $25 + 1.2 h × $20 = $49 (the card's base says the same).
  const plan = board.run!.plan!;
  const consistent = {
    ...board,
    run: { ...board.run!, plan: { ...plan, routes: [{ ...plan.routes[0]!, baseEarningsCents: 4900 }] } },
  };

  test('Cancel sends nothing and brings the button back', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderBoard(consistent);
    expect(screen.getByText(/base \$49/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish offers' }));
    const question = screen.getByRole('group', { name: 'Publish 1 itinerary to 1 nurse: 1 visit, $49 in pay?' });
    expect(question.textContent).toContain('Each nurse is offered her day at once; its visits leave the waiting list.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /^Publish / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish offers' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the pay counts what the dispatcher added, and Publish sends it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ itineraryIDs: ['i1'], procedureIDs: ['p1'] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderBoard(consistent);
    fireEvent.change(screen.getByLabelText('Additional earnings for Ana Alvarez ($)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish offers' }));
    screen.getByRole('group', { name: 'Publish 1 itinerary to 1 nurse: 1 visit, $64 in pay?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The first call is the publish (the board reads again after it).
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/fn/publishDispatchPlan');
    expect(JSON.parse(String(init.body))).toEqual({ runID: 'r1', additionalEarningsCents: { n1: 1500 } });
  });
});

// ADR 070: the work she holds that day leaves her no hours; she is booked, not unavailable.
test('a nurse whose accepted shift takes her hours reads fully booked, never not available', () => {
  renderBoard({
    ...board,
    nurses: [
      {
        ...board.nurses[0]!,
        id: 'n2',
        name: 'Nora Nightingale',
        hours: null,
        busy: ['busy 08:00–17:00 (shift in Brooklyn)'],
      },
      { ...board.nurses[0]!, id: 'n3', name: 'Ola Off', hours: null, busy: [] },
    ],
  });
  const nurses = screen.getByRole('list', { name: 'Nurses' });
  expect(nurses.textContent).toContain(
    'Nora Nightingale · fully booked this day · Venipuncture (blood draw) · busy 08:00–17:00 (shift in Brooklyn)',
  );
  expect(nurses.textContent).toContain('Ola Off · not available this day');
  expect(nurses.textContent?.match(/not available this day/g)).toHaveLength(1);
});
