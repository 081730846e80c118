/** The HTTP server: security headers, request ids, functions, live updates, health, the web app. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { databaseErrorKind, isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { registerLiveRoute } from '../live/route.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from './app-deps.ts';
import { registerFilesRoute } from './files-route.ts';
import { registerOrdersCsvRoute } from './orders-csv-route.ts';
import { registerPrintRoute } from './print-route.ts';
import { registerRequisitionRoute } from './requisition-route.ts';
import { registerFnRoute } from './fn-route.ts';
import { errorAnswer, frameworkErrorAnswer, type ErrorAnswer } from './error-shape.ts';
import { serializeError, serializeRequest } from './log-serializers.ts';
import { buildOpenApi } from './openapi.ts';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { registerStatic } from './static.ts';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** A hop count trusts that many proxies nearest the server (as proxy-addr counts them). */
function toFastifyTrustProxy(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function buildApp(deps: AppDeps): FastifyInstance {
  const headers = securityHeaders(deps.config);
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Errors by kind and requests by path only: never parameters, queries or bodies (ADR 017).
      serializers: { err: serializeError, req: serializeRequest },
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: toFastifyTrustProxy(deps.config.trustProxy),
    // A malformed URL or an over-long id is refused before any hook runs: answer it in the API's
    // shape, with the headers the hooks would have set.
    frameworkErrors: (error, req, reply) => {
      const { status, body } = frameworkErrorAnswer(error);
      void (reply as FastifyReply).headers(headers).header('X-Request-Id', req.id).code(status).send(body);
    },
  });
  // Only JSON bodies: a cross-site form cannot send one without a preflight.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app, deps.config);

  const answer = (reply: FastifyReply, { status, body }: ErrorAnswer) => reply.code(status).send(body);
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError)
      return answer(reply, errorAnswer(error.status, error.code, error.message, error.field));
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own refusals (a body it cannot parse, too large, not JSON), in the API's shape.
    if (status && status >= 400 && status < 500)
      return answer(reply, frameworkErrorAnswer(error as { code?: unknown }));
    if (isDatabaseUnavailable(error)) {
      // The kind only: a query error's message carries its SQL and parameters.
      req.log.warn({ code: databaseErrorKind(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '2')
        .send({
          error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' },
        });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });

  const openApi = buildOpenApi(deps.config.production);
  app.get('/api/openapi.json', async () => openApi);
  app.get('/health', async (_req, reply) => {
    // Bounded, so a database that hangs rather than refuses still gets an answer a prober can read.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2_000)));
    const database = await Promise.race([deps.database.ping().catch(() => false), timeout]);
    clearTimeout(timer);
    return reply
      .code(database ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: database ? 'ok' : 'degraded', database: database ? 'up' : 'down' });
  });
  registerFnRoute(app, deps);
  registerFilesRoute(app, deps);
  registerRequisitionRoute(app, deps);
  registerPrintRoute(app, deps);
  registerOrdersCsvRoute(app, deps);
  registerLiveRoute(app, deps);
  registerStatic(app, deps.config.webDist, deps.config);
  return app;
}
