/**
 * Single-use email-link tokens (architecture.md 6). A link's base is always this product's PUBLIC_URL,
 * or PATIENT_SITE_URL for patients: the caller's emailLinkURL only picks one of the product's
 * email-link pages (domain/auth/email-links.ts), so nobody can make it email a token elsewhere.
 */
import { buildEmailLink, emailLinkTexts, toEmailLinkPath } from '@sc/domain/auth/email-links';
import type { InvitationWords } from '@sc/domain/offices/invitation-emails';
import type { Role } from '@sc/domain/vocabulary/accounts';
import type { TokenPurpose } from '@sc/domain/vocabulary/accounts';
import { badRequest } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import { expireUnusedTokens, insertToken } from '../../repositories/tokens.repository.ts';
import type { FnContext } from '../context.ts';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'reset-password': 60 * 60_000,
  'finish-sign-up': 7 * 24 * 60 * 60_000,
  'sign-in': 15 * 60_000,
};

export async function issueToken(
  ctx: FnContext,
  userId: string,
  purpose: TokenPurpose,
  route: string | null = null,
): Promise<string> {
  const now = ctx.config.clock.now();
  await expireUnusedTokens(ctx.db, userId, purpose, now);
  const secret = newSecret();
  await insertToken(ctx.db, {
    tokenHash: hashSecret(secret),
    userId,
    purpose,
    route,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
  });
  return secret;
}

export function buildLink(config: Config, role: Role, emailLinkURL: string, params: Record<string, string>): string {
  const path = toEmailLinkPath(emailLinkURL);
  // The contract's schema refuses any other page first; this is the last line, not the check.
  if (path === null) throw badRequest(`emailLinkURL: ${emailLinkTexts.unknownPage}`, 'emailLinkURL');
  return buildEmailLink(role === 'patient' ? config.patientSiteUrl : config.publicUrl, path, params);
}

const subjects: Record<TokenPurpose, { subject: string; text: string }> = {
  'reset-password': {
    subject: 'Reset your password',
    text: 'Someone asked to set a new password for your account. Open this link within an hour to choose one:',
  },
  'finish-sign-up': {
    subject: 'Finish signing up',
    text: 'Welcome! Open this link to create your password and finish signing up:',
  },
  'sign-in': {
    subject: 'Your sign-in link',
    text: 'Open this link within 15 minutes to sign in:',
  },
};

/** Issues a token of `purpose` and emails its link to the user, in `words` when given (an invitation). */
export async function emailTokenLink(
  ctx: FnContext,
  user: { id: string; email: string; role: Role },
  purpose: TokenPurpose,
  emailLinkURL: string,
  route: string | null = null,
  words: InvitationWords = subjects[purpose],
): Promise<void> {
  const token = await issueToken(ctx, user.id, purpose, route);
  const params: Record<string, string> = { token };
  if (route) params.route = route;
  const link = buildLink(ctx.config, user.role, emailLinkURL, params);
  const { subject, text } = words;
  await ctx.adapters.email.send(ctx.db, { to: user.email, subject, text: `${text}\n\n${link}\n`, links: [link] });
}
