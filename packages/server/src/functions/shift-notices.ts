import type { FnContext } from './context.ts';

/** Each nurse's offer list (and schedule) is `shifts/{userID}`: offers and check-in both change it. */
export function publishShifts(ctx: FnContext, userIDs: Iterable<string | null>): void {
  for (const id of new Set(userIDs)) if (id) ctx.publish(`shifts/${id}`);
}
