import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import { applyFieldCommand } from './commands.ts';
import type { FieldState } from './entities.ts';
import {
  atVisit,
  buildFieldState,
  refusalOf,
  withProcedure,
  withSupplyItem,
  withWaypoint,
} from './itinerary.fixture.ts';
import { setKitSupplyItem } from './procedures.ts';
import { requireApplied, type Refusal } from './result.ts';
import { findAllSupplyItemUsers } from './supply-items.ts';
import type { VisitBagCandidate } from '../scanning/phone-scans.ts';
import { checkVisitBag, setWaypointSupplyItem, visitBagCommand } from './waypoints.ts';

/** The visit already holds BAG-001 as its bag. */
const packed = [withWaypoint('wp-visit', { supplyItemID: 'BAG-001' }), withSupplyItem('BAG-001', 'used')];

describe('setWaypointSupplyItem (requirements.md 2.11 scan-waypoint-supply "pack the bag"; requirements.md 7 waypoints/{id}/supplyItem)', () => {
  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 7 + requirements.md 4: the bag is set on the waypoint and becomes used (before the drive)',
      buildFieldState(),
      'BAG-001',
      [
        { op: 'update', entity: 'waypoint', id: 'wp-visit', set: { supplyItemID: 'BAG-001' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 2.11: at the waypoint too (the id is trimmed)',
      buildFieldState(atVisit),
      ' BAG-002 ',
      [
        { op: 'update', entity: 'waypoint', id: 'wp-visit', set: { supplyItemID: 'BAG-002' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-002', set: { status: 'used' } },
      ],
    ],
    ['requirements.md 4 (retry): the same bag again -> no change', buildFieldState(...packed), 'BAG-001', []],
    [
      'requirements.md 4 (retry): the same bag again once the visit is complete -> no change',
      buildFieldState(...packed, withWaypoint('wp-visit', { status: 'complete' })),
      'BAG-001',
      [],
    ],
    [
      'requirements.md 4 "unsetting returns activated": another bag replaces it, the first is released',
      buildFieldState(...packed),
      'BAG-002',
      [
        { op: 'update', entity: 'waypoint', id: 'wp-visit', set: { supplyItemID: 'BAG-002' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-002', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'BAG-001', set: { status: 'activated' } },
      ],
    ],
  ])('%s', (_, state, supplyItemID, changes) => {
    expect(requireApplied(setWaypointSupplyItem(state, { waypointID: 'wp-visit', supplyItemID })).changes).toEqual(
      changes,
    );
  });

  /** A second patient visit whose bag is BAG-001. */
  const otherVisitHolds = (s: FieldState) => {
    s.itinerary.waypoints.push({ ...s.itinerary.waypoints[0]!, id: 'wp-visit-2', supplyItemID: 'BAG-001' });
    s.supplyItems['BAG-001'] = { ...s.supplyItems['BAG-001']!, status: 'used' };
  };

  it.each<[string, FieldState, string, string, Refusal]>([
    [
      'requirements.md 8 "Waypoint, procedure or waypoint action not found"',
      buildFieldState(),
      'wp-nowhere',
      'BAG-001',
      { code: 'not_found', message: 'Waypoint, procedure or waypoint action not found' },
    ],
    [
      'requirements.md 8 "Missing barcode.": a blank id',
      buildFieldState(),
      'wp-visit',
      ' ',
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      "requirements.md 4: another waypoint's bag (one user per item)",
      buildFieldState(otherVisitHolds),
      'wp-visit',
      'BAG-001',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      "requirements.md 4: a procedure's item",
      buildFieldState(withProcedure('p-blood', { kitSupplyItemID: 'KIT-001' }), withSupplyItem('KIT-001', 'used')),
      'wp-visit',
      'KIT-001',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: an item used elsewhere',
      buildFieldState(),
      'wp-visit',
      'TUBE-099',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: an item not yet activated',
      buildFieldState(),
      'wp-visit',
      'TUBE-009',
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
    [
      'requirements.md 5 "Supply item {id} not found"',
      buildFieldState(),
      'wp-visit',
      'BAG-404',
      { code: 'not_found', message: 'Supply item BAG-404 not found' },
    ],
    [
      'requirements.md 2.11: only a patient visit packs a bag',
      buildFieldState(),
      'wp-drop',
      'BAG-001',
      { code: 'conflict', message: 'This stop is not a patient visit' },
    ],
    [
      'requirements.md 4: a complete visit takes no other bag',
      buildFieldState(...packed, withWaypoint('wp-visit', { status: 'complete' })),
      'wp-visit',
      'BAG-002',
      { code: 'conflict', message: 'This stop is already complete' },
    ],
  ])('%s', (_, state, waypointID, supplyItemID, refusal) => {
    expect(refusalOf(setWaypointSupplyItem(state, { waypointID, supplyItemID }))).toEqual(refusal);
  });

  it('requirements.md 4: a procedure may not take the visit bag, and the bag has exactly one user', () => {
    const state = buildFieldState(...packed);
    expect(findAllSupplyItemUsers(state.itinerary, 'BAG-001')).toEqual([{ kind: 'waypoint', id: 'wp-visit' }]);
    expect(refusalOf(setKitSupplyItem(state, { procedureID: 'p-blood', supplyItemID: 'BAG-001' }))).toEqual({
      code: 'conflict',
      message: 'Barcode already scanned.',
    });
  });

  it('ADR 010: runs through applyFieldCommand, the one entry point of the field writes', () => {
    const result = requireApplied(
      applyFieldCommand(buildFieldState(), {
        type: 'setWaypointSupplyItem',
        waypointID: 'wp-visit',
        supplyItemID: 'BAG-002',
      }),
    );
    expect(result.data.itinerary.waypoints.find((w) => w.id === 'wp-visit')?.supplyItemID).toBe('BAG-002');
    expect(result.data.supplyItems['BAG-002']?.status).toBe('used');
  });
});

describe('checkVisitBag (design, requirements.md 2.11 "pack the bag": a branded bag the nurse holds, not a shift bag)', () => {
  const bag: VisitBagCandidate = {
    supplyItemID: 'si-bag-visit-0001',
    supplyType: 'branded-bag',
    held: true,
    shiftBag: false,
  };
  const wrongSupply: Refusal = { code: 'bad_request', message: 'Wrong supply' };

  it.each<[string, VisitBagCandidate, Refusal | undefined]>([
    ["design: the nurse's own branded bag", bag, undefined],
    ['requirements.md 5 "Wrong supply": a procedure bag', { ...bag, supplyType: 'procedure-bag' }, wrongSupply],
    ['requirements.md 5 "Wrong supply": a tube', { ...bag, supplyType: 'tube' }, wrongSupply],
    ['requirements.md 5 "Wrong supply": another nurse\'s bag, or one nobody holds', { ...bag, held: false }, wrongSupply],
    [
      'requirements.md 5 "Barcode already scanned.": the shift\'s bag stays the shift\'s (issue 22: no ids)',
      { ...bag, supplyItemID: 'si-bag-shift-0001', shiftBag: true },
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    ['requirements.md 5 "Wrong supply" first: a shift bag of another nurse', { ...bag, held: false, shiftBag: true }, wrongSupply],
  ])('%s', (_, candidate, refusal) => {
    expect(checkVisitBag(candidate)).toEqual(refusal);
    // The command the server and the phone both build (issue 22) refuses alike.
    expect(visitBagCommand('wp-visit', candidate)).toEqual(
      refusal
        ? { ok: false, refusal }
        : {
            ok: true,
            command: { type: 'setWaypointSupplyItem', waypointID: 'wp-visit', supplyItemID: bag.supplyItemID },
          },
    );
  });
});
