/**
 * Server-side sessions (architecture.md 6): the cookie holds a random secret, the database its keyed
 * hash. Idle timeout and absolute lifetime are enforced on every read.
 */
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { newSecret } from '../lib/tokens.ts';
import { publishSessionEnded } from '../live/bus.ts';
import { deleteSession, findLiveSession, insertSession, touchSession } from '../repositories/sessions.repository.ts';
import type { Caller } from '../functions/context.ts';
import { readCookie, serializeCookie } from './cookies.ts';

/** Seen-at is refreshed at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

export function sessionCookieName(config: Config): string {
  // The __Host- prefix pins the cookie to this host over HTTPS.
  return config.production ? '__Host-sc_session' : 'sc_session';
}

export function hashSessionSecret(config: Config, secret: string): string {
  return createHmac('sha256', config.sessionSecret).update(secret).digest('hex');
}

export interface ResolvedSession {
  caller: Caller;
  idHash: string;
}

export async function resolveSession(db: Db, config: Config, req: FastifyRequest): Promise<ResolvedSession | null> {
  const secret = readCookie(req.headers.cookie, sessionCookieName(config));
  if (!secret) return null;
  const idHash = hashSessionSecret(config, secret);
  const now = config.clock.now();
  const row = await findLiveSession(db, idHash, new Date(now.getTime() - config.sessionIdleMs), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, idHash, now);
  return { caller: { userId: row.userId, role: row.role, status: row.status }, idHash };
}

/** Session changes made by a handler, applied to the response after its transaction commits. */
export class SessionChanges {
  private cookie: string | undefined;

  constructor(
    /** The call's handle: its transaction while one is open. */
    private readonly call: { readonly db: Db },
    private readonly config: Config,
    private current: ResolvedSession | null,
  ) {}

  get changed(): boolean {
    return this.cookie !== undefined;
  }

  get setCookieHeader(): string | undefined {
    return this.cookie;
  }

  async start(userId: string): Promise<void> {
    const secret = newSecret();
    const now = this.config.clock.now();
    await insertSession(
      this.call.db,
      {
        idHash: hashSessionSecret(this.config, secret),
        userId,
        expiresAt: new Date(now.getTime() + this.config.sessionMaxMs),
      },
      now,
    );
    this.cookie = serializeCookie(sessionCookieName(this.config), secret, {
      maxAgeSeconds: Math.floor(this.config.sessionMaxMs / 1000),
      secure: this.config.production,
    });
  }

  async end(): Promise<void> {
    if (this.current) {
      await deleteSession(this.call.db, this.current.idHash);
      // Its open live streams, in any process, close once this commits (ADR 018).
      await publishSessionEnded(this.call.db, this.current.idHash);
    }
    this.current = null;
    this.cookie = serializeCookie(sessionCookieName(this.config), '', {
      maxAgeSeconds: 0,
      secure: this.config.production,
    });
  }
}
