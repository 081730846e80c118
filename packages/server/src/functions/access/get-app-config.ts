import { listFlagOverrides, listFlags, listPartners } from '../../repositories/flags.repository.ts';
import type { Handler } from '../context.ts';

export const getAppConfig: Handler<'getAppConfig'> = async (_input, ctx) => {
  const [flags, partners, overrides] = await Promise.all([
    listFlags(ctx.db),
    listPartners(ctx.db),
    // QA overrides never apply in production (requirements.md 6).
    ctx.caller && !ctx.config.production ? listFlagOverrides(ctx.db, ctx.caller.userId) : Promise.resolve({}),
  ]);
  return {
    production: ctx.config.production,
    patientSiteUrl: ctx.config.patientSiteUrl,
    supportEmail: ctx.config.supportEmail,
    supportPhone: ctx.config.supportPhone,
    partners,
    flags: { ...flags, ...overrides },
  };
};
