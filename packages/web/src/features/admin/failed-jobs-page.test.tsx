/**
 * Failed jobs shows a date's year when it is not this year (ADR 078, ADR 086): a job failed last
 * December does not read as this December.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { FailedJobsPage } from './failed-jobs-page.tsx';

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
  it('on Failed jobs', () => {
    const job = (id: number, finishedAt: string) => ({
      id,
      kind: 'email.send',
      attempts: 5,
      finishedAt,
      lastError: 'The mail server did not answer.',
    });
    renderWith(
      [['listDeadJobs', { jobs: [job(1, '2025-12-20T17:00:00Z'), job(2, '2026-01-02T15:00:00Z')] }]],
      <FailedJobsPage />,
    );
    expect(screen.getByText(/^Failed Dec 20, 2025, \d{1,2}:00 [AP]M after 5 tries$/)).toBeTruthy();
    expect(screen.getByText(/^Failed Jan 2, \d{1,2}:00 [AP]M after 5 tries$/)).toBeTruthy();
  });
});
