/** The optional leading partnerName of every route (requirements.md 1, 2.7). */
export interface Partner {
  name: string;
  displayName: string;
  color: string;
}

export type PartnerMatch = { kind: 'none' } | { kind: 'partner'; partner: Partner } | { kind: 'unknown' };

export function matchPartner(partnerName: string | undefined, partners: readonly Partner[]): PartnerMatch {
  if (partnerName === undefined || partnerName === '') return { kind: 'none' };
  const partner = partners.find((p) => p.name === partnerName.toLowerCase());
  return partner ? { kind: 'partner', partner } : { kind: 'unknown' };
}

/** Partner names are lower-case slugs so they can never shadow a route word. */
export const PARTNER_NAME_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
