import { acceptShiftOffer as accept } from '@sc/domain/transitions/offers';
import { refusalTemplates } from '@sc/domain/transitions/refusals';
import { AppError, conflict } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';
import { appliedChanges } from '../refusals.ts';
import { publishShifts } from '../shift-notices.ts';
import { asOfNow, lockShiftState, writeOfferChanges } from './offers.ts';
import { shiftWork, workOverlapRefusal } from './work-overlap.ts';

/**
 * The nurse accepts a shift offered to them (requirements.md 4). The shift row is locked first, so of two
 * nurses accepting at once the second sees the first's assignment and is refused (409). A shift
 * overlapping work she holds is refused (ADR 070).
 */
export const acceptShiftOffer: Handler<'acceptShiftOffer'> = async ({ shiftID }, ctx) => {
  const caller = requireCaller(ctx);
  const shift = await lockShiftState(ctx.db, shiftID).then((s) => s && asOfNow(s, ctx));
  if (!shift) throw new AppError('not_found', refusalTemplates.offerNotFound('Shift'), 'shiftID');
  const changes = appliedChanges(accept(shift, { userID: caller.userId }), { not_found: 'shiftID' });
  if (changes.length > 0) {
    const overlap = await workOverlapRefusal(ctx.db, caller.userId, () => shiftWork(ctx.db, shiftID));
    if (overlap) throw conflict(overlap);
  }
  await writeOfferChanges(ctx.db, changes);
  // Every nurse offered the shift sees it leave their open offers.
  if (changes.length > 0) publishShifts(ctx, [caller.userId, ...Object.keys(shift.nursesOffered)]);
  return { ok: true as const };
};
