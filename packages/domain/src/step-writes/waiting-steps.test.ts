import { describe, expect, it } from 'vitest';
import { applyFieldCommand, type FieldCommand } from '../transitions/commands.ts';
import { buildFieldState } from '../transitions/itinerary.fixture.ts';
import { refusalTexts } from '../transitions/refusals.ts';
import { badRequest, conflict } from '../transitions/result.ts';
import {
  applyWaitingSteps,
  commandOfWaitingStep,
  judgeWaitingStep,
  type WaitingCommand,
  type WaitingStep,
} from './waiting-steps.ts';
import type { PhoneScans, VisitBagCandidate } from '../scanning/phone-scans.ts';

const caller = { userID: 'user-nurse', role: 'nurse' };
const at = '2026-03-02T10:00:00.000Z';
const items: Record<string, string> = {
  'BAG-001-X': 'BAG-001',
  'BOX-1': 'si-box-1',
  'BAG-SHIFT-1': 'si-bag-shift-1',
  'BAG-OTHER-1': 'si-bag-other-1',
  'BAG-NOFACTS-1': 'si-bag-nofacts-1',
};
const bag = (supplyItemID: string, facts: Partial<VisitBagCandidate> = {}): VisitBagCandidate => ({
  supplyItemID,
  supplyType: 'branded-bag',
  held: true,
  shiftBag: false,
  ...facts,
});
const bags: Record<string, VisitBagCandidate> = {
  'BAG-001': bag('BAG-001'),
  'si-bag-shift-1': bag('si-bag-shift-1', { shiftBag: true }),
  'si-bag-other-1': bag('si-bag-other-1', { held: false }),
};
const itemOf = (barcode: string) => items[barcode.trim()] ?? null;
const scans: PhoneScans = { itemOf, visitBagOf: (id) => bags[id] };
const waiting = (name: string, input: Record<string, unknown>): WaitingStep => ({ name, input, at });

describe('commandOfWaitingStep: the command the server will run, built on the phone', () => {
  it.each<[string, WaitingStep, WaitingCommand | null]>([
    [
      'a step with its own time',
      waiting('startDriveToWaypoint', { itineraryID: 'it-1', waypointID: 'wp-visit', at: '2026-03-02T09:00:00.000Z' }),
      { type: 'startDriveToWaypoint', waypointID: 'wp-visit', at: '2026-03-02T09:00:00.000Z' },
    ],
    [
      'a step without one takes the queue time',
      waiting('startWaypointAction', { itineraryID: 'it-1', waypointActionID: 'act-visit' }),
      { type: 'startWaypointAction', waypointActionID: 'act-visit', at },
    ],
    [
      'supplies scanned',
      waiting('setProcedureSupplyItems', { itineraryID: 'it-1', procedureID: 'p-blood', supplyItemIDs: ['TUBE-001'] }),
      { type: 'setProcedureSupplyItems', procedureID: 'p-blood', supplyItemIDs: ['TUBE-001'] },
    ],
    [
      'the visit bag, resolved on the phone',
      waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-001-X' }),
      { type: 'setWaypointSupplyItem', waypointID: 'wp-visit', supplyItemID: 'BAG-001' },
    ],
    [
      "issue 22: a shift bag is refused on the phone as the server refuses it, with requirements.md 5's text",
      waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-SHIFT-1' }),
      { refusal: conflict('Barcode already scanned.') },
    ],
    [
      'issue 22: a bag she does not hold is "Wrong supply" on the phone too',
      waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-OTHER-1' }),
      { refusal: badRequest(refusalTexts.wrongSupply) },
    ],
    [
      'a visit bag the phone knows nothing of is left to the server',
      waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-NOFACTS-1' }),
      null,
    ],
    [
      'a visit bag the phone cannot resolve is left to the server',
      waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-404' }),
      null,
    ],
    [
      'finishing a stop: its deviation checks run on the copy (no position: the location check wants a reason)',
      waiting('finishWaypoint', { itineraryID: 'it-1', waypointID: 'wp-drop', reasons: {} }),
      { type: 'finishPickDropStop', waypointID: 'wp-drop', at, deviationChecks: [{ name: 'location', reason: null }] },
    ],
    [
      'finishing a stop with the reason given',
      waiting('finishWaypoint', { itineraryID: 'it-1', waypointID: 'wp-drop', reasons: { location: 'GPS drift' } }),
      {
        type: 'finishPickDropStop',
        waypointID: 'wp-drop',
        at,
        deviationChecks: [{ name: 'location', reason: 'GPS drift' }],
      },
    ],
    [
      'a mail-in box at the visit, resolved on the phone (the barcode trimmed, as the server records it)',
      waiting('scanMailInBox', { itineraryID: 'it-1', waypointActionID: 'act-mail', barcode: ' BOX-1 ' }),
      { type: 'scanMailInBox', waypointActionID: 'act-mail', supplyItemID: 'si-box-1', barcode: 'BOX-1', at },
    ],
    [
      'a shipment box at the drop-off, resolved on the phone',
      waiting('scanShipmentBox', { itineraryID: 'it-1', shipmentID: 'ship-1', barcode: 'BOX-1' }),
      { type: 'scanShipmentBox', shipmentID: 'ship-1', supplyItemID: 'si-box-1' },
    ],
    [
      'a box the phone does not know is left to the server',
      waiting('scanMailInBox', { waypointActionID: 'act-mail', barcode: 'BOX-404' }),
      null,
    ],
    ['a box step without a barcode is left to the server', waiting('scanShipmentBox', { shipmentID: 'ship-1' }), null],
    ['a write that is not a step', waiting('trackEvent', { name: 'x' }), null],
    ['an inherited name is not a step', waiting('constructor', {}), null],
  ])('%s', (_, step, expected) => {
    expect(commandOfWaitingStep(step, caller, scans, buildFieldState().itinerary)).toEqual(expected);
  });
});

