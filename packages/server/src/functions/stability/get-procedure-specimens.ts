import { findProcedureReach } from '../../repositories/procedures.repository.ts';
import { listSpecimensOfProcedures } from '../../repositories/specimens.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { mayReachProcedures } from '../procedures/procedure-access.ts';
import { toSpecimen } from './specimens.ts';

/**
 * The collected tubes of procedures the caller reaches (its nurse, its order's offices,
 * operations), for their stability clocks (issue 25). Others are left out, as unknown ids are: the
 * answer says nothing of a procedure the caller may not see. The audit row per procedure is the
 * contract's (ADR 017).
 */
export const getProcedureSpecimens: Handler<'getProcedureSpecimens'> = async ({ procedureIDs }, ctx) => {
  const caller = requireCaller(ctx);
  const reach = await findProcedureReach(ctx.db, procedureIDs);
  const may = await mayReachProcedures(ctx.db, caller, reach);
  const reachable = reach.filter(may).map((p) => p.id);
  const rows = await listSpecimensOfProcedures(ctx.db, reachable);
  return { specimens: rows.map(toSpecimen) };
};
