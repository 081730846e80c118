/** Centrifugation (SPEC.md 2.11, 4, 5): each procedure's new specimen bag, with the photo. */
import { requireOwnFile } from './own-file.ts';
import { fieldStep } from './run-field-command.ts';

export const saveCentrifugedSpecimenBag = fieldStep<'saveCentrifugedSpecimenBag'>(
  async (i, { at, ctx }) => {
    if (i.photoFileID !== null) await requireOwnFile(ctx, i.photoFileID, 'photoFileID');
    return {
      type: 'saveCentrifugedSpecimenBag',
      processingActionID: i.processingActionID,
      procedureID: i.procedureID,
      supplyItemID: i.supplyItemID,
      relatedSupplyItemIDs: i.relatedSupplyItemIDs,
      photoFileID: i.photoFileID,
      at,
    };
  },
  (i) => [i.supplyItemID, ...i.relatedSupplyItemIDs],
);
