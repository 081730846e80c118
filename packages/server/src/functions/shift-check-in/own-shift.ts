/** The caller's own shift: another nurse's answers 404 like an unknown one. */
import { refusalTemplates, refusalTexts } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { findShiftRow, lockShift } from '../../repositories/shifts.repository.ts';
import type { ShiftRow } from '../../repositories/shift-check-in.repository.ts';
import { requireCaller, type FnContext } from '../context.ts';

function requireOwn(row: ShiftRow | undefined, userId: string): ShiftRow {
  if (!row || row.userId !== userId) throw new AppError('not_found', refusalTexts.shiftNotFound, 'shiftID');
  return row;
}

export async function readOwnShift(ctx: FnContext, shiftID: string): Promise<ShiftRow> {
  return requireOwn(await findShiftRow(ctx.db, shiftID), requireCaller(ctx).userId);
}

/** Locked for the transaction; preparing for a shift is open until it is complete or canceled. */
export async function lockPreparableShift(ctx: FnContext, shiftID: string): Promise<ShiftRow> {
  const row = requireOwn(await lockShift(ctx.db, shiftID), requireCaller(ctx).userId);
  if (row.status !== 'accepted' && row.status !== 'in_progress')
    throw new AppError('conflict', refusalTemplates.shiftIs(row.status), 'shiftID');
  return row;
}
