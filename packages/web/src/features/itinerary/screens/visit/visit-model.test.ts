import { describe, expect, test } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { visitProceduresOf } from '@sc/domain/itinerary-data/selectors';
import { describeProcedure, mailInBoxesToScan, overviewStops } from './visit-model.ts';

const { ava, ben, lab } = DEMO;

describe('overviewStops (requirements.md 2.11 overview: stops in order with address, time, status)', () => {
  test('each stop in itinerary order, named by its patient, its time in the itinerary time zone', () => {
    const data = demoItinerary();
    data.waypoints[0]!.status = 'complete';
    const names = { patients: { [ava.waypointID]: { name: 'Ava Martinez', phone: null } } };
    const stops = overviewStops(data, names, 'America/Los_Angeles');
    expect(stops.map((s) => [s.name, s.address, s.time, s.statusLabel])).toEqual([
      // DEMO_NOW is 13:00Z = 5:00 AM in Los Angeles; Ava is at +1 h, Ben +2.5 h, the lab +4 h.
      ['Ava Martinez', '24 Grove St, San Francisco, CA 94102', '6:00 AM', 'Done'],
      ['Patient visit', '3150 18th St, San Francisco, CA 94110', '7:30 AM', 'Not started'],
      ['Lab drop-off', 'Harbor Labs, 88 Howard St, San Francisco, CA 94105', '9:00 AM', 'Not started'],
    ]);
  });

  test('the lab stop is named by its place, as the drive screen names it', () => {
    const places = { [lab.waypointID]: { name: 'Riverside Lab Drop-off', address: '1 River Rd' } };
    expect(overviewStops(demoItinerary(), { patients: {}, places }, 'UTC')[2]?.name).toBe('Riverside Lab Drop-off');
  });

  test('requirements.md 8: a stop without an address reads "Unknown address"', () => {
    const data = demoItinerary();
    data.waypoints[1]!.location.address = '  ';
    expect(overviewStops(data, { patients: {} }, 'UTC')[1]?.address).toBe('Unknown address');
  });
});

describe('mailInBoxesToScan (requirements.md 2.11 locate / scan in the mail-in box)', () => {
  test('Ben’s visit packs the lab’s mail-in box until it is scanned here or on the server', () => {
    const data = demoItinerary();
    const benWaypoint = data.waypoints[1]!;
    expect(mailInBoxesToScan(data, benWaypoint, emptyItineraryFlowState).map((a) => a.id)).toEqual([
      lab.mailInActionID,
    ]);
    expect(mailInBoxesToScan(data, data.waypoints[0]!, emptyItineraryFlowState)).toEqual([]);
    expect(
      mailInBoxesToScan(data, benWaypoint, {
        ...emptyItineraryFlowState,
        mailInBoxScanned: { [lab.mailInActionID]: true },
      }),
    ).toEqual([]);
    data.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-MAIL-0001';
    expect(mailInBoxesToScan(data, benWaypoint, emptyItineraryFlowState)).toEqual([]);
  });
});

describe('visit procedures', () => {
  test('the live procedures of the visit, described by their samples’ supplies', () => {
    const data = demoItinerary();
    data.procedures[ava.urineID]!.status = 'canceled';
    const procedures = visitProceduresOf(data, data.waypoints[0]!);
    expect(procedures.map((p) => p.id)).toEqual([ava.panelID]);
    const names: Record<string, string> = { 'sup-amber-tube': 'Amber Tube', 'sup-lavender-tube': 'Lavender' };
    expect(describeProcedure(procedures[0]!, (id) => names[id] ?? 'SST')).toBe(
      '4 samples: Amber Tube, Lavender × 2, SST',
    );
    expect(visitProceduresOf(data, data.waypoints[2]!)).toEqual([]);
    expect(describeProcedure(data.procedures[ben.a1cID]!, () => 'Vial')).toBe('1 sample: Vial');
  });
});
