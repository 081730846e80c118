/**
 * Route guards (requirements.md 2.7, 2.8, 6). Each route declares what it needs; `guardRoute` decides what
 * the viewer gets: the page, the login page, the not-found page, or a hand-off elsewhere.
 */
import { hasPendingInvitation } from './home.ts';
import { isProfileComplete, type Viewer } from './viewer.ts';
import type { Role } from '../vocabulary/accounts.ts';

export interface RouteNeeds {
  /** Anonymous users are sent to login with a redirect back. */
  auth?: boolean;
  /** Blocked until the profile is complete. */
  completedProfile?: boolean;
  /** Not found unless this feature flag is on. */
  flag?: string;
  /** Not found in production. */
  devOnly?: boolean;
  /** Only these roles; others are sent home. */
  roles?: readonly Role[];
}

export interface GuardContext {
  viewer: Viewer | null;
  flags: Readonly<Record<string, boolean>>;
  production: boolean;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'not-found' }
  | { kind: 'login' }
  | { kind: 'patient-site' }
  | { kind: 'join-office' }
  | { kind: 'complete-profile' }
  | { kind: 'home' };

export function guardRoute(needs: RouteNeeds, ctx: GuardContext): GuardResult {
  if (needs.devOnly && ctx.production) return { kind: 'not-found' };
  if (needs.flag !== undefined && ctx.flags[needs.flag] !== true) return { kind: 'not-found' };
  if (!needs.auth) return { kind: 'allow' };
  const viewer = ctx.viewer;
  if (viewer === null) return { kind: 'login' };
  if (viewer.role === 'patient') return { kind: 'patient-site' };
  if (hasPendingInvitation(viewer)) return { kind: 'join-office' };
  if (needs.roles && !needs.roles.includes(viewer.role)) return { kind: 'home' };
  if (needs.completedProfile && !isProfileComplete(viewer)) return { kind: 'complete-profile' };
  return { kind: 'allow' };
}

/** Where login sends a signed-in user: the `redirect` query if it is a local path, else home. */
export function safeRedirect(redirect: string | null | undefined): string {
  // Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so "/\t/evil.com"
  // would leave the site: refuse any of them anywhere.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(redirect)) {
    return '/';
  }
  return redirect;
}
