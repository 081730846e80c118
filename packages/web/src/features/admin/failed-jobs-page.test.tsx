/**
 * Failed jobs shows a date's year when it is not this year (ADR 078, ADR 086): a job failed last
 * December does not read as this December.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAnswers } from '../../lib/query-data.fixture.tsx';
import { FailedJobsPage } from './failed-jobs-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T17:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('a date of another year shows its year', () => {
  it('on Failed jobs', () => {
    const job = (id: number, finishedAt: string) => ({
      id,
      kind: 'email.send',
      attempts: 5,
      finishedAt,
      lastError: 'The mail server did not answer.',
    });
    renderWithAnswers(
      [['listDeadJobs', { jobs: [job(1, '2025-12-20T17:00:00Z'), job(2, '2026-01-02T15:00:00Z')] }]],
      <FailedJobsPage />,
    );
    expect(screen.getByText(/^Failed Dec 20, 2025, \d{1,2}:00 [AP]M after 5 tries$/)).toBeTruthy();
    expect(screen.getByText(/^Failed Jan 2, \d{1,2}:00 [AP]M after 5 tries$/)).toBeTruthy();
  });
});
