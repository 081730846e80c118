import { interviewBookedEmail } from '@sc/domain/offices/interview-emails';
import { isKnownTimeZone, isOfferedSlot } from '@sc/domain/offices/interview-slots';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { insertBooking } from '../../repositories/bookings.repository.ts';
import { findCurrentMembership, updateOffice } from '../../repositories/offices.repository.ts';
import { findUserById, lockUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';

export const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another.';
export const NOTHING_TO_BOOK = 'There is no interview to book for this account.';

/**
 * Booking an interview (or an office's demo) sets interview_scheduled with the calendar event uri
 * (requirements.md 4). The slot's start is unique, so two people cannot book one time. The booker is
 * emailed the time (issue 27).
 */
export const bookInterview: Handler<'bookInterview'> = async ({ start, subject, timeZone }, ctx) => {
  if (!isKnownTimeZone(timeZone)) throw badRequest('Unknown time zone.', 'timeZone');
  const startAt = new Date(start);
  if (!isOfferedSlot(startAt, ctx.config.clock.now(), timeZone))
    throw badRequest('Choose one of the offered times.', 'start');
  const target = subject === 'user' ? await userTarget(ctx) : await officeTarget(ctx);
  const id = newId();
  const uri = `${ctx.config.publicUrl}/bookings/${id}`;
  const booked = await insertBooking(ctx.db, { id, startAt, uri, ...target.row });
  if (!booked) throw conflict(SLOT_TAKEN);
  await target.schedule(uri);
  const caller = await findUserById(ctx.db, requireCaller(ctx).userId);
  if (caller) {
    // The booked time in the zone it was chosen in, so the email reads as the calendar did (issue 27).
    const words = interviewBookedEmail(subject, startAt.toISOString(), timeZone);
    await ctx.adapters.email.send(ctx.db, { to: caller.email, ...words, links: [] });
  }
  ctx.publish(`users/${requireCaller(ctx).userId}`);
  return { uri, start: startAt.toISOString() };
};

async function userTarget(ctx: FnContext) {
  const caller = requireCaller(ctx);
  const user = await lockUserById(ctx.db, caller.userId);
  if (!user || user.status !== 'require_interview') throw conflict(NOTHING_TO_BOOK);
  return {
    row: { userId: user.id },
    schedule: (uri: string) => updateUser(ctx.db, user.id, { status: 'interview_scheduled', interviewUri: uri }),
  };
}

async function officeTarget(ctx: FnContext) {
  const caller = requireCaller(ctx);
  const row = await findCurrentMembership(ctx.db, caller.userId);
  if (!row || row.membership.invitationStatus !== 'accepted' || row.office.status !== 'require_interview') {
    throw conflict(NOTHING_TO_BOOK);
  }
  const officeId = row.office.id;
  return {
    row: { officeId },
    schedule: (uri: string) => updateOffice(ctx.db, officeId, { status: 'interview_scheduled', interviewUri: uri }),
  };
}
