import { describe, expect, it } from 'vitest';
import { makeProcedure, makeSample } from '../itinerary-data/fixtures.ts';
import type { ItineraryData, Procedure, Sample } from '../itinerary-data/model.ts';
import {
  centrifugationFailures,
  emptyCentrifugationState,
  saveNewSpecimenBag,
  toCentrifugationProcedures,
  type CentrifugationProcedure,
  type CentrifugationStep,
} from './centrifugation.ts';
import type { CentrifugationState } from '../itinerary-data/flow-state.ts';

const p1: CentrifugationProcedure = {
  id: 'p1',
  specimenBagID: 'BAG-1',
  centrifugeSampleItemIDs: ['T-1'],
  newBagSampleItemIDs: ['T-1', 'T-2'],
};
const p2: CentrifugationProcedure = {
  id: 'p2',
  specimenBagID: 'BAG-2',
  centrifugeSampleItemIDs: ['T-3', 'T-4'],
  newBagSampleItemIDs: ['T-3', 'T-4'],
};
const noBag: CentrifugationProcedure = {
  id: 'p3',
  specimenBagID: null,
  centrifugeSampleItemIDs: [],
  newBagSampleItemIDs: [],
};
const procedures = [p1, p2];
const s = (patch: Partial<CentrifugationState>): CentrifugationState => ({ ...emptyCentrifugationState, ...patch });

type Row = [
  rule: string,
  step: CentrifugationStep,
  state: CentrifugationState,
  expected: string[],
  list?: CentrifugationProcedure[],
];
const rows: Row[] = [
  [
    'requirements.md 5: scan-specimen-bags, none scanned',
    { step: 'scan-specimen-bags' },
    s({}),
    ['All specimen bags must be scanned'],
  ],
  [
    'requirements.md 5: scan-specimen-bags, one of two',
    { step: 'scan-specimen-bags' },
    s({ initialSpecimenBagsScanned: ['BAG-1'] }),
    ['All specimen bags must be scanned'],
  ],
  [
    'requirements.md 5: scan-specimen-bags, all scanned',
    { step: 'scan-specimen-bags' },
    s({ initialSpecimenBagsScanned: ['BAG-2', 'BAG-1'] }),
    [],
  ],
  [
    'requirements.md 5: scan-specimen-bags, a procedure without a bag has none to scan',
    { step: 'scan-specimen-bags' },
    s({ initialSpecimenBagsScanned: ['BAG-1'] }),
    [],
    [p1, noBag],
  ],
  ['requirements.md 5: scan-samples, none scanned', { step: 'scan-samples' }, s({}), ['All samples must be scanned']],
  [
    'requirements.md 5: scan-samples, missing one',
    { step: 'scan-samples' },
    s({ samplesRequiringCentrifugationScanned: ['T-1', 'T-3'] }),
    ['All samples must be scanned'],
  ],
  [
    'requirements.md 5: scan-samples, every centrifuge sample of every procedure',
    { step: 'scan-samples' },
    s({ samplesRequiringCentrifugationScanned: ['T-4', 'T-3', 'T-1'] }),
    [],
  ],
  [
    'requirements.md 5: scan-samples, tubes not needing the centrifuge are not required',
    { step: 'scan-samples' },
    s({ samplesRequiringCentrifugationScanned: ['T-1'] }),
    [],
    [p1],
  ],
  ['requirements.md 2.11: instructions never block', { step: 'instructions' }, s({}), []],
  [
    'requirements.md 5: photo-confirmation, no photo',
    { step: 'photo-confirmation' },
    s({}),
    ['A photo is required for confirmation'],
  ],
  [
    'requirements.md 5: photo-confirmation, empty photo',
    { step: 'photo-confirmation' },
    s({ photo: '' }),
    ['A photo is required for confirmation'],
  ],
  ['requirements.md 5: photo-confirmation, photo taken', { step: 'photo-confirmation' }, s({ photo: 'files/photo-1.jpg' }), []],
  [
    'requirements.md 5: pack-specimen-bags, no procedures -> No procedures found',
    { step: 'pack-specimen-bags' },
    s({}),
    ['No procedures found'],
    [],
  ],
  [
    'requirements.md 5: pack-specimen-bags, one procedure not packed',
    { step: 'pack-specimen-bags' },
    s({ centrifugedProcedures: ['p1'] }),
    ['Procedure(s) must be packed'],
  ],
  [
    'requirements.md 5: pack-specimen-bags, all packed',
    { step: 'pack-specimen-bags' },
    s({ centrifugedProcedures: ['p2', 'p1'] }),
    [],
  ],
  [
    'requirements.md 5: procedure scan-specimen-bag, unknown procedure -> No procedure found',
    { step: 'procedure/scan-specimen-bag', procedureID: 'nope' },
    s({}),
    ['No procedure found'],
  ],
  [
    'requirements.md 5: procedure scan-specimen-bag, no new bag',
    { step: 'procedure/scan-specimen-bag', procedureID: 'p1' },
    s({}),
    ['A new specimen bag must be scanned'],
  ],
  [
    "requirements.md 5: procedure scan-specimen-bag, another procedure's bag does not count",
    { step: 'procedure/scan-specimen-bag', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p2: 'NEW-2' } }),
    ['A new specimen bag must be scanned'],
  ],
  [
    'requirements.md 5: procedure scan-specimen-bag, the initial bag is not a new one',
    { step: 'procedure/scan-specimen-bag', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p1: 'BAG-1' } }),
    ['A new specimen bag must be scanned'],
  ],
  [
    'requirements.md 5: procedure scan-specimen-bag, new bag scanned',
    { step: 'procedure/scan-specimen-bag', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p1: 'NEW-1' } }),
    [],
  ],
  [
    'requirements.md 5: procedure scan-specimen-bag, a procedure id like "constructor" is unknown',
    { step: 'procedure/scan-specimen-bag', procedureID: 'constructor' },
    s({}),
    ['No procedure found'],
  ],
  [
    'requirements.md 5: procedure scan-samples, unknown procedure -> No procedure found',
    { step: 'procedure/scan-samples', procedureID: 'nope' },
    s({}),
    ['No procedure found'],
  ],
  [
    'requirements.md 5: procedure scan-samples, related samples missing',
    { step: 'procedure/scan-samples', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p1: 'NEW-1' }, samplesScannedForNewSpecimenBag: { p1: ['T-1'] } }),
    ['All samples must be scanned'],
  ],
  [
    'requirements.md 5: procedure scan-samples, samples of another procedure do not count',
    { step: 'procedure/scan-samples', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p1: 'NEW-1' }, samplesScannedForNewSpecimenBag: { p2: ['T-1', 'T-2'] } }),
    ['All samples must be scanned'],
  ],
  [
    'requirements.md 5: procedure scan-samples, every related sample scanned',
    { step: 'procedure/scan-samples', procedureID: 'p1' },
    s({ newSpecimenBagsScanned: { p1: 'NEW-1' }, samplesScannedForNewSpecimenBag: { p1: ['T-2', 'T-1'] } }),
    [],
  ],
  [
    'requirements.md 5/8: procedure scan-samples without a new bag lists both',
    { step: 'procedure/scan-samples', procedureID: 'p1' },
    s({}),
    ['A new specimen bag must be scanned', 'All samples must be scanned'],
  ],
];

