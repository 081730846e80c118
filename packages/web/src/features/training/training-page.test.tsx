/**
 * Training shows a date's year when it is not this year (ADR 078, ADR 086): a course done last
 * December does not read as this December.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAnswers } from '../../lib/query-data.fixture.tsx';
import { TrainingPage } from './training-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T17:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('a date of another year shows its year', () => {
  it('on Training', () => {
    const course = (id: string, completedAt: string) => ({ id, title: `Course ${id}`, minutes: 10, completedAt });
    renderWithAnswers(
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
