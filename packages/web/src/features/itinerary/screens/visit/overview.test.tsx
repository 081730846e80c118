import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { buildItinerarySteps } from '@sc/domain/itinerary/step-tree';
import { overview } from './overview.tsx';
import { renderStep } from '../../shared/step-context.fixture.tsx';

afterEach(cleanup);

function renderOverview(data: ItineraryData, places?: Record<string, { name: string; address: string }>) {
  const root = buildItinerarySteps(data, { localFlow: {}, flags: {} });
  return renderStep(overview.Body, { data, step: root, places });
}

test('requirements.md 2.11 overview: the stops in order, and Continue to where the nurse enters', () => {
  const data = demoItinerary();
  data.waypoints[0]!.status = 'complete';
  data.waypoints[1]!.status = 'transit';
  renderOverview(data);
  expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
    'Patient visit',
    'Patient visit',
    'Lab drop-off',
  ]);
  expect(screen.getByText('Done')).toBeTruthy();
  expect(screen.getByText('On the way')).toBeTruthy();
  // A patient waypoint in transit is entered at go-to-patient (requirements.md 2.11 entry rules).
  expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
    `/itinerary/${DEMO.itineraryID}/waypoint/${DEMO.ben.waypointID}/go-to-patient`,
  );
  expect(screen.queryByText('Itinerary complete')).toBeNull();
});

test('the lab stop reads the name the drive screen gives it (its place)', () => {
  renderOverview(demoItinerary(), { [DEMO.lab.waypointID]: { name: 'Riverside Lab Drop-off', address: '1 River Rd' } });
  expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)[2]).toBe(
    'Riverside Lab Drop-off',
  );
});

test('a done itinerary says "Itinerary complete" and offers no Continue', () => {
  const data = demoItinerary();
  data.status = 'done';
  for (const w of data.waypoints) w.status = 'complete';
  renderOverview(data);
  expect(screen.getByText('Itinerary complete')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
});
