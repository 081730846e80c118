/**
 * A procedure's supplies, samples, bags and failure (requirements.md 2.11, 4, 5, 7: procedures/{id}). Each
 * command is the domain's mapping of the input; the second map names the supply items the command
 * may start using, loaded and locked with the itinerary.
 */
import { checkKitSupplyType } from '@sc/domain/transitions/procedures';
import { stepCommands } from '@sc/domain/step-writes/step-commands';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import { refusalError } from '../refusals.ts';
import { commandStep, fieldStep, toStepContext } from './run-field-command.ts';

export const setProcedureSupplyItems = commandStep('setProcedureSupplyItems', (i) => i.supplyItemIDs);

/**
 * The kit (container) must be a kit or a procedure bag ("Wrong supply" else, requirements.md 5), checked
 * once the itinerary is the caller's; an unknown item is left to the domain ("Supply item {id} not
 * found").
 */
export const setKitSupplyItem = fieldStep<'setKitSupplyItem'>(
  (i, { at, ctx }) =>
    async () => {
      if (i.supplyItemID !== null) {
        const [item] = await findSupplyItemsData(ctx.db, [i.supplyItemID]);
        const refusal = item ? checkKitSupplyType(item.supplyType) : undefined;
        if (refusal) throw refusalError(refusal, { bad_request: 'supplyItemID' });
      }
      return stepCommands.setKitSupplyItem(i, toStepContext(ctx, at));
    },
  (i) => [i.supplyItemID],
);

export const collectSample = commandStep('collectSample', (i) => [i.supplyItemID]);

export const failSample = commandStep('failSample');

export const setAmberBags = commandStep('setAmberBags', (i) => i.supplyItemIDs);

export const setInsulatedBag = commandStep('setInsulatedBag', (i) => [i.supplyItemID]);

export const setSpecimenBag = commandStep('setSpecimenBag', ({ instruction }) =>
  instruction.type === 'set' ? [instruction.supplyItemID, ...(instruction.relatedSupplyItemIDs ?? [])] : [],
);

/** requirements.md 3, 4: a failed procedure records who failed it, in which role, and that supplies were used. */
export const failProcedure = commandStep('failProcedure');

export const saveSampleShippingLabel = commandStep('saveSampleShippingLabel');
