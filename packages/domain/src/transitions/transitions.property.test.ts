/**
 * Invariants over random command sequences (CONVENTIONS: "random sequences never break them").
 * Each step that applies is checked for: its input left untouched; its changes, replayed on the
 * old state, giving exactly the new state; statuses moving only along statusTransitions; a
 * retry changing nothing; and the state invariants below.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldScenarioArb, fieldStateArb, fieldCommandArb } from './arbitraries.ts';
import { applyChanges } from './changes.ts';
import { applyFieldCommand, fieldCommandTypes, type FieldCommand, type FieldCommandType } from './commands.ts';
import type { FieldState, ShiftOfferState } from './entities.ts';
import { acceptShiftOffer, declineShiftOffer, recordShiftOfferNoResponse, startShift } from './offers.ts';
import { canMoveStatus, type StatusKind } from './statuses.ts';
import { findAllSupplyItemUsers, listSupplyItemUsers, toSupplyItemUserIDs } from './supply-items.ts';

type StatusEntry = [kind: StatusKind, status: string];

/** Every status in a field state, keyed by entity. */
function statusesOf(state: FieldState): Map<string, StatusEntry> {
  const out = new Map<string, StatusEntry>();
  const { itinerary } = state;
  out.set('itinerary', ['itinerary', itinerary.status]);
  for (const w of itinerary.waypoints) out.set(`waypoint:${w.id}`, ['waypoint', w.status]);
  for (const a of Object.values(itinerary.waypointActions)) out.set(`action:${a.id}`, ['waypointAction', a.status]);
  for (const a of Object.values(itinerary.processingActions))
    out.set(`processing:${a.id}`, ['processingAction', a.status]);
  for (const p of Object.values(itinerary.procedures)) {
    out.set(`procedure:${p.id}`, ['procedure', p.status]);
    for (const s of p.samples) out.set(`sample:${p.id}:${s.id}`, ['sample', s.status]);
  }
  for (const s of Object.values(itinerary.shipments)) out.set(`shipment:${s.id}`, ['shipment', s.status]);
  for (const i of Object.values(state.supplyItems)) out.set(`supplyItem:${i.id}`, ['supplyItem', i.status]);
  return out;
}

function expectAllowedMoves(before: FieldState, after: FieldState): void {
  const old = statusesOf(before);
  for (const [key, [kind, to]] of statusesOf(after)) {
    const from = old.get(key)?.[1];
    expect(from, key).toBeDefined();
    expect(canMoveStatus(kind, from as never, to as never), `${key}: ${from} -> ${to}`).toBe(true);
  }
}

/**
 * requirements.md 4: a supply item is used by at most one user (procedures, the new specimen bags of
 * processing actions, shipment boxes), and an item a user holds is used: a new specimen bag from
 * the moment its processing action is complete (it is held, still activated, until then).
 */
function expectSupplyItemRules(initial: FieldState, state: FieldState): void {
  const { itinerary } = state;
  const named = new Set<string>();
  for (const user of listSupplyItemUsers(itinerary)) {
    const heldOnly = user.kind === 'processingAction' && itinerary.processingActions[user.id]!.status !== 'complete';
    for (const id of toSupplyItemUserIDs(itinerary, user)) {
      named.add(id);
      expect(state.supplyItems[id]?.status, `status of ${id}`).toBe(heldOnly ? 'activated' : 'used');
    }
  }
  for (const id of named) expect(findAllSupplyItemUsers(itinerary, id).length, `users of ${id}`).toBeLessThanOrEqual(1);
  for (const item of Object.values(state.supplyItems)) {
    // An item used here and held by no user must have been used elsewhere from the start.
    if (item.status === 'used' && !named.has(item.id))
      expect(initial.supplyItems[item.id]?.status, item.id).toBe('used');
  }
}

