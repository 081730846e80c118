/** A nurse's fulfillments (requirements.md 3 User.supplies.fulfillments; issue 23): kits sent to her. */

/** `shipped` on its way, `delivered` in her hands waiting to be activated, `activated` once every item was scanned. */
export const fulfillmentStatuses = ['shipped', 'delivered', 'activated'] as const;
export type FulfillmentStatus = (typeof fulfillmentStatuses)[number];
