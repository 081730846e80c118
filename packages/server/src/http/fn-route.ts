/**
 * POST /api/fn/:name (architecture.md 3): unknown name -> 404; session; permission (role and account
 * status) -> 401/403; input safety and validation -> 400 naming the field; then the handler, in one
 * transaction for writes, for reads of patient data and for audited reads (with their audit row), with the
 * Idempotency-Key and a fingerprint of the request stored beside the write so a retry gets the
 * first answer and a reused key with another request gets 422.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, isFnName, type FnName } from '@sc/domain/contract/index';
import { allows, isOperationsOnly } from '@sc/domain/contract/define';
import { findInputProblem } from '@sc/domain/contract/input-safety';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { handlers, rateLimited } from '../functions/index.ts';
import type { FnContext } from '../functions/context.ts';
import { AppError } from '../lib/app-error.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import {
  ANONYMOUS_SCOPE,
  findIdempotentResponse,
  lockIdempotencyKey,
  saveIdempotentResponse,
} from '../repositories/idempotency.repository.ts';
import { auditSource, fnAuditTrail } from './fn-audit.ts';
import type { AppDeps } from './app-deps.ts';
import { CallContext } from './fn-call-context.ts';
import { resolveSession } from './session.ts';

/** The function route needs all the app's parts but where its logs go. */
export type FnRouteDeps = Omit<AppDeps, 'logStream'>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used with a different request.';
/** A write that met a unique-constraint race is run again this many times (ADR 036). */
const UNIQUE_RACE_RETRIES = 2;
const CHANGED_MEANWHILE = 'This was changed by another request at the same moment. Please try again.';

export function registerFnRoute(app: FastifyInstance, deps: FnRouteDeps): void {
  const { config, database } = deps;
  // Counters shared by every process on the database, or in Redis (ADR 035).
  const perIp = new RateLimiter(deps.rateLimits, 60_000, config.sessionSecret);
  const perEmail = new RateLimiter(deps.rateLimits, 15 * 60_000, config.sessionSecret);

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
    // Behind a trusted proxy `req.ip` parses X-Forwarded-For on every read: read it once.
    const ip = req.ip;
    const source = auditSource(req, caller, ip);
    const trail = fnAuditTrail(name, def, source);
    if (!allows(def.access, caller?.role ?? null, caller?.status)) {
      // Signed out or not allowed, an attempt at patient data is recorded all the same (issue 22).
      // An operations function answers anyone else as an unknown one does (issue 25, ADR 053).
      const refusal = isOperationsOnly(def.access)
        ? new AppError('not_found', `Unknown function ${name}.`)
        : caller
          ? new AppError('forbidden', 'You do not have access to this.')
          : new AppError('unauthenticated', 'Please sign in.');
      // The record is named only from input that passes the checks: a hostile body names nothing.
      const valid = trail && !findInputProblem(req.body ?? {}) && def.input.safeParse(req.body ?? {}).success;
      await trail?.refused(database.db, valid ? req.body : null, refusal);
      throw refusal;
    }
    // Before the schema: PostgreSQL refuses NUL, and a hostile depth would overflow the validator.
    const unsafe = findInputProblem(req.body ?? {});
    if (unsafe) {
      const field = unsafe.path || undefined;
      throw new AppError('bad_request', field ? `${field}: ${unsafe.message}` : unsafe.message, field);
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
    const limitKind = rateLimited[name];
    if (limitKind) {
      const ipOk = await perIp.hit(`${name}:${ip}`, config.rateLimits.perIp);
      const emailOk =
        limitKind !== 'email' ||
        (await perEmail.hit(`${name}:${String(input.email)}`, config.rateLimits.signInPerEmail));
      if (!ipOk || !emailOk) throw new AppError('rate_limited', RATE_LIMITED);
    }

    const ctx = new CallContext(database.db, deps, caller, session, source, req.log);
    const handler = handlers[name] as (input: unknown, ctx: FnContext) => Promise<unknown>;
    const key = idempotencyKey(req);
    const scope = caller?.userId ?? ANONYMOUS_SCOPE;
    const requestHash = key ? fingerprint(config, name, parsed.data) : '';

    let result: unknown;
    if (!def.write && !trail && !def.auditedRead) {
      result = await handler(parsed.data, ctx);
    } else {
      for (let attempt = 0; ; attempt += 1) {
        try {
          result = await database.db.transaction(async (tx) => {
            ctx.db = tx as unknown as Db;
            if (key && def.write) {
              await lockIdempotencyKey(ctx.db, scope, key);
              const stored = await findIdempotentResponse(ctx.db, scope, key);
              if (stored) return replay(stored, name, requestHash);
            }
            const output = await handler(parsed.data, ctx);
            await trail?.succeeded(ctx.db, parsed.data, output);
            // A response that starts or ends a session cannot be replayed without its cookie.
            if (key && def.write && !ctx.session.changed) {
              await saveIdempotentResponse(ctx.db, {
                scope,
                userId: caller?.userId ?? null,
                key,
                fn: name,
                requestHash,
                response: output,
              });
            }
            return output;
          });
          break;
        } catch (error) {
          const race = isUniqueViolation(error);
          if (race && attempt < UNIQUE_RACE_RETRIES) {
            // Another call inserted the same key and committed first (ADR 036). Run again from
            // nothing: the handler now sees that row and answers as it answers a later duplicate
            // (a 409 with its message, a resent invitation, an idempotent replay), never a 500.
            ctx.restart();
            continue;
          }
          // Still racing after the retries: the winner's stored answer, else a conflict to retry.
          const stored = race && key ? await findIdempotentResponse(database.db, scope, key) : undefined;
          if (stored) {
            result = replay(stored, name, requestHash);
            break;
          }
          const refusal = race ? new AppError('conflict', CHANGED_MEANWHILE) : error;
          if (trail && refusal instanceof AppError) await trail.refused(database.db, parsed.data, refusal);
          throw refusal;
        } finally {
          ctx.leaveTransaction();
        }
      }
    }
    if (ctx.notices.length > 0) publishNotices(deps, req, ctx.notices);
    const setCookie = ctx.session.setCookieHeader;
    if (setCookie) reply.header('Set-Cookie', setCookie);
    return send(reply, name, result, config);
  });
}

