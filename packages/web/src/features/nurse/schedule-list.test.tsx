import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import type { Viewer } from '@sc/domain/access/viewer';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { ScheduleList } from './schedule-list.tsx';

afterEach(cleanup);

type Shift = FnOutput<'getNurseSchedule'>['shifts'][number];
const nurse = { id: 'user-nurse', role: 'nurse', status: 'approved' } as Viewer;
const shift = (o: Partial<Shift>): Shift => ({
  id: 'shift-1',
  status: 'in_progress',
  startTime: '2026-11-24T14:00:00.000Z',
  endTime: '2026-11-24T20:00:00.000Z',
  timeZone: 'America/New_York',
  serviceRegions: ['Brooklyn'],
  jobCount: 2,
  itineraryIDs: ['it-1'],
  doneItineraryIDs: [],
  checkInAvailable: false,
  ...o,
});

function renderSchedule(shifts: Shift[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(fnKey('getNurseSchedule', { filter: 'upcoming', limit: 20 }), { shifts, hasMore: false });
  const app: AppContextValue = { viewer: nurse, config: {} as AppContextValue['config'], partner: null };
  return render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={app}>
        <MemoryRouter>
          <ScheduleList />
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}

describe('ScheduleList shift card (SPEC 2.3): its chip says what is true', () => {
  test('checked in, itinerary under way: "Checked in"', () => {
    renderSchedule([shift({})]);
    expect(screen.getByText('Checked in')).toBeTruthy();
  });

  test('checked in, every itinerary done: "Day done", not "Checked in"', () => {
    renderSchedule([shift({ doneItineraryIDs: ['it-1'] })]);
    expect(screen.getByText('Day done')).toBeTruthy();
    expect(screen.queryByText('Checked in')).toBeNull();
  });
});
