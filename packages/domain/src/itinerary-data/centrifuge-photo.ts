/**
 * The charting item that holds a centrifuge processing action's confirmation photo (requirements.md 5):
 * written by the transition that saves the bag, read by the centrifugation continue rule and the
 * procedure's record, so it is declared here, below all three.
 */
import type { ChartingItem } from './model.ts';

/** requirements.md 5: the centrifugation photo is saved as an item titled "Centrifuge Photo" of type files. */
export const centrifugePhotoTitle = 'Centrifuge Photo';

/** The charting item holding a processing action's confirmation photo. */
export function toCentrifugePhotoItem(processingActionID: string, photoFileID: string): ChartingItem {
  return {
    id: `centrifuge-photo-${processingActionID}`,
    type: 'files',
    title: centrifugePhotoTitle,
    value: [photoFileID],
  };
}
