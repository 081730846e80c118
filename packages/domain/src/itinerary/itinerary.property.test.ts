/**
 * Invariants of the step tree and route order over random itineraries built from small
 * arbitraries: any shape, any status, dangling and odd ids (with "/", "%", spaces), links between
 * actions that may or may not hold together.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byID,
  makeProcedure,
  makeProcessingAction,
  makeSample,
  makeShipment,
  makeWaypoint,
  makeWaypointAction,
} from '../itinerary-data/fixtures.ts';
import {
  processingActionStatuses,
  waypointActionStatuses,
  waypointActionTypes,
  waypointStatuses,
} from '../vocabulary/itinerary.ts';
import { procedureStatuses, sampleStatuses, supplyInstructionKinds } from '../vocabulary/procedures.ts';
import { type ItineraryData, type Procedure, type WaypointAction } from '../itinerary-data/model.ts';
import { canReach, entryStep, flattenSteps, nextStep, previousStep } from './navigation.ts';
import { isWithinPath } from './paths.ts';
import { emptyItineraryFlowState } from '../itinerary-data/flow-state.ts';
import { itineraryStepFailures } from './step-failures.ts';
import { buildItinerarySteps } from './step-tree.ts';
import { stepWalk } from './step-walk.ts';
import { type Step, type StepTreeContext } from './step.ts';

/** Ids are unique by their index; the suffix makes some of them awkward in a URL. */
const idSuffix = fc.constantFrom('', '', '', '/x', '%2F', ' y', '?q', '#h', '..');

const sampleShape = fc.record({
  suffix: idSuffix,
  /** Data may repeat an id: the sample then takes the id of the procedure's first sample. */
  repeatID: fc.constantFrom(false, false, false, true),
  status: fc.constantFrom(...sampleStatuses),
  noScanAfterCollection: fc.boolean(),
  lightSensitive: fc.boolean(),
  refrigerated: fc.boolean(),
  centrifuge: fc.boolean(),
});

const procedureShape = fc.record({
  suffix: idSuffix,
  status: fc.constantFrom(...procedureStatuses),
  hasTask: fc.constantFrom(true, true, true, false),
  draft: fc.nat(3),
  samples: fc.array(sampleShape, { maxLength: 4 }),
  kit: fc.boolean(),
  supplies: fc.array(fc.record({ kind: fc.constantFrom(...supplyInstructionKinds), quantity: fc.nat(3) }), {
    maxLength: 3,
  }),
  consent: fc.boolean(),
  diagnosis: fc.constantFrom(null, '', 'E11.9'),
  fasting: fc.constantFrom(null, 'yes', 'no'),
  fastingItem: fc.boolean(),
  patientAction: fc.boolean(),
  transfer: fc.boolean(),
  disableSampleScanning: fc.boolean(),
});

const actionShape = fc.record({
  suffix: idSuffix,
  type: fc.constantFrom(...waypointActionTypes, 'mail-in', 'sample'),
  status: fc.constantFrom(...waypointActionStatuses),
  procedures: fc.array(procedureShape, { maxLength: 3 }),
  extraProcedureRefs: fc.array(fc.nat(), { maxLength: 2 }),
  links: fc.array(fc.option(fc.nat(), { freq: 6 }), { maxLength: 3 }),
  hasMailIn: fc.boolean(),
  boxScanned: fc.boolean(),
  shipmentRef: fc.option(fc.nat()),
});

