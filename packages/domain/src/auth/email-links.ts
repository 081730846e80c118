/**
 * Emailed links (ADR 017). A link's host is always the product's own (PUBLIC_URL, or
 * PATIENT_SITE_URL for patients); the caller's emailLinkURL only chooses which of the product's
 * pages it opens, from this list, with the optional leading partnerName (requirements.md 1). Anything else
 * (`//evil.example/x`, `/..`, an unknown page) is refused, so no caller can make the product email
 * a token to another site.
 */
import { PARTNER_NAME_PATTERN } from '../partners/partner.ts';

/** The pages an emailed link may open (requirements.md 2.6). */
export const emailLinkRoutes = ['/login', '/finishSignUp', '/resetPassword', '/joinOffice'] as const;
export type EmailLinkRoute = (typeof emailLinkRoutes)[number];

export const emailLinkTexts = {
  unknownPage: `must be a link to one of this product's pages (${emailLinkRoutes.join(', ')}).`,
} as const;

/**
 * The path an emailed link opens, taken from the caller's emailLinkURL (its host, query and hash
 * are ignored), or null when the path is not one of the product's email-link pages.
 */
export function toEmailLinkPath(emailLinkURL: string): string | null {
  // An absolute http(s) URL; only its path is read. A backslash anywhere is refused: browsers
  // read it as a slash, which could turn the path into another host.
  const match = /^https?:\/\/[^/?#\\]*(\/[^?#]*)?(?:[?#].*)?$/i.exec(emailLinkURL);
  const pathname = match?.[1];
  if (pathname === undefined || pathname.includes('\\')) return null;
  const segments = pathname.split('/');
  // '' then a route, or '' then a partner name and the route.
  if (segments.length < 2 || segments.length > 3) return null;
  const route = `/${segments.at(-1)}`;
  if (!(emailLinkRoutes as readonly string[]).includes(route)) return null;
  const partner = segments.length === 3 ? segments[1]! : null;
  if (partner !== null && !PARTNER_NAME_PATTERN.test(partner)) return null;
  return partner ? `/${partner}${route}` : route;
}

/** The link to email: `base` (the product's own origin) with the chosen page and the parameters. */
export function buildEmailLink(base: string, path: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}
