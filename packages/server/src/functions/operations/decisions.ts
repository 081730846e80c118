/**
 * Operations' decisions, one path for each kind of record (issue 25): the rule of
 * people-decisions.ts, then the write, its audit row, the person's email and the notices, in the
 * call's transaction. approveUser (requirements.md 7) and approveOffice take the same path.
 */
import {
  decideOnOffice,
  decideOnUser,
  USER_DECISION_EMAILS,
  type OfficeDecision,
  type UserDecision,
} from '@sc/domain/access/people-decisions';
import { messages } from '@sc/domain/messages';
import type { OfficeStatus, UserStatus } from '@sc/domain/vocabulary/accounts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findOffice, listOfficeStaff, updateOffice } from '../../repositories/offices.repository.ts';
import { lockUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type FnContext } from '../context.ts';
import { OFFICE_NOT_FOUND } from '../offices/get-office.ts';

export async function applyUserDecision(
  ctx: FnContext,
  userID: string,
  decision: UserDecision,
): Promise<{ userID: string; status: UserStatus; changed: boolean }> {
  requireCaller(ctx);
  const user = await lockUserById(ctx.db, userID);
  if (!user) throw new AppError('not_found', messages.userNotFound, 'userID');
  const outcome = decideOnUser(user.role, user.status, decision);
  if (outcome.kind === 'refused') throw new AppError('conflict', outcome.message, 'decision');
  if (outcome.kind === 'unchanged') return { userID, status: outcome.status, changed: false };
  await updateUser(ctx.db, userID, { status: outcome.to });
  await ctx.audit({
    action: `user.${decision}`,
    recordType: 'user',
    recordId: userID,
    detail: { from: outcome.from, to: outcome.to },
  });
  const email = USER_DECISION_EMAILS[decision];
  await ctx.adapters.email.send(ctx.db, {
    to: user.email,
    subject: email.subject,
    text: email.text,
    links: [`${ctx.config.publicUrl}/login`],
  });
  ctx.publish(`users/${userID}`);
  return { userID, status: outcome.to, changed: true };
}

export async function applyOfficeDecision(
  ctx: FnContext,
  officeID: string,
  decision: OfficeDecision,
): Promise<{ officeID: string; status: OfficeStatus; changed: boolean }> {
  requireCaller(ctx);
  const office = await findOffice(ctx.db, officeID);
  if (!office) throw notFound(OFFICE_NOT_FOUND);
  const outcome = decideOnOffice(office.status, decision);
  if (outcome.kind === 'refused') throw new AppError('conflict', outcome.message, 'decision');
  if (outcome.kind === 'unchanged') return { officeID, status: outcome.status, changed: false };
  await updateOffice(ctx.db, office.id, { status: outcome.to });
  await ctx.audit({
    action: `office.${decision}`,
    recordType: 'office',
    recordId: office.id,
    detail: { from: outcome.from, to: outcome.to },
  });
  ctx.publish(`offices/${office.id}`);
  // Their viewer carries the office's status: each member's open pages change.
  for (const member of await listOfficeStaff(ctx.db, office.id)) ctx.publish(`users/${member.userID}`);
  return { officeID: office.id, status: outcome.to, changed: true };
}
