import type { Handler } from '../context.ts';

export const signOut: Handler<'signOut'> = async (_input, ctx) => {
  await ctx.session.end();
  return { ok: true };
};
