/**
 * Training shows a date's year when it is not this year (ADR 078, ADR 086): a course done last
 * December does not read as this December.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { TrainingPage } from './training-page.tsx';

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T17:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function renderWith(data: [string, unknown][], page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [fn, value] of data) client.setQueryData(fnKey(fn as 'listDeadJobs', {}), value);
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter>{page}</MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}

describe('a date of another year shows its year', () => {
  it('on Training', () => {
    const course = (id: string, completedAt: string) => ({ id, title: `Course ${id}`, minutes: 10, completedAt });
    renderWith(
      [
        [
          'listRequiredCourses',
          { complete: true, courses: [course('a', '2025-12-15T17:00:00Z'), course('b', '2026-01-02T15:00:00Z')] },
        ],
      ],
      <TrainingPage />,
    );
    expect(screen.getByText(/^Done Dec 15, 2025$/)).toBeTruthy();
    expect(screen.getByText(/^Done Jan 2$/)).toBeTruthy();
  });
});
