import { describe, expect, it } from 'vitest';
import type { ProcessingActionStatus, WaypointActionStatus } from '../vocabulary/itinerary.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  atDrop,
  atVisit,
  buildFieldState,
  refusalOf,
  withAction,
  withProcedure,
  withProcessingAction,
} from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import {
  incompleteProcessingActions,
  isIncompleteProcessingAction,
  isProcessingActionCanceledBy,
  packMailInAction,
  startWaypointAction,
  toRecomputedActionStatus,
} from './waypoint-actions.ts';

describe('toRecomputedActionStatus (requirements.md 4: recomputation after a procedure changes)', () => {
  it.each<[string, ProcedureStatus[], WaypointActionStatus]>([
    ['requirements.md 4: all completed -> complete', ['completed', 'completed'], 'complete'],
    ['requirements.md 4: completed and canceled, one completed -> complete', ['completed', 'canceled'], 'complete'],
    ['requirements.md 4: completed and failed, one completed -> complete', ['failed', 'completed'], 'complete'],
    ['requirements.md 4: all done, none completed (canceled, failed) -> canceled', ['canceled', 'failed'], 'canceled'],
    ['requirements.md 4: all canceled -> canceled', ['canceled', 'canceled'], 'canceled'],
    ['requirements.md 4: all failed -> canceled', ['failed'], 'canceled'],
    ['requirements.md 4: one still scheduled -> in progress', ['completed', 'scheduled'], 'in-progress'],
    ['requirements.md 4: one in progress -> in progress', ['in-progress', 'canceled'], 'in-progress'],
    ['requirements.md 4: none done -> in progress', ['scheduled'], 'in-progress'],
    ['requirements.md 4 (vacuous): no procedures -> canceled', [], 'canceled'],
  ])('%s', (_, statuses, expected) => {
    expect(toRecomputedActionStatus(statuses)).toBe(expected);
  });
});

describe('startWaypointAction (requirements.md 4: unlock supplies or patient ID sets in progress)', () => {
  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 4: incomplete -> in progress, with its timestamp',
      buildFieldState(atVisit),
      [
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-visit',
          set: { status: 'in-progress', statusTimestamp: at(70) },
        },
      ],
    ],
    [
      'requirements.md 4 (retry): already in progress -> no change',
      buildFieldState(atVisit, withAction('act-visit', { status: 'in-progress' })),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(
      requireApplied(startWaypointAction(state.itinerary, { waypointActionID: 'act-visit', at: at(70) })).changes,
    ).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    [
      'requirements.md 8: unknown action',
      buildFieldState(atVisit),
      'act-nothing',
      { code: 'not_found', message: 'Waypoint, procedure or waypoint action not found' },
    ],
    [
      'requirements.md 2.11: those steps are at the waypoint',
      buildFieldState(),
      'act-visit',
      { code: 'conflict', message: 'Arrive at this stop first' },
    ],
    ...(['complete', 'canceled', 'packed'] as const).map((status): [string, FieldState, string, Refusal] => [
      `requirements.md 4: ${status} does not go back to in progress`,
      buildFieldState(atVisit, withAction('act-visit', { status })),
      'act-visit',
      { code: 'conflict', message: `This action is already ${status}` },
    ]),
  ])('%s', (_, state, waypointActionID, refusal) => {
    expect(refusalOf(startWaypointAction(state.itinerary, { waypointActionID, at: at(70) }))).toEqual(refusal);
  });
});

