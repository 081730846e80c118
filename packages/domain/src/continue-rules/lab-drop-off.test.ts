import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import { emptyItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { scanMessages } from '../scanning/messages.ts';
import {
  expectedDropOffBags,
  isLabDropOffStop,
  labDropOffFailures,
  labDropOffStateOf,
  matchDropOffBag,
  type LabDropOffState,
  type LabDropOffStep,
} from './lab-drop-off.ts';
import { isContinueMessage, stepMessages as m } from './messages.ts';

const { ava, ben, lab } = DEMO;

describe('labDropOffFailures (ADR 064): what keeps Next disabled at the lab', () => {
  const ready: LabDropOffState = {
    arrived: true,
    complete: false,
    bags: [{ supplyItemID: 'bag-1', procedureIDs: ['p-1'] }],
    scanned: ['bag-1'],
    notCollected: [],
  };
  type Row = [rule: string, step: LabDropOffStep, change: Partial<LabDropOffState>, failures: string[]];
  const rows: Row[] = [
    ['go-to-pick-drop: not arrived', 'go-to-pick-drop', { arrived: false }, [m.arriveAtWaypoint]],
    ['go-to-pick-drop: arrived', 'go-to-pick-drop', {}, []],
    ['go-to-pick-drop: bags do not matter on the drive', 'go-to-pick-drop', { scanned: [] }, []],
    [
      'scan: a bag not scanned (requirements.md 5 scan list text)',
      'drop-off-scan-specimen-bag',
      { scanned: [] },
      [m.scanAllItems],
    ],
    [
      'scan: one of two bags scanned',
      'drop-off-scan-specimen-bag',
      { bags: [...ready.bags, { supplyItemID: 'bag-2', procedureIDs: ['p-2'] }] },
      [m.scanAllItems],
    ],
    ['scan: every bag scanned', 'drop-off-scan-specimen-bag', {}, []],
    ['scan: no bag to hand over (every visit failed)', 'drop-off-scan-specimen-bag', { bags: [], scanned: [] }, []],
    [
      'scan: a scan of another bag does not count',
      'drop-off-scan-specimen-bag',
      { scanned: ['bag-x'] },
      [m.scanAllItems],
    ],
    ['details: all done', 'drop-off-details', {}, []],
    [
      'details: not arrived, a bag left, a visit not collected: each said, in order',
      'drop-off-details',
      { arrived: false, scanned: [], notCollected: ['p-3'] },
      [m.arriveAtWaypoint, m.collectBeforeDropOff, m.scanAllItems],
    ],
    ['details: a procedure still to collect', 'drop-off-details', { notCollected: ['p-3'] }, [m.collectBeforeDropOff]],
    [
      'a finished stop never blocks (another phone, after a reload)',
      'drop-off-details',
      { complete: true, arrived: true, scanned: [], notCollected: ['p-3'] },
      [],
    ],
  ];
  it.each(rows)('%s', (_, step, change, failures) => {
    const result = labDropOffFailures(step, { ...ready, ...change });
    expect(result).toEqual(failures);
    for (const text of result) expect(isContinueMessage(text)).toBe(true);
  });
});

/** The demo's lab stop with its mail-in action gone: a lab drop-off of Ava's two procedures. */
function labOnly(mutate: (d: ItineraryData) => void = () => {}): ItineraryData {
  const data = demoItinerary();
  data.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID];
  const panel = data.procedures[ava.panelID]!;
  const urine = data.procedures[ava.urineID]!;
  panel.samples.forEach((s) => (s.status = 'collected'));
  urine.samples.forEach((s) => (s.status = 'collected'));
  panel.specimenBag = { id: 'bag-panel', relatedSupplyItemIDs: [] };
  urine.specimenBag = { id: 'bag-urine', relatedSupplyItemIDs: [] };
  mutate(data);
  return data;
}
const labStop = (d: ItineraryData) => d.waypoints[2]!;

describe('isLabDropOffStop: a pick-drop stop with drop-off actions and no mail-in action', () => {
  type Row = [rule: string, mutate: (d: ItineraryData) => void, expected: boolean];
  const rows: Row[] = [
    ['the demo lab stop, drop-off and mail-in: the packed mail-in flow', (d) => void d, false],
    ['drop-off only', (d) => (labStop(d).waypointActionIDs = [lab.dropOffActionID]), true],
    ['its mail-in action canceled', (d) => (d.waypointActions[lab.mailInActionID]!.status = 'canceled'), true],
    [
      'its drop-off canceled too: nothing to do',
      (d) => {
        labStop(d).waypointActionIDs = [lab.dropOffActionID];
        d.waypointActions[lab.dropOffActionID]!.status = 'canceled';
      },
      false,
    ],
    ['mail-in only', (d) => (labStop(d).waypointActionIDs = [lab.mailInActionID]), false],
  ];
  it.each(rows)('%s', (_, mutate, expected) => {
    const data = demoItinerary();
    mutate(data);
    expect(isLabDropOffStop(data, labStop(data))).toBe(expected);
  });

  it('never a patient stop', () => {
    const data = demoItinerary();
    data.waypoints[0]!.waypointActionIDs = [lab.dropOffActionID];
    expect(isLabDropOffStop(data, data.waypoints[0]!)).toBe(false);
  });
});

