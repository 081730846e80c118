import { describe, expect, test } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { stopNameOf, type StopNames } from './stop-name.ts';

const { ava, lab } = DEMO;

function nameOf(waypointID: string, names: StopNames, edit?: (data: ItineraryData) => void): string {
  const data = demoItinerary();
  edit?.(data);
  return stopNameOf(
    data,
    data.waypoints.find((w) => w.id === waypointID)!,
    names,
  );
}

describe('stopNameOf (one name per stop on every screen)', () => {
  const labPlace = { [lab.waypointID]: { name: 'Riverside Lab Drop-off', address: '1 River Rd' } };
  const onlyActions = (type: 'mail-in' | 'pickup') => (data: ItineraryData) => {
    const stop = data.waypoints.find((w) => w.id === lab.waypointID)!;
    for (const id of stop.waypointActionIDs) data.waypointActions[id]!.type = type;
  };
  const rows: [string, string, StopNames, string, ((data: ItineraryData) => void)?][] = [
    [
      'a patient visit: the patient',
      ava.waypointID,
      { patients: { [ava.waypointID]: { name: 'Ava Martinez', phone: null } } },
      'Ava Martinez',
    ],
    ['a patient visit, name unknown: its kind', ava.waypointID, { patients: {} }, 'Patient visit'],
    ['a lab stop: its place', lab.waypointID, { patients: {}, places: labPlace }, 'Riverside Lab Drop-off'],
    ['a lab stop, place unknown: its kind', lab.waypointID, { patients: {} }, 'Lab drop-off'],
    ['a mail-in stop, place unknown', lab.waypointID, { patients: {} }, 'Mail-in drop-off', onlyActions('mail-in')],
    ['a pick-up stop, place unknown', lab.waypointID, { patients: {} }, 'Pick-up', onlyActions('pickup')],
  ];
  test.each(rows)('%s', (_, waypointID, names, expected, edit) =>
    expect(nameOf(waypointID, names, edit)).toBe(expected),
  );
});
