/** Test kit for what reads the nurse's schedule (home, Continue, shift page): a schedule answer in the query cache, and a signed-in nurse. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import type { Viewer } from '@sc/domain/access/viewer';
import { makeViewer } from '@sc/domain/access/viewer.fixture';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';

export type ScheduleShift = FnOutput<'getNurseSchedule'>['shifts'][number];

export const testNurse: Viewer = makeViewer('nurse', 'approved', { id: 'user-nurse' });

/** A shift of the schedule: today, in Brooklyn, one itinerary of two jobs, not done. */
export const scheduleShift = (o: Partial<ScheduleShift>): ScheduleShift => ({
  id: 'shift-1',
  status: 'accepted',
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

/** Renders `ui` with the upcoming schedule answered by `shifts`. */
export function renderWithSchedule(
  ui: ReactNode,
  shifts: ScheduleShift[],
  viewer: Viewer = testNurse,
  partner: AppContextValue['partner'] = null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(fnKey('getNurseSchedule', { filter: 'upcoming', limit: 20 }), { shifts, hasMore: false });
  const app: AppContextValue = { viewer, config: {} as AppContextValue['config'], partner };
  return render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={app}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}
