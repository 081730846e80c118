/** Which emails an office's staff can get (see offices/notifications.ts, ADR 031). */
export const officeNotificationKinds = [
  'order-collected',
  'order-failed',
  'results-available',
  'daily-summary',
] as const;
export type OfficeNotificationKind = (typeof officeNotificationKinds)[number];
