/** Centrifugation (SPEC.md 2.11, 4, 5): each procedure's new specimen bag, with the photo. */
import type { Handler } from '../context.ts';
import { requireOwnFile } from './own-file.ts';
import { answered, runFieldCommand, stepTime } from './run-field-command.ts';

export const saveCentrifugedSpecimenBag: Handler<'saveCentrifugedSpecimenBag'> = async (input, ctx) => {
  const at = stepTime(input.at);
  if (input.photoFileID !== null) await requireOwnFile(ctx, input.photoFileID, 'photoFileID');
  return answered(
    await runFieldCommand(
      ctx,
      input.itineraryID,
      {
        type: 'saveCentrifugedSpecimenBag',
        processingActionID: input.processingActionID,
        procedureID: input.procedureID,
        supplyItemID: input.supplyItemID,
        relatedSupplyItemIDs: input.relatedSupplyItemIDs,
        photoFileID: input.photoFileID,
        at,
      },
      { extraSupplyItemIDs: [input.supplyItemID, ...input.relatedSupplyItemIDs], at },
    ),
  );
};
