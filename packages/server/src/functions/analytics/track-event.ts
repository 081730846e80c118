import { requireCaller, type Handler } from '../context.ts';

/** SPEC.md 7: an event of the screens, written just after the answer with the others. */
export const trackEvent: Handler<'trackEvent'> = async ({ name, route, geo, properties }, ctx) => {
  ctx.analytics.record({ name, userId: requireCaller(ctx).userId, route: route ?? null, geo: geo ?? null, properties });
  return { ok: true as const };
};
