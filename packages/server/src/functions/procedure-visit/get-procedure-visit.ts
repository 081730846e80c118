import { refusalTexts } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { listAcceptedOfficeIDs } from '../../repositories/procedures.repository.ts';
import { findProcedureVisit } from '../../repositories/staffing.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * The procedure page's visit line (ADR 085): when the nurse comes and who, so an office whose visit
 * moved to another nurse, or waits for one, reads it. Reached as getProcedureOrder is: staff of the
 * order's office or the office that placed it, and operations.
 */
export const getProcedureVisit: Handler<'getProcedureVisit'> = async ({ procedureID }, ctx) => {
  const caller = requireCaller(ctx);
  const found = await findProcedureVisit(ctx.db, procedureID);
  const offices = caller.role === 'admin' ? null : new Set(await listAcceptedOfficeIDs(ctx.db, caller.userId));
  const reaches = (o: { officeId: string; createdByOfficeId: string }) =>
    offices === null || offices.has(o.officeId) || offices.has(o.createdByOfficeId);
  if (!found || !reaches(found)) throw new AppError('not_found', refusalTexts.procedureNotFound, 'procedureID');
  return {
    visit:
      found.at && found.timeZone ? { at: found.at, timeZone: found.timeZone, nurseName: found.nurseName } : null,
  };
};