/**
 * After commit. This process's login-step cache is dropped now, not when the notice is back from
 * PostgreSQL: the caller's next request must not see what this one just changed.
 */
function publishNotices(deps: FnRouteDeps, req: FastifyRequest, notices: string[]): void {
  for (const topic of notices) {
    if (topic.startsWith('users/')) deps.userLookup.onUserChanged(topic.slice('users/'.length));
  }
  const origin = req.headers['x-client-id'];
  deps.bus
    .publish(notices, typeof origin === 'string' ? origin : undefined)
    .catch((error: unknown) => req.log.error({ err: error }, 'live publish failed'));
}

function replay(stored: { fn: string; response: unknown; requestHash: string }, name: FnName, requestHash: string) {
  if (stored.fn !== name) {
    throw new AppError('conflict', 'This Idempotency-Key was already used for another function.');
  }
  // Stripe's rule: the same key with another request is the caller's mistake, never a replay.
  if (stored.requestHash !== '' && stored.requestHash !== requestHash) {
    throw new AppError('idempotency_mismatch', IDEMPOTENCY_MISMATCH, 'Idempotency-Key');
  }
  return stored.response;
}

/**
 * The request a key stands for: the function and its validated input (keys in schema order). Keyed
 * with the server's secret, since an input may hold a password (changeUserEmailAddress) that a
 * plain hash in the database would expose to an offline guess.
 */
function fingerprint(config: Config, name: FnName, input: unknown): string {
  return createHmac('sha256', config.sessionSecret)
    .update(name)
    .update('\0')
    .update(JSON.stringify(input))
    .digest('hex');
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
 * CSRF defence (architecture.md 6): a browser's POST carries Origin, which must be this site. Requests
 * without Origin (scripts, the bench) carry no ambient cookie risk from another site.
 */
export function requireSameOrigin(req: FastifyRequest, config: Config): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const host = req.headers.host;
  const allowed = new Set([new URL(config.publicUrl).origin, `http://${host}`, `https://${host}`]);
  if (!allowed.has(origin)) throw new AppError('forbidden', 'Cross-site request refused.');
}
