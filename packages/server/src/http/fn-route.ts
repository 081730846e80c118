/**
 * POST /api/fn/:name (DESIGN.md 3): unknown name -> 404; session; permission -> 401/403;
 * input validation -> 400 naming the field; then the handler, in one transaction for writes, with
 * the Idempotency-Key stored beside the write so a retry gets the first answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, isFnName, type FnName } from '@sc/domain/contract/index';
import { allows } from '@sc/domain/contract/define';
import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { handlers, rateLimited } from '../functions/index.ts';
import type { FnContext } from '../functions/context.ts';
import { AppError } from '../lib/app-error.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import type { LiveBus } from '../live/bus.ts';
import type { AnalyticsBuffer } from '../lib/analytics-buffer.ts';
import type { UserLookupCache } from '../lib/user-lookup-cache.ts';
import {
  findIdempotentResponse,
  lockIdempotencyKey,
  saveIdempotentResponse,
} from '../repositories/idempotency.repository.ts';
import { resolveSession, SessionChanges } from './session.ts';

export interface FnRouteDeps {
  config: Config;
  database: Database;
  adapters: Adapters;
  bus: LiveBus;
  userLookup: UserLookupCache;
  analytics: AnalyticsBuffer;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export function registerFnRoute(app: FastifyInstance, deps: FnRouteDeps): void {
  const { config, database } = deps;
  const perIp = new RateLimiter(60_000);
  const perEmail = new RateLimiter(15 * 60_000);

  app.post<{ Params: { name: string } }>('/api/fn/:name', async (req, reply) => {
    const name = req.params.name;
    if (!isFnName(name) || (contract[name].access.kind === 'dev' && config.production)) {
      throw new AppError('not_found', `Unknown function ${name}.`);
    }
    requireSameOrigin(req, config);
    const def = contract[name];
    // Most anonymous calls carry no cookie at all: no session read, no await.
    const session = req.headers.cookie ? await resolveSession(database.db, config, req) : null;
    const caller = session?.caller ?? null;
    if (!allows(def.access, caller?.role ?? null)) {
      throw caller
        ? new AppError('forbidden', 'You do not have access to this.')
        : new AppError('unauthenticated', 'Please sign in.');
    }
    const parsed = def.input.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      throw new AppError(
        'bad_request',
        field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input.'),
        field,
      );
    }
    const input = parsed.data as { email?: unknown };
    // Behind a trusted proxy `req.ip` parses X-Forwarded-For on every read: read it once.
    const ip = req.ip;
    const limitKind = rateLimited[name];
    if (limitKind) {
      const ipOk = perIp.hit(`${name}:${ip}`, config.rateLimits.perIp);
      const emailOk =
        limitKind !== 'email' || perEmail.hit(`${name}:${String(input.email)}`, config.rateLimits.signInPerEmail);
      if (!ipOk || !emailOk) throw new AppError('rate_limited', RATE_LIMITED);
    }

    const notices: string[] = [];
    let db: Db = database.db;
    const sessionChanges = new SessionChanges(() => db, config, session);
    const ctx: FnContext = {
      get db() {
        return db;
      },
      caller,
      config,
      adapters: deps.adapters,
      session: sessionChanges,
      publish: (topic) => notices.push(topic),
      log: req.log,
      ip,
      userLookup: deps.userLookup,
      analytics: deps.analytics,
    };
    const handler = handlers[name] as (input: unknown, ctx: FnContext) => Promise<unknown>;
    const key = idempotencyKey(req);

    let result: unknown;
    if (!def.write) {
      result = await handler(parsed.data, ctx);
    } else {
      try {
        result = await database.db.transaction(async (tx) => {
          db = tx as unknown as Db;
          if (key && caller) {
            await lockIdempotencyKey(tx as unknown as Db, caller.userId, key);
            const stored = await findIdempotentResponse(tx as unknown as Db, caller.userId, key);
            if (stored) return replay(stored, name);
          }
          const output = await handler(parsed.data, ctx);
          // A response that starts or ends a session cannot be replayed without its cookie.
          if (key && caller && !sessionChanges.changed) {
            await saveIdempotentResponse(tx as unknown as Db, {
              userId: caller.userId,
              key,
              fn: name,
              response: output,
            });
          }
          return output;
        });
      } catch (error) {
        // Two copies of one request raced: the loser answers with the winner's stored response.
        if (key && caller && isUniqueViolation(error)) {
          const stored = await findIdempotentResponse(database.db, caller.userId, key);
          if (stored) result = replay(stored, name);
          else throw error;
        } else {
          throw error;
        }
      } finally {
        db = database.db;
      }
    }
    if (notices.length > 0) {
      // This process's login-step cache is dropped now, not when the notice is back from PostgreSQL:
      // the caller's next request must not see what this one just changed.
      for (const topic of notices) {
        if (topic.startsWith('users/')) deps.userLookup.onUserChanged(topic.slice('users/'.length));
      }
      deps.bus.publish(notices).catch((error: unknown) => req.log.error({ err: error }, 'live publish failed'));
    }
    if (sessionChanges.setCookieHeader) reply.header('Set-Cookie', sessionChanges.setCookieHeader);
    return send(reply, name, result, config);
  });
}

function replay(stored: { fn: string; response: unknown }, name: FnName): unknown {
  if (stored.fn !== name) {
    throw new AppError('conflict', 'This Idempotency-Key was already used for another function.');
  }
  return stored.response;
}

function send(reply: FastifyReply, name: FnName, result: unknown, config: Config) {
  reply.header('Cache-Control', 'no-store');
  // Outside production every answer is checked against its declared schema.
  return config.production ? result : contract[name].output.parse(result);
}

function idempotencyKey(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('bad_request', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.', 'Idempotency-Key');
  }
  return value;
}

/**
 * CSRF defence (DESIGN.md 6): a browser's POST carries Origin, which must be this site. Requests
 * without Origin (scripts, the bench) carry no ambient cookie risk from another site.
 */
export function requireSameOrigin(req: FastifyRequest, config: Config): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const host = req.headers.host;
  const allowed = new Set([new URL(config.publicUrl).origin, `http://${host}`, `https://${host}`]);
  if (!allowed.has(origin)) throw new AppError('forbidden', 'Cross-site request refused.');
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
