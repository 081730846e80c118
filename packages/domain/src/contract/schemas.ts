/** Schemas shared by several contracts. */
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../auth/email.ts';
import { emailLinkTexts, toEmailLinkPath } from '../auth/email-links.ts';
import { PASSWORD_MAX_LENGTH } from '../auth/password.ts';
import { invitationStatuses, officeStatuses, officeTypes, roles, userStatuses } from '../vocabulary/accounts.ts';

export const emailSchema = z
  .string()
  .max(254)
  .transform(normalizeEmail)
  .refine(isValidEmail, { message: 'Enter a valid email address.' });

export const idSchema = z.string().min(1).max(64);
export const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const tokenSchema = z.string().min(16).max(200);
export const nameSchema = z.string().trim().min(1).max(100);

/** Which of the product's pages an emailed link opens; its host is always the product's (ADR 017). */
export const emailLinkUrlSchema = z
  .url()
  .max(500)
  .refine((url) => toEmailLinkPath(url) !== null, { message: emailLinkTexts.unknownPage });

export const roleSchema = z.enum(roles);
export const userStatusSchema = z.enum(userStatuses);

export const viewerSchema = z.object({
  id: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  passwordCreated: z.boolean(),
  office: z
    .object({
      id: z.string(),
      name: z.string(),
      type: z.enum(officeTypes),
      status: z.enum(officeStatuses),
      invitationStatus: z.enum(invitationStatuses),
    })
    .nullable(),
  /** The booked interview's or demo call's start while one is booked (interview_scheduled). */
  interviewAt: z.string().nullable(),
});

export const okSchema = z.object({ ok: z.literal(true) });
