import { listDaysOut } from '../../repositories/staffing.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The nurses operations marked out on a day (ADR 085): the live day lists them above its itineraries. */
export const listNursesOut: Handler<'listNursesOut'> = async ({ day }, ctx) => {
  requireCaller(ctx);
  const rows = await listDaysOut(ctx.db, day);
  return { nurses: rows.map((r) => ({ id: r.userId, name: r.name })) };
};
