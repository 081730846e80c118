import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import type { ItineraryData, Procedure } from '../itinerary-data/model.ts';
import {
  canReach,
  currentWaypoint,
  entryStep,
  FLOW_DATA_STALE_MS,
  firstIncompleteStep,
  flattenSteps,
  isStale,
  isVisitPackingComplete,
  nextStep,
  previousStep,
  resolveStep,
  type EntryContext,
} from './navigation.ts';
import { pathOf } from './paths.ts';
import { buildItinerarySteps } from './step-tree.ts';
import type { ItineraryFlags } from '../itinerary-data/flags.ts';

const { ava, ben, lab } = DEMO;
const AVA = pathOf.waypoint(ava.waypointID);
const BEN = pathOf.waypoint(ben.waypointID);
const PANEL = pathOf.procedure(ava.waypointID, ava.actionID, ava.panelID);
const URINE = pathOf.procedure(ava.waypointID, ava.actionID, ava.urineID);
const SPIN = pathOf.centrifugation(ava.processingActionID);
const MAIL_IN = pathOf.mailIn(lab.waypointID);
const SHIPMENT = pathOf.shipment(lab.waypointID, lab.shipmentID);

const proc = (d: ItineraryData, id: string): Procedure => d.procedures[id]!;
const none = () => {};

function stepsOf(mutate: (d: ItineraryData) => void = none, flags: ItineraryFlags = {}) {
  const data = demoItinerary();
  mutate(data);
  return { data, steps: flattenSteps(buildItinerarySteps(data, { localFlow: {}, flags })) };
}

describe('flattenSteps, nextStep, previousStep (requirements.md 4: back and next from route order)', () => {
  const { steps } = stepsOf();

  it('route order holds screens only, each once', () => {
    expect(steps.every((s) => s.screen)).toBe(true);
    expect(new Set(steps.map((s) => s.path)).size).toBe(steps.length);
  });

  type Row = [rule: string, from: string, next: string | null, previous: string | null];
  const rows: Row[] = [
    ['requirements.md 2.11 the overview comes first', '', AVA, null],
    ['requirements.md 2.11 details, then go-to-patient', AVA, `${AVA}/go-to-patient`, ''],
    [
      'requirements.md 2.11 procedures-supply leads into its first procedure',
      `${AVA}/procedures-supply`,
      `${AVA}/procedures-supply/procedure/${ava.panelID}/scan-procedure-supply`,
      `${AVA}/go-to-patient`,
    ],
    [
      'requirements.md 2.11 the last procedure supply step, then waypoint-supply',
      `${AVA}/procedures-supply/procedure/${ava.urineID}/click-procedure-supplies`,
      `${AVA}/waypoint-supply`,
      `${AVA}/procedures-supply/procedure/${ava.urineID}/scan-procedure-supplies`,
    ],
    [
      'requirements.md 2.11 a procedure ends with task; the next procedure follows',
      `${PANEL}/task`,
      `${URINE}/required-patient-action`,
      `${PANEL}/charting-samples/scan-specimen-bag`,
    ],
    [
      'requirements.md 2.11/4 the visit is followed by its centrifugation',
      `${URINE}/task`,
      `${SPIN}/scan-specimen-bags`,
      `${URINE}/charting-samples/scan-specimen-bag`,
    ],
    [
      'requirements.md 4 photo confirmation, then the per-procedure new bag',
      `${SPIN}/photo-confirmation`,
      `${SPIN}/procedure/${ava.panelID}/scan-specimen-bag`,
      `${SPIN}/instructions`,
    ],
    [
      'requirements.md 4/5 the pack-specimen-bags summary after every procedure is packed',
      `${SPIN}/procedure/${ava.panelID}/scan-samples`,
      `${SPIN}/pack-specimen-bags`,
      `${SPIN}/procedure/${ava.panelID}/scan-specimen-bag`,
    ],
    [
      'requirements.md 2.11 the next visit after the centrifugation',
      `${SPIN}/pack-specimen-bags`,
      BEN,
      `${SPIN}/procedure/${ava.panelID}/scan-samples`,
    ],
    [
      'requirements.md 2.11 packed mail-in: scan, then the shipment',
      `${MAIL_IN}/scan`,
      `${SHIPMENT}/scan-box`,
      `${MAIL_IN}/drive`,
    ],
    ['requirements.md 2.11/5 finalize after the drop-offs; the end', `${MAIL_IN}/shipments`, null, `${SHIPMENT}/drop-off`],
    ['not a step: no next, no previous', 'waypoint/nowhere', null, null],
    ['a group is not a step', pathOf.mailIn(lab.waypointID), null, null],
  ];
  it.each(rows)('%s', (_, from, next, previous) => {
    expect(nextStep(steps, from)?.path ?? null).toBe(next);
    expect(previousStep(steps, from)?.path ?? null).toBe(previous);
  });
});