const waypointShape = fc.record({
  suffix: idSuffix,
  type: fc.constantFrom('patient', 'pick-drop'),
  status: fc.constantFrom(...waypointStatuses),
  strategies: fc.array(fc.constantFrom('nurse-supplies', 'kit-shipment'), { maxLength: 2 }),
  actions: fc.array(actionShape, { maxLength: 3 }),
  processing: fc.array(
    fc.record({
      suffix: idSuffix,
      instruction: fc.constantFrom('centrifuge', 'centrifuge', 'refrigerate'),
      status: fc.constantFrom(...processingActionStatuses),
      procedureRefs: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
      dangling: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  bag: fc.boolean(),
  /** Data may list another waypoint's action or processing action again. */
  alsoListAction: fc.option(fc.nat()),
  alsoListProcessing: fc.option(fc.nat()),
});

const itineraryShape = fc.record({
  waypoints: fc.array(waypointShape, { maxLength: 4 }),
  shipments: fc.array(fc.record({ suffix: idSuffix, actionRef: fc.option(fc.nat()) }), { maxLength: 3 }),
});

type Shape = typeof itineraryShape extends fc.Arbitrary<infer T> ? T : never;

function pick<T>(items: readonly T[], ref: number): T | undefined {
  return items.length === 0 ? undefined : items[ref % items.length];
}

/** Turns a random shape into an itinerary, resolving index references into ids. */
function toItinerary(shape: Shape): ItineraryData {
  const procedures: Procedure[] = [];
  const actions: WaypointAction[] = [];
  const shipmentIDs = shape.shipments.map((s, i) => `ship${i}${s.suffix}`);
  const allProcedureShapes = shape.waypoints.flatMap((w) => w.actions.flatMap((a) => a.procedures));
  const actionIDs: string[] = [];
  shape.waypoints.forEach((w, wi) => w.actions.forEach((a, ai) => actionIDs.push(`a${wi}.${ai}${a.suffix}`)));
  const procedureIDs = allProcedureShapes.map((p, i) => `p${i}${p.suffix}`);

  let procedureIndex = 0;
  let actionIndex = 0;
  const waypoints = shape.waypoints.map((w, wi) => {
    const waypointID = `w${wi}${w.suffix}`;
    const draftIDs = w.strategies.map((_, di) => `d${wi}.${di}`);
    const ownActionIDs = w.actions.map((a) => {
      const actionID = actionIDs[actionIndex++]!;
      const mine = a.procedures.map((p, pi) => {
        const id = procedureIDs[procedureIndex++]!;
        procedures.push(
          makeProcedure({
            id,
            draftWaypointID: pick(draftIDs, p.draft) ?? `d-none-${pi}`,
            status: p.status,
            taskID: p.hasTask ? 'task' : null,
            kitSupplyItemID: p.kit ? `kit-${id}` : null,
            supplyInstructions: p.supplies.map((s, si) => ({ supplyID: `sup${si}`, ...s })),
            samples: p.samples.map((s, si) =>
              makeSample({
                id: s.repeatID ? `s0${p.samples[0]!.suffix}` : `s${si}${s.suffix}`,
                status: s.status,
                noScanAfterCollection: s.noScanAfterCollection,
                lightSensitive: s.lightSensitive,
                refrigerated: s.refrigerated,
                processing: s.centrifuge ? 'centrifuge' : null,
              }),
            ),
            instructions: {
              consentRequired: p.consent,
              diagnosis: p.diagnosis,
              fasting: p.fasting as 'yes' | 'no' | null,
              requiredPatientAction: p.patientAction ? 'Provide a sample.' : null,
              transferInstructions: p.transfer ? 'Transfer it.' : null,
              collectionInstructions: null,
            },
            charting: {
              items: p.fastingItem ? [{ id: 'f', type: 'question', title: 'Is the patient fasting?' }] : [],
              status: 'incomplete',
            },
            disableSampleScanning: p.disableSampleScanning,
          }),
        );
        return id;
      });
      const extra = a.extraProcedureRefs.map((r) => pick(procedureIDs, r)!).filter((id) => id !== undefined);
      actions.push(
        makeWaypointAction({
          id: actionID,
          waypointID,
          type: a.type,
          status: a.status,
          procedureIDs: [...new Set([...mine, ...extra])],
          mailIn:
            a.type === 'mail-in' && a.hasMailIn
              ? {
                  linkedWaypointActionIDs: a.links.map((r) => (r === null ? 'a-dangling' : pick(actionIDs, r)!)),
                  mailInBoxBarcode: a.boxScanned ? 'MIB' : null,
                  shipmentID: a.shipmentRef === null ? null : (pick(shipmentIDs, a.shipmentRef) ?? 'ship-dangling'),
                }
              : null,
        }),
      );
      return actionID;
    });
    return {
      waypoint: makeWaypoint({
        id: waypointID,
        type: w.type as 'patient' | 'pick-drop',
        status: w.status,
        waypointActionIDs: ownActionIDs,
        processingActionIDs: w.processing.map((_, pi) => `pa${wi}.${pi}`),
        draftWaypoints: w.strategies.map((supplyStrategy, di) => ({
          id: draftIDs[di]!,
          supplyStrategy: supplyStrategy as 'nurse-supplies' | 'kit-shipment',
        })),
        supplyItemID: w.bag ? `bag-${wi}` : null,
      }),
      processing: w.processing.map((pa, pi) =>
        makeProcessingAction({
          id: `pa${wi}.${pi}${pa.suffix}`,
          waypointID,
          supplyInstruction: pa.instruction as 'centrifuge' | 'refrigerate',
          status: pa.status,
          procedureIDs: pa.procedureRefs.map((r) =>
            pa.dangling ? `p-dangling-${r}` : (pick(procedureIDs, r) ?? 'p-none'),
          ),
        }),
      ),
    };
  });
  // Processing action ids carry their suffix; list them on the waypoint under the same id.
  const processingActions = waypoints.flatMap((w) => w.processing);
  return {
    id: 'itinerary',
    shiftID: null,
    status: 'in_progress',
    startTime: '2026-03-02T13:00:00.000Z',
    waypoints: waypoints.map((w, wi) => {
      const { alsoListAction, alsoListProcessing } = shape.waypoints[wi]!;
      const extraAction =
        alsoListAction === null ? [] : [pick(actionIDs, alsoListAction)].filter((id) => id !== undefined);
      const extraProcessing =
        alsoListProcessing === null
          ? []
          : [pick(processingActions, alsoListProcessing)?.id].filter((id) => id !== undefined);
      return {
        ...w.waypoint,
        waypointActionIDs: [...w.waypoint.waypointActionIDs, ...extraAction],
        processingActionIDs: [...w.processing.map((p) => p.id), ...extraProcessing],
      };
    }),
    waypointActions: byID(actions),
    processingActions: byID(processingActions),
    procedures: byID(procedures),
    shipments: byID(
      shape.shipments.map((s, i) =>
        makeShipment({
          id: shipmentIDs[i]!,
          waypointActionID: s.actionRef === null ? null : (pick(actionIDs, s.actionRef) ?? null),
        }),
      ),
    ),
  };
}

const contextArb: fc.Arbitrary<Omit<StepTreeContext, 'currentPath'>> = fc.record({
  localFlow: fc.record({ mailInBoxScanned: fc.dictionary(fc.string({ maxLength: 8 }), fc.boolean()) }),
  flags: fc.record({ supplyPreparationDisabled: fc.boolean() }),
  nurseAtWaypointID: fc.option(fc.constantFrom('w0', 'w1', 'w2')),
});

const itineraryArb = itineraryShape.map(toItinerary);

function allNodes(root: Step): Step[] {
  return [root, ...root.children.flatMap(allNodes)];
}

function everyParentChild(root: Step, check: (parent: Step, child: Step) => void): void {
  for (const child of root.children) {
    check(root, child);
    everyParentChild(child, check);
  }
}

const runs = { numRuns: 300 };

describe('step tree invariants (fast-check)', () => {
  it('every step path (group or screen) is unique, and ids too', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        const nodes = allNodes(buildItinerarySteps(data, ctx));
        expect(new Set(nodes.map((s) => s.path)).size).toBe(nodes.length);
        expect(new Set(nodes.map((s) => s.id)).size).toBe(nodes.length);
      }),
      runs,
    );
  });

  it("every step's path starts with its parent's (segment-wise), and is longer", () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        everyParentChild(buildItinerarySteps(data, ctx), (parent, child) => {
          expect(isWithinPath(child.path, parent.path)).toBe(true);
          expect(child.path.length).toBeGreaterThan(parent.path.length);
        });
      }),
      runs,
    );
  });

  it('the ids in a path are single segments: ids never change the tree shape', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        for (const step of allNodes(buildItinerarySteps(data, ctx))) {
          if (step.sampleID !== undefined) expect(step.path).toContain(`/${encodeURIComponent(step.sampleID)}/`);
          if (step.procedureID !== undefined) expect(step.path).toContain(encodeURIComponent(step.procedureID));
        }
      }),
      runs,
    );
  });

  it('nextStep walks every step exactly once, in route order; previousStep walks back', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        const steps = flattenSteps(buildItinerarySteps(data, ctx));
        const forward: string[] = [];
        for (let step: Step | null = steps[0] ?? null; step; step = nextStep(steps, step.path)) {
          forward.push(step.path);
          if (forward.length > steps.length) break;
        }
        expect(forward).toEqual(steps.map((s) => s.path));
        const backward: string[] = [];
        for (let step: Step | null = steps.at(-1) ?? null; step; step = previousStep(steps, step.path)) {
          backward.push(step.path);
          if (backward.length > steps.length) break;
        }
        expect(backward).toEqual(forward.reverse());
      }),
      runs,
    );
  });

  it('canReach never allows a step beyond the first incomplete one, and allows all up to it', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, fc.array(fc.boolean(), { maxLength: 200 }), (data, ctx, doneFlags) => {
        const steps = flattenSteps(buildItinerarySteps(data, ctx));
        const completed = steps
          .filter((_, i) => doneFlags[i % Math.max(doneFlags.length, 1)] ?? false)
          .map((s) => s.path);
        const done = new Set(completed);
        const firstIncomplete = steps.findIndex((s) => !done.has(s.path));
        steps.forEach((step, i) => {
          const expected = firstIncomplete < 0 || i <= firstIncomplete;
          expect(canReach(steps, step.path, completed)).toBe(expected);
        });
      }),
      runs,
    );
  });

  it('the entry step is always a step of the flow', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, fc.option(fc.nat()), (data, ctx, ref) => {
        const steps = flattenSteps(buildItinerarySteps(data, ctx));
        const waypointID = ref === null ? undefined : pick(data.waypoints, ref)?.id;
        const entry = entryStep(steps, data, { ...ctx, waypointID });
        expect(entry).not.toBeNull();
        expect(steps).toContain(entry);
      }),
      runs,
    );
  });

  it('keeping the current step never removes a step, and keeps that step', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, fc.nat(), (data, ctx, ref) => {
        const plain = allNodes(buildItinerarySteps(data, ctx)).map((s) => s.path);
        const current = pick(plain, ref) ?? '';
        const kept = allNodes(buildItinerarySteps(data, { ...ctx, currentPath: current })).map((s) => s.path);
        expect(kept).toEqual(plain);
      }),
      runs,
    );
  });
});

