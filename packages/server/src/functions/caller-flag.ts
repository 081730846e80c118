import { listFlagOverrides, listFlags } from '../repositories/flags.repository.ts';
import { requireCaller, type FnContext } from './context.ts';

/** A feature flag as the caller sees it: their QA override, else the global value. */
export async function callerFlag(ctx: FnContext, name: string): Promise<boolean> {
  const caller = requireCaller(ctx);
  const [flags, overrides] = [await listFlags(ctx.db), await listFlagOverrides(ctx.db, caller.userId)];
  return overrides[name] ?? flags[name] ?? false;
}
