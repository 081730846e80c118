import { describe, expect, it } from 'vitest';
import type { ChartingItem } from '../itinerary-data/model.ts';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  atVisit,
  buildFieldState,
  refusalOf,
  withAction,
  withProcedure,
  withShipment,
  withSupplyItem,
} from './itinerary.fixture.ts';
import {
  cancelProcedure,
  failProcedure,
  saveCharting,
  saveSampleShippingLabel,
  setKitSupplyItem,
  setProcedureSupplyItems,
  setSpecimenBag,
  type SpecimenBagInstruction,
} from './procedures.ts';
import { requireApplied, type Refusal } from './result.ts';
import { supplyStrategyOf } from '../itinerary-data/selectors.ts';

const items: ChartingItem[] = [{ id: 'c1', type: 'question', title: 'Is the patient fasting?' }];
const charted = { charting: { items, status: 'complete' as const } };
const visitAction = (status: string): Change =>
  ({ op: 'update', entity: 'waypointAction', id: 'act-visit', set: { status, statusTimestamp: at(80) } }) as Change;
const procedureNotFound: Refusal = { code: 'not_found', message: 'Procedure not found' };
const bagOrKitNotFound: Refusal = {
  code: 'not_found',
  message: 'Missing procedure when setting specimen bag ID or procedure kit ID',
};

describe('supplyStrategyOf (requirements.md 3: a draft waypoint has a supply strategy)', () => {
  it.each<[string, string, string | null]>([
    ['requirements.md 3: nurse supplies', 'p-blood', 'nurse-supplies'],
    ['requirements.md 3: kit shipment', 'p-kit', 'kit-shipment'],
  ])('%s', (_, procedureID, expected) => {
    const { itinerary } = buildFieldState();
    expect(supplyStrategyOf(itinerary, itinerary.procedures[procedureID]!)).toBe(expected);
  });

  it('design: no waypoint carries the draft -> nurse supplies (not a kit shipment)', () => {
    const { itinerary } = buildFieldState(withProcedure('p-blood', { draftWaypointID: 'dw-gone' }));
    expect(supplyStrategyOf(itinerary, itinerary.procedures['p-blood']!)).toBe('nurse-supplies');
  });
});

