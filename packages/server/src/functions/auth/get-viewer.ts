import { loadViewer } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';

export const getViewer: Handler<'getViewer'> = async (_input, ctx) => ({
  viewer: ctx.caller ? await loadViewer(ctx.db, ctx.caller.userId) : null,
});
