/** Accounts: sign-in, tokens, sign-up, password and email changes (requirements.md 2.6, 7, 8). */
import { z } from 'zod';
import { officeTypes } from '../vocabulary/accounts.ts';
import { defineFunction, publicAccess, rolesAccess, rolesAnyStatusAccess, signedIn } from './define.ts';
import {
  emailLinkUrlSchema,
  emailSchema,
  idSchema,
  nameSchema,
  okSchema,
  passwordSchema,
  roleSchema,
  tokenSchema,
  viewerSchema,
} from './schemas.ts';

const signedInViewer = z.object({ viewer: viewerSchema });
const link = 'http://localhost:3000/finishSignUp';

const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  faxNumber: z.string().nullable(),
});

/** A write anyone may call, signed in or not, touching no patient's data: signing in and up. */
function publicWrite<I extends z.ZodType, O extends z.ZodType>(
  summary: string,
  input: I,
  output: O,
  example: z.input<I>,
) {
  return defineFunction({ summary, input, output, access: publicAccess, write: true, patientData: 'none', example });
}

export const authContract = {
  getViewer: defineFunction({
    summary: 'The signed-in person, or null.',
    input: z.object({}),
    output: z.object({ viewer: viewerSchema.nullable() }),
    access: publicAccess,
    write: false,
    patientData: 'none',
    example: {},
  }),
  getUserPasswordCreated: defineFunction({
    summary: 'Which login step an email gets: its user id and whether a password exists.',
    input: z.object({ email: emailSchema }),
    output: z.object({ userID: z.string(), passwordCreated: z.boolean() }),
    access: publicAccess,
    write: false,
    patientData: 'none',
    example: { email: 'nurse@demo.test' },
  }),
  signIn: publicWrite(
    'Sign in with email and password; starts a new session.',
    z.object({ email: emailSchema, password: passwordSchema }),
    signedInViewer,
    { email: 'nurse@demo.test', password: 'sample-collect-demo' },
  ),
  signInWithToken: publicWrite(
    'Sign in with a one-time token from a URL; ends any current session first.',
    z.object({ token: tokenSchema }),
    signedInViewer,
    { token: 'tok_0000000000000000000000' },
  ),
  signOut: publicWrite('End the current session.', z.object({}), okSchema, {}),
  generateAuthToken: defineFunction({
    summary: 'A one-time sign-in token for the caller (operations: for any user).',
    input: z.object({ userID: idSchema.optional() }),
    output: z.object({ token: z.string() }),
    access: signedIn,
    write: true,
    patientData: { access: 'write', record: 'user', field: 'userID' },
    example: {},
  }),
  refreshTokenOnFailure: publicWrite(
    'After a failed token sign-in: a fresh token to retry with, or a new link by email if it expired.',
    z.object({ emailLinkURL: emailLinkUrlSchema, route: z.string().max(300), token: tokenSchema }),
    z.object({ token: z.string().nullable(), emailed: z.boolean() }),
    { emailLinkURL: 'http://localhost:3000/login', route: '/', token: 'tok_0000000000000000000000' },
  ),
  getPatientSignInToken: defineFunction({
    summary: 'A one-time token that signs the patient in on the patient site.',
    input: z.object({ userID: idSchema }),
    output: z.object({ token: z.string(), url: z.string() }),
    access: rolesAnyStatusAccess('patient', 'admin'),
    write: true,
    patientData: { access: 'write', record: 'user', field: 'userID' },
    example: { userID: 'user-patient' },
  }),
  resetUserPassword: publicWrite(
    'Email a reset-password link.',
    z.object({ email: emailSchema, emailLinkURL: emailLinkUrlSchema }),
    okSchema,
    { email: 'nurse@demo.test', emailLinkURL: 'http://localhost:3000/resetPassword' },
  ),
  sendFinishSignUpEmail: publicWrite(
    'Email the finish-sign-up (create password) link again.',
    z.object({ email: emailSchema, emailLinkURL: emailLinkUrlSchema }),
    okSchema,
    { email: 'nurse@demo.test', emailLinkURL: link },
  ),
  setPasswordWithToken: publicWrite(
    'Set a password from an emailed link (create-password or reset-password mode) and sign in.',
    z.object({ token: tokenSchema, password: passwordSchema, mode: z.enum(['create', 'reset']) }),
    signedInViewer,
    { token: 'tok_0000000000000000000000', password: 'a-new-password', mode: 'reset' },
  ),
  createUser: publicWrite(
    'Nurse sign-up: create the user and email the finish-sign-up link.',
    z.object({
      email: emailSchema,
      firstName: nameSchema,
      lastName: nameSchema,
      phone: z.string().trim().max(30).optional(),
      emailLinkURL: emailLinkUrlSchema,
    }),
    z.object({ userID: z.string() }),
    { email: 'new.nurse@example.com', firstName: 'Ada', lastName: 'Lovelace', emailLinkURL: link },
  ),
  createUserWithEmailLink: defineFunction({
    summary:
      'Office sign-up (a new office with its first member and invitations) or an office adding a person, patients included.',
    input: z.object({
      user: z.object({
        email: emailSchema,
        firstName: nameSchema,
        lastName: nameSchema,
        role: roleSchema,
        /** A patient's details an order needs (issue 14): the visit is planned in their zone. */
        phone: z.string().trim().min(1).max(30).optional(),
        dateOfBirth: z.string().max(10).optional(),
        address: z.string().trim().min(1).max(200).optional(),
        /** The address's place as typed, "40.6889, -73.9925": an address without one is refused (ADR 071). */
        pin: z.string().trim().max(60).optional(),
        timeZone: z.string().max(64).optional(),
      }),
      emailLinkURL: emailLinkUrlSchema,
      office: z.union([z.object({ name: nameSchema, type: z.enum(officeTypes) }), z.object({ id: idSchema })]),
      invitations: z
        .array(z.object({ email: emailSchema, role: z.enum(['prescriber', 'assistant']) }))
        .max(20)
        .default([]),
    }),
    output: z.object({ userID: z.string(), officeID: z.string() }),
    access: publicAccess,
    write: true,
    patientData: { access: 'write', record: 'user', field: 'userID' },
    example: {
      user: { email: 'new.prescriber@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'prescriber' },
      emailLinkURL: link,
      office: { name: 'Hopper Lab', type: 'lab' },
      invitations: [],
    },
  }),
  getUserInfo: defineFunction({
    summary: 'The caller’s own name, phone and fax, for their settings (requirements.md 2.4 settings).',
    input: z.object({}),
    output: z.object({ user: userInfoSchema }),
    access: rolesAccess('nurse', 'prescriber', 'assistant', 'packer', 'admin'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  updateUserInfo: defineFunction({
    summary:
      'Change the caller’s name, phone or fax (requirements.md 7: users info phone and fax; 8: "Your phone number has been updated"); operations may name another user.',
    input: z.object({
      userID: idSchema.optional(),
      firstName: nameSchema.optional(),
      lastName: nameSchema.optional(),
      phone: z.string().max(30).optional(),
      faxNumber: z.string().max(30).optional(),
    }),
    output: z.object({ user: userInfoSchema }),
    access: rolesAccess('nurse', 'prescriber', 'assistant', 'packer', 'admin'),
    write: true,
    patientData: 'none',
    example: { firstName: 'Priya', phone: '+1 718 555 0142' },
  }),
  changeUserEmailAddress: defineFunction({
    summary:
      'Change the caller’s email (operations: anyone’s) after re-authentication: the caller’s current password, or for an account with no password yet a sign-in within the last few minutes (ADR 020). Both addresses are told.',
    input: z.object({
      email: emailSchema,
      newEmail: emailSchema,
      /** The caller's own current password (an operations caller's own, not the account's). */
      password: passwordSchema.optional(),
    }),
    output: okSchema,
    access: signedIn,
    write: true,
    patientData: 'none',
    example: { email: 'nurse@demo.test', newEmail: 'nurse.new@demo.test', password: 'sample-collect-demo' },
  }),
  deleteUser: defineFunction({
    summary: 'Delete an account: the caller’s own, or any as operations.',
    input: z.object({ userID: idSchema }),
    output: okSchema,
    access: signedIn,
    write: true,
    patientData: { access: 'write', record: 'user', field: 'userID' },
    example: { userID: 'user-nurse' },
  }),
};
