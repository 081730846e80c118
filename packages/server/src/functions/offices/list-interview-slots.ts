import { interviewSlots, isKnownTimeZone } from '@sc/domain/offices/interview-slots';
import { badRequest } from '../../lib/app-error.ts';
import { listBookedStarts } from '../../repositories/bookings.repository.ts';
import type { Handler } from '../context.ts';

export const listInterviewSlots: Handler<'listInterviewSlots'> = async ({ timeZone }, ctx) => {
  if (!isKnownTimeZone(timeZone)) throw badRequest('Unknown time zone.', 'timeZone');
  const now = ctx.config.clock.now();
  return { slots: interviewSlots(now, timeZone, await listBookedStarts(ctx.db, now)) };
};
