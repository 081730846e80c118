/** A procedure's supplies, samples, bags and failure (SPEC.md 2.11, 4, 5, 7: procedures/{id}). */
import { requireCaller, type Handler } from '../context.ts';
import { answered, runFieldCommand, stepTime } from './run-field-command.ts';

export const setProcedureSupplyItems: Handler<'setProcedureSupplyItems'> = async (input, ctx) =>
  answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'setProcedureSupplyItems', procedureID: input.procedureID, supplyItemIDs: input.supplyItemIDs },
      { extraSupplyItemIDs: input.supplyItemIDs },
    ),
  );

export const setKitSupplyItem: Handler<'setKitSupplyItem'> = async (input, ctx) =>
  answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'setKitSupplyItem', procedureID: input.procedureID, supplyItemID: input.supplyItemID },
      { extraSupplyItemIDs: input.supplyItemID ? [input.supplyItemID] : [] },
    ),
  );

export const collectSample: Handler<'collectSample'> = async (input, ctx) => {
  const at = stepTime(input.at);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      {
        type: 'collectSample',
        procedureID: input.procedureID,
        sampleID: input.sampleID,
        supplyItemID: input.supplyItemID,
        serial: input.serial,
        at,
      },
      { extraSupplyItemIDs: input.supplyItemID ? [input.supplyItemID] : [], at },
    ),
  );
};

export const failSample: Handler<'failSample'> = async (input, ctx) => {
  const at = stepTime(input.at);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'failSample', procedureID: input.procedureID, sampleID: input.sampleID, failureReason: input.failureReason, at },
      { at },
    ),
  );
};

export const setAmberBags: Handler<'setAmberBags'> = async (input, ctx) =>
  answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'setAmberBags', procedureID: input.procedureID, supplyItemIDs: input.supplyItemIDs },
      { extraSupplyItemIDs: input.supplyItemIDs },
    ),
  );

export const setInsulatedBag: Handler<'setInsulatedBag'> = async (input, ctx) =>
  answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'setInsulatedBag', procedureID: input.procedureID, supplyItemID: input.supplyItemID },
      { extraSupplyItemIDs: input.supplyItemID ? [input.supplyItemID] : [] },
    ),
  );

export const setSpecimenBag: Handler<'setSpecimenBag'> = async (input, ctx) => {
  const { instruction } = input;
  const extra = instruction.type === 'set' ? [instruction.supplyItemID, ...(instruction.relatedSupplyItemIDs ?? [])] : [];
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'setSpecimenBag', procedureID: input.procedureID, instruction },
      { extraSupplyItemIDs: extra },
    ),
  );
};

/** SPEC.md 3, 4: a failed procedure records who failed it, in which role, and that supplies were used. */
export const failProcedure: Handler<'failProcedure'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const at = stepTime(input.at);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      {
        type: 'failProcedure',
        procedureID: input.procedureID,
        reason: input.reason,
        failedBy: caller.userId,
        failedByRole: caller.role,
        at,
      },
      { at },
    ),
  );
};

export const saveSampleShippingLabel: Handler<'saveSampleShippingLabel'> = async (input, ctx) => {
  const at = stepTime(input.at);
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      { type: 'saveSampleShippingLabel', procedureID: input.procedureID, barcode: input.barcode, at },
      { at },
    ),
  );
};
