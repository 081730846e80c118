import { declineShiftOffer as decline } from '@sc/domain/transitions/offers';
import { refusalTemplates } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';
import { appliedChanges } from '../refusals.ts';
import { publishShifts } from '../shift-notices.ts';
import { asOfNow, lockShiftState, writeOfferChanges } from './offers.ts';

/** The nurse declines a shift offered to them, with a reason (requirements.md 4, 9). */
export const declineShiftOffer: Handler<'declineShiftOffer'> = async ({ shiftID, reason }, ctx) => {
  const caller = requireCaller(ctx);
  const shift = await lockShiftState(ctx.db, shiftID).then((s) => s && asOfNow(s, ctx));
  if (!shift) throw new AppError('not_found', refusalTemplates.offerNotFound('Shift'), 'shiftID');
  const changes = appliedChanges(decline(shift, { userID: caller.userId, reason }), {
    not_found: 'shiftID',
    bad_request: 'reason',
  });
  await writeOfferChanges(ctx.db, changes);
  if (changes.length > 0) publishShifts(ctx, [caller.userId]);
  return { ok: true as const };
};
