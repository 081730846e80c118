/**
 * Office staff reach an office's orders, team and reports only as accepted members of an approved
 * office (requirements.md 2.8, 6); operations reach every office. Any other office answers like one that
 * does not exist.
 */
import { ORDER_REFUSALS } from '@sc/domain/orders/order-request';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findMembership, findOffice } from '../repositories/offices.repository.ts';
import type { Caller } from './context.ts';

export async function requireOfficeStaff(db: Db, caller: Caller, officeID: string) {
  const office = await findOffice(db, officeID);
  const refuse = () => new AppError('not_found', ORDER_REFUSALS.unknownOffice, 'officeID');
  if (!office) throw refuse();
  if (caller.role === 'admin') return office;
  if (office.status !== 'approved') throw refuse();
  const membership = await findMembership(db, officeID, caller.userId);
  if (!membership || membership.invitationStatus !== 'accepted' || membership.role !== caller.role) throw refuse();
  return office;
}
