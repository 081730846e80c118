/** Approvals, feature flags, app configuration and development pages (requirements.md 2.7, 4, 6). */
import { z } from 'zod';
import { defineFunction, publicAccess, rolesAccess, signedIn } from './define.ts';
import { idSchema, okSchema, roleSchema, userStatusSchema } from './schemas.ts';

export const flagNameSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, 'Unknown flag name');

export const accessContract = {
  getAppConfig: defineFunction({
    summary: 'Partners, feature flags (with the caller’s QA overrides) and public settings.',
    input: z.object({}),
    output: z.object({
      production: z.boolean(),
      patientSiteUrl: z.string(),
      supportEmail: z.string(),
      supportPhone: z.string(),
      partners: z.array(z.object({ name: z.string(), displayName: z.string(), color: z.string() })),
      flags: z.record(z.string(), z.boolean()),
    }),
    access: publicAccess,
    write: false,
    patientData: 'none',
    example: {},
  }),
  setFeatureFlagOverride: defineFunction({
    summary: 'A QA override of a feature flag for the caller (null clears it). Refused in production.',
    input: z.object({ flag: flagNameSchema, enabled: z.boolean().nullable() }),
    output: okSchema,
    access: signedIn,
    write: true,
    patientData: 'none',
    example: { flag: 'orderKit', enabled: true },
  }),
  listUsersAwaitingApproval: defineFunction({
    summary: 'Operations: people who are not approved yet, oldest first.',
    input: z.object({ limit: z.number().int().min(1).max(200).default(100) }),
    output: z.object({
      users: z.array(
        z.object({
          id: z.string(),
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          role: roleSchema,
          status: userStatusSchema,
          createdAt: z.string(),
        }),
      ),
    }),
    access: rolesAccess('admin'),
    write: false,
    patientData: { access: 'read', record: 'user' },
    example: {},
  }),
  approveUser: defineFunction({
    summary: 'Operations: approve a person.',
    input: z.object({ userID: idSchema }),
    output: z.object({ userID: z.string(), status: userStatusSchema }),
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { userID: 'user-approval-nurse' },
  }),
  listOutboxEmails: defineFunction({
    summary: 'Development only: emails the outbox adapter has sent, newest first.',
    input: z.object({ to: z.string().max(254).optional() }),
    output: z.object({
      emails: z.array(
        z.object({
          id: z.string(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
          links: z.array(z.string()),
          sentAt: z.string(),
        }),
      ),
    }),
    access: { kind: 'dev' },
    write: false,
    patientData: 'none',
    example: {},
  }),
};
