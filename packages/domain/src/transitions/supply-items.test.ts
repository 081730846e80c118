import { describe, expect, it } from 'vitest';
import type { FieldState } from './entities.ts';
import {
  buildFieldState,
  refusalOf,
  withProcedure,
  withProcessingAction,
  withShipment,
  withSupplyItem,
  withWaypoint,
} from './itinerary.fixture.ts';
import { setKitSupplyItem } from './procedures.ts';
import {
  findAllSupplyItemUsers,
  findSupplyItemUsers,
  listSupplyItemUsers,
  toSupplyItemUserKey,
  type SupplyItemUser,
} from './supply-items.ts';

const holders = [
  withProcedure('p-blood', { kitSupplyItemID: 'KIT-001' }),
  withProcessingAction('proc-centrifuge', {
    newSpecimenBags: { 'p-blood': { supplyItemID: 'BAG-002', relatedSupplyItemIDs: ['TUBE-001'] } },
  }),
  withShipment('sh-mail', { shipmentBoxSupplyItemID: 'BOX-001' }),
  withWaypoint('wp-visit', { supplyItemID: 'BAG-001' }),
];

describe('supply item users (requirements.md 4: "a supply item is used by at most one" user)', () => {
  it.each<[string, FieldState, string, SupplyItemUser[]]>([
    ['requirements.md 4: a procedure slot', buildFieldState(...holders), 'KIT-001', [{ kind: 'procedure', id: 'p-blood' }]],
    [
      'requirements.md 4 Centrifugation: a new specimen bag saved on a processing action',
      buildFieldState(...holders),
      'BAG-002',
      [{ kind: 'processingAction', id: 'proc-centrifuge', procedureID: 'p-blood' }],
    ],
    [
      'requirements.md 3: a shipment box (shipmentBoxSupplyItem)',
      buildFieldState(...holders),
      'BOX-001',
      [{ kind: 'shipment', id: 'sh-mail' }],
    ],
    [
      "requirements.md 7 waypoints/{id}/supplyItem: a patient visit's bag",
      buildFieldState(...holders),
      'BAG-001',
      [{ kind: 'waypoint', id: 'wp-visit' }],
    ],
    ["requirements.md 4: the specimen bag's related supply items are not a use", buildFieldState(...holders), 'TUBE-001', []],
    ['design: an item nobody holds', buildFieldState(...holders), 'TUBE-002', []],
  ])('findAllSupplyItemUsers: %s', (_, state, supplyItemID, users) => {
    expect(findAllSupplyItemUsers(state.itinerary, supplyItemID)).toEqual(users);
  });

  it('design: findSupplyItemUsers keeps answering procedure ids only', () => {
    const { itinerary } = buildFieldState(...holders);
    expect(findSupplyItemUsers(itinerary, 'KIT-001')).toEqual(['p-blood']);
    expect(findSupplyItemUsers(itinerary, 'BOX-001')).toEqual([]);
  });

  it('design: listSupplyItemUsers lists the holders of at least one item, keyed by kind', () => {
    const { itinerary } = buildFieldState(...holders);
    expect(listSupplyItemUsers(itinerary).map(toSupplyItemUserKey)).toEqual([
      'procedure:p-blood',
      'processingAction:proc-centrifuge:p-blood',
      'shipment:sh-mail',
      'waypoint:wp-visit',
    ]);
  });

  it.each<[string, string, string]>([
    ['requirements.md 4: a procedure may not take a shipment box', 'BOX-001', 'Barcode already scanned.'],
    [
      'requirements.md 4: a procedure may not take a held new specimen bag (even before it is marked used)',
      'BAG-002',
      'Barcode already scanned.',
    ],
  ])('%s', (_, supplyItemID, message) => {
    const state = buildFieldState(...holders, withSupplyItem('BOX-001', 'used'));
    expect(refusalOf(setKitSupplyItem(state, { procedureID: 'p-kit', supplyItemID }))).toEqual({
      code: 'conflict',
      message,
    });
  });
});
