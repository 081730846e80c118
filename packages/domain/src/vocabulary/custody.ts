/** Custody events (see custody/custody-event.ts): the append-only record of a specimen's way. */

/** Every kind of event, in the order a visit normally meets them. */
export const custodyEventKinds = [
  'ordered',
  'scheduled',
  'nurse-assigned',
  'en-route',
  'arrived',
  'sample-collected',
  'collection-failed',
  'centrifuged',
  'bagged',
  'collection-completed',
  'packed',
  'shipped',
  'to-lab',
  'dropped-off',
  'failed',
  'canceled',
] as const;
export type CustodyEventKind = (typeof custodyEventKinds)[number];
