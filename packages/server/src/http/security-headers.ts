/** Security headers on every response (architecture.md 6). */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The tile server's origin as a CSP source, from MAP_TILE_URL's template: the street map's tiles are
 * images from it (ADR 083). A `{s}` subdomain becomes `*`; a template with a placeholder elsewhere in
 * its host gives none (no tiles load rather than a policy that lets anything in).
 */
export function tileImageSource(template: string | undefined): string | null {
  if (!template) return null;
  const origin = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!origin) return null;
  const host = origin[2]!.replace(/^\{s\}\./, '*.');
  return /^[A-Za-z0-9.*:-]+$/.test(host) && !host.slice(1).includes('*') ? `${origin[1]}://${host}` : null;
}

const documentCsp = (tiles: string | null) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const HSTS = 'max-age=63072000; includeSubDomains';

/** What a page, a file or a stream carries: everything a browser applies to a document. */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': documentCsp(tileImageSource(config.mapTileUrl)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(self), microphone=()',
  };
  if (config.production) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/**
 * What a named function's JSON answer carries: OWASP's set for REST answers, which no browser
 * renders as a page. Its policy is stricter than a page's (nothing may load) and the headers a
 * third the size: the bytes written with every call were a measurable part of its cost (ADR 038).
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
  if (config.production) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

const FUNCTIONS = '/api/fn/';

/** Set as the request arrives, so every answer carries them, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const document = securityHeaders(config);
  const api = apiSecurityHeaders(config);
  // A callback hook, not an async one: this runs on every request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith(FUNCTIONS) ? api : document);
    reply.header('X-Request-Id', req.id);
    done();
  });
}