describe('centrifugationFailures (requirements.md 5 "Centrifugation", per step of requirements.md 2.11)', () => {
  it.each(rows)('%s', (_, step, state, expected, list = procedures) => {
    expect(centrifugationFailures(step, { procedures: list, state })).toEqual(expected);
  });
});

const ready = s({
  newSpecimenBagsScanned: { p1: 'NEW-1', p2: 'NEW-2' },
  samplesScannedForNewSpecimenBag: { p1: ['T-1', 'T-2', 'T-1'], p2: ['T-3', 'T-4'] },
});

describe('saveNewSpecimenBag (requirements.md 4 "Centrifugation")', () => {
  it('requirements.md 4: the first procedure is marked centrifuged; the action is not complete yet', () => {
    const result = saveNewSpecimenBag({ procedures, state: ready, processingActionID: 'pa1', procedureID: 'p1' });
    expect(result).toEqual({
      ok: true,
      complete: false,
      state: { ...ready, centrifugedProcedures: ['p1'] },
      changes: [
        { type: 'set-specimen-bag', procedureID: 'p1', specimenBagID: 'NEW-1', relatedSupplyItemIDs: ['T-1', 'T-2'] },
        { type: 'mark-procedure-centrifuged', procedureID: 'p1' },
      ],
    });
  });

  it('requirements.md 4: the last one marks the new bags used and completes the processing action', () => {
    const result = saveNewSpecimenBag({
      procedures,
      state: { ...ready, centrifugedProcedures: ['p1'] },
      processingActionID: 'pa1',
      procedureID: 'p2',
    });
    expect(result.ok && result.complete).toBe(true);
    expect(result.ok && result.changes).toEqual([
      { type: 'set-specimen-bag', procedureID: 'p2', specimenBagID: 'NEW-2', relatedSupplyItemIDs: ['T-3', 'T-4'] },
      { type: 'mark-procedure-centrifuged', procedureID: 'p2' },
      { type: 'set-supply-item-status', supplyItemID: 'NEW-1', status: 'used' },
      { type: 'set-supply-item-status', supplyItemID: 'NEW-2', status: 'used' },
      { type: 'set-processing-action-status', processingActionID: 'pa1', status: 'complete' },
    ]);
    expect(result.ok && result.state.centrifugedProcedures).toEqual(['p1', 'p2']);
  });

  it('requirements.md 4: two procedures sharing one new bag mark it used once', () => {
    const shared = { ...ready, centrifugedProcedures: ['p1'], newSpecimenBagsScanned: { p1: 'NEW-1', p2: 'NEW-1' } };
    const result = saveNewSpecimenBag({ procedures, state: shared, processingActionID: 'pa1', procedureID: 'p2' });
    expect(result.ok && result.changes.filter((c) => c.type === 'set-supply-item-status')).toHaveLength(1);
  });

  it('requirements.md 4: saving again repeats the same writes and does not duplicate the procedure', () => {
    const once = saveNewSpecimenBag({ procedures: [p1], state: ready, processingActionID: 'pa1', procedureID: 'p1' });
    if (!once.ok) throw new Error('expected ok');
    const twice = saveNewSpecimenBag({
      procedures: [p1],
      state: once.state,
      processingActionID: 'pa1',
      procedureID: 'p1',
    });
    expect(twice).toEqual({ ...once, state: once.state });
    expect(once.complete).toBe(true);
  });

  it.each([
    ['requirements.md 5: unknown procedure', 'nope', ready, ['No procedure found']],
    [
      'requirements.md 5/8: no new bag',
      'p1',
      s({ samplesScannedForNewSpecimenBag: { p1: ['T-1', 'T-2'] } }),
      ['A new specimen bag must be scanned'],
    ],
    [
      'requirements.md 5: samples missing',
      'p2',
      { ...ready, samplesScannedForNewSpecimenBag: {} },
      ['All samples must be scanned'],
    ],
  ] as const)('refused: %s', (_, procedureID, state, failures) => {
    expect(saveNewSpecimenBag({ procedures, state, processingActionID: 'pa1', procedureID })).toEqual({
      ok: false,
      failures,
    });
  });
});

