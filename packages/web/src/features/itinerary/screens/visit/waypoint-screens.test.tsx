import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { renderStep } from '../../shared/step-context.fixture.tsx';
import { nurseID } from './waypoint-screens.tsx';

afterEach(cleanup);

test('nurse-id (issue 13): what a patient checks — her name, her role and the service — never an internal id', () => {
  const { container } = renderStep(nurseID.Body, {
    data: demoItinerary(),
    step: { kind: 'nurse-id', waypointID: DEMO.ava.waypointID },
  });
  expect(screen.getByText('Nora Nurse')).toBeTruthy();
  expect(screen.getByText('Nurse')).toBeTruthy();
  expect(screen.getByText('Sample Collect')).toBeTruthy();
  expect(container.textContent).not.toContain('user-nurse');
  expect(screen.queryByText(/Nurse ID/)).toBeNull();
});
