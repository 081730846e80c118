import { badRequest, forbidden } from '../../lib/app-error.ts';
import { listFlags, setFlagOverride } from '../../repositories/flags.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const QA_OVERRIDES_REFUSED = 'QA overrides are not allowed in production.';

export const setFeatureFlagOverride: Handler<'setFeatureFlagOverride'> = async ({ flag, enabled }, ctx) => {
  const caller = requireCaller(ctx);
  if (ctx.config.production) throw forbidden(QA_OVERRIDES_REFUSED);
  if (!(flag in (await listFlags(ctx.db)))) throw badRequest(`Unknown flag ${flag}.`, 'flag');
  await setFlagOverride(ctx.db, caller.userId, flag, enabled);
  ctx.publish(`users/${caller.userId}`);
  return { ok: true };
};