describe('resolveStep', () => {
  const root = buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {} });
  it.each([
    ['the overview', '', ''],
    ['a screen is itself', `${AVA}/nurse-id`, `${AVA}/nurse-id`],
    ['a group lands on its first screen', SPIN, `${SPIN}/scan-specimen-bags`],
    ['a nested group lands on its first screen', SHIPMENT, `${SHIPMENT}/scan-box`],
    ['a procedure group lands on its first screen', URINE, `${URINE}/required-patient-action`],
  ])('%s', (_, path, expected) => {
    expect(resolveStep(root, path)?.path).toBe(expected);
  });
  it('nothing there: null', () => {
    expect(resolveStep(root, `${AVA}/no-such-step`)).toBeNull();
    expect(resolveStep(root, 'waypoint/w')).toBeNull();
  });
});

describe('isVisitPackingComplete (requirements.md 2.11 entry "packing is incomplete", requirements.md 5 supply checks)', () => {
  const packed = (d: ItineraryData) => {
    proc(d, ava.panelID).kitSupplyItemID = 'kit-1';
    proc(d, ava.panelID).supplyItemIDs = ['i1', 'i2', 'i3', 'i4'];
    proc(d, ava.urineID).kitSupplyItemID = 'kit-2';
    d.waypoints[0]!.supplyItemID = 'bag-1';
  };
  type Row = [rule: string, mutate: (d: ItineraryData) => void, complete: boolean];
  const rows: Row[] = [
    ['nothing scanned', none, false],
    ['kits, supplies and the bag', packed, true],
    [
      'requirements.md 5: a missing kit item',
      (d) => {
        packed(d);
        proc(d, ava.urineID).kitSupplyItemID = null;
      },
      false,
    ],
    [
      'requirements.md 5: fewer items than the scanning instructions ask (centrifuge, refrigerate do not count)',
      (d) => {
        packed(d);
        proc(d, ava.panelID).supplyItemIDs = ['i1', 'i2', 'i3'];
      },
      false,
    ],
    [
      'the waypoint bag not packed',
      (d) => {
        packed(d);
        d.waypoints[0]!.supplyItemID = null;
      },
      false,
    ],
  ];
  it.each(rows)('%s', (_, mutate, complete) => {
    const data = demoItinerary();
    mutate(data);
    expect(isVisitPackingComplete(data, data.waypoints[0]!)).toBe(complete);
  });
});