describe('saveCharting (requirements.md 4: charting complete, procedure completed unless failed or kit shipment)', () => {
  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 4: charting complete and the procedure completed; its action recomputed (one left -> in progress)',
      buildFieldState(atVisit),
      'p-blood',
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { ...charted, status: 'completed' } },
        visitAction('in-progress'),
      ],
    ],
    [
      'requirements.md 4: the last procedure completed -> the action is complete',
      buildFieldState(atVisit, withProcedure('p-urine', { status: 'completed' })),
      'p-blood',
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { ...charted, status: 'completed' } },
        visitAction('complete'),
      ],
    ],
    [
      'requirements.md 4: the other canceled, this one completed -> the action is complete',
      buildFieldState(atVisit, withProcedure('p-urine', { status: 'canceled' })),
      'p-blood',
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { ...charted, status: 'completed' } },
        visitAction('complete'),
      ],
    ],
    [
      'requirements.md 4: already failed -> charting saved, the procedure stays failed',
      buildFieldState(atVisit, withProcedure('p-blood', { status: 'failed' })),
      'p-blood',
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: charted }, visitAction('in-progress')],
    ],
    [
      'requirements.md 4: kit shipment -> charting saved, the procedure not completed yet',
      buildFieldState(atVisit),
      'p-kit',
      [
        { op: 'update', entity: 'procedure', id: 'p-kit', set: charted },
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-kit',
          set: { status: 'in-progress', statusTimestamp: at(80) },
        },
      ],
    ],
    [
      'requirements.md 4 (retry): the same charting again -> no change',
      buildFieldState(
        atVisit,
        withProcedure('p-blood', { ...charted, status: 'completed' }),
        withAction('act-visit', { status: 'in-progress' }),
      ),
      'p-blood',
      [],
    ],
  ])('%s', (_, state, procedureID, changes) => {
    expect(requireApplied(saveCharting(state.itinerary, { procedureID, items, at: at(80) })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', procedureNotFound],
    [
      'design: a canceled procedure is not charted',
      buildFieldState(withProcedure('p-blood', { status: 'canceled' })),
      'p-blood',
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
  ])('%s', (_, state, procedureID, refusal) => {
    expect(refusalOf(saveCharting(state.itinerary, { procedureID, items, at: at(80) }))).toEqual(refusal);
  });
});

describe('failProcedure (requirements.md 3/4: reason, failedBy, failedByRole, supplies used, timestamp)', () => {
  const failed = {
    status: 'failed' as const,
    failed: {
      reason: 'Patient refused',
      failedBy: 'user-nurse',
      failedByRole: 'nurse',
      supplyCondition: 'used' as const,
      timestamp: at(80),
    },
  };
  const fail = (state: FieldState, procedureID = 'p-blood', reason = ' Patient refused ') =>
    failProcedure(state.itinerary, { procedureID, reason, failedBy: 'user-nurse', failedByRole: 'nurse', at: at(80) });

  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 4: failed with its record; the action recomputed (one left -> in progress)',
      buildFieldState(atVisit),
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: failed }, visitAction('in-progress')],
    ],
    [
      'requirements.md 4: all done, none completed -> the action is canceled',
      buildFieldState(atVisit, withProcedure('p-urine', { status: 'canceled' })),
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: failed }, visitAction('canceled')],
    ],
    [
      'requirements.md 4: all done, one completed -> the action is complete',
      buildFieldState(atVisit, withProcedure('p-urine', { status: 'completed' })),
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: failed }, visitAction('complete')],
    ],
    ['requirements.md 4 (retry): already failed -> no change', buildFieldState(atVisit, withProcedure('p-blood', failed)), []],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(fail(state)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', 'x', procedureNotFound],
    [
      'design: a failure needs a reason',
      buildFieldState(),
      'p-blood',
      '  ',
      { code: 'bad_request', message: 'Missing failure reason' },
    ],
    ...(['completed', 'canceled'] as const).map((status): [string, FieldState, string, string, Refusal] => [
      `requirements.md 4: ${status} is final`,
      buildFieldState(withProcedure('p-blood', { status })),
      'p-blood',
      'x',
      { code: 'conflict', message: `This procedure is ${status}` },
    ]),
  ])('%s', (_, state, procedureID, reason, refusal) => {
    expect(refusalOf(fail(state, procedureID, reason))).toEqual(refusal);
  });
});

