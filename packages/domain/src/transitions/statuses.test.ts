import { describe, expect, it } from 'vitest';
import { applyChanges, type Change } from './changes.ts';
import { buildFieldState } from './itinerary.fixture.ts';
import { requireApplied, TransitionRefusedError, type Transition } from './result.ts';
import { canMoveStatus, statusTransitions, type StatusKind } from './statuses.ts';

describe('canMoveStatus (requirements.md 4: the allowed status moves)', () => {
  it.each<[string, StatusKind, string, string, boolean]>([
    ['requirements.md 4: starting the drive sets transit', 'waypoint', 'pending', 'transit', true],
    ['requirements.md 4: arrival sets at-waypoint', 'waypoint', 'transit', 'at-waypoint', true],
    ['requirements.md 4: finishing sets complete', 'waypoint', 'at-waypoint', 'complete', true],
    ['requirements.md 4: a waypoint is not completed before arrival', 'waypoint', 'transit', 'complete', false],
    ['requirements.md 4: complete is final', 'waypoint', 'complete', 'transit', false],
    ['requirements.md 4: unlock supplies / patient ID sets in progress', 'waypointAction', 'incomplete', 'in-progress', true],
    ['requirements.md 4: the mail-in pack step sets packed', 'waypointAction', 'in-progress', 'packed', true],
    ['requirements.md 4: a packed mail-in is completed at drop-off', 'waypointAction', 'packed', 'complete', true],
    ['requirements.md 4: packed does not go back to in progress', 'waypointAction', 'packed', 'in-progress', false],
    ['requirements.md 4: complete is final', 'waypointAction', 'complete', 'in-progress', false],
    ['requirements.md 4: canceled is final', 'waypointAction', 'canceled', 'complete', false],
    [
      'requirements.md 4: a processing action whose procedures are canceled is canceled',
      'processingAction',
      'incomplete',
      'canceled',
      true,
    ],
    ['requirements.md 4: completed is final', 'procedure', 'completed', 'failed', false],
    ['requirements.md 4: failed is final', 'procedure', 'failed', 'completed', false],
    ['requirements.md 4: a scheduled procedure may be canceled', 'procedure', 'scheduled', 'canceled', true],
    ['requirements.md 4: collected', 'sample', 'pending', 'collected', true],
    ['requirements.md 4: completed only after collected', 'sample', 'pending', 'completed', false],
    ['requirements.md 4: completed at drop-off', 'sample', 'collected', 'completed', true],
    ['requirements.md 4: scanning in a procedure sets used', 'supplyItem', 'activated', 'used', true],
    ['requirements.md 4: unsetting returns activated', 'supplyItem', 'used', 'activated', true],
    ['requirements.md 4: an inactive item is not used', 'supplyItem', 'inactive', 'used', false],
    ['requirements.md 4: ready_to_ship after the label scan', 'shipment', 'pending', 'ready_to_ship', true],
    ['requirements.md 4: in transit only after ready_to_ship', 'shipment', 'pending', 'in-transit', false],
    ['requirements.md 4: done when every waypoint is complete', 'itinerary', 'in_progress', 'done', true],
    ['requirements.md 4: in_progress when the nurse starts', 'shift', 'accepted', 'in_progress', true],
    ['requirements.md 4: declined is final', 'nurseOffer', 'declined', 'accepted', false],
    ['requirements.md 4: no-response from offered', 'nurseOffer', 'offered', 'no-response', true],
    ['requirements.md 4: supply transfer packed', 'supplyTransfer', 'pending', 'packed', true],
    ['staying put is always allowed', 'waypoint', 'complete', 'complete', true],
  ])('%s', (_, kind, from, to, expected) => {
    expect(canMoveStatus(kind, from as never, to as never)).toBe(expected);
  });

  it('every status of every graph is listed as a source (no status without its row)', () => {
    for (const graph of Object.values(statusTransitions) as Record<string, readonly string[]>[])
      for (const targets of Object.values(graph)) for (const to of targets) expect(Object.keys(graph)).toContain(to);
  });
});

describe('applyChanges and requireApplied', () => {
  it('applyChanges skips rows a field state does not hold (offers, shifts, inserts)', () => {
    const state = buildFieldState();
    const changes: Change[] = [
      { op: 'update', entity: 'shift', id: 'shift-1', set: { status: 'in_progress' } },
      { op: 'update', entity: 'shiftOffer', id: 'shift-1', userID: 'ada', set: { status: 'accepted' } },
      {
        op: 'insert',
        entity: 'waypointArrival',
        row: { waypointID: 'wp-visit', waypointActionIDs: [], at: 'x', tooFarReason: null },
      },
      { op: 'update', entity: 'waypointAction', id: 'act-nothing', set: { status: 'complete' } },
    ];
    expect(applyChanges(state, changes)).toEqual(state);
  });

  it('requireApplied throws a TransitionRefusedError carrying the refusal', () => {
    const refused: Transition<number> = { ok: false, refusal: { code: 'not_found', message: 'Procedure not found' } };
    expect(() => requireApplied(refused)).toThrow(TransitionRefusedError);
    expect(() => requireApplied(refused)).toThrow('Procedure not found');
    expect(requireApplied<number>({ ok: true, data: 1, changes: [] })).toEqual({ data: 1, changes: [] });
  });
});