describe('entryStep (requirements.md 2.11 entry rules)', () => {
  const packAva = (d: ItineraryData) => {
    proc(d, ava.panelID).kitSupplyItemID = 'kit-1';
    proc(d, ava.panelID).supplyItemIDs = ['i1', 'i2', 'i3', 'i4'];
    proc(d, ava.urineID).kitSupplyItemID = 'kit-2';
    d.waypoints[0]!.supplyItemID = 'bag-1';
  };
  const status = (index: number, value: 'pending' | 'transit' | 'at-waypoint' | 'complete') => (d: ItineraryData) => {
    d.waypoints[index]!.status = value;
  };
  const all =
    (...changes: ((d: ItineraryData) => void)[]) =>
    (d: ItineraryData) =>
      changes.forEach((change) => change(d));
  const benBusy = (d: ItineraryData) => (d.waypointActions[ben.actionID]!.status = 'in-progress');

  type Row = [
    rule: string,
    mutate: (d: ItineraryData) => void,
    ctx: EntryContext,
    flags: ItineraryFlags,
    entry: string,
  ];
  const rows: Row[] = [
    ['requirements.md 2.11 patient waypoint in transit: go-to-patient', status(0, 'transit'), {}, {}, `${AVA}/go-to-patient`],
    [
      'requirements.md 2.11 in transit wins over being near (go-to-patient confirms arrival)',
      status(0, 'transit'),
      { nurseAtWaypointID: ava.waypointID },
      {},
      `${AVA}/go-to-patient`,
    ],
    [
      'requirements.md 2.11 at the waypoint: action-blocked if present',
      all(status(0, 'at-waypoint'), benBusy),
      { waypointID: ava.waypointID },
      {},
      `${AVA}/action-blocked`,
    ],
    [
      'requirements.md 2.11 at the waypoint: procedures-supply if packing is incomplete',
      status(0, 'at-waypoint'),
      {},
      {},
      `${AVA}/procedures-supply`,
    ],
    [
      'requirements.md 2.11 at the waypoint: patient-list once packing is complete',
      all(status(0, 'at-waypoint'), packAva),
      {},
      {},
      `${AVA}/patient-list`,
    ],
    [
      'requirements.md 2.11 at the waypoint: patient-list when procedures-supply does not exist (flag)',
      status(0, 'at-waypoint'),
      {},
      { supplyPreparationDisabled: true },
      `${AVA}/patient-list`,
    ],
    [
      'requirements.md 2.11 at the waypoint: patient-list when procedures-supply does not exist (kit shipment)',
      all(status(0, 'complete'), status(1, 'at-waypoint')),
      {},
      {},
      `${BEN}/patient-list`,
    ],
    [
      'requirements.md 2.11 at the waypoint by location counts as at the waypoint',
      none,
      { nurseAtWaypointID: ava.waypointID },
      {},
      `${AVA}/procedures-supply`,
    ],
    ['requirements.md 2.11 otherwise the first step (of the waypoint)', none, {}, {}, AVA],
    [
      'requirements.md 2.11 pick-drop, nurse at the waypoint: past drive-to-location to the next step',
      all(status(0, 'complete'), status(1, 'complete')),
      { nurseAtWaypointID: lab.waypointID },
      {},
      `${MAIL_IN}/scan`,
    ],
    [
      'requirements.md 2.11 pick-drop, arrival recorded: past drive-to-location',
      all(status(0, 'complete'), status(1, 'complete'), status(2, 'at-waypoint')),
      {},
      {},
      `${MAIL_IN}/scan`,
    ],
    [
      'requirements.md 2.11 pick-drop at the waypoint: the next step may be action-blocked',
      all(status(0, 'complete'), status(1, 'complete'), benBusy),
      { nurseAtWaypointID: lab.waypointID },
      {},
      `${MAIL_IN}/action-blocked`,
    ],
    [
      'requirements.md 2.11 pick-drop, not at the waypoint: the first step',
      all(status(0, 'complete'), status(1, 'complete'), status(2, 'transit')),
      {},
      {},
      `${MAIL_IN}/stop`,
    ],
    ['requirements.md 2.11 pick-drop named in the context', none, { waypointID: lab.waypointID }, {}, `${MAIL_IN}/stop`],
    [
      'pick-drop with a drop-off and no mail-in action: the lab drop-off, its drive first (ADR 064)',
      (d) => (d.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID]),
      { waypointID: lab.waypointID },
      {},
      `${pathOf.waypoint(lab.waypointID)}/go-to-pick-drop`,
    ],
    [
      'pick-drop with no flow (no action): the overview',
      (d) => (d.waypoints[2]!.waypointActionIDs = []),
      { waypointID: lab.waypointID },
      {},
      '',
    ],
    [
      'the current waypoint is the one under way',
      all(status(0, 'complete'), status(1, 'transit')),
      {},
      {},
      `${BEN}/go-to-patient`,
    ],
    [
      'every waypoint complete: the overview',
      all(status(0, 'complete'), status(1, 'complete'), status(2, 'complete')),
      {},
      {},
      '',
    ],
    ['an unknown waypoint: the overview', none, { waypointID: 'wp-unknown' }, {}, ''],
  ];
  it.each(rows)('%s', (_, mutate, ctx, flags, entry) => {
    const { data, steps } = stepsOf(mutate, flags);
    expect(entryStep(steps, data, ctx)?.path).toBe(entry);
  });

  it('no steps: null', () => expect(entryStep([], demoItinerary())).toBeNull());

  it('currentWaypoint: under way first, then where the nurse is, then the first not complete', () => {
    const data = demoItinerary();
    expect(currentWaypoint(data)?.id).toBe(ava.waypointID);
    expect(currentWaypoint(data, { nurseAtWaypointID: lab.waypointID })?.id).toBe(lab.waypointID);
    data.waypoints[1]!.status = 'transit';
    expect(currentWaypoint(data, { nurseAtWaypointID: lab.waypointID })?.id).toBe(ben.waypointID);
  });
});

