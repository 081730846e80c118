/**
 * Sample-processing actions (requirements.md 4): centrifugation.
 *
 * Conventions here:
 *   - A procedure is centrifuged once its new specimen bag is saved on the processing action
 *     (`newSpecimenBags`, keyed by procedure id). Until the action completes the new bag is held
 *     (no other user may take it, supply-items.ts) but stays activated; when every procedure of
 *     the action that is not canceled or failed is centrifuged, the saved bags are marked used and
 *     the action becomes complete (requirements.md 4).
 *   - The new bag must differ from the procedure's current specimen bag: that one is the
 *     procedure's (a use by the procedure, refused like any other).
 *   - Saving another bag for a centrifuged procedure replaces it while the action is open;
 *     complete, packed and canceled actions take no other bag. The same bag again: no change.
 *   - The confirmation photo is charting (requirements.md 5): an item titled "Centrifuge Photo" of type
 *     files on the procedure, one per processing action.
 */
import { toCentrifugePhotoItem } from '../itinerary-data/centrifuge-photo.ts';
import type { NewSpecimenBag } from '../itinerary-data/model.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import { isDeepEqual, runOnState } from './draft.ts';
import type { FieldState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Transition } from './result.ts';
import { checkSupplyItemUseBy, markSupplyItemsUsed, releaseSupplyItems } from './supply-items.ts';

export { centrifugePhotoTitle, toCentrifugePhotoItem } from '../itinerary-data/centrifuge-photo.ts';

const notNeedingBag: readonly ProcedureStatus[] = ['canceled', 'failed'];

export interface SaveCentrifugedSpecimenBagInput {
  processingActionID: string;
  procedureID: string;
  /** The new specimen bag's supply item. */
  supplyItemID: string;
  /** The supply items (tubes) placed in the new bag. */
  relatedSupplyItemIDs: string[];
  /** The confirmation photo's file, saved as the "Centrifuge Photo" charting item. */
  photoFileID: string | null;
  at: string;
}

/**
 * requirements.md 4 Centrifugation: the procedure is centrifuged once its new specimen bag is saved; when
 * all are centrifuged the new bags are used and the processing action is complete.
 */
export function saveCentrifugedSpecimenBag(
  state: FieldState,
  input: SaveCentrifugedSpecimenBagInput,
): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const action = draft.itinerary.processingActions[input.processingActionID];
    if (!action || action.supplyInstruction !== 'centrifuge') return notFound(refusalTexts.missingProcessingAction);
    const procedure = action.procedureIDs.includes(input.procedureID) ? draft.procedure(input.procedureID) : undefined;
    if (!procedure) return notFound(refusalTemplates.missingProcedure(input.procedureID));
    const supplyItemID = input.supplyItemID.trim();
    if (supplyItemID.length === 0) return badRequest(refusalTexts.missingBarcode);
    const related = [...new Set(input.relatedSupplyItemIDs.map((id) => id.trim()))];
    if (related.some((id) => id.length === 0)) return badRequest(refusalTexts.missingBarcode);
    if (procedure.status === 'canceled') return conflict(refusalTemplates.procedureIs('canceled'));

    const bag: NewSpecimenBag = { supplyItemID, relatedSupplyItemIDs: related };
    const current = action.newSpecimenBags[procedure.id];
    if (!isDeepEqual(current, bag)) {
      if (action.status === 'complete' || action.status === 'packed' || action.status === 'canceled')
        return conflict(refusalTemplates.processingActionIs(action.status));
      const refusal = checkSupplyItemUseBy(
        draft,
        { kind: 'processingAction', id: action.id, procedureID: procedure.id },
        supplyItemID,
      );
      if (refusal) return refusal;
      draft.updateProcessingAction(action.id, {
        newSpecimenBags: { ...action.newSpecimenBags, [procedure.id]: bag },
      });
      if (current && current.supplyItemID !== supplyItemID) releaseSupplyItems(draft, [current.supplyItemID]);
    }

    const photoFileID = input.photoFileID?.trim() || null;
    if (photoFileID !== null) {
      const photo = toCentrifugePhotoItem(action.id, photoFileID);
      const items = procedure.charting.items;
      const kept = items.some((item) => item.id === photo.id)
        ? items.map((item) => (item.id === photo.id ? photo : item))
        : [...items, photo];
      draft.updateProcedure(procedure.id, { charting: { ...procedure.charting, items: kept } });
    }

    const saved = draft.itinerary.processingActions[action.id]!;
    const centrifuged = saved.procedureIDs.every((id) => {
      const p = draft.procedure(id);
      return p === undefined || notNeedingBag.includes(p.status) || saved.newSpecimenBags[id] !== undefined;
    });
    if (centrifuged && (saved.status === 'incomplete' || saved.status === 'in-progress')) {
      markSupplyItemsUsed(
        draft,
        Object.values(saved.newSpecimenBags).map((b) => b.supplyItemID),
      );
      draft.updateProcessingAction(action.id, { status: 'complete' });
    }
  });
}
