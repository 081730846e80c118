/**
 * Supply items in procedures (SPEC.md 4): scanning one in a procedure sets it used; unsetting it
 * returns it to activated; an item is used by at most one procedure.
 *
 * Conventions here:
 *   - A procedure "uses" an item when any of its slots names it: supply items, kit, specimen bag,
 *     amber bags, insulated bag, or a sample's tube. The specimen bag's related supply items are
 *     a relation between items, not a use, and do not count.
 *   - Several slots of one procedure may name the same item (a tube is both a procedure supply
 *     and a sample's supplyItemID). Another procedure may not.
 *   - An item that is `used` but named by no procedure here is used elsewhere (another
 *     itinerary): refused too. An `inactive` item has not been activated by the nurse: refused.
 *   - An item is released (back to activated) only when no procedure here names it any more.
 */
import type { ItineraryData, Procedure } from '../itinerary/model.ts';
import type { FieldDraft } from './draft.ts';
import { refusalTemplates } from './refusals.ts';
import { conflict, notFound, type Refusal } from './result.ts';

/** Every supply item id a procedure uses, each once, in slot order. */
export function toProcedureSupplyItemIDs(procedure: Procedure): string[] {
  const ids = [
    ...procedure.supplyItemIDs,
    procedure.kitSupplyItemID,
    procedure.specimenBag?.id ?? null,
    ...procedure.amberBagIDs,
    procedure.insulatedBagID,
    ...procedure.samples.map((s) => s.supplyItemID),
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** The procedures of this itinerary that use the item (at most one when the rules held). */
export function findSupplyItemUsers(itinerary: ItineraryData, supplyItemID: string): string[] {
  return Object.values(itinerary.procedures)
    .filter((p) => toProcedureSupplyItemIDs(p).includes(supplyItemID))
    .map((p) => p.id);
}

/** Whether the procedure may start using the item now; a Refusal says why not. */
export function checkSupplyItemUse(draft: FieldDraft, procedureID: string, supplyItemID: string): Refusal | undefined {
  const item = draft.supplyItems[supplyItemID];
  if (!item) return notFound(refusalTemplates.supplyItemNotFound(supplyItemID));
  const other = findSupplyItemUsers(draft.itinerary, supplyItemID).find((id) => id !== procedureID);
  if (other !== undefined) return conflict(refusalTemplates.supplyItemUsedBy(supplyItemID, other));
  const procedure = draft.procedure(procedureID);
  const ownUse = procedure !== undefined && toProcedureSupplyItemIDs(procedure).includes(supplyItemID);
  if (item.status === 'inactive') return conflict(refusalTemplates.supplyItemNotActivated(supplyItemID));
  if (item.status === 'used' && !ownUse) return conflict(refusalTemplates.supplyItemUsed(supplyItemID));
  return undefined;
}

/** Checks every item first, so a refusal leaves nothing half-written. */
export function checkSupplyItemUses(
  draft: FieldDraft,
  procedureID: string,
  supplyItemIDs: readonly string[],
): Refusal | undefined {
  for (const id of supplyItemIDs) {
    const refusal = checkSupplyItemUse(draft, procedureID, id);
    if (refusal) return refusal;
  }
  return undefined;
}

/** After a procedure named the items: they are used (SPEC.md 4). */
export function markSupplyItemsUsed(draft: FieldDraft, supplyItemIDs: readonly string[]): void {
  for (const id of supplyItemIDs) if (draft.supplyItems[id]) draft.updateSupplyItem(id, { status: 'used' });
}

/** After a procedure stopped naming the items: those no procedure names any more are activated again. */
export function releaseSupplyItems(draft: FieldDraft, supplyItemIDs: readonly string[]): void {
  for (const id of supplyItemIDs) {
    const item = draft.supplyItems[id];
    if (item?.status === 'used' && findSupplyItemUsers(draft.itinerary, id).length === 0)
      draft.updateSupplyItem(id, { status: 'activated' });
  }
}

/**
 * Replaces what one procedure uses: checks the new ids, applies `write` (which changes the
 * procedure's slots), then marks the new ids used and releases the ones it dropped.
 */
export function swapProcedureSupplyItems(
  draft: FieldDraft,
  procedureID: string,
  added: readonly string[],
  write: () => void,
): Refusal | undefined {
  const refusal = checkSupplyItemUses(draft, procedureID, added);
  if (refusal) return refusal;
  const before = toProcedureSupplyItemIDs(draft.procedure(procedureID)!);
  write();
  const after = toProcedureSupplyItemIDs(draft.procedure(procedureID)!);
  markSupplyItemsUsed(draft, added);
  releaseSupplyItems(
    draft,
    before.filter((id) => !after.includes(id)),
  );
  return undefined;
}
