import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import {
  legacyPath,
  legacyRouteNames,
  legacyRoutes,
  legacyToStepPath,
  matchLegacyPath,
  type LegacyRouteMatch,
} from './legacy-routes.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { flattenSteps } from './navigation.ts';
import { pathOf } from './paths.ts';
import { buildItinerarySteps } from './step-tree.ts';

const { ava, ben, lab } = DEMO;
const I = DEMO.itineraryID;
const W = lab.waypointID;
const MAIL_IN = pathOf.mailIn(W);

describe('legacy routes (requirements.md 2.11: base itinerary-legacy/{itineraryID})', () => {
  type Row = [rule: string, path: string, match: LegacyRouteMatch];
  const rows: Row[] = [
    ['requirements.md 2.11 action-blocked', `itinerary-legacy/${I}/action-blocked`, { name: 'action-blocked', itineraryID: I }],
    ['requirements.md 2.11 done', `/itinerary-legacy/${I}/done`, { name: 'done', itineraryID: I }],
    [
      'requirements.md 2.11 waypoint/{waypointID}/go-to-pick-drop',
      `/itinerary-legacy/${I}/waypoint/${W}/go-to-pick-drop`,
      { name: 'go-to-pick-drop', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 place-details',
      `/itinerary-legacy/${I}/waypoint/${W}/place-details`,
      { name: 'place-details', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 samples-drop-off',
      `/itinerary-legacy/${I}/waypoint/${W}/samples-drop-off`,
      { name: 'samples-drop-off', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 drop-off-scan-specimen-bag',
      `/itinerary-legacy/${I}/waypoint/${W}/drop-off-scan-specimen-bag`,
      { name: 'drop-off-scan-specimen-bag', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 procedure/{procedureID}/accepted-samples',
      `/itinerary-legacy/${I}/waypoint/${W}/procedure/${ben.a1cID}/accepted-samples`,
      { name: 'accepted-samples', itineraryID: I, waypointID: W, procedureID: ben.a1cID },
    ],
    [
      'requirements.md 2.11 drop-off-details',
      `/itinerary-legacy/${I}/waypoint/${W}/drop-off-details`,
      { name: 'drop-off-details', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 scan-rejected-samples-start',
      `/itinerary-legacy/${I}/waypoint/${W}/scan-rejected-samples-start`,
      { name: 'scan-rejected-samples-start', itineraryID: I, waypointID: W },
    ],
    [
      'requirements.md 2.11 scan-rejected-samples',
      `/itinerary-legacy/${I}/waypoint/${W}/scan-rejected-samples`,
      { name: 'scan-rejected-samples', itineraryID: I, waypointID: W },
    ],
    [
      'a trailing slash, a query and a hash',
      `/itinerary-legacy/${I}/done/?from=push#top`,
      { name: 'done', itineraryID: I },
    ],
    [
      'ids are decoded',
      '/itinerary-legacy/it%201/waypoint/lab%2F7/place-details',
      { name: 'place-details', itineraryID: 'it 1', waypointID: 'lab/7' },
    ],
  ];
  it.each(rows)('%s', (_, path, match) => expect(matchLegacyPath(path)).toEqual(match));

  it.each([
    ['the bare base', `/itinerary-legacy/${I}`],
    ['an unknown screen', `/itinerary-legacy/${I}/waypoint/${W}/somewhere`],
    ['too deep', `/itinerary-legacy/${I}/done/more`],
    ['the current base', `/itinerary/${I}/done`],
    ['a malformed escape', `/itinerary-legacy/${I}/waypoint/%E0%A4%A/place-details`],
    ['an empty id', '/itinerary-legacy/%20/done'.replace('%20', '')],
  ])('not a legacy route: %s', (_, path) => expect(matchLegacyPath(path)).toBeNull());

  it('covers the ten routes of requirements.md 2.11, and builds each back', () => {
    expect(legacyRouteNames).toHaveLength(10);
    for (const name of legacyRouteNames) {
      const match: LegacyRouteMatch = legacyRoutes[name].includes('{waypointID}')
        ? {
            name,
            itineraryID: 'i/1',
            waypointID: 'w 1',
            ...(name === 'accepted-samples' ? { procedureID: 'p?1' } : {}),
          }
        : { name, itineraryID: 'i/1' };
      expect(matchLegacyPath(legacyPath(match))).toEqual(match);
    }
  });
});

describe('legacyToStepPath: each legacy screen reaches the current screen doing its job', () => {
  const stepsFor = (data: ItineraryData) => flattenSteps(buildItinerarySteps(data, { localFlow: {}, flags: {} }));

  type Row = [rule: string, path: string, mutate: (d: ItineraryData) => void, current: string];
  const none = () => {};
  const rows: Row[] = [
    ['requirements.md 2.11 done -> the overview', `itinerary-legacy/${I}/done`, none, ''],
    [
      'requirements.md 2.11 action-blocked -> the action-blocked step',
      `itinerary-legacy/${I}/action-blocked`,
      (d) => (d.waypointActions[ava.actionID]!.status = 'in-progress'),
      `${pathOf.waypoint(ben.waypointID)}/action-blocked`,
    ],
    [
      'requirements.md 2.11 action-blocked, nothing blocks any more -> the overview',
      `itinerary-legacy/${I}/action-blocked`,
      none,
      '',
    ],
    [
      'requirements.md 2.11 go-to-pick-drop -> drive to location',
      `itinerary-legacy/${I}/waypoint/${W}/go-to-pick-drop`,
      none,
      `${MAIL_IN}/drive`,
    ],
    [
      'requirements.md 2.11 place-details -> stop details',
      `itinerary-legacy/${I}/waypoint/${W}/place-details`,
      none,
      `${MAIL_IN}/stop`,
    ],
    [
      'requirements.md 2.11 samples-drop-off -> drop-offs',
      `itinerary-legacy/${I}/waypoint/${W}/samples-drop-off`,
      none,
      `${MAIL_IN}/shipments`,
    ],
    [
      'requirements.md 2.11 drop-off-scan-specimen-bag -> scan the package(s)',
      `itinerary-legacy/${I}/waypoint/${W}/drop-off-scan-specimen-bag`,
      none,
      `${MAIL_IN}/scan`,
    ],
    [
      "requirements.md 2.11 accepted-samples -> the drop-off of the procedure's shipment",
      `itinerary-legacy/${I}/waypoint/${W}/procedure/${ben.a1cID}/accepted-samples`,
      none,
      `${pathOf.shipment(W, lab.shipmentID)}/drop-off`,
    ],
    [
      'requirements.md 2.11 accepted-samples, procedure without a shipment -> drop-offs',
      `itinerary-legacy/${I}/waypoint/${W}/procedure/${ava.panelID}/accepted-samples`,
      none,
      `${MAIL_IN}/shipments`,
    ],
    [
      'requirements.md 2.11 drop-off-details -> drop-offs',
      `itinerary-legacy/${I}/waypoint/${W}/drop-off-details`,
      none,
      `${MAIL_IN}/shipments`,
    ],
    [
      'requirements.md 2.11 scan-rejected-samples-start -> drop-offs (no counterpart)',
      `itinerary-legacy/${I}/waypoint/${W}/scan-rejected-samples-start`,
      none,
      `${MAIL_IN}/shipments`,
    ],
    [
      'requirements.md 2.11 scan-rejected-samples -> drop-offs (no counterpart)',
      `itinerary-legacy/${I}/waypoint/${W}/scan-rejected-samples`,
      none,
      `${MAIL_IN}/shipments`,
    ],
    [
      'a patient stop -> its first step',
      `itinerary-legacy/${I}/waypoint/${ava.waypointID}/place-details`,
      none,
      pathOf.waypoint(ava.waypointID),
    ],
    [
      'a stop with a drop-off and no mail-in action -> the lab drop-off (ADR 064; lab-drop-off.test.ts has each route)',
      `itinerary-legacy/${I}/waypoint/${W}/samples-drop-off`,
      (d) => (d.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID]),
      `${pathOf.waypoint(W)}/drop-off-details`,
    ],
    [
      'a stop with neither flow (no action) -> the overview',
      `itinerary-legacy/${I}/waypoint/${W}/samples-drop-off`,
      (d) => (d.waypoints[2]!.waypointActionIDs = []),
      '',
    ],
    ['an unknown stop -> the overview', `itinerary-legacy/${I}/waypoint/nowhere/place-details`, none, ''],
  ];
  it.each(rows)('%s', (_, path, mutate, current) => {
    const data = demoItinerary();
    mutate(data);
    const steps = stepsFor(data);
    const target = legacyToStepPath(matchLegacyPath(path)!, steps, data);
    expect(target).toBe(current);
    expect(target === '' || steps.some((s) => s.path === target)).toBe(true);
  });
});