/** requirements.md 4: an action is complete (or canceled) only when its procedures allow it. */
function expectActionRules(state: FieldState): void {
  const { itinerary } = state;
  for (const action of Object.values(itinerary.waypointActions)) {
    if (action.procedureIDs.length === 0) continue;
    const statuses = action.procedureIDs.map((id) => itinerary.procedures[id]!.status);
    const waypoint = itinerary.waypoints.find((w) => w.id === action.waypointID)!;
    // The rule written out again here, independent of toRecomputedActionStatus.
    const allDone = statuses.every((s) => s === 'completed' || s === 'canceled' || s === 'failed');
    const someCompleted = statuses.includes('completed');
    if (waypoint.type === 'patient' && action.type !== 'mail-in') {
      if (action.status === 'complete')
        expect(allDone && someCompleted, `${action.id} complete with ${statuses}`).toBe(true);
      if (action.status === 'canceled')
        expect(allDone && !someCompleted, `${action.id} canceled with ${statuses}`).toBe(true);
    } else if (action.status === 'canceled') {
      expect(
        statuses.every((s) => s === 'canceled'),
        action.id,
      ).toBe(true);
    }
  }
  for (const action of Object.values(itinerary.processingActions)) {
    if (action.status === 'canceled')
      expect(action.procedureIDs.every((id) => itinerary.procedures[id]!.status === 'canceled')).toBe(true);
  }
  if (itinerary.status === 'done') expect(itinerary.waypoints.every((w) => w.status === 'complete')).toBe(true);
}

/** Runs a scenario, checking every step; answers which command types applied with changes. */
function runScenario(initial: FieldState, commands: readonly FieldCommand[]): Set<FieldCommandType> {
  const applied = new Set<FieldCommandType>();
  let state = initial;
  for (const command of commands) {
    const snapshot = JSON.stringify(state);
    const result = applyFieldCommand(state, command);
    expect(JSON.stringify(state), 'the input is left untouched').toBe(snapshot);
    if (!result.ok) continue;
    const next = result.data;
    expect(applyChanges(state, result.changes), 'the changes replay to the new state').toEqual(next);
    if (result.changes.length === 0) expect(next).toBe(state);
    else applied.add(command.type);
    expectAllowedMoves(state, next);
    const retry = applyFieldCommand(next, command);
    expect(retry, `retrying ${command.type} changes nothing`).toEqual({ ok: true, data: next, changes: [] });
    expectSupplyItemRules(initial, next);
    expectActionRules(next);
    state = next;
  }
  return applied;
}

// Hundreds of random sequences: seconds alone, longer on a busy CI machine running every suite.
describe('field transitions: properties over random command sequences', { timeout: 60_000 }, () => {
  it('requirements.md 4 + CONVENTIONS: purity, exact changes, allowed moves, idempotent retries, supply item and action rules', () => {
    fc.assert(
      fc.property(fieldScenarioArb, ({ state, commands }) => {
        runScenario(state, commands);
      }),
      { numRuns: 400 },
    );
  });

  it('the generator reaches every command type (the properties are not vacuous)', () => {
    // A fixed seed keeps this deterministic. Finishing a visit at random is rare (a few scenarios in
    // 400), so a new command in the generator may need another seed.
    const applied = new Set<FieldCommandType>();
    const scenarios = fc.sample(fieldScenarioArb, { numRuns: 400, seed: 1 });
    for (const { state, commands } of scenarios) for (const type of runScenario(state, commands)) applied.add(type);
    expect([...applied].sort()).toEqual([...fieldCommandTypes].sort());
  });

  it('requirements.md 4: guided sequences also finish itineraries (done only when every waypoint is complete)', () => {
    // Drive, arrive, work every procedure and finish each stop in order: a happy path with noise.
    let done = 0;
    fc.assert(
      fc.property(fieldStateArb, fc.infiniteStream(fc.nat()), (initial, noise) => {
        let state = initial;
        const apply = (command: FieldCommand) => {
          const result = applyFieldCommand(state, command);
          if (result.ok) state = result.data;
        };
        const t = '2026-03-02T10:00:00.000Z';
        const it = noise[Symbol.iterator]();
        for (const waypoint of initial.itinerary.waypoints) {
          apply({ type: 'startDriveToWaypoint', waypointID: waypoint.id, at: t });
          apply({ type: 'arriveAtWaypoint', waypointID: waypoint.id, at: t, tooFarReason: null });
          for (const actionID of waypoint.waypointActionIDs) {
            apply({ type: 'startWaypointAction', waypointActionID: actionID, at: t });
            for (const procedureID of state.itinerary.waypointActions[actionID]!.procedureIDs) {
              const procedure = state.itinerary.procedures[procedureID]!;
              procedure.samples.forEach((s, k) =>
                apply({
                  type: 'collectSample',
                  procedureID,
                  sampleID: s.id,
                  supplyItemID: `TUBE-00${1 + ((k + Number(procedureID.slice(2))) % 4)}`,
                  serial: 'x',
                  at: t,
                }),
              );
              if ((it.next().value as number) % 5 === 0)
                apply({ type: 'failProcedure', procedureID, reason: 'r', failedBy: 'n', failedByRole: 'nurse', at: t });
              apply({ type: 'saveCharting', procedureID, items: [], at: t });
              apply({ type: 'saveSampleShippingLabel', procedureID, barcode: 'LABEL-1', at: t });
            }
            apply({ type: 'packMailInAction', waypointActionID: actionID, at: t });
            const shipmentID = state.itinerary.waypointActions[actionID]!.mailIn?.shipmentID;
            if (shipmentID) {
              apply({ type: 'scanShipmentLabel', shipmentID, barcode: 'LABEL-9' });
              apply({ type: 'dropOffShipment', shipmentID });
            }
          }
          apply({ type: 'finishPickDropStop', waypointID: waypoint.id, at: t, deviationChecks: [] });
          apply({ type: 'finishPatientVisit', waypointID: waypoint.id, at: t, deviationChecks: [] });
        }
        expectActionRules(state);
        if (state.itinerary.status === 'done') done += 1;
        expect(state.itinerary.status === 'done').toBe(state.itinerary.waypoints.every((w) => w.status === 'complete'));
      }),
      { numRuns: 200 },
    );
    expect(done).toBeGreaterThan(0);
  });
});

