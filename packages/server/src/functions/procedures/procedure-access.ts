/**
 * Who reaches a procedure (requirements.md 3, 6): its itinerary's nurse; office staff of the office the
 * order belongs to or the one that initiated it, once that office is approved (requirements.md 6);
 * operations. Anyone else gets the same answer as for an unknown id.
 */
import type { Db } from '../../db/client.ts';
import { listAcceptedOfficeIDs, type ProcedureReach } from '../../repositories/procedures.repository.ts';
import type { Caller } from '../context.ts';

export async function mayReachProcedures(db: Db, caller: Caller, procedures: readonly ProcedureReach[]) {
  if (caller.role === 'admin') return () => true;
  if (caller.role === 'nurse') return (p: ProcedureReach) => p.nurseUserID === caller.userId;
  if (caller.role !== 'prescriber' && caller.role !== 'assistant') return () => false;
  if (procedures.length === 0) return () => false;
  const offices = new Set(await listAcceptedOfficeIDs(db, caller.userId));
  return (p: ProcedureReach) =>
    (p.officeID !== null && offices.has(p.officeID)) ||
    (p.createdByOfficeID !== null && offices.has(p.createdByOfficeID));
}
