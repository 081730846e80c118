/**
 * Issue 13.9: the shift page and the check-in pages in the itinerary steps' visual language, as
 * a nurse on a phone sees them: step header and progress, Back with its icon, the primary action
 * in the bottom bar, the shift's itineraries as cards, and no dead end on a check-in opened early.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { INITIAL_SHIFT_LIMIT } from '@sc/domain/field-checks/shift-lists';
import { scheduleShift, testNurse } from '../../components/field/schedule.fixture.tsx';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { LAST_STEPS_KEY } from '../../lib/last-step.ts';
import { readyShift } from './shift.fixture.ts';
import { checkInTooEarly } from '@sc/domain/field-checks/check-in-window';
import { now } from '../../lib/clock.ts';
import { fnKey } from '../../lib/query.ts';
import {
  AreaCheckPage,
  CheckInPage,
  LeaveFromPage,
  ScanShiftBagPage,
  ScanShiftSuppliesPage,
  ShiftOverviewPage,
} from './shift-pages.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const app = { viewer: testNurse, config: { flags: {} }, partner: null } as unknown as AppContextValue;

/** Everything done but the check-in itself. */
const ready = readyShift;

/** Pia's itinerary as the phone keeps it once opened (the field cache). */
const flow = {
  itinerary: {
    id: 'it-1',
    shiftID: 'shift-1',
    status: 'accepted',
    startTime: '2026-11-24T14:30:00.000Z',
    waypoints: [
      {
        id: 'wp-pia',
        type: 'patient',
        location: { lat: 40.69, lng: -73.99, address: '12 Joralemon St, Brooklyn' },
        scheduledStart: '2026-11-24T14:30:00.000Z',
        waypointActionIDs: [],
      },
      {
        id: 'wp-lab',
        type: 'pick-drop',
        location: { lat: 40.7, lng: -73.98, address: '1 Lab Way, Brooklyn' },
        scheduledStart: '2026-11-24T16:00:00.000Z',
        waypointActionIDs: [],
      },
    ],
  },
  timeZone: 'America/New_York',
  supplyItems: {},
  patients: { 'wp-pia': { name: 'Pia Jensen', phone: null } },
  places: { 'wp-lab': { name: 'Riverside Lab', address: '1 Lab Way, Brooklyn' } },
  transitBlockingDisabled: false,
} as unknown as FnOutput<'getItineraryFlowData'>;

const ROUTES = {
  '': ShiftOverviewPage,
  'area-check': AreaCheckPage,
  'leave-from': LeaveFromPage,
  'scan-shift-bag': ScanShiftBagPage,
  'scan-shift-supplies': ScanShiftSuppliesPage,
  'check-in': CheckInPage,
} as const;

function renderAt(step: keyof typeof ROUTES, shift = ready, cached?: { 'it-1': typeof flow }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fnKey('getShiftDetails', { shiftID: 'shift-1' }), shift);
  client.setQueryData(fnKey('getNurseSupplyItems', {}), { items: [], hasMore: false });
  // Her schedule, as the home left it in the cache: "Continue your itinerary" reads it.
  const onSchedule = scheduleShift({ id: shift.id, status: shift.status, itineraryIDs: shift.itineraryIDs });
  client.setQueryData(fnKey('getNurseSchedule', { filter: 'upcoming', limit: INITIAL_SHIFT_LIMIT }), {
    shifts: [onSchedule],
    hasMore: false,
  });
  if (cached) client.setQueryData(fnKey('getItineraryFlowData', { itineraryID: 'it-1' }), cached['it-1']);
  const Page = ROUTES[step];
  return render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={[`/shift/shift-1${step ? `/${step}` : ''}`]}>
          <Routes>
            <Route path={`/shift/:shiftID${step ? `/${step}` : ''}`} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}

