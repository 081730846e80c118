/**
 * Supply items in procedures (requirements.md 4): scanning one in a procedure sets it used; unsetting it
 * returns it to activated; an item is used by at most one user.
 *
 * Conventions here:
 *   - A procedure "uses" an item when any of its slots names it: supply items, kit, specimen bag,
 *     amber bags, insulated bag, or a sample's tube. The specimen bag's related supply items are
 *     a relation between items, not a use, and do not count.
 *   - Several slots of one procedure may name the same item (a tube is both a procedure supply
 *     and a sample's supplyItemID). Another procedure may not.
 *   - An item that is `used` but named by no procedure here is used elsewhere (another
 *     itinerary): refused too, unless it was packed into a shipped kit shipment for what the user
 *     works for (shipped-kit.ts, ADR 080). An `inactive` item has not been activated by the nurse: refused.
 *   - Besides procedures, three other users hold items: a processing action's new specimen bag
 *     for one procedure (centrifugation; it becomes used when the action completes), a
 *     shipment's box, and a patient visit's own bag (requirements.md 7: waypoints/{id}/supplyItem).
 *     One item has at most one user of any kind.
 *   - An item is released (back to activated) only when no user here holds it any more; a shipped
 *     kit's item stays used, as done packing left it: still that visit's, at the patient's (ADR 080).
 *   - Every "held or used already" refusal is requirements.md 5's "Barcode already scanned.": it reaches the
 *     nurse's screen, so it names no user or item id (issue 22).
 */
import type { ItineraryData, Procedure } from '../itinerary-data/model.ts';
import type { FieldDraft } from './draft.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { conflict, notFound, type Refusal } from './result.ts';
import { isShippedKitFor } from './shipped-kit.ts';

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

/**
 * Who in this itinerary holds a supply item: a procedure (any of its slots), a processing
 * action's new specimen bag for one procedure (requirements.md 4 centrifugation), a shipment's box, or a
 * waypoint's bag (the visit bag the nurse packs, requirements.md 2.11 scan-waypoint-supply).
 */
export type SupplyItemUser =
  | { kind: 'procedure'; id: string }
  | { kind: 'processingAction'; id: string; procedureID: string }
  | { kind: 'shipment'; id: string }
  | { kind: 'waypoint'; id: string };

/**
 * A stable key per user: `procedure:<id>`, `processingAction:<id>:<procedureID>`, `shipment:<id>`,
 * `waypoint:<id>`.
 */
export function toSupplyItemUserKey(user: SupplyItemUser): string {
  return user.kind === 'processingAction'
    ? `processingAction:${user.id}:${user.procedureID}`
    : `${user.kind}:${user.id}`;
}

/** Every supply item id the user holds, each once. */
export function toSupplyItemUserIDs(itinerary: ItineraryData, user: SupplyItemUser): string[] {
  switch (user.kind) {
    case 'procedure': {
      const procedure = itinerary.procedures[user.id];
      return procedure ? toProcedureSupplyItemIDs(procedure) : [];
    }
    case 'processingAction': {
      const bag = itinerary.processingActions[user.id]?.newSpecimenBags[user.procedureID];
      return bag ? [bag.supplyItemID] : [];
    }
    case 'shipment': {
      const box = itinerary.shipments[user.id]?.shipmentBoxSupplyItemID ?? null;
      return box === null ? [] : [box];
    }
    case 'waypoint': {
      const bag = itinerary.waypoints.find((w) => w.id === user.id)?.supplyItemID ?? null;
      return bag === null ? [] : [bag];
    }
  }
}

/** Every user of the itinerary that holds at least one supply item. */
export function listSupplyItemUsers(itinerary: ItineraryData): SupplyItemUser[] {
  const users: SupplyItemUser[] = [
    ...Object.keys(itinerary.procedures).map((id) => ({ kind: 'procedure' as const, id })),
    ...Object.values(itinerary.processingActions).flatMap((action) =>
      Object.keys(action.newSpecimenBags).map((procedureID) => ({
        kind: 'processingAction' as const,
        id: action.id,
        procedureID,
      })),
    ),
    ...Object.keys(itinerary.shipments).map((id) => ({ kind: 'shipment' as const, id })),
    ...itinerary.waypoints.map((w) => ({ kind: 'waypoint' as const, id: w.id })),
  ];
  return users.filter((user) => toSupplyItemUserIDs(itinerary, user).length > 0);
}