describe('cancelProcedure (requirements.md 4: cancelling a procedure also cancels its waypoint actions)', () => {
  const canceled = (id: string): Change => ({ op: 'update', entity: 'procedure', id, set: { status: 'canceled' } });
  const actionCanceled = (id: string): Change => ({
    op: 'update',
    entity: 'waypointAction',
    id,
    set: { status: 'canceled', statusTimestamp: at(30) },
  });
  const centrifugeCanceled: Change = {
    op: 'update',
    entity: 'processingAction',
    id: 'proc-centrifuge',
    set: { status: 'canceled' },
  };

  it.each<[string, FieldState, string, Change[]]>([
    ['requirements.md 4: its only action is canceled', buildFieldState(), 'p-kit', [canceled('p-kit'), actionCanceled('act-kit')]],
    [
      'requirements.md 4 (design): actions that keep a live procedure keep their status; its processing action (all canceled) is canceled',
      buildFieldState(),
      'p-blood',
      [canceled('p-blood'), centrifugeCanceled],
    ],
    [
      'requirements.md 4: the last live procedure canceled -> its visit and drop-off actions are canceled',
      buildFieldState(withProcedure('p-urine', { status: 'canceled' })),
      'p-blood',
      [canceled('p-blood'), actionCanceled('act-visit'), actionCanceled('act-drop'), centrifugeCanceled],
    ],
    [
      'requirements.md 4: the other completed -> the visit action is complete (recomputation); the drop-off is still due',
      buildFieldState(
        withProcedure('p-urine', { status: 'completed' }),
        withAction('act-visit', { status: 'in-progress' }),
      ),
      'p-blood',
      [
        canceled('p-blood'),
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-visit',
          set: { status: 'complete', statusTimestamp: at(30) },
        },
        centrifugeCanceled,
      ],
    ],
    [
      'requirements.md 4 (retry): already canceled -> no change',
      buildFieldState(withProcedure('p-kit', { status: 'canceled' })),
      'p-kit',
      [],
    ],
  ])('%s', (_, state, procedureID, changes) => {
    expect(requireApplied(cancelProcedure(state.itinerary, { procedureID, at: at(30) })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', procedureNotFound],
    ...(['completed', 'failed'] as const).map((status): [string, FieldState, string, Refusal] => [
      `requirements.md 4: ${status} is final`,
      buildFieldState(withProcedure('p-blood', { status })),
      'p-blood',
      { code: 'conflict', message: `This procedure is ${status}` },
    ]),
  ])('%s', (_, state, procedureID, refusal) => {
    expect(refusalOf(cancelProcedure(state.itinerary, { procedureID, at: at(30) }))).toEqual(refusal);
  });
});

describe('saveSampleShippingLabel (requirements.md 4: completes the procedure unless failed, recomputes; shipment ready_to_ship)', () => {
  const labeled: Change = {
    op: 'update',
    entity: 'shipment',
    id: 'sh-kit',
    set: { scannedShippingLabelBarcode: 'LABEL-1', status: 'ready_to_ship' },
  };
  const save = (state: FieldState, procedureID = 'p-kit', barcode = 'LABEL-1') =>
    saveSampleShippingLabel(state.itinerary, { procedureID, barcode, at: at(100) });

  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 4: label saved, shipment ready_to_ship, procedure completed, its action complete',
      buildFieldState(atVisit),
      [
        labeled,
        { op: 'update', entity: 'procedure', id: 'p-kit', set: { status: 'completed' } },
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-kit',
          set: { status: 'complete', statusTimestamp: at(100) },
        },
      ],
    ],
    [
      'requirements.md 4: a failed procedure stays failed (label still saved)',
      buildFieldState(atVisit, withProcedure('p-kit', { status: 'failed' })),
      [labeled],
    ],
    [
      'requirements.md 4 (retry): the same label again -> no change',
      buildFieldState(
        atVisit,
        withProcedure('p-kit', { status: 'completed' }),
        withAction('act-kit', { status: 'complete' }),
        withShipment('sh-kit', { status: 'ready_to_ship', scannedShippingLabelBarcode: 'LABEL-1' }),
      ),
      [],
    ],
    [
      'design: a new label on a ready shipment replaces the old one',
      buildFieldState(
        atVisit,
        withProcedure('p-kit', { status: 'completed' }),
        withAction('act-kit', { status: 'complete' }),
        withShipment('sh-kit', { status: 'ready_to_ship', scannedShippingLabelBarcode: 'LABEL-0' }),
      ),
      [{ op: 'update', entity: 'shipment', id: 'sh-kit', set: { scannedShippingLabelBarcode: 'LABEL-1' } }],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(save(state)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', 'LABEL-1', procedureNotFound],
    ['requirements.md 8: an empty scan', buildFieldState(), 'p-kit', ' ', { code: 'bad_request', message: 'Missing barcode.' }],
    [
      'requirements.md 8: the procedure has no sample shipment',
      buildFieldState(),
      'p-blood',
      'LABEL-1',
      { code: 'conflict', message: 'No sample shipment ID on procedure' },
    ],
    [
      'requirements.md 8: its sample shipment is missing',
      buildFieldState(withProcedure('p-kit', { sampleShipmentID: 'sh-gone' })),
      'p-kit',
      'LABEL-1',
      { code: 'not_found', message: 'Missing shipment' },
    ],
    [
      'requirements.md 4: a shipment in transit keeps its label',
      buildFieldState(withShipment('sh-kit', { status: 'in-transit', scannedShippingLabelBarcode: 'LABEL-0' })),
      'p-kit',
      'LABEL-1',
      { code: 'conflict', message: 'This shipment is already in transit' },
    ],
    [
      'design: a canceled procedure is not packed',
      buildFieldState(withProcedure('p-kit', { status: 'canceled' })),
      'p-kit',
      'LABEL-1',
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
  ])('%s', (_, state, procedureID, barcode, refusal) => {
    expect(refusalOf(save(state, procedureID, barcode))).toEqual(refusal);
  });
});

