import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { lockUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** Operations approve a person (SPEC.md 6); their open screen changes through `users/{id}`. */
export const approveUser: Handler<'approveUser'> = async ({ userID }, ctx) => {
  requireCaller(ctx);
  const user = await lockUserById(ctx.db, userID);
  if (!user) throw new AppError('not_found', messages.userNotFound, 'userID');
  if (user.status !== 'approved') {
    await updateUser(ctx.db, userID, { status: 'approved' });
    await ctx.audit({ action: 'user.approve', recordType: 'user', recordId: userID, detail: { from: user.status } });
    await ctx.adapters.email.send(ctx.db, {
      to: user.email,
      subject: 'You are approved',
      text: 'Good news: your account has been approved. Sign in to get started.',
      links: [`${ctx.config.publicUrl}/login`],
    });
    ctx.publish(`users/${userID}`);
  }
  return { userID, status: 'approved' as const };
};
