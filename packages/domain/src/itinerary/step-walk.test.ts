import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import { emptyItineraryFlowState, type ItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { stepChecklists } from '../continue-rules/checklists.ts';
import { flattenSteps } from './navigation.ts';
import { stepProgress } from './progress.ts';
import type { Step } from './step.ts';
import type { StepKind } from './step-kinds/index.ts';
import { itineraryStepFailures } from './step-failures.ts';
import { buildItinerarySteps } from './step-tree.ts';
import {
  chartingItemsToShow,
  movesOnOnArrival,
  stepWorkDone,
  plainWalk,
  stepWalk,
  type StepPass,
} from './step-walk.ts';

const { ava } = DEMO;
const S = ava.samples;

type Mutate = (data: ItineraryData) => void;
const none: Mutate = () => {};

function walkOf(mutate: Mutate = none, local: Partial<ItineraryFlowState> = {}) {
  const data = demoItinerary();
  mutate(data);
  const flow = { ...emptyItineraryFlowState, ...local };
  const steps = flattenSteps(buildItinerarySteps(data, { localFlow: flow, flags: {} }));
  const failuresOf = itineraryStepFailures(data, flow, { supplyIDOf: () => null, flags: {} });
  return { data, flow, steps, walk: stepWalk({ steps, data, failuresOf }) };
}

/** A step of Ava's visit by kind, procedure and sample (the first one when several fit). */
interface At {
  kind: StepKind;
  procedureID?: string;
  sampleID?: string;
}
const find = (steps: readonly Step[], at: At): Step => {
  const step = steps.find(
    (s) =>
      s.waypointID === ava.waypointID &&
      s.kind === at.kind &&
      (at.procedureID === undefined || s.procedureID === at.procedureID) &&
      (at.sampleID === undefined || s.sampleID === at.sampleID),
  );
  if (!step) throw new Error(`no ${at.kind} step`);
  return step;
};
const panel = (kind: StepKind, sampleID?: string): At => ({ kind, procedureID: ava.panelID, sampleID });
const urine = (kind: StepKind, sampleID?: string): At => ({ kind, procedureID: ava.urineID, sampleID });

const kitScanned: Mutate = (d) => {
  d.procedures[ava.panelID]!.kitSupplyItemID = 'si-kit';
};
const started: Mutate = (d) => {
  kitScanned(d);
  d.waypointActions[ava.actionID]!.status = 'in-progress';
};
const collected =
  (sampleID: string): Mutate =>
  (d) => {
    const sample = d.procedures[ava.panelID]!.samples.find((s) => s.id === sampleID)!;
    sample.status = 'collected';
  };
const insulatedScanned: Mutate = (d) => {
  d.procedures[ava.panelID]!.insulatedBagID = 'si-ins';
};
const failed =
  (sampleID: string): Mutate =>
  (d) => {
    const sample = d.procedures[ava.panelID]!.samples.find((s) => s.id === sampleID)!;
    sample.status = 'failed';
  };
const all =
  (...mutations: Mutate[]): Mutate =>
  (d) =>
    mutations.forEach((m) => m(d));

describe('stepWalk.passOf (issue 27: what Next and Back pass over, and why)', () => {
  type Row = [rule: string, step: At, mutate: Mutate, expected: StepPass['reason'], host?: At];
  const rows: Row[] = [
    // Instructions, shown on the step that acts on them.
    [
      'Prepare for the visit is shown where the first kit is scanned',
      { kind: 'procedures-supply' },
      none,
      'shown-on',
      panel('scan-procedure-supply'),
    ],
    [
      "the supplies' summary is shown while a procedure is not prepared (its rule blocks)",
      { kind: 'waypoint-supply' },
      none,
      'shown',
    ],
    [
      'her ID is shown where she checks the patient’s identity',
      { kind: 'nurse-id' },
      none,
      'shown-on',
      {
        kind: 'patient-id',
      },
    ],
    [
      'the centrifuge reminder, likewise',
      { kind: 'centrifugation-reminder' },
      none,
      'shown-on',
      { kind: 'patient-id' },
    ],
    [
      'the physician’s instructions: where the first tube is scanned',
      panel('patient-diagnosis'),
      none,
      'shown-on',
      panel('scan-sample', S.amber),
    ],
    [
      'the collection instructions, likewise',
      panel('collection-instructions'),
      none,
      'shown-on',
      panel('scan-sample', S.amber),
    ],
    [
      'the list of samples (Chart), likewise',
      panel('charting-samples'),
      none,
      'shown-on',
      panel('scan-sample', S.amber),
    ],
    [
      'with no tube to scan, the patient action shows where the sample is charted',
      urine('required-patient-action'),
      none,
      'shown-on',
      urine('complete-charting', S.urine),
    ],
    [
      'put in amber bag: where the amber bag is scanned',
      panel('put-amber-bag', S.amber),
      none,
      'shown-on',
      panel('scan-amber-bag', S.amber),
    ],
    [
      'put in insulated bag: where the insulated bag is scanned',
      panel('put-insulated-bag', S.cold1),
      none,
      'shown-on',
      panel('scan-insulated-bag', S.cold1),
    ],
    [
      'the bag already scanned, the second tube’s instruction shows where that tube is charted',
      panel('put-insulated-bag', S.cold2),
      all(collected(S.cold1), insulatedScanned),
      'shown-on',
      panel('complete-charting', S.cold2),
    ],
    [
      'put in specimen bag: where the specimen bag is scanned',
      panel('put-specimen-bag', S.sst),
      none,
      'shown-on',
      panel('scan-specimen-bag'),
    ],
    ['seal the specimen bag, likewise', panel('seal-specimen-bag'), none, 'shown-on', panel('scan-specimen-bag')],
    // Nothing to do.
    ['a procedure with no supplies to scan', urine('scan-procedure-supplies'), none, 'nothing-to-do'],
    ['a procedure with supplies to scan is shown', panel('scan-procedure-supplies'), none, 'shown'],
    ['supplies not yet unlocked are shown', { kind: 'unlock-supplies' }, kitScanned, 'shown'],
    ['supplies unlocked by the identity check', { kind: 'unlock-supplies' }, started, 'nothing-to-do'],
    ['the first refrigerated tube scans the insulated bag', panel('scan-insulated-bag', S.cold1), none, 'shown'],
    [
      'the insulated bag scanned for an earlier tube',
      panel('scan-insulated-bag', S.cold2),
      all(collected(S.cold1), insulatedScanned),
      'nothing-to-do',
    ],
    [
      'the insulated bag not scanned yet: the second tube’s step asks for it',
      panel('scan-insulated-bag', S.cold2),
      collected(S.cold1),
      'shown',
    ],
    ['no bag for a tube not collected', panel('scan-insulated-bag', S.cold1), failed(S.cold1), 'nothing-to-do'],
    [
      'the first tube not collected: the second one scans the bag',
      panel('scan-insulated-bag', S.cold2),
      failed(S.cold1),
      'shown',
    ],
    // Steps with work of their own are always shown.
    ['a tube to scan', panel('scan-sample', S.amber), none, 'shown'],
    ['the consent checklist', panel('patient-consent'), none, 'shown'],
    ['the charting details', panel('task'), none, 'shown'],
  ];
  it.each(rows)('%s', (_rule, at, mutate, reason, host) => {
    const { steps, walk } = walkOf(mutate);
    const pass = walk.passOf(find(steps, at));
    expect(pass.reason).toBe(reason);
    if (host) expect(pass.reason === 'shown-on' ? pass.host.path : null).toBe(find(steps, host).path);
  });
});

describe('stepWalk next, previous and shownOn', () => {
  it('Next from the drive opens the first kit scan; Back from it returns to the drive', () => {
    const { steps, walk } = walkOf();
    const drive = find(steps, { kind: 'go-to-patient' });
    const kit = find(steps, panel('scan-procedure-supply'));
    expect(walk.next(drive.path)?.path).toBe(kit.path);
    expect(walk.previous(kit.path)?.path).toBe(drive.path);
  });

  it('from the second refrigerated tube’s chart, with the bag scanned, Next opens the SST’s scan; Back returns', () => {
    const { steps, walk } = walkOf(all(collected(S.cold1), collected(S.cold2), insulatedScanned));
    const chart = find(steps, panel('complete-charting', S.cold2));
    const sst = find(steps, panel('scan-sample', S.sst));
    expect(walk.next(chart.path)?.path).toBe(sst.path);
    expect(walk.previous(sst.path)?.path).toBe(chart.path);
  });

  it('a step shown on another is still a step: opened by its route, Next and Back work from it', () => {
    const { steps, walk } = walkOf();
    const amber = find(steps, panel('put-amber-bag', S.amber));
    expect(walk.next(amber.path)?.path).toBe(find(steps, panel('scan-amber-bag', S.amber)).path);
    expect(walk.previous(amber.path)?.path).toBe(find(steps, panel('complete-charting', S.amber)).path);
  });

  it('the first tube’s scan shows the procedure’s instructions, in route order', () => {
    const { steps, walk } = walkOf();
    expect(walk.shownOn(find(steps, panel('scan-sample', S.amber)).path).map((s) => s.kind)).toEqual([
      'patient-diagnosis',
      'collection-instructions',
      'charting-samples',
    ]);
  });

  it('the specimen bag’s scan shows every tube going in, then the seal', () => {
    const { steps, walk } = walkOf();
    const shown = walk.shownOn(find(steps, panel('scan-specimen-bag')).path);
    expect(shown.map((s) => [s.kind, s.sampleID])).toEqual([
      ['put-specimen-bag', S.amber],
      ['put-specimen-bag', S.cold2],
      ['put-specimen-bag', S.sst],
      ['seal-specimen-bag', undefined],
    ]);
  });

  it('the end and a path that is no step have no neighbours', () => {
    const { steps, walk } = walkOf();
    expect(walk.next(steps.at(-1)!.path)).toBeNull();
    expect(walk.previous(steps[0]!.path)).toBeNull();
    expect(walk.next('waypoint/nowhere')).toBeNull();
    expect(walk.shownOn('waypoint/nowhere')).toEqual([]);
  });

  it('the plain walk shows every step, in route order', () => {
    const { steps } = walkOf();
    const plain = plainWalk(steps);
    expect(plain.next(steps[0]!.path)).toBe(steps[1]);
    expect(plain.previous(steps[1]!.path)).toBe(steps[0]);
    expect(steps.every(plain.counted)).toBe(true);
  });
});

describe('the visit’s step count (issue 27: "Step n of m" stays the same through a visit)', () => {
  const countAt = (mutate: Mutate) => {
    const { steps, walk } = walkOf(mutate);
    return stepProgress(steps, find(steps, { kind: 'go-to-patient' }).path, walk.counted).visit?.count;
  };
  it('is the same before the visit, once the kit is in (unlock supplies joins the tree), started and collected', () => {
    const before = countAt(none);
    expect(before).toBeGreaterThan(0);
    expect([kitScanned, started, all(started, collected(S.cold1), insulatedScanned)].map(countAt)).toEqual([
      before,
      before,
      before,
    ]);
  });

  it('counts the steps she sees: far fewer than the screens', () => {
    const { steps, walk } = walkOf();
    const visit = steps.filter((s) => s.waypointID === ava.waypointID);
    expect(visit.filter(walk.counted).length).toBeLessThan(visit.length - 15);
  });

  it('ends on its count, and a step passed over takes the number of the next one', () => {
    const { steps, walk } = walkOf();
    const visit = steps.filter((s) => s.waypointID === ava.waypointID);
    const last = stepProgress(steps, visit.at(-1)!.path, walk.counted).visit!;
    expect(last.index).toBe(last.count);
    const amber = stepProgress(steps, find(steps, panel('put-amber-bag', S.amber)).path, walk.counted).visit;
    const scan = stepProgress(steps, find(steps, panel('scan-amber-bag', S.amber)).path, walk.counted).visit;
    expect(amber).toEqual(scan);
  });
});

describe('stepWorkDone and movesOnOnArrival (issue 27: a step whose work is done moves on)', () => {
  const fastingDraft = (answer: string) => ({
    chartingDrafts: { [ava.panelID]: { 'chart-fasting': answer } },
  });
  const ticked = (at: At, lines: number) => (steps: readonly Step[]) => ({
    checklists: { [find(steps, at).path]: stepChecklists[at.kind as 'patient-consent'].slice(0, lines) },
  });
  const picked: Mutate = (d) => {
    d.procedures[ava.urineID]!.supplyItemIDs = ['si-cup'];
  };
  type Local = Partial<ItineraryFlowState> | ((steps: readonly Step[]) => Partial<ItineraryFlowState>);
  type Row = [rule: string, step: At, mutate: Mutate, local: Local, expected: boolean | undefined];
  const rows: Row[] = [
    ['identity: a line left', { kind: 'patient-id' }, none, ticked({ kind: 'patient-id' }, 1), false],
    ['identity: every line ticked', { kind: 'patient-id' }, none, ticked({ kind: 'patient-id' }, 2), true],
    ['consent: none ticked', panel('patient-consent'), none, {}, false],
    ['consent: every line ticked', panel('patient-consent'), none, ticked(panel('patient-consent'), 3), true],
    [
      'labels: every line ticked',
      panel('sample-label-checklist'),
      none,
      ticked(panel('sample-label-checklist'), 3),
      true,
    ],
    ['the procedure bag: nothing picked', urine('click-procedure-supplies'), none, {}, false],
    ['the procedure bag: its cup picked', urine('click-procedure-supplies'), picked, {}, true],
    ['fasting answered yes', panel('fasting-compliance'), none, fastingDraft('yes'), true],
    ['fasting answered no: its caution waits for Next', panel('fasting-compliance'), none, fastingDraft('no'), false],
    ['fasting not answered', panel('fasting-compliance'), none, {}, false],
    ['the charting details wait for Next: they may hold more than what is asked', panel('task'), none, {}, undefined],
    ['an instruction waits for Next', { kind: 'patient-list' }, none, {}, undefined],
  ];
  it.each(rows)('%s', (_rule, at, mutate, local, expected) => {
    const { steps } = walkOf(mutate);
    const { data, flow, steps: again } = walkOf(mutate, typeof local === 'function' ? local(steps) : local);
    expect(stepWorkDone(find(again, at), data, flow)).toBe(expected);
  });

  type ArrivalRow = [rule: string, step: At, mutate: Mutate, expected: boolean];
  const arrivals: ArrivalRow[] = [
    ['charting details with nothing to fill: Next only saves them', urine('task'), none, true],
    ['charting details with a draw site to fill', panel('task'), none, false],
    [
      'a failed procedure’s charting details wait',
      urine('task'),
      (d) => {
        d.procedures[ava.urineID]!.status = 'failed';
      },
      false,
    ],
    ['any other step', urine('complete-charting', S.urine), none, false],
  ];
  it.each(arrivals)('on arrival: %s', (_rule, at, mutate, expected) => {
    const { steps, data } = walkOf(mutate);
    expect(movesOnOnArrival(find(steps, at), data)).toBe(expected);
  });
});

describe('chartingItemsToShow (issue 27: the fasting question is asked once)', () => {
  it('leaves out the fasting question asked on its own step, and its group left empty', () => {
    const data = demoItinerary();
    expect(chartingItemsToShow(data.procedures[ava.panelID]!).map((i) => i.id)).toEqual(['chart-site']);
  });

  it('keeps it where no fasting step asks it (the physician asked for no fasting sample)', () => {
    const data = demoItinerary();
    const procedure = data.procedures[ava.panelID]!;
    procedure.instructions.fasting = 'no';
    expect(chartingItemsToShow(procedure).map((i) => i.id)).toEqual(['chart-prep', 'chart-site']);
  });
});