describe('packMailInAction (requirements.md 4: the unpacked mail-in pack step sets packed)', () => {
  const boxScanned = withAction('act-mail', {
    mailIn: { linkedWaypointActionIDs: ['act-visit'], mailInBoxBarcode: 'BOX-1', shipmentID: 'sh-mail' },
  });
  const packed: Change[] = [
    { op: 'update', entity: 'waypointAction', id: 'act-mail', set: { status: 'packed', statusTimestamp: at(90) } },
  ];

  it.each<[string, FieldState, Change[]]>([
    ['requirements.md 2.11/4: incomplete -> packed', buildFieldState(boxScanned), packed],
    [
      'requirements.md 2.11/4: in progress -> packed',
      buildFieldState(boxScanned, withAction('act-mail', { status: 'in-progress' })),
      packed,
    ],
    [
      'requirements.md 4 (retry): already packed -> no change',
      buildFieldState(boxScanned, withAction('act-mail', { status: 'packed' })),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(
      requireApplied(packMailInAction(state.itinerary, { waypointActionID: 'act-mail', at: at(90) })).changes,
    ).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    [
      'requirements.md 8: unknown action',
      buildFieldState(boxScanned),
      'act-nothing',
      { code: 'not_found', message: 'Waypoint, procedure or waypoint action not found' },
    ],
    [
      'requirements.md 2.11: only a mail-in action is packed',
      buildFieldState(),
      'act-visit',
      { code: 'conflict', message: 'This action is not a mail-in' },
    ],
    [
      'requirements.md 8 (logged "mail-in action invalid"): a mail-in action without its mail-in data',
      buildFieldState(withAction('act-mail', { mailIn: null })),
      'act-mail',
      { code: 'conflict', message: 'This mail-in has no box or shipment. Please contact support.' },
    ],
    [
      'requirements.md 5: the mail-in box must be scanned first',
      buildFieldState(),
      'act-mail',
      { code: 'conflict', message: 'The mail-in box must be scanned' },
    ],
    ...(['complete', 'canceled'] as const).map((status): [string, FieldState, string, Refusal] => [
      `requirements.md 2.11: built only for an incomplete or in-progress action, not ${status}`,
      buildFieldState(boxScanned, withAction('act-mail', { status })),
      'act-mail',
      { code: 'conflict', message: `This action is already ${status}` },
    ]),
  ])('%s', (_, state, waypointActionID, refusal) => {
    expect(refusalOf(packMailInAction(state.itinerary, { waypointActionID, at: at(90) }))).toEqual(refusal);
  });

  it('requirements.md 2.11: packing does not depend on where the nurse is', () => {
    expect(
      requireApplied(
        packMailInAction(buildFieldState(boxScanned, atDrop).itinerary, { waypointActionID: 'act-mail', at: at(90) }),
      ).changes,
    ).toEqual(packed);
  });
});

describe('sample-processing actions (requirements.md 4: canceled when all procedures are; incomplete ones)', () => {
  it.each<[string, ProcedureStatus[], boolean]>([
    ['requirements.md 4: all canceled -> canceled', ['canceled', 'canceled'], true],
    ['requirements.md 4: one not canceled -> not canceled', ['canceled', 'completed'], false],
    ['requirements.md 4: failed is not canceled', ['failed'], false],
    ['requirements.md 4: no procedures -> not canceled by them', [], false],
  ])('isProcessingActionCanceledBy: %s', (_, statuses, expected) => {
    expect(isProcessingActionCanceledBy(statuses)).toBe(expected);
  });

  it.each<[string, ProcessingActionStatus, ProcedureStatus, boolean]>([
    ['requirements.md 4: incomplete with a live procedure -> incomplete', 'incomplete', 'scheduled', true],
    ['requirements.md 4: in progress with a live procedure -> incomplete', 'in-progress', 'completed', true],
    ['requirements.md 4: canceled is not incomplete', 'canceled', 'scheduled', false],
    ['requirements.md 4: packed is not incomplete', 'packed', 'scheduled', false],
    ['requirements.md 4: complete is not incomplete', 'complete', 'scheduled', false],
    ['requirements.md 4: no longer active (its procedures all canceled) -> not incomplete', 'incomplete', 'canceled', false],
  ])('isIncompleteProcessingAction: %s', (_, status, procedureStatus, expected) => {
    const state = buildFieldState(
      withProcessingAction('proc-centrifuge', { status }),
      withProcedure('p-blood', { status: procedureStatus }),
    );
    expect(isIncompleteProcessingAction(state.itinerary, state.itinerary.processingActions['proc-centrifuge']!)).toBe(
      expected,
    );
  });

  it("requirements.md 4: incompleteProcessingActions lists a waypoint's incomplete ones", () => {
    const state = buildFieldState();
    expect(incompleteProcessingActions(state.itinerary, 'wp-visit').map((a) => a.id)).toEqual(['proc-centrifuge']);
    expect(incompleteProcessingActions(state.itinerary, 'wp-drop')).toEqual([]);
    expect(incompleteProcessingActions(state.itinerary, 'wp-nowhere')).toEqual([]);
  });
});
