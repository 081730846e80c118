import type { Handler } from '../context.ts';
import { applyOfficeDecision } from '../operations/decisions.ts';

/**
 * Operations approve an office once its demo call is done (requirements.md 2.4: "approve your office after
 * the call"; 4 office status), by the same rule as decideOnOffice (issue 25). Approving an
 * approved office changes nothing. Its staff's open pages change through `users/{id}` (their
 * viewer carries the office's status).
 */
export const approveOffice: Handler<'approveOffice'> = async ({ officeID }, ctx) => {
  const { status } = await applyOfficeDecision(ctx, officeID, 'approve');
  return { officeID, status };
};