describe('isStale (requirements.md 9: flow data stale after 10 minutes)', () => {
  const t0 = Date.parse('2026-03-02T13:00:00.000Z');
  type Row = [rule: string, loadedAt: Date | number | null | undefined, now: Date | number, stale: boolean];
  const rows: Row[] = [
    ['requirements.md 9 just loaded', t0, t0, false],
    ['requirements.md 9 9 min 59 s', t0, t0 + 599_000, false],
    ['requirements.md 9 exactly 10 minutes is not yet after', t0, t0 + FLOW_DATA_STALE_MS, false],
    ['requirements.md 9 after 10 minutes', t0, t0 + FLOW_DATA_STALE_MS + 1, true],
    ['requirements.md 9 an hour', new Date(t0), new Date(t0 + 3_600_000), true],
    ['never loaded', null, t0, true],
    ['never loaded (undefined)', undefined, t0, true],
    ['unreadable load time', new Date('nonsense'), t0, true],
    ['a load time in the future (clock change) is fresh', t0 + 60_000, t0, false],
  ];
  it.each(rows)('%s', (_, loadedAt, now, stale) => expect(isStale(loadedAt, now)).toBe(stale));
  it('requirements.md 9: 10 minutes', () => expect(FLOW_DATA_STALE_MS).toBe(600_000));
});

describe('canReach (no step out of order)', () => {
  const { steps } = stepsOf();
  const paths = steps.map((s) => s.path);
  const upTo = (n: number) => paths.slice(0, n);

  type Row = [rule: string, path: string, completed: string[], reachable: boolean];
  const rows: Row[] = [
    ['the first step with nothing done', paths[0]!, [], true],
    ['the second step with nothing done', paths[1]!, [], false],
    ['the first incomplete step', paths[3]!, upTo(3), true],
    ['a done step behind the first incomplete one (going back)', paths[1]!, upTo(3), true],
    ['one past the first incomplete step', paths[4]!, upTo(3), false],
    ['a step marked done beyond a gap', paths[5]!, [...upTo(3), paths[4]!, paths[5]!], false],
    ['the last step when all before it are done', paths.at(-1)!, upTo(paths.length - 1), true],
    ['not a step', 'waypoint/nowhere', paths, false],
    ['a group is not a step', SPIN, paths, false],
  ];
  it.each(rows)('%s', (_, path, completed, reachable) => {
    expect(canReach(steps, path, completed)).toBe(reachable);
  });

  it('firstIncompleteStep', () => {
    expect(firstIncompleteStep(steps, upTo(3))?.path).toBe(paths[3]);
    expect(firstIncompleteStep(steps, paths)).toBeNull();
    expect(firstIncompleteStep(steps, new Set([paths[1]!]))?.path).toBe(paths[0]);
  });
});
