import { labDeadlineOf, whereaboutsOf } from '@sc/domain/custody/specimen-whereabouts';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { findStabilityHours, listCustodyEvents } from '../../repositories/custody-events.repository.ts';
import { findProcedureReach } from '../../repositories/procedures.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { mayReachProcedures } from '../procedures/procedure-access.ts';

/**
 * The procedure page's timeline (issue 14): its custody events with who, where and what, for
 * those who reach the procedure (its order's offices, its nurse, operations); anyone else gets
 * the answer an unknown id gets.
 */
export const getProcedureTimeline: Handler<'getProcedureTimeline'> = async ({ procedureID }, ctx) => {
  const caller = requireCaller(ctx);
  const reach = await findProcedureReach(ctx.db, [procedureID]);
  const may = await mayReachProcedures(ctx.db, caller, reach);
  if (!reach[0] || !may(reach[0])) throw new AppError('not_found', refusalTexts.procedureNotFound, 'procedureID');
  const rows = await listCustodyEvents(ctx.db, procedureID);
  const whereabouts = whereaboutsOf(rows.map((r) => r.kind));
  const collectedAt = rows.find((r) => r.kind === 'sample-collected')?.at.toISOString() ?? null;
  const stable = collectedAt === null ? null : await findStabilityHours(ctx.db, procedureID);
  return {
    whereabouts,
    labDeadline: labDeadlineOf(whereabouts, collectedAt, stable),
    events: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      at: r.at.toISOString(),
      by:
        r.actorFirstName !== null
          ? { name: `${r.actorFirstName} ${r.actorLastName ?? ''}`.trim(), role: r.actorRole }
          : null,
      place: r.placeName && r.place ? `${r.placeName}, ${r.place}` : (r.placeName ?? r.place),
      supply: r.supplyName !== null ? { name: r.supplyName, serial: r.serial } : null,
      detail: r.detail,
    })),
  };
};
