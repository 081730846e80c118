import type { Handler } from '../context.ts';
import { applyOfficeDecision, applyUserDecision } from './decisions.ts';

/** Approve, decline, waitlist or ask for an interview, as the rule allows (issue 25). */
export const decideOnUser: Handler<'decideOnUser'> = ({ userID, decision }, ctx) =>
  applyUserDecision(ctx, userID, decision);

/** Approve an office or ask it for a demo call, as the rule allows (issue 25). */
export const decideOnOffice: Handler<'decideOnOffice'> = ({ officeID, decision }, ctx) =>
  applyOfficeDecision(ctx, officeID, decision);