describe('expectedDropOffBags: the bags the tubes travel in', () => {
  type Row = [rule: string, mutate: (d: ItineraryData) => void, bags: [string, string[]][]];
  const rows: Row[] = [
    [
      "each procedure's specimen bag",
      () => {},
      [
        ['bag-panel', [ava.panelID]],
        ['bag-urine', [ava.urineID]],
      ],
    ],
    [
      'one bag holding two procedures is scanned once',
      (d) => (d.procedures[ava.urineID]!.specimenBag = { id: 'bag-panel', relatedSupplyItemIDs: [] }),
      [['bag-panel', [ava.panelID, ava.urineID]]],
    ],
    [
      "a centrifuged procedure's new bag replaces its specimen bag",
      (d) =>
        (d.processingActions[ava.processingActionID]!.newSpecimenBags = {
          [ava.panelID]: { supplyItemID: 'bag-spun', relatedSupplyItemIDs: [] },
        }),
      [
        ['bag-spun', [ava.panelID]],
        ['bag-urine', [ava.urineID]],
      ],
    ],
    [
      'a canceled centrifugation does not',
      (d) => {
        const action = d.processingActions[ava.processingActionID]!;
        action.newSpecimenBags = { [ava.panelID]: { supplyItemID: 'bag-spun', relatedSupplyItemIDs: [] } };
        action.status = 'canceled';
      },
      [
        ['bag-panel', [ava.panelID]],
        ['bag-urine', [ava.urineID]],
      ],
    ],
    [
      'a failed procedure has nothing to hand over',
      (d) => (d.procedures[ava.urineID]!.status = 'failed'),
      [['bag-panel', [ava.panelID]]],
    ],
    ['a canceled one neither', (d) => (d.procedures[ava.urineID]!.status = 'canceled'), [['bag-panel', [ava.panelID]]]],
    [
      'nor one with no collected sample',
      (d) => d.procedures[ava.urineID]!.samples.forEach((s) => (s.status = 'failed')),
      [['bag-panel', [ava.panelID]]],
    ],
    [
      'a completed sample (the stop finished) still counts',
      (d) => d.procedures[ava.urineID]!.samples.forEach((s) => (s.status = 'completed')),
      [
        ['bag-panel', [ava.panelID]],
        ['bag-urine', [ava.urineID]],
      ],
    ],
    [
      'a kit shipment leaves by mail: no bag at the lab',
      (d) => (d.waypoints[0]!.draftWaypoints = [{ id: ava.draftWaypointID, supplyStrategy: 'kit-shipment' }]),
      [],
    ],
    [
      'a procedure with no bag recorded',
      (d) => (d.procedures[ava.urineID]!.specimenBag = null),
      [['bag-panel', [ava.panelID]]],
    ],
    [
      'only the drop-off actions of this stop: a procedure elsewhere is not expected',
      (d) => (d.waypointActions[lab.dropOffActionID]!.procedureIDs = [ava.panelID, ben.a1cID]),
      [['bag-panel', [ava.panelID]]],
    ],
  ];
  it.each(rows)('%s', (_, mutate, bags) => {
    const data = labOnly(mutate);
    expect(expectedDropOffBags(data, labStop(data)).map((b) => [b.supplyItemID, b.procedureIDs])).toEqual(bags);
  });
});

describe('matchDropOffBag: a bag scanned at the lab (requirements.md 5 texts)', () => {
  const bags = [
    { supplyItemID: 'bag-1', procedureIDs: ['p-1'] },
    { supplyItemID: 'bag-2', procedureIDs: ['p-2'] },
  ];
  type Row = [rule: string, scanned: string[], item: string | null, answer: ReturnType<typeof matchDropOffBag>];
  const rows: Row[] = [
    ["one of the stop's bags", [], 'bag-2', { ok: true, supplyItemID: 'bag-2' }],
    [
      'the same bag again: "Barcode already scanned."',
      ['bag-2'],
      'bag-2',
      { ok: false, message: scanMessages.alreadyScanned },
    ],
    ['a bag of another procedure: "Wrong supply"', [], 'bag-9', { ok: false, message: scanMessages.wrongSupply }],
    ['a barcode naming no supply item: "Wrong supply"', [], null, { ok: false, message: scanMessages.wrongSupply }],
  ];
  it.each(rows)('%s', (_, scanned, item, answer) => expect(matchDropOffBag(bags, scanned, item)).toEqual(answer));
});

describe('labDropOffStateOf: the server record, then this phone', () => {
  it('reads arrival, completion, the bags, the scans kept for the stop and the visits not collected', () => {
    const data = labOnly((d) => {
      labStop(d).status = 'at-waypoint';
      d.procedures[ava.urineID]!.samples.forEach((s) => (s.status = 'pending'));
    });
    const flow = { ...emptyItineraryFlowState, dropOffBagsScanned: { [lab.waypointID]: ['bag-panel'], other: ['x'] } };
    expect(labDropOffStateOf({ data, flow }, labStop(data))).toEqual({
      arrived: true,
      complete: false,
      bags: [{ supplyItemID: 'bag-panel', procedureIDs: [ava.panelID] }],
      scanned: ['bag-panel'],
      notCollected: [ava.urineID],
    });
  });

  it('a state stored by an older app, without the table, reads as nothing scanned', () => {
    const data = labOnly();
    const { dropOffBagsScanned: _, ...older } = emptyItineraryFlowState;
    const flow = older as typeof emptyItineraryFlowState;
    expect(labDropOffStateOf({ data, flow }, labStop(data)).scanned).toEqual([]);
  });
});
