/**
 * Which supply types a scan step takes. Bags, boxes and kits are told apart by their supply's type
 * (a scan answers only the supply id), so the caller looks the type up and asks here. A known type
 * that is not one of those asked for is "Wrong supply" (requirements.md 5); the server's transitions read
 * the same lists.
 */
import type { SupplyType } from '../vocabulary/supplies.ts';
import { scanMessages, type ScanMessage } from './messages.ts';

export const acceptedSupplyTypes = {
  /**
   * What may be a procedure's kit (requirements.md 2.11 "scan procedure supply (kit container)"): a kit
   * shipped ahead, or the procedure bag a nurse packs for a procedure she supplies (ADR 014).
   */
  kit: ['kit', 'procedure-bag'],
  /** What may be a visit bag: a branded bag (requirements.md 3 supply kinds), as the shift bag is (ADR 014). */
  visitBag: ['branded-bag'],
  /** What may be a shift bag: a branded bag, and not one the shift's supply list asks for (`shiftBagRefusal`). */
  shiftBag: ['branded-bag'],
  amberBag: ['amber-bag'],
  insulatedBag: ['insulated-bag'],
  specimenBag: ['specimen-bag'],
  mailInBox: ['mail-in-box'],
} as const satisfies Record<string, readonly SupplyType[]>;

/** Whether an item of `supplyType` may be scanned where `allowed` types are asked for. */
export function isSupplyTypeAllowed(supplyType: string, allowed: readonly string[]): boolean {
  return allowed.includes(supplyType);
}

/** "Wrong supply" when an item's type is known (not null) and not one of `allowed`; else null. */
export function supplyTypeRefusal(supplyType: string | null, allowed: readonly string[]): ScanMessage | null {
  return supplyType !== null && !isSupplyTypeAllowed(supplyType, allowed) ? scanMessages.wrongSupply : null;
}

/**
 * The shift bag (requirements.md 2.10 scan-shift-bag): a branded bag that is not one of the supplies the
 * shift's list asks for. The visit bags are branded bags too, and that list counts them, so a visit
 * bag scanned here is "Wrong supply" rather than a shift bag that leaves the visit short of one.
 */
export function shiftBagRefusal(
  item: { supplyType: string | null; supplyID: string },
  requiredSupplyIDs: readonly string[],
): ScanMessage | null {
  if (requiredSupplyIDs.includes(item.supplyID)) return scanMessages.wrongSupply;
  return supplyTypeRefusal(item.supplyType, acceptedSupplyTypes.shiftBag);
}
