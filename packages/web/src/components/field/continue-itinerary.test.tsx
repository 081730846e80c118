import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { Viewer } from '@sc/domain/access/viewer';
import type { AppContextValue } from '../../lib/app-context.tsx';
import { LAST_STEPS_KEY } from '../../lib/last-step.ts';
import { ContinueItineraryLink } from './continue-itinerary.tsx';
import { renderWithSchedule, scheduleShift, testNurse, type ScheduleShift } from './schedule.fixture.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const nurse = testNurse;
const shift = (o: Partial<ScheduleShift>) => scheduleShift({ checkInAvailable: true, ...o });
const renderLink = (shifts: ScheduleShift[], viewer: Viewer = nurse, partner: AppContextValue['partner'] = null) =>
  renderWithSchedule(<ContinueItineraryLink />, shifts, viewer, partner);

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