describe('applyWaitingSteps: what the screen shows while writes wait', () => {
  const steps = [
    waiting('startDriveToWaypoint', { itineraryID: 'it-1', waypointID: 'wp-visit' }),
    waiting('setProcedureSupplyItems', { itineraryID: 'it-1', procedureID: 'p-blood', supplyItemIDs: ['TUBE-001'] }),
  ];

  it('equals the server applying the same commands in order', () => {
    const state = buildFieldState();
    let server = state;
    for (const step of steps) {
      const result = applyFieldCommand(
        server,
        commandOfWaitingStep(step, caller, scans, server.itinerary) as FieldCommand,
      );
      if (!result.ok) throw new Error(result.refusal.message);
      server = result.data;
    }
    expect(applyWaitingSteps(state, steps, caller, scans)).toEqual(server);
    expect(server.itinerary.procedures['p-blood']!.supplyItemIDs).toEqual(['TUBE-001']);
  });

  it('never counts a write twice: applied over a state that already holds it, nothing changes', () => {
    const once = applyWaitingSteps(buildFieldState(), steps, caller, scans);
    expect(applyWaitingSteps(once, steps, caller, scans)).toEqual(once);
  });

  it('skips a write the transition refuses, and goes on with the next', () => {
    const refused = waiting('setKitSupplyItem', { itineraryID: 'it-1', procedureID: 'p-404', supplyItemID: 'KIT-001' });
    const state = buildFieldState();
    expect(applyWaitingSteps(state, [refused, ...steps], caller, scans)).toEqual(
      applyWaitingSteps(state, steps, caller, scans),
    );
  });
});

describe("judgeWaitingStep: the server's verdict, given on the phone", () => {
  it('refuses the shift bag as the visit bag, writing nothing (issue 22)', () => {
    const step = waiting('setWaypointSupplyItem', {
      itineraryID: 'it-1',
      waypointID: 'wp-visit',
      barcode: 'BAG-SHIFT-1',
    });
    expect(judgeWaitingStep(buildFieldState(), step, caller, scans)).toEqual({
      ok: false,
      refusal: conflict('Barcode already scanned.'),
    });
  });

  it('leaves to the server what the phone cannot judge', () => {
    const step = waiting('setWaypointSupplyItem', { itineraryID: 'it-1', waypointID: 'wp-visit', barcode: 'BAG-404' });
    expect(judgeWaitingStep(buildFieldState(), step, caller, scans)).toBeNull();
  });
});
