import { listUsersNotApproved } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';

export const listUsersAwaitingApproval: Handler<'listUsersAwaitingApproval'> = async ({ limit }, ctx) => {
  const rows = await listUsersNotApproved(ctx.db, limit);
  return { users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
};
