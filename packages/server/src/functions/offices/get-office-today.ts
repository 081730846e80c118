import { countTeam } from '../../repositories/offices.repository.ts';
import { countOfficeToday } from '../../repositories/office-today.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The office home's numbers (issue 27): its team, and today's visits, results in and failed collections. */
export const getOfficeToday: Handler<'getOfficeToday'> = async ({ officeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  return {
    team: await countTeam(ctx.db, office.id),
    ...(await countOfficeToday(ctx.db, office.id, ctx.config.clock.now())),
  };
};
