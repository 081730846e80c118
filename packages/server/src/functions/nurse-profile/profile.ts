/**
 * Her profile and onboarding (requirements.md 2.2 pending, 2.10 profile, 3 User; issue 23, ADR 043): the
 * profile is saved as she goes, with what is present checked (phone, NPI check digit, time zone);
 * submitting checks every step and moves a pending nurse on to the status that waits for operations.
 */
import { PHONE_REFUSAL, phoneNumberOf } from '@sc/domain/auth/phone-number';
import { isValidNpi, onboardingTexts, statusAfterOnboarding } from '@sc/domain/nurse-profile/onboarding';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { birthDateRefusal } from '@sc/domain/orders/patient-details';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { findFileOwnedBy } from '../../repositories/files.repository.ts';
import { writePicture, writeProfile } from '../../repositories/nurse-settings.repository.ts';
import { lockUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { loadNurse } from './facts.ts';

export const profileTexts = {
  npi: 'Enter a 10-digit NPI with a valid check digit.',
  timeZone: 'Choose a time zone.',
} as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const getNurseProfile: Handler<'getNurseProfile'> = async (_input, ctx) => {
  const { profile, onboarding } = await loadNurse(ctx.db, requireCaller(ctx).userId, ctx.config.clock.now());
  return { profile, onboarding };
};

export const updateNurseProfile: Handler<'updateNurseProfile'> = async (input, ctx) => {
  const { userId } = requireCaller(ctx);
  const number = (field: 'phone' | 'faxNumber') => {
    const value = input[field];
    if (value === '') return null;
    const parsed = phoneNumberOf(value);
    if (parsed === null) throw badRequest(PHONE_REFUSAL, field);
    return parsed;
  };
  if (input.npi !== '' && !isValidNpi(input.npi)) throw badRequest(profileTexts.npi, 'npi');
  if (!isTimeZone(input.timeZone)) throw badRequest(profileTexts.timeZone, 'timeZone');
  // A date of birth anyone means (ADR 078): not in the future, counted in her own zone's today.
  const birth =
    input.dateOfBirth === ''
      ? null
      : birthDateRefusal(input.dateOfBirth, toLocalDateKey(ctx.config.clock.now(), input.timeZone));
  if (birth) throw badRequest(birth, 'dateOfBirth');
  const blank = (v: string) => (v === '' ? null : v);
  await writeProfile(ctx.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: number('phone'),
    faxNumber: number('faxNumber'),
    address: blank(input.address),
    timeZone: input.timeZone,
    dateOfBirth: blank(input.dateOfBirth),
    gender: blank(input.gender),
    languages: input.languages,
    title: blank(input.title),
    npi: blank(input.npi),
    malpracticeCarrier: blank(input.malpracticeCarrier),
    malpracticeExpiry: blank(input.malpracticeExpiry),
    credentials: input.credentials.map((c) => ({ ...c, id: newId() })),
  });
  await ctx.audit({ action: 'updateNurseProfile', recordType: 'user', recordId: userId, subjectUserId: userId });
  ctx.publish(`users/${userId}`);
  const { profile, onboarding } = await loadNurse(ctx.db, userId, ctx.config.clock.now());
  return { profile, onboarding };
};

export const submitOnboarding: Handler<'submitOnboarding'> = async (_input, ctx) => {
  const { userId } = requireCaller(ctx);
  // Two submissions at once: the second waits and finds her no longer pending.
  await lockUserById(ctx.db, userId);
  const { user, facts, today, onboarding } = await loadNurse(ctx.db, userId, ctx.config.clock.now());
  if (user.status !== 'pending') throw new AppError('conflict', onboardingTexts.notPending);
  if (onboarding.missing.length > 0) throw new AppError('bad_request', onboardingTexts.incomplete);
  const status = statusAfterOnboarding(facts, today);
  await updateUser(ctx.db, userId, { status });
  await ctx.audit({
    action: 'submitOnboarding',
    recordType: 'user',
    recordId: userId,
    subjectUserId: userId,
    detail: { status },
  });
  ctx.publish(`users/${userId}`);
  return { status };
};

/**
 * Her picture (ADR 059): one of her own uploads, which becomes attached (kept by the sweep);
 * another's file or an unknown one is requirements.md 8's "Missing file", nothing written.
 */
export const setProfilePicture: Handler<'setProfilePicture'> = async ({ fileID }, ctx) => {
  const { userId } = requireCaller(ctx);
  if (fileID !== null && !(await findFileOwnedBy(ctx.db, fileID, userId)))
    throw new AppError('not_found', refusalTexts.missingFile, 'fileID');
  await writePicture(ctx.db, userId, fileID);
  const { profile, onboarding } = await loadNurse(ctx.db, userId, ctx.config.clock.now());
  return { profile, onboarding };
};
