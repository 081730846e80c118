import { requireCaller, type Handler } from '../context.ts';
import { applyUserDecision } from '../operations/decisions.ts';

/**
 * Operations approve a person (requirements.md 6, 7); their open screen changes through `users/{id}`. The
 * same path as decideOnUser's approve (issue 25): a declined or waitlisted person is refused.
 */
export const approveUser: Handler<'approveUser'> = async ({ userID }, ctx) => {
  requireCaller(ctx);
  const { status } = await applyUserDecision(ctx, userID, 'approve');
  return { userID, status };
};
