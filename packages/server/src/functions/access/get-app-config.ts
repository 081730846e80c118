import { listFlagOverrides, listFlags, listPartners } from '../../repositories/flags.repository.ts';
import type { Handler } from '../context.ts';

export const getAppConfig: Handler<'getAppConfig'> = async (_input, ctx) => {
  const flags = await listFlags(ctx.db);
  const partners = await listPartners(ctx.db);
  // QA overrides never apply in production (requirements.md 6).
  const overrides = ctx.caller && !ctx.config.production ? await listFlagOverrides(ctx.db, ctx.caller.userId) : {};
  return {
    production: ctx.config.production,
    patientSiteUrl: ctx.config.patientSiteUrl,
    supportEmail: ctx.config.supportEmail,
    supportPhone: ctx.config.supportPhone,
    partners,
    flags: { ...flags, ...overrides },
  };
};
