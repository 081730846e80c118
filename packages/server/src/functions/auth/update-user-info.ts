import { PHONE_REFUSAL, phoneNumberOf } from '@sc/domain/auth/phone-number';
import { messages } from '@sc/domain/messages';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * Your settings (requirements.md 2.4 settings, 7 users info, 8 Account): a person's own name, phone and fax;
 * operations may name another user. Another person's id, from anyone else, answers like an
 * unknown one: "User not found." A number that is not one is refused and nothing changes.
 */
export const updateUserInfo: Handler<'updateUserInfo'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const userID = input.userID ?? caller.userId;
  if (userID !== caller.userId && caller.role !== 'admin') throw notFound(messages.userNotFound);
  const user = await findUserById(ctx.db, userID);
  // A patient's details are patient data, changed where they are audited (the order's patient
  // form), never through a staff member's settings: here a patient is not found.
  if (!user || user.role === 'patient') throw notFound(messages.userNotFound);
  const number = (field: 'phone' | 'faxNumber') => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (value.trim() === '') return null;
    const parsed = phoneNumberOf(value);
    if (parsed === null) throw badRequest(PHONE_REFUSAL, field);
    return parsed;
  };
  const change = {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.phone !== undefined ? { phone: number('phone') } : {}),
    ...(input.faxNumber !== undefined ? { faxNumber: number('faxNumber') } : {}),
  };
  if (Object.keys(change).length > 0) await updateUser(ctx.db, userID, change);
  ctx.publish(`users/${userID}`);
  return { user: infoOf({ ...user, ...change }) };
};

/** The caller's own name, phone and fax, as their settings show them. */
export const getUserInfo: Handler<'getUserInfo'> = async (_input, ctx) => {
  const user = await findUserById(ctx.db, requireCaller(ctx).userId);
  if (!user) throw notFound(messages.userNotFound);
  return { user: infoOf(user) };
};

const infoOf = (u: { firstName: string; lastName: string; phone: string | null; faxNumber: string | null }) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  faxNumber: u.faxNumber,
});
