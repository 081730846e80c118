/**
 * GET /api/live: one Server-Sent Events stream per signed-in browser. Only topics the person may
 * read are delivered: their own `users/{id}` and `shifts/{id}`, and every user's for operations.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@sc/domain/auth/roles';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { resolveSession } from '../http/session.ts';
import type { LiveBus } from './bus.ts';

const HEARTBEAT_MS = 25_000;

/** Topics are keyed by the person they concern (DESIGN.md 5): a nurse's itineraries are `itineraries/{userID}`. */
const personalKinds = ['users', 'shifts', 'itineraries'];

export function mayReadTopic(caller: { userId: string; role: Role }, topic: string): boolean {
  const [kind, id] = topic.split('/');
  if (kind === undefined || !personalKinds.includes(kind)) return false;
  return id === caller.userId || caller.role === 'admin';
}

export function registerLiveRoute(app: FastifyInstance, deps: { config: Config; database: Database; bus: LiveBus }) {
  app.get('/api/live', async (req, reply) => {
    const session = await resolveSession(deps.database.db, deps.config, req);
    if (!session) {
      return reply.code(401).send({ error: { code: 'unauthenticated', message: 'Please sign in.' } });
    }
    const caller = session.caller;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    // A reconnecting client refetches what it shows on `ready`, which is how it catches up.
    res.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
    let id = 0;
    const unsubscribe = deps.bus.subscribe((topic) => {
      if (!mayReadTopic(caller, topic)) return;
      id += 1;
      res.write(`id: ${id}\ndata: ${JSON.stringify({ topic })}\n\n`);
    });
    // Notices may have been lost while the database was away: the client refetches, as on `ready`.
    const stopResync = deps.bus.onResync(() => res.write(`event: resync\ndata: {}\n\n`));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
    });
  });
}
