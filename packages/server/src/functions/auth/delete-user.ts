import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { hasLedgerHistory } from '../../repositories/ledger.repository.ts';
import { deleteUserById, findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** Deletes an account: your own (you are signed out), or anyone's as operations (audited by its contract). */
export const deleteUser: Handler<'deleteUser'> = async ({ userID }, ctx) => {
  const caller = requireCaller(ctx);
  if (caller.role !== 'admin' && userID !== caller.userId)
    throw new AppError('not_found', messages.userNotFound, 'userID');
  const user = await findUserById(ctx.db, userID);
  if (!user) throw new AppError('not_found', messages.userNotFound, 'userID');
  // Money records outlive the account (ADR 041): a nurse who was paid is not deleted.
  if (await hasLedgerHistory(ctx.db, userID)) throw new AppError('conflict', messages.accountDeleteFailed);
  if (userID === caller.userId) await ctx.session.end();
  await deleteUserById(ctx.db, userID);
  ctx.publish(`users/${userID}`);
  return { ok: true };
};
