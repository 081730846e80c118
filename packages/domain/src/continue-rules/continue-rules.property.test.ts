/**
 * Invariants of the continue rules over random states: every failure text is one of the known
 * constants (requirements.md 5: the tooltip lists them verbatim), a step never lists a text twice, and the
 * centrifugation completion (requirements.md 4) happens exactly when every procedure is centrifuged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supplyInstructionKinds } from '../vocabulary/procedures.ts';
import { shipmentStatuses } from '../vocabulary/supplies.ts';
import {
  centrifugationFailures,
  centrifugationProcedureSteps,
  centrifugationSteps,
  saveNewSpecimenBag,
  type CentrifugationProcedure,
  type CentrifugationStep,
} from './centrifugation.ts';
import type { CentrifugationState } from '../itinerary-data/flow-state.ts';
import { labDropOffFailures, labDropOffSteps } from './lab-drop-off.ts';
import { isContinueMessage } from './messages.ts';
import {
  packedMailInFailures,
  packedMailInShipmentSteps,
  packedMailInSteps,
  type PackedMailInStep,
} from './packed-mail-in.ts';
import { procedureSupplyFailures, procedureSupplyStepFailures, procedureSupplySteps } from './procedure-supply.ts';
import { shiftPreparationFailures, shiftSteps } from './shift-preparation.ts';
import { supplyShipmentFailures } from './supply-shipment.ts';
import {
  supplyTransferFailures,
  supplyTransferProcedureSteps,
  supplyTransferShipmentSteps,
  type SupplyTransferStep,
} from './supply-transfer.ts';
import { packingInstructions } from '../itinerary-data/flow-state.ts';
import { unpackedMailInFailures, unpackedMailInSteps } from './unpacked-mail-in.ts';

const id = fc.constantFrom('a', 'b', 'c', 'd', 'constructor');
const ids = fc.uniqueArray(id, { maxLength: 4 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const scanList = fc.array(fc.record({ isScanned: fc.boolean() }), { maxLength: 4 });
const table = <T>(value: fc.Arbitrary<T>) => fc.dictionary(id, value, { maxKeys: 4 });

function expectKnown(failures: string[]): void {
  for (const text of failures) expect(isContinueMessage(text), text).toBe(true);
  expect(new Set(failures).size).toBe(failures.length);
}

const centrifugationProcedure: fc.Arbitrary<CentrifugationProcedure> = fc.record({
  id,
  specimenBagID: maybe(id),
  centrifugeSampleItemIDs: ids,
  newBagSampleItemIDs: ids,
});
const centrifugationState: fc.Arbitrary<CentrifugationState> = fc.record({
  photo: maybe(fc.constantFrom('', 'photo.jpg')),
  centrifugedProcedures: ids,
  newSpecimenBagsScanned: table(id),
  initialSpecimenBagsScanned: ids,
  samplesRequiringCentrifugationScanned: ids,
  samplesScannedForNewSpecimenBag: table(ids),
});
const centrifugationStep: fc.Arbitrary<CentrifugationStep> = fc.oneof(
  fc.constantFrom(...centrifugationSteps).map((step) => ({ step })),
  fc.record({ step: fc.constantFrom(...centrifugationProcedureSteps), procedureID: id }),
);
const procedures = fc.uniqueArray(centrifugationProcedure, { maxLength: 4, selector: (p) => p.id });

describe('continue rules over random states (requirements.md 5)', () => {
  it('requirements.md 5: centrifugation failures are known texts', () => {
    fc.assert(
      fc.property(centrifugationStep, procedures, centrifugationState, (step, list, state) =>
        expectKnown(centrifugationFailures(step, { procedures: list, state })),
      ),
    );
  });

  it('requirements.md 4: saving a new bag completes the action exactly when every procedure is centrifuged', () => {
    fc.assert(
      fc.property(procedures, centrifugationState, id, (list, state, procedureID) => {
        const result = saveNewSpecimenBag({ procedures: list, state, processingActionID: 'pa', procedureID });
        if (!result.ok) {
          expect(result.failures.length).toBeGreaterThan(0);
          expectKnown(result.failures);
          return;
        }
        const done = new Set(result.state.centrifugedProcedures);
        expect(done.has(procedureID)).toBe(true);
        expect(result.complete).toBe(list.every((p) => done.has(p.id)));
        const completions = result.changes.filter((c) => c.type === 'set-processing-action-status');
        expect(completions).toHaveLength(result.complete ? 1 : 0);
        const used = result.changes.flatMap((c) => (c.type === 'set-supply-item-status' ? [c.supplyItemID] : []));
        expect(new Set(used).size).toBe(used.length);
        if (!result.complete) expect(used).toEqual([]);
        expect(result.state.centrifugedProcedures.length).toBe(done.size);
        expect(
          centrifugationFailures({ step: 'pack-specimen-bags' }, { procedures: list, state: result.state }),
        ).toEqual(result.complete ? [] : ['Procedure(s) must be packed']);
      }),
    );
  });

  it('requirements.md 5: packed mail-in failures are known texts', () => {
    const step: fc.Arbitrary<PackedMailInStep> = fc.oneof(
      fc.constantFrom(...packedMailInSteps).map((s) => ({ step: s })),
      fc.record({ step: fc.constantFrom(...packedMailInShipmentSteps), shipmentID: id }),
    );
    const state = fc.record({
      scanItems: scanList,
      shipments: fc.array(
        fc.record({ id, status: fc.constantFrom(...shipmentStatuses), shippingLabelBarcode: maybe(id) }),
        { maxLength: 3 },
      ),
      mailbox: table(fc.record({ scanBox: maybe(id), scanLabel: maybe(id), takePhoto: maybe(id) })),
    });
    fc.assert(fc.property(step, state, (s, st) => expectKnown(packedMailInFailures(s, st))));
  });

  it('lab drop-off failures (ADR 064) are known texts, none once the stop is finished', () => {
    const state = fc.record({
      arrived: fc.boolean(),
      complete: fc.boolean(),
      bags: fc.array(fc.record({ supplyItemID: id, procedureIDs: ids }), { maxLength: 3 }),
      scanned: ids,
      notCollected: ids,
    });
    fc.assert(
      fc.property(fc.constantFrom(...labDropOffSteps), state, (step, st) => {
        const failures = labDropOffFailures(step, st);
        expectKnown(failures);
        if (st.complete) expect(failures).toEqual([]);
      }),
    );
  });

  it('requirements.md 5: unpacked mail-in lists each incomplete instruction once, in order', () => {
    const state = fc.record({
      mailInBoxScanned: fc.boolean(),
      packingFlowInstructions: fc.record(
        Object.fromEntries(packingInstructions.map((k) => [k, fc.boolean()])) as Record<
          (typeof packingInstructions)[number],
          fc.Arbitrary<boolean>
        >,
        { requiredKeys: [] },
      ),
      specimenBagIDs: ids,
      specimenBagsScanned: ids,
    });
    fc.assert(
      fc.property(fc.constantFrom(...unpackedMailInSteps), state, (step, st) => {
        const failures = unpackedMailInFailures(step, st);
        expectKnown(failures);
        if (step === 'follow-instructions') {
          const open = packingInstructions.flatMap((k, i) => (st.packingFlowInstructions[k] ? [] : [i + 1]));
          expect(failures).toEqual(open.map((n) => `Instruction ${n} must be completed`));
        }
      }),
    );
  });

  it('requirements.md 5: supply transfer failures are known texts; while loading, only the loading text', () => {
    const step: fc.Arbitrary<SupplyTransferStep> = fc.oneof(
      fc.constant({ step: 'procedures' as const }),
      fc.record({ step: fc.constantFrom(...supplyTransferProcedureSteps), procedureID: id }),
      fc.record({ step: fc.constantFrom(...supplyTransferShipmentSteps), supplyShipmentID: id }),
    );
    const state = fc.record({
      loadingCompleted: fc.boolean(),
      procedures: fc.array(
        fc.record({
          id,
          isLabFlow: fc.boolean(),
          kitSupplyItemID: maybe(id),
          supplyItemIDs: ids,
          instructionSheetScanned: fc.boolean(),
          requisitionFormScanned: fc.boolean(),
          supplyScanList: scanList,
        }),
        { maxLength: 3 },
      ),
      shipments: fc.array(
        fc.record({
          id,
          boxSupplyItemID: maybe(id),
          kitsScanList: scanList,
          scannedShippingLabelBarcode: maybe(id),
          boxImage: maybe(id),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(step, state, (s, st) => {
        const failures = supplyTransferFailures(s, st);
        expectKnown(failures);
        if (!st.loadingCompleted) expect(failures).toEqual(['The supply transfer is still loading.']);
      }),
    );
  });

  it('requirements.md 5: supply shipment, procedure supply and shift failures are known texts', () => {
    const instruction = fc.record({
      supplyID: id,
      kind: fc.constantFrom(...supplyInstructionKinds),
      quantity: fc.integer({ min: -1, max: 3 }),
    });
    const procedureState = fc.record({
      supplyInstructions: fc.array(instruction, { maxLength: 4 }),
      kitSupplyItemID: maybe(id),
      scannedSupplyIDs: fc.array(id, { maxLength: 6 }),
    });
    const shiftState = fc.record({
      supplies: table(fc.integer({ min: -1, max: 3 })),
      scannedSupplyItemIDs: fc.array(id, { maxLength: 6 }),
      geoCheck: maybe(fc.constant({})),
      shiftBagSupplyItemID: maybe(id),
      nurseRegionID: maybe(id),
      serviceRegionIDs: ids,
    });
    fc.assert(
      fc.property(
        maybe(fc.record({ boxSupplyItemID: maybe(id) })),
        fc.constantFrom(...procedureSupplySteps),
        procedureState,
        fc.constantFrom(...shiftSteps),
        shiftState,
        (box, procedureStep, procedure, shiftStep, shift) => {
          expectKnown(supplyShipmentFailures('scan-supply-box', box));
          expectKnown(procedureSupplyFailures(procedure));
          expectKnown(procedureSupplyStepFailures(procedureStep, procedure));
          // The whole check is the union of its two steps.
          expect(procedureSupplyFailures(procedure)).toEqual([
            ...procedureSupplyStepFailures('scan-procedure-supply', procedure),
            ...procedureSupplyStepFailures('scan-procedure-supplies', procedure),
          ]);
          expectKnown(shiftPreparationFailures(shiftStep, shift));
        },
      ),
    );
  });
});