describe('shift offers: properties over random answers', () => {
  const users = ['ada', 'bo', 'cy'];
  type OfferCommand =
    { type: 'accept' | 'noResponse' | 'start'; userID: string } | { type: 'decline'; userID: string; reason: string };
  const commandArb: fc.Arbitrary<OfferCommand> = fc.oneof(
    fc.record({
      type: fc.constantFrom('accept' as const, 'noResponse' as const, 'start' as const),
      userID: fc.constantFrom(...users, 'zed'),
    }),
    fc.record({
      type: fc.constant('decline' as const),
      userID: fc.constantFrom(...users),
      reason: fc.constantFrom('Too far', '  '),
    }),
  );
  const apply = (shift: ShiftOfferState, c: OfferCommand) =>
    c.type === 'accept'
      ? acceptShiftOffer(shift, c)
      : c.type === 'decline'
        ? declineShiftOffer(shift, c)
        : c.type === 'noResponse'
          ? recordShiftOfferNoResponse(shift, c)
          : startShift(shift, c);

  it('requirements.md 4/9: one nurse at most accepted, declines carry a reason, allowed moves only, retries change nothing', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 25 }), (commands) => {
        let shift: ShiftOfferState = {
          id: 'shift-1',
          status: 'open',
          userID: null,
          nursesOffered: Object.fromEntries(users.map((u) => [u, { status: 'offered' as const, declineReason: null }])),
        };
        for (const command of commands) {
          const result = apply(shift, command);
          if (!result.ok) continue;
          const next = result.data;
          expect(canMoveStatus('shift', shift.status, next.status)).toBe(true);
          for (const u of users)
            expect(canMoveStatus('nurseOffer', shift.nursesOffered[u]!.status, next.nursesOffered[u]!.status)).toBe(
              true,
            );
          expect(apply(next, command)).toEqual({ ok: true, data: next, changes: [] });
          const accepted = users.filter((u) => next.nursesOffered[u]!.status === 'accepted');
          expect(accepted.length).toBeLessThanOrEqual(1);
          expect(next.userID).toBe(accepted[0] ?? null);
          for (const u of users) {
            const offer = next.nursesOffered[u]!;
            if (offer.status === 'declined') expect(offer.declineReason?.trim()).toBeTruthy();
          }
          shift = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('fieldCommandArb', () => {
  it('only names ids of its state or "unknown"', () => {
    fc.assert(
      fc.property(
        fieldStateArb.chain((state) => fc.tuple(fc.constant(state), fieldCommandArb(state))),
        ([state, command]) => {
          if ('waypointID' in command)
            expect([...state.itinerary.waypoints.map((w) => w.id), 'unknown']).toContain(command.waypointID);
        },
      ),
      { numRuns: 50 },
    );
  });
});