function sample(id: string, patch: Partial<Sample> = {}): Sample {
  return makeSample({ status: 'collected', supplyID: 'tube', supplyItemID: `T-${id}`, serial: id, ...patch, id });
}

function procedure(id: string, patch: Partial<Procedure>): Procedure {
  const base = makeProcedure({ id, draftWaypointID: 'dw', status: 'in-progress', taskID: 't' });
  return { ...base, instructions: { ...base.instructions, collectionInstructions: null }, ...patch, id };
}

describe('toCentrifugationProcedures (requirements.md 2.11, 3)', () => {
  const itinerary: ItineraryData = {
    id: 'i1',
    shiftID: null,
    status: 'in_progress',
    startTime: '2026-01-01T09:00:00Z',
    waypoints: [],
    waypointActions: {},
    shipments: {},
    processingActions: {
      pa1: {
        id: 'pa1',
        waypointID: 'w1',
        type: 'sample-processing',
        supplyInstruction: 'centrifuge',
        status: 'incomplete',
        procedureIDs: ['p1', 'p2', 'p3', 'missing'],
        newSpecimenBags: {},
      },
      pa2: {
        id: 'pa2',
        waypointID: 'w1',
        type: 'sample-processing',
        supplyInstruction: 'refrigerate',
        status: 'incomplete',
        procedureIDs: ['p1'],
        newSpecimenBags: {},
      },
    },
    procedures: {
      p1: procedure('p1', {
        specimenBag: { id: 'BAG-1', relatedSupplyItemIDs: ['T-a', 'T-b', 'T-c', 'PAD-1'] },
        samples: [
          sample('a', { processing: 'centrifuge' }),
          sample('b'),
          sample('c', { status: 'failed', processing: 'centrifuge' }),
          sample('d', { processing: 'centrifuge', supplyItemID: null }),
          sample('e', { status: 'pending', processing: 'centrifuge' }),
        ],
      }),
      p2: procedure('p2', { status: 'canceled', specimenBag: { id: 'BAG-2', relatedSupplyItemIDs: [] } }),
      p3: procedure('p3', {
        status: 'completed',
        samples: [sample('f', { status: 'completed', processing: 'centrifuge' })],
      }),
    },
  };

  it('requirements.md 2.11/3: active procedures, their bag, their centrifuge tubes and the tubes of the bag', () => {
    expect(toCentrifugationProcedures(itinerary, 'pa1')).toEqual([
      { id: 'p1', specimenBagID: 'BAG-1', centrifugeSampleItemIDs: ['T-a'], newBagSampleItemIDs: ['T-a', 'T-b'] },
      { id: 'p3', specimenBagID: null, centrifugeSampleItemIDs: ['T-f'], newBagSampleItemIDs: [] },
    ]);
  });
  it.each([
    ['requirements.md 2.11: only for the centrifuge supply instruction', 'pa2'],
    ['requirements.md 2.11: unknown processing action', 'nope'],
    ['requirements.md 2.11: a prototype name is not an action', 'toString'],
  ])('%s -> null', (_, id) => expect(toCentrifugationProcedures(itinerary, id)).toBeNull());
});