/** Every holder of the item in this itinerary, of any kind (at most one when the rules held). */
export function findAllSupplyItemUsers(itinerary: ItineraryData, supplyItemID: string): SupplyItemUser[] {
  return listSupplyItemUsers(itinerary).filter((user) => toSupplyItemUserIDs(itinerary, user).includes(supplyItemID));
}

/** The procedures of this itinerary that use the item (procedure users only; see findAllSupplyItemUsers). */
export function findSupplyItemUsers(itinerary: ItineraryData, supplyItemID: string): string[] {
  return Object.values(itinerary.procedures)
    .filter((p) => toProcedureSupplyItemIDs(p).includes(supplyItemID))
    .map((p) => p.id);
}

/** Whether the user may start holding the item now; a Refusal says why not. */
export function checkSupplyItemUseBy(
  draft: FieldDraft,
  user: SupplyItemUser,
  supplyItemID: string,
): Refusal | undefined {
  const item = draft.supplyItems[supplyItemID];
  if (!item) return notFound(refusalTemplates.supplyItemNotFound(supplyItemID));
  const key = toSupplyItemUserKey(user);
  const other = findAllSupplyItemUsers(draft.itinerary, supplyItemID).find((u) => toSupplyItemUserKey(u) !== key);
  // Whoever holds it, the nurse hears requirements.md 5's text: the item was scanned already (issue 22).
  if (other !== undefined) return conflict(refusalTexts.supplyItemInUse);
  const ownUse = toSupplyItemUserIDs(draft.itinerary, user).includes(supplyItemID);
  if (item.status === 'inactive') return conflict(refusalTemplates.supplyItemNotActivated(item.supplyName ?? null));
  if (item.status === 'used' && !ownUse && !isShippedKitFor(draft.itinerary, user, item))
    return conflict(refusalTexts.supplyItemInUse);
  return undefined;
}

/** After a user named the items: they are used (requirements.md 4). */
export function markSupplyItemsUsed(draft: FieldDraft, supplyItemIDs: readonly string[]): void {
  for (const id of supplyItemIDs) if (draft.supplyItems[id]) draft.updateSupplyItem(id, { status: 'used' });
}

/** After a user stopped naming the items: those no user holds any more are activated again. */
export function releaseSupplyItems(draft: FieldDraft, supplyItemIDs: readonly string[]): void {
  for (const id of supplyItemIDs) {
    const item = draft.supplyItems[id];
    if (item?.status === 'used' && !item.shippedKit && findAllSupplyItemUsers(draft.itinerary, id).length === 0)
      draft.updateSupplyItem(id, { status: 'activated' });
  }
}

/**
 * Replaces what one user holds: checks the new ids, applies `write` (which changes the user's
 * slots), then marks the new ids used and releases the ones it dropped.
 */
export function swapSupplyItems(
  draft: FieldDraft,
  user: SupplyItemUser,
  added: readonly string[],
  write: () => void,
): Refusal | undefined {
  // Every item is checked first, so a refusal leaves nothing half-written.
  for (const id of added) {
    const refusal = checkSupplyItemUseBy(draft, user, id);
    if (refusal) return refusal;
  }
  const before = toSupplyItemUserIDs(draft.itinerary, user);
  write();
  const after = toSupplyItemUserIDs(draft.itinerary, user);
  markSupplyItemsUsed(draft, added);
  releaseSupplyItems(
    draft,
    before.filter((id) => !after.includes(id)),
  );
  return undefined;
}

/** The same for one procedure's slots. */
export function swapProcedureSupplyItems(
  draft: FieldDraft,
  procedureID: string,
  added: readonly string[],
  write: () => void,
): Refusal | undefined {
  return swapSupplyItems(draft, { kind: 'procedure', id: procedureID }, added, write);
}
