/**
 * Which emails an office's staff get (issue 14, office settings; ADR 031): one small fixed set
 * (vocabulary/offices.ts). The database constrains `offices.notification_emails` to these keys and the
 * settings page lists them in this order with these words.
 */
import { officeNotificationKinds, type OfficeNotificationKind } from '../vocabulary/offices.ts';

/** What a new office gets: every order and results email, not the daily summary. */
export const DEFAULT_OFFICE_NOTIFICATIONS: readonly OfficeNotificationKind[] = [
  'order-collected',
  'order-failed',
  'results-available',
];

/** What each email is, as the settings page names and explains it. */
export const OFFICE_NOTIFICATION_TEXTS: Record<OfficeNotificationKind, { label: string; hint: string }> = {
  'order-collected': {
    label: 'Order collected',
    hint: 'When a nurse has collected an order’s samples.',
  },
  'order-failed': {
    label: 'Order failed',
    hint: 'When a collection failed; its page says why.',
  },
  'results-available': {
    label: 'Results available',
    hint: 'When the lab has posted results for one of your orders.',
  },
  'daily-summary': {
    label: 'Daily summary',
    hint: 'Each morning: yesterday’s orders, collections and failures.',
  },
};

export function isOfficeNotificationKind(value: string): value is OfficeNotificationKind {
  return (officeNotificationKinds as readonly string[]).includes(value);
}

/** The chosen kinds once each, in the declared order (what is stored and shown). */
export function normalizeOfficeNotifications(kinds: readonly OfficeNotificationKind[]): OfficeNotificationKind[] {
  const chosen = new Set(kinds);
  return officeNotificationKinds.filter((kind) => chosen.has(kind));
}