describe('check-in pages: the itinerary steps’ frame (issue 13.9)', () => {
  const rows = [
    ['area-check', 'Area check', 'Step 1 of 5', '/shift/shift-1', 'Next'],
    ['leave-from', 'Where do you leave from?', 'Step 2 of 5', '/shift/shift-1', 'Next'],
    ['scan-shift-bag', 'Scan your shift bag', 'Step 3 of 5', '/shift/shift-1/leave-from', 'Next'],
    ['scan-shift-supplies', 'Your supplies', 'Step 4 of 5', '/shift/shift-1/scan-shift-bag', 'Next'],
    ['check-in', 'Check in', 'Step 5 of 5', '/shift/shift-1/scan-shift-supplies', 'Check in'],
  ] as const;
  it.each(rows)(
    '%s: "%s", Check-in %s, Back with its icon, the action in the bottom bar',
    (step, title, count, back, action) => {
      const { container } = renderAt(step);
      const header = container.querySelector('header.ui-step-header') as HTMLElement;
      expect(within(header).getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(within(header).getByText('Check-in')).toBeTruthy();
      expect(within(header).getByText(count)).toBeTruthy();
      const backLink = within(header).getByRole('link', { name: 'Back' });
      expect(backLink.getAttribute('href')).toBe(back);
      expect(backLink.querySelector('svg')).not.toBeNull();
      // The primary action is in the ActionBar, the page's last part: within thumb reach.
      const bar = container.querySelector('.ui-action-bar') as HTMLElement;
      expect(within(bar).getByRole('button', { name: action })).toBeTruthy();
      expect(container.querySelector('main')!.lastElementChild).toBe(bar);
    },
  );

  it('area check before the geocheck: "Check my location" is the bar’s action', () => {
    const { container } = renderAt('area-check', { ...ready, geoCheck: null });
    const bar = container.querySelector('.ui-action-bar') as HTMLElement;
    expect(within(bar).getByRole('button', { name: 'Check my location' })).toBeTruthy();
  });

  it('leave-from: the bar’s Next submits the address form', () => {
    const { container } = renderAt('leave-from');
    const next = within(container.querySelector('.ui-action-bar') as HTMLElement).getByRole('button', { name: 'Next' });
    expect(next.getAttribute('type')).toBe('submit');
    expect((next as HTMLButtonElement).form).toBe(screen.getByRole('form', { name: 'Leave from' }));
  });
});

describe('check-in opened directly with an earlier step undone (issue 13.9: no dead end)', () => {
  const rows: [string, Partial<typeof ready>, string, string, string][] = [
    [
      'no geocheck',
      { geoCheck: null },
      'No geocheck to complete.',
      'Go to the area check',
      '/shift/shift-1/area-check',
    ],
    [
      'no shift bag',
      { shiftBagSupplyItemID: null },
      'Scan the shift bag before continuing.',
      'Go to the shift bag scan',
      '/shift/shift-1/scan-shift-bag',
    ],
    [
      'a supply left',
      { supplyItemIDs: [] },
      'Scan all items before continuing.',
      'Go to your supplies',
      '/shift/shift-1/scan-shift-supplies',
    ],
  ];
  it.each(rows)('%s: says what is missing and offers that step', (_, change, reason, label, href) => {
    renderAt('check-in', { ...ready, ...change });
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    // Not "ready" over a dead, disabled button.
    expect(screen.queryByText('Everything is ready: check in to start your shift.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('with everything done: "Everything is ready" over the Check in button', () => {
    renderAt('check-in');
    expect(screen.getByText('Everything is ready: check in to start your shift.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('check-in before it opens (ADR 077: an hour before the shift)', () => {
  /** A shift starting in ten hours, as the product's clock reads now. */
  const later = () => {
    const start = now() + 10 * 60 * 60_000;
    return {
      ...ready,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 8 * 3_600_000).toISOString(),
    };
  };

  it('says when check-in opens, in the shift’s words, with no Check in button to fail', () => {
    const shift = later();
    renderAt('check-in', shift);
    const text = checkInTooEarly({ startTime: shift.startTime, timeZone: shift.timeZone, now: now() });
    expect(text).toMatch(/^Check-in opens .*\d{1,2}:\d\d [AP]M, an hour before your shift starts\.$/);
    expect(screen.getByText(text!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your shift' }).getAttribute('href')).toBe('/shift/shift-1');
  });

  it('an earlier step undone still comes first: it can be done now', () => {
    renderAt('check-in', { ...later(), geoCheck: null });
    expect(screen.getByText('No geocheck to complete.')).toBeTruthy();
    expect(screen.queryByText(/^Check-in opens/)).toBeNull();
  });
});

describe('the shift page (issue 13.9)', () => {
  it('shows the shift’s state, one card per itinerary with an open button, and Start check-in in the bar', () => {
    const { container } = renderAt('');
    expect(screen.getByRole('heading', { level: 1, name: /^Shift for / })).toBeTruthy();
    expect(container.querySelector('.ui-chip')?.textContent).toBe('Accepted');
    expect(screen.getByRole('heading', { name: 'Itinerary details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your supplies' })).toBeTruthy();
    const cards = [...container.querySelectorAll<HTMLElement>('.ui-card')];
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Itinerary 1', 'Itinerary 2']);
    expect(within(cards[0]!).getByRole('link', { name: 'Open Itinerary 1' }).getAttribute('href')).toBe(
      '/itinerary/it-1',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Open Itinerary 2' }).getAttribute('href')).toBe(
      '/itinerary/it-2',
    );
    const bar = container.querySelector('.ui-action-bar') as HTMLElement;
    expect(within(bar).getByRole('link', { name: 'Start check-in' }).getAttribute('href')).toBe(
      '/shift/shift-1/area-check',
    );
    expect(screen.queryByRole('link', { name: 'Continue your itinerary' })).toBeNull();
  });

  it('lists an itinerary’s stops by name, address and time once the phone holds it', () => {
    renderAt('', ready, { 'it-1': flow });
    const stops = screen.getByRole('list', { name: 'Itinerary 1 stops' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pia Jensen12 Joralemon St, Brooklyn9:30 AM', 'Riverside Lab1 Lab Way, Brooklyn11:00 AM']);
    expect(screen.getByText('2 stops · 9:30 AM')).toBeTruthy();
  });

  it('checked in: "Checked in", and "Continue your itinerary" first, to the step she stood on', () => {
    localStorage.setItem(LAST_STEPS_KEY, JSON.stringify({ 'it-1': { path: 'waypoint/wp-pia/go-to-patient', at: 1 } }));
    const { container } = renderAt('', { ...ready, status: 'in_progress' });
    expect(container.querySelector('.ui-chip')?.textContent).toBe('Checked in');
    const link = screen.getByRole('link', { name: 'Continue your itinerary' });
    expect(link.getAttribute('href')).toBe('/itinerary/it-1/waypoint/wp-pia/go-to-patient');
    // At the top: before the shift's details.
    const main = container.querySelector('main')!;
    expect(main.querySelector('a')).toBe(link);
    expect(screen.getByText('You are checked in.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start check-in' })).toBeNull();
  });
});
