/**
 * Partnerships between offices (requirements.md 3 Office.partners, 6 "Lab offices see patient options
 * from all partner offices"; ADR 031).
 *
 * Why this is careful: a partnership hands one office another office's patients. So it takes both
 * offices: each names the other (by the office ID the other shares with it). One office naming
 * another is only a request, which the other sees and may return; until it does, nothing is shared.
 * Either office ending it ends it for both.
 *
 * What it shares: a lab office orders for the patients of its partners. Only a lab does: a staffing
 * or other office partnered with a lab does not see the lab's patients. Two labs partnered see each
 * other's, both being labs. A partnership without a lab in it would share nothing, so it is refused.
 */
import type { OfficeType } from '../vocabulary/accounts.ts';
import type { PartnerState } from '../vocabulary/offices.ts';

// Where two offices stand is declared in vocabulary/; partnerships' readers may take it from here.
export { partnerStates, type PartnerState } from '../vocabulary/offices.ts';

export const PARTNER_REFUSALS = {
  unknownOffice: 'Office not found.',
  self: 'An office cannot be its own partner.',
  noLab: 'A partnership needs a lab office: a lab orders for its partners’ patients.',
  unknownPartner: 'Partner not found.',
} as const;

/** Whether an office of this type orders for its partners' patients. */
export function seesPartnerPatients(type: OfficeType): boolean {
  return type === 'lab';
}

/** Whether two offices of these types may partner: at least one is a lab. */
export function mayPartner(a: OfficeType, b: OfficeType): boolean {
  return seesPartnerPatients(a) || seesPartnerPatients(b);
}

/** The refusal of `office` naming `partner`, or null. */
export function partnershipRefusal(
  office: { id: string; type: OfficeType },
  partner: { id: string; type: OfficeType },
): string | null {
  if (office.id === partner.id) return PARTNER_REFUSALS.self;
  if (!mayPartner(office.type, partner.type)) return PARTNER_REFUSALS.noLab;
  return null;
}

/** Where two offices stand, from whether each names the other; null when neither does. */
export function partnerStateOf(weNameThem: boolean, theyNameUs: boolean): PartnerState | null {
  if (weNameThem && theyNameUs) return 'partners';
  if (weNameThem) return 'requested';
  if (theyNameUs) return 'asked';
  return null;
}

/**
 * The offices whose patients `office` may order for: its own, and for a lab those of its partners
 * (only partnerships that hold: see partnerStateOf).
 */
export function patientOfficeIDs(office: { id: string; type: OfficeType }, partnerIDs: readonly string[]): string[] {
  return seesPartnerPatients(office.type) ? [office.id, ...partnerIDs.filter((id) => id !== office.id)] : [office.id];
}
