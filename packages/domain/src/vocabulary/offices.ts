/** Which emails an office's staff can get (see offices/notifications.ts, ADR 031). */
export const officeNotificationKinds = [
  'order-collected',
  'order-failed',
  'results-available',
  'daily-summary',
] as const;
export type OfficeNotificationKind = (typeof officeNotificationKinds)[number];

/** Where two offices stand, seen from one of them (offices/partnerships.ts). */
export const partnerStates = ['partners', 'requested', 'asked'] as const;
/**
 * - `partners`: both name each other: the partnership holds;
 * - `requested`: this office named the other, which has not named it back;
 * - `asked`: the other office named this one, which has not named it back.
 */
export type PartnerState = (typeof partnerStates)[number];
