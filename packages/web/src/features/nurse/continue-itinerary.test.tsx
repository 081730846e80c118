import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import type { Viewer } from '@sc/domain/access/viewer';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { LAST_STEPS_KEY } from '../../lib/last-step.ts';
import { fnKey } from '../../lib/query.ts';
import { ContinueItineraryLink } from './continue-itinerary.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Shift = FnOutput<'getNurseSchedule'>['shifts'][number];
const nurse: Viewer = {
  id: 'user-nurse',
  role: 'nurse',
  status: 'approved',
  email: 'nurse@demo.test',
  firstName: 'Nora',
  lastName: 'Nightingale',
  passwordCreated: true,
  office: null,
};
const shift = (o: Partial<Shift>): Shift => ({
  id: 'shift-1',
  status: 'accepted',
  startTime: '2026-11-24T14:00:00.000Z',
  endTime: '2026-11-24T20:00:00.000Z',
  timeZone: 'America/New_York',
  serviceRegions: ['Brooklyn'],
  jobCount: 2,
  itineraryIDs: ['it-1'],
  doneItineraryIDs: [],
  checkInAvailable: true,
  ...o,
});

function renderLink(shifts: Shift[], viewer: Viewer = nurse, partner: AppContextValue['partner'] = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(fnKey('getNurseSchedule', { filter: 'upcoming', limit: 20 }), { shifts, hasMore: false });
  const app: AppContextValue = { viewer, config: {} as AppContextValue['config'], partner };
  return render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={app}>
        <MemoryRouter>
          <ContinueItineraryLink />
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}

const link = () => screen.queryByRole('link', { name: 'Continue your itinerary' });

describe('ContinueItineraryLink (issue 13: her way back to the day)', () => {
  test('no shift checked in: nothing', () => {
    renderLink([shift({ status: 'accepted' })]);
    expect(link()).toBeNull();
  });

  test('checked in, no step visited on this phone: the itinerary itself', () => {
    renderLink([shift({ status: 'accepted', id: 'shift-0' }), shift({ status: 'in_progress' })]);
    expect(link()?.getAttribute('href')).toBe('/itinerary/it-1');
  });

  test('checked in: the step she stood on last, in the itinerary she was in last', () => {
    localStorage.setItem(
      LAST_STEPS_KEY,
      JSON.stringify({
        'it-1': { path: 'waypoint/wp-1/nurse-id', at: 1 },
        'it-2': { path: 'waypoint/wp-9/go-to-patient', at: 2 },
        other: { path: 'elsewhere', at: 3 },
      }),
    );
    renderLink([shift({ status: 'in_progress', itineraryIDs: ['it-1', 'it-2'] })]);
    expect(link()?.getAttribute('href')).toBe('/itinerary/it-2/waypoint/wp-9/go-to-patient');
  });

  test('the day is done (every itinerary done): nothing, though the shift is still in progress', () => {
    localStorage.setItem(LAST_STEPS_KEY, JSON.stringify({ 'it-1': { path: 'done', at: 1 } }));
    renderLink([shift({ status: 'in_progress', doneItineraryIDs: ['it-1'] })]);
    expect(link()).toBeNull();
  });

  test('one itinerary done: the one still open, though she stood in the done one last', () => {
    localStorage.setItem(LAST_STEPS_KEY, JSON.stringify({ 'it-1': { path: 'done', at: 5 } }));
    renderLink([shift({ status: 'in_progress', itineraryIDs: ['it-1', 'it-2'], doneItineraryIDs: ['it-1'] })]);
    expect(link()?.getAttribute('href')).toBe('/itinerary/it-2');
  });

  test('a damaged record is ignored', () => {
    localStorage.setItem(LAST_STEPS_KEY, JSON.stringify({ 'it-1': { path: 7 } }));
    renderLink([shift({ status: 'in_progress' })]);
    expect(link()?.getAttribute('href')).toBe('/itinerary/it-1');
  });

  test('not an approved nurse: nothing, and no schedule read', () => {
    renderLink([shift({ status: 'in_progress' })], { ...nurse, role: 'packer' });
    expect(link()).toBeNull();
  });
});
