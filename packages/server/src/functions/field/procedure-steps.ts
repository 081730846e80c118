/** A procedure's supplies, samples, bags and failure (SPEC.md 2.11, 4, 5, 7: procedures/{id}). */
import { requireCaller } from '../context.ts';
import { fieldStep } from './run-field-command.ts';

export const setProcedureSupplyItems = fieldStep<'setProcedureSupplyItems'>(
  (i) => ({ type: 'setProcedureSupplyItems', procedureID: i.procedureID, supplyItemIDs: i.supplyItemIDs }),
  (i) => i.supplyItemIDs,
);

export const setKitSupplyItem = fieldStep<'setKitSupplyItem'>(
  (i) => ({ type: 'setKitSupplyItem', procedureID: i.procedureID, supplyItemID: i.supplyItemID }),
  (i) => [i.supplyItemID],
);

export const collectSample = fieldStep<'collectSample'>(
  (i, { at }) => ({
    type: 'collectSample',
    procedureID: i.procedureID,
    sampleID: i.sampleID,
    supplyItemID: i.supplyItemID,
    serial: i.serial,
    at,
  }),
  (i) => [i.supplyItemID],
);

export const failSample = fieldStep<'failSample'>((i, { at }) => ({
  type: 'failSample',
  procedureID: i.procedureID,
  sampleID: i.sampleID,
  failureReason: i.failureReason,
  at,
}));

export const setAmberBags = fieldStep<'setAmberBags'>(
  (i) => ({ type: 'setAmberBags', procedureID: i.procedureID, supplyItemIDs: i.supplyItemIDs }),
  (i) => i.supplyItemIDs,
);

export const setInsulatedBag = fieldStep<'setInsulatedBag'>(
  (i) => ({ type: 'setInsulatedBag', procedureID: i.procedureID, supplyItemID: i.supplyItemID }),
  (i) => [i.supplyItemID],
);

export const setSpecimenBag = fieldStep<'setSpecimenBag'>(
  (i) => ({ type: 'setSpecimenBag', procedureID: i.procedureID, instruction: i.instruction }),
  ({ instruction }) =>
    instruction.type === 'set' ? [instruction.supplyItemID, ...(instruction.relatedSupplyItemIDs ?? [])] : [],
);

/** SPEC.md 3, 4: a failed procedure records who failed it, in which role, and that supplies were used. */
export const failProcedure = fieldStep<'failProcedure'>((i, { at, ctx }) => {
  const caller = requireCaller(ctx);
  return {
    type: 'failProcedure',
    procedureID: i.procedureID,
    reason: i.reason,
    failedBy: caller.userId,
    failedByRole: caller.role,
    at,
  };
});

export const saveSampleShippingLabel = fieldStep<'saveSampleShippingLabel'>((i, { at }) => ({
  type: 'saveSampleShippingLabel',
  procedureID: i.procedureID,
  barcode: i.barcode,
  at,
}));
