import { messages } from '@sc/domain/messages';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { issueToken } from './email-links.ts';

/** The patient hand-off (requirements.md 1): a one-time token the patient site signs in with (audited as patient data). */
export const getPatientSignInToken: Handler<'getPatientSignInToken'> = async ({ userID }, ctx) => {
  const caller = requireCaller(ctx);
  if (caller.role === 'patient' && userID !== caller.userId) throw new AppError('not_found', messages.userNotFound);
  const patient = await findUserById(ctx.db, userID);
  if (!patient) throw new AppError('not_found', messages.userNotFound, 'userID');
  if (patient.role !== 'patient') throw forbidden('Only patients are signed in on the patient site.');
  const token = await issueToken(ctx, patient.id, 'sign-in');
  const url = new URL('/login', `${ctx.config.patientSiteUrl}/`);
  url.searchParams.set('token', token);
  return { token, url: url.toString() };
};