describe('the nurse’s walk (issue 27, fast-check)', () => {
  const walkOf = (data: ItineraryData, ctx: Omit<StepTreeContext, 'currentPath'>) => {
    const flow = { ...emptyItineraryFlowState, mailInBoxScanned: ctx.localFlow.mailInBoxScanned ?? {} };
    const steps = flattenSteps(buildItinerarySteps(data, ctx));
    const failuresOf = itineraryStepFailures(data, flow, { supplyIDOf: () => null, flags: ctx.flags });
    return { steps, failuresOf, walk: stepWalk({ steps, data, failuresOf }) };
  };

  it('Next from the first shown step visits every shown step once, in route order; Back walks back', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        const { steps, walk } = walkOf(data, ctx);
        const shown = steps.filter((s) => walk.passOf(s).reason === 'shown').map((s) => s.path);
        const forward: string[] = [];
        for (let step = steps.find((s) => s.path === shown[0]) ?? null; step; step = walk.next(step.path)) {
          forward.push(step.path);
          if (forward.length > steps.length) break;
        }
        expect(forward).toEqual(shown);
        const backward: string[] = [];
        for (let step = steps.find((s) => s.path === shown.at(-1)) ?? null; step; step = walk.previous(step.path)) {
          backward.push(step.path);
          if (backward.length > steps.length) break;
        }
        expect(backward).toEqual([...shown].reverse());
      }),
      runs,
    );
  });

  it('a step whose rule blocks is never passed over; one shown on another has a shown host of its stop', () => {
    fc.assert(
      fc.property(itineraryArb, contextArb, (data, ctx) => {
        const { steps, failuresOf, walk } = walkOf(data, ctx);
        for (const step of steps) {
          const pass = walk.passOf(step);
          if (failuresOf(step).length > 0) expect(pass.reason).toBe('shown');
          if (pass.reason !== 'shown-on') continue;
          expect(walk.passOf(pass.host).reason).toBe('shown');
          expect(pass.host.waypointID).toBe(step.waypointID);
          expect(walk.shownOn(pass.host.path)).toContain(step);
        }
      }),
      runs,
    );
  });
});
