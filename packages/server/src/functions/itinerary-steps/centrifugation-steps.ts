/** Centrifugation (requirements.md 2.11, 4, 5): each procedure's new specimen bag, with the photo. */
import { stepCommands } from '@sc/domain/step-writes/step-commands';
import { requireOwnFile } from './own-file.ts';
import { fieldStep, toStepContext } from './run-field-command.ts';

export const saveCentrifugedSpecimenBag = fieldStep<'saveCentrifugedSpecimenBag'>(
  async (i, { at, ctx }) => {
    if (i.photoFileID !== null) await requireOwnFile(ctx, i.photoFileID, 'photoFileID');
    return stepCommands.saveCentrifugedSpecimenBag(i, toStepContext(ctx, at));
  },
  (i) => [i.supplyItemID, ...i.relatedSupplyItemIDs],
);
