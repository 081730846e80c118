import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithSchedule, scheduleShift, type ScheduleShift } from '../../components/field/schedule.fixture.tsx';
import { ScheduleList } from './schedule-list.tsx';

afterEach(cleanup);

const shift = (o: Partial<ScheduleShift>) => scheduleShift({ status: 'in_progress', ...o });
const renderSchedule = (shifts: ScheduleShift[]) => renderWithSchedule(<ScheduleList />, shifts);

describe('ScheduleList shift card (requirements.md 2.3): its chip says what is true', () => {
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
