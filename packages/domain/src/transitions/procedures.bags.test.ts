import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import { buildFieldState, refusalOf, withProcedure, withShipment, withSupplyItem } from './itinerary.fixture.ts';
import { checkKitSupplyType, setAmberBags, setInsulatedBag } from './procedures.ts';
import { requireApplied, type Refusal } from './result.ts';

const procedureNotFound: Refusal = { code: 'not_found', message: 'Procedure not found' };
const missingBarcode: Refusal = { code: 'bad_request', message: 'Missing barcode.' };

describe('setAmberBags (requirements.md 7: procedures/{id}/amberBags; requirements.md 4 supply items)', () => {
  const withTwo = [
    withProcedure('p-blood', { amberBagIDs: ['BAG-001', 'BAG-002'] }),
    withSupplyItem('BAG-001', 'used'),
    withSupplyItem('BAG-002', 'used'),
  ];

  it.each<[string, FieldState, string[], Change[]]>([
    [
      'requirements.md 4: "Scanning in a procedure sets used" (trimmed, duplicates dropped)',
      buildFieldState(),
      [' BAG-001 ', 'BAG-002', 'BAG-001'],
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { amberBagIDs: ['BAG-001', 'BAG-002'] } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-002', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 4: "unsetting returns activated" (one bag dropped)',
      buildFieldState(...withTwo),
      ['BAG-002'],
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { amberBagIDs: ['BAG-002'] } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'activated' } },
      ],
    ],
    [
      'requirements.md 4: "unsetting returns activated" (empty list)',
      buildFieldState(...withTwo),
      [],
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { amberBagIDs: [] } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'activated' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-002', set: { status: 'activated' } },
      ],
    ],
    ['requirements.md 4 (retry): the same list -> no change', buildFieldState(...withTwo), ['BAG-001', 'BAG-002'], []],
  ])('%s', (_, state, supplyItemIDs, changes) => {
    expect(requireApplied(setAmberBags(state, { procedureID: 'p-blood', supplyItemIDs })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, string[], Refusal]>([
    ['requirements.md 8 "Procedure not found": unknown procedure', buildFieldState(), 'p-nothing', ['BAG-001'], procedureNotFound],
    ['requirements.md 8 "Missing barcode.": a blank id', buildFieldState(), 'p-blood', ['BAG-001', ' '], missingBarcode],
    [
      'requirements.md 4: a bag used by another procedure refuses the whole list',
      buildFieldState(...withTwo),
      'p-urine',
      ['TUBE-001', 'BAG-002'],
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: a bag that is a shipment box (one user per item)',
      buildFieldState(
        withShipment('sh-mail', { shipmentBoxSupplyItemID: 'BAG-001' }),
        withSupplyItem('BAG-001', 'used'),
      ),
      'p-blood',
      ['BAG-001'],
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 5 "Supply item {id} not found"',
      buildFieldState(),
      'p-blood',
      ['BAG-404'],
      { code: 'not_found', message: 'Supply item BAG-404 not found' },
    ],
    [
      'design: a canceled procedure takes no more supplies',
      buildFieldState(withProcedure('p-blood', { status: 'canceled' })),
      'p-blood',
      ['BAG-001'],
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
  ])('%s', (_, state, procedureID, supplyItemIDs, refusal) => {
    expect(refusalOf(setAmberBags(state, { procedureID, supplyItemIDs }))).toEqual(refusal);
  });
});

describe('setInsulatedBag (requirements.md 7: procedures/{id}/insulatedBag; requirements.md 4 supply items)', () => {
  const withBag = [withProcedure('p-blood', { insulatedBagID: 'BAG-001' }), withSupplyItem('BAG-001', 'used')];

  it.each<[string, FieldState, string | null, Change[]]>([
    [
      'requirements.md 4: "Scanning in a procedure sets used"',
      buildFieldState(),
      ' BAG-001 ',
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { insulatedBagID: 'BAG-001' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 4: another bag -> the new one used, the old one activated',
      buildFieldState(...withBag),
      'BAG-002',
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { insulatedBagID: 'BAG-002' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-002', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'activated' } },
      ],
    ],
    [
      'requirements.md 4: "unsetting returns activated"',
      buildFieldState(...withBag),
      null,
      [
        { op: 'update', entity: 'procedure', id: 'p-blood', set: { insulatedBagID: null } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'activated' } },
      ],
    ],
    ['requirements.md 4 (retry): the same bag -> no change', buildFieldState(...withBag), 'BAG-001', []],
  ])('%s', (_, state, supplyItemID, changes) => {
    expect(requireApplied(setInsulatedBag(state, { procedureID: 'p-blood', supplyItemID })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    ['requirements.md 8 "Procedure not found": unknown procedure', buildFieldState(), 'p-nothing', 'BAG-001', procedureNotFound],
    [
      'requirements.md 4: a bag used by another procedure',
      buildFieldState(...withBag),
      'p-urine',
      'BAG-001',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: an inactive item (not activated by the nurse)',
      buildFieldState(),
      'p-blood',
      'TUBE-009',
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
    [
      'requirements.md 4: an item used elsewhere',
      buildFieldState(),
      'p-blood',
      'TUBE-099',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'design: a canceled procedure takes no more supplies',
      buildFieldState(withProcedure('p-blood', { status: 'canceled' })),
      'p-blood',
      'BAG-001',
      { code: 'conflict', message: 'This procedure is canceled' },
    ],
  ])('%s', (_, state, procedureID, supplyItemID, refusal) => {
    expect(refusalOf(setInsulatedBag(state, { procedureID, supplyItemID }))).toEqual(refusal);
  });
});

describe('checkKitSupplyType (requirements.md 2.11 "scan procedure supply (kit container)")', () => {
  it.each<[string, string, Refusal | undefined]>([
    ['requirements.md 2.11: a kit shipped ahead', 'kit', undefined],
    ["requirements.md 3 supply kinds: the nurse's procedure bag", 'procedure-bag', undefined],
    ['requirements.md 5 "Wrong supply": a tube', 'tube', { code: 'bad_request', message: 'Wrong supply' }],
    ['requirements.md 5 "Wrong supply": a visit bag', 'branded-bag', { code: 'bad_request', message: 'Wrong supply' }],
  ])('%s', (_, supplyType, refusal) => {
    expect(checkKitSupplyType(supplyType)).toEqual(refusal);
  });
});
