/**
 * The packer's texts (issue 26). requirements.md 8's are verbatim ("Missing shipment", "Error adding supplies
 * to place."); the scan texts are requirements.md 5's (scanning/messages.ts). requirements.md gives no text for a wrong
 * printed form, a box or an expired kit: those below are ours, each naming what was expected.
 */
import { formatDateKey, LONG_DATE_FORMAT } from '../format/dates.ts';

export const packingMessages = {
  /** requirements.md 8, Supplies, verbatim. */
  missingShipment: 'Missing shipment',
  /** requirements.md 8, Supplies, verbatim. */
  errorAddingSupplies: 'Error adding supplies to place.',
  // Ours:
  wrongRequisitionForm: "This is not this procedure's requisition form.",
  wrongInstructionSheet: "This is not this procedure's instruction sheet.",
  wrongShippingLabel: "This is not this shipment's shipping label.",
  printLabelFirst: 'Print the shipping label before scanning it.',
  notABox: 'This is not a supply box.',
  kitAlreadyPacked: 'This procedure already has its kit.',
  wrongBox: "This is not this shipment's supply box.",
  alreadyPacked: 'This supply transfer is already packed.',
  notPacked: 'This supply transfer is not packed yet.',
  notReadyToShip: 'This shipment is not ready to ship.',
  alreadyShipped: 'This shipment has already shipped.',
  notAtThisPlace: 'This supply is not at your place.',
  alreadyActive: 'This supply is already active at your place.',
} as const;

/**
 * Beyond the spec (ADR 086): an item that expires before the day it is needed, both days in words
 * (ADR 086: never "2026-11-28"). The visit is days away when a kit is packed, so its year is the
 * reference: the expiry shows its year only when it is another (ADR 078's rule, read from the visit).
 */
export function expiresBeforeVisit(what: 'kit' | 'supply', expiresOn: string, neededBy: string): string {
  const expires = formatDateKey(expiresOn, LONG_DATE_FORMAT, neededBy);
  const visit = formatDateKey(neededBy, LONG_DATE_FORMAT);
  return `This ${what} expires on ${expires}, before the visit on ${visit}. Take another ${what} from the shelf.`;
}

/** A supply activated at the packer's place, and her place's count of it now, as a sentence (ADR 086). */
export function supplyAddedHere(name: string, quantity: number): string {
  return `${name} added. You now have ${quantity} at your location.`;
}
