import { messages } from '@sc/domain/messages';
import { acceptShiftOffer as accept } from '@sc/domain/transitions/offers';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { publishShifts } from '../shift-notices.ts';
import { lockShiftState, withOfferFor, writeOfferChanges } from './offers.ts';
import { shiftWork, workOverlapRefusal } from './work-overlap.ts';

/**
 * Operations assign a nurse to a shift (requirements.md 7): the nurse's acceptance, made for them, offered
 * or not. An unknown shift or nurse is a 404; a rule that refuses (taken by another nurse, a
 * declined offer, a shift no longer open) answers `success: false` with the rule's text.
 */
export const assignNurseToShift: Handler<'assignNurseToShift'> = async ({ shiftID, userID }, ctx) => {
  requireCaller(ctx);
  const shift = await lockShiftState(ctx.db, shiftID);
  if (!shift) throw new AppError('not_found', refusalTexts.shiftNotFound, 'shiftID');
  const nurse = await findUserById(ctx.db, userID);
  if (nurse?.role !== 'nurse') throw new AppError('not_found', messages.userNotFound, 'userID');
  const result = accept(withOfferFor(shift, userID), { userID });
  if (!result.ok) return { success: false, message: result.refusal.message };
  if (result.changes.length > 0) {
    // Operations accept for her: the same rule as her own acceptance (ADR 070).
    const overlap = await workOverlapRefusal(ctx.db, userID, () => shiftWork(ctx.db, shiftID));
    if (overlap) return { success: false, message: overlap };
    await writeOfferChanges(ctx.db, result.changes);
    await ctx.audit({
      action: 'shift.assign',
      recordType: 'shift',
      recordId: shiftID,
      subjectUserId: userID,
      detail: { shiftID },
    });
    publishShifts(ctx, [userID, ...Object.keys(shift.nursesOffered)]);
  }
  return { success: true };
};