describe('setSpecimenBag (requirements.md 5: a set or unset instruction sets or removes its id; requirements.md 4 supply items)', () => {
  const bag1 = { id: 'BAG-001', relatedSupplyItemIDs: [] as string[] };
  const used = (id: string): Change => ({ op: 'update', entity: 'supplyItem', id, set: { status: 'used' } });
  const activated = (id: string): Change => ({ op: 'update', entity: 'supplyItem', id, set: { status: 'activated' } });
  const withBag1 = [withProcedure('p-blood', { specimenBag: bag1 }), withSupplyItem('BAG-001', 'used')];

  it.each<[string, FieldState, SpecimenBagInstruction, Change[]]>([
    [
      'requirements.md 5/4: set -> the bag id is set and the item used',
      buildFieldState(),
      { type: 'set', supplyItemID: 'BAG-001' },
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: { specimenBag: bag1 } }, used('BAG-001')],
    ],
    [
      'requirements.md 3: set with its related supply items',
      buildFieldState(),
      { type: 'set', supplyItemID: 'BAG-001', relatedSupplyItemIDs: ['TUBE-001'] },
      [
        {
          op: 'update',
          entity: 'procedure',
          id: 'p-blood',
          set: { specimenBag: { id: 'BAG-001', relatedSupplyItemIDs: ['TUBE-001'] } },
        },
        used('BAG-001'),
      ],
    ],
    [
      'requirements.md 5 (retry): set the same bag -> no change',
      buildFieldState(...withBag1),
      { type: 'set', supplyItemID: 'BAG-001' },
      [],
    ],
    [
      'requirements.md 4: another bag -> the new one used, the old one activated',
      buildFieldState(...withBag1),
      { type: 'set', supplyItemID: 'BAG-002' },
      [
        {
          op: 'update',
          entity: 'procedure',
          id: 'p-blood',
          set: { specimenBag: { id: 'BAG-002', relatedSupplyItemIDs: [] } },
        },
        used('BAG-002'),
        activated('BAG-001'),
      ],
    ],
    [
      'requirements.md 5/4: unset -> the id removed and the item activated',
      buildFieldState(...withBag1),
      { type: 'unset' },
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: { specimenBag: null } }, activated('BAG-001')],
    ],
    ['requirements.md 5 (retry): unset with no bag -> no change', buildFieldState(), { type: 'unset' }, []],
    [
      'requirements.md 4: unset while another slot of the procedure still names it -> stays used',
      buildFieldState(...withBag1, withProcedure('p-blood', { specimenBag: bag1, supplyItemIDs: ['BAG-001'] })),
      { type: 'unset' },
      [{ op: 'update', entity: 'procedure', id: 'p-blood', set: { specimenBag: null } }],
    ],
  ])('%s', (_, state, instruction, changes) => {
    expect(requireApplied(setSpecimenBag(state, { procedureID: 'p-blood', instruction })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, SpecimenBagInstruction, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', { type: 'unset' }, bagOrKitNotFound],
    [
      'requirements.md 4: an item is used by at most one procedure',
      buildFieldState(withProcedure('p-urine', { specimenBag: bag1 }), withSupplyItem('BAG-001', 'used')),
      'p-blood',
      { type: 'set', supplyItemID: 'BAG-001' },
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: an item used outside this itinerary',
      buildFieldState(),
      'p-blood',
      { type: 'set', supplyItemID: 'TUBE-099' },
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4 (activated, used): an inactive item is not used',
      buildFieldState(),
      'p-blood',
      { type: 'set', supplyItemID: 'TUBE-009' },
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
    [
      'requirements.md 5/8: unknown supply item',
      buildFieldState(),
      'p-blood',
      { type: 'set', supplyItemID: 'BAG-404' },
      { code: 'not_found', message: 'Supply item BAG-404 not found' },
    ],
    [
      'requirements.md 8: an empty scan',
      buildFieldState(),
      'p-blood',
      { type: 'set', supplyItemID: '' },
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      'design: a canceled procedure takes no supplies',
      buildFieldState(withProcedure('p-blood', { status: 'canceled' })),
      'p-blood',
      { type: 'set', supplyItemID: 'BAG-001' },
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
  ])('%s', (_, state, procedureID, instruction, refusal) => {
    expect(refusalOf(setSpecimenBag(state, { procedureID, instruction }))).toEqual(refusal);
  });

  it('design: a completed procedure still takes a new specimen bag (centrifugation, requirements.md 2.11)', () => {
    const state = buildFieldState(withProcedure('p-blood', { status: 'completed' }));
    expect(
      requireApplied(
        setSpecimenBag(state, { procedureID: 'p-blood', instruction: { type: 'set', supplyItemID: 'BAG-002' } }),
      ).changes,
    ).toHaveLength(2);
  });
});

describe('setKitSupplyItem (requirements.md 7: procedures/{id}/kitSupplyItem; requirements.md 4 supply items)', () => {
  it.each<[string, FieldState, string | null, Change[]]>([
    [
      'requirements.md 4: set -> used',
      buildFieldState(),
      'KIT-001',
      [
        { op: 'update', entity: 'procedure', id: 'p-kit', set: { kitSupplyItemID: 'KIT-001' } },
        { op: 'update', entity: 'supplyItem', id: 'KIT-001', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 4 (retry): the same kit -> no change',
      buildFieldState(withProcedure('p-kit', { kitSupplyItemID: 'KIT-001' }), withSupplyItem('KIT-001', 'used')),
      'KIT-001',
      [],
    ],
    [
      'requirements.md 4: unset -> activated',
      buildFieldState(withProcedure('p-kit', { kitSupplyItemID: 'KIT-001' }), withSupplyItem('KIT-001', 'used')),
      null,
      [
        { op: 'update', entity: 'procedure', id: 'p-kit', set: { kitSupplyItemID: null } },
        { op: 'update', entity: 'supplyItem', id: 'KIT-001', set: { status: 'activated' } },
      ],
    ],
  ])('%s', (_, state, supplyItemID, changes) => {
    expect(requireApplied(setKitSupplyItem(state, { procedureID: 'p-kit', supplyItemID })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', bagOrKitNotFound],
    [
      'requirements.md 4: a kit used by another procedure',
      buildFieldState(withProcedure('p-blood', { kitSupplyItemID: 'KIT-001' }), withSupplyItem('KIT-001', 'used')),
      'p-kit',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
  ])('%s', (_, state, procedureID, refusal) => {
    expect(refusalOf(setKitSupplyItem(state, { procedureID, supplyItemID: 'KIT-001' }))).toEqual(refusal);
  });
});

describe('setProcedureSupplyItems (requirements.md 7: procedures/{id}/supplyItems; requirements.md 4 supply items)', () => {
  const withTwo = [
    withProcedure('p-blood', { supplyItemIDs: ['TUBE-001', 'TUBE-002'] }),
    withSupplyItem('TUBE-001', 'used'),
    withSupplyItem('TUBE-002', 'used'),
  ];

  it.each<[string, FieldState, string[], Change[]]>([
    [
      'requirements.md 4: scanned in -> used (duplicates dropped)',
      buildFieldState(),
      ['TUBE-001', 'TUBE-002', 'TUBE-001'],
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { supplyItemIDs: ['TUBE-001', 'TUBE-002'] } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-001', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-002', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 4: one swapped -> the new one used, the dropped one activated',
      buildFieldState(...withTwo),
      ['TUBE-002', 'TUBE-003'],
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { supplyItemIDs: ['TUBE-002', 'TUBE-003'] } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-003', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-001', set: { status: 'activated' } },
      ],
    ],
    ['requirements.md 4 (retry): the same list -> no change', buildFieldState(...withTwo), ['TUBE-001', 'TUBE-002'], []],
  ])('%s', (_, state, supplyItemIDs, changes) => {
    expect(requireApplied(setProcedureSupplyItems(state, { procedureID: 'p-blood', supplyItemIDs })).changes).toEqual(
      changes,
    );
  });

  it.each<[string, FieldState, string, string[], Refusal]>([
    ['requirements.md 8: unknown procedure', buildFieldState(), 'p-nothing', ['TUBE-001'], procedureNotFound],
    [
      'requirements.md 4: one item used by another procedure refuses the whole list',
      buildFieldState(...withTwo),
      'p-urine',
      ['TUBE-003', 'TUBE-002'],
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 8: an empty id',
      buildFieldState(),
      'p-blood',
      ['TUBE-001', ' '],
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
  ])('%s', (_, state, procedureID, supplyItemIDs, refusal) => {
    expect(refusalOf(setProcedureSupplyItems(state, { procedureID, supplyItemIDs }))).toEqual(refusal);
  });
});
