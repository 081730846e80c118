import { toStepTime } from '@sc/domain/field-checks/field-writes';
import { requireCaller, type Handler } from '../context.ts';

/** requirements.md 7: an event of the screens, written just after the answer with the others. */
export const trackEvent: Handler<'trackEvent'> = async ({ name, route, geo, properties }, ctx) => {
  const userId = requireCaller(ctx).userId;
  ctx.analytics.record({
    name,
    userId,
    route: route ?? null,
    geo: geo ?? null,
    properties,
    at: ctx.config.clock.now(),
  });
  return { ok: true as const };
};

/**
 * The events a phone gathered while it answered scans itself (ADR 022), sent together: each keeps
 * the time it happened. One whose time is not a step time (more than 48 h old, in the future) is
 * left out rather than refusing the batch: an analytics event is not worth a nurse's attention.
 */
export const trackEvents: Handler<'trackEvents'> = async ({ events }, ctx) => {
  const userId = requireCaller(ctx).userId;
  const now = ctx.config.clock.now().getTime();
  let recorded = 0;
  for (const { name, route, geo, properties, at } of events) {
    const time = toStepTime(at, now);
    if (time === null) continue;
    ctx.analytics.record({ name, userId, route: route ?? null, geo: geo ?? null, properties, at: new Date(time) });
    recorded += 1;
  }
  return { ok: true as const, recorded };
};
