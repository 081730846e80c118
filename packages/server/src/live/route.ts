/**
 * GET /api/live: one Server-Sent Events stream per signed-in browser. Only topics the person may
 * read are delivered: their own `users/{id}` and `shifts/{id}`, and every user's for operations.
 * A stream lives no longer than its session; a session holds a few at most, and a person (over all
 * their sessions) a few more (ADR 018, 036).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import type { Role } from '@sc/domain/vocabulary/accounts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { resolveSession } from '../http/session.ts';
import { listAcceptedOfficeIDs } from '../repositories/procedures.repository.ts';
import type { LiveBus } from './bus.ts';

const HEARTBEAT_MS = 25_000;
/**
 * Streams one session may hold: a few tabs. A new one past this closes the oldest rather than being
 * refused: a phone that changed networks opens a new stream while its old one may linger half-open,
 * and a refused EventSource never retries.
 */
export const MAX_STREAMS_PER_SESSION = 4;
/**
 * Streams one person may hold over all their sessions in this process: a phone and a laptop with a
 * few tabs each. Without it, signing in 15 times opened 60. Past it, their oldest stream closes,
 * whichever session it belongs to, for the reasons above.
 */
export const MAX_STREAMS_PER_USER = 8;
/** After a resync every stream re-reads its session; spread over this, not all at once. */
const RESYNC_RECHECK_SPREAD_MS = 2_000;
/** A session that ends while a stream of it is being opened: remembered this long to close that one too. */
const ENDED_MEMORY_MS = 10_000;

/** Topics are keyed by the person they concern (architecture.md 5): a nurse's itineraries are `itineraries/{userID}`. */
// `positions/{userID}`: a nurse's position was recorded; operations' live day reads it (issue 25).
// `supplies/{userID}`: her kits and supplies (a kit order shipped to her, an item activated).
const everyoneKinds = ['flags', 'place-group-types'];
const personalKinds = ['users', 'shifts', 'itineraries', 'wallet', 'positions', 'supplies'];

/**
 * An office's topic, `offices/{officeID}`, tells its orders changed (issue 14): its staff read it,
 * as accepted members of the approved office (`officeIDs`), and operations.
 */
export function mayReadTopic(
  caller: { userId: string; role: Role },
  topic: string,
  officeIDs: ReadonlySet<string> = new Set(),
): boolean {
  const [kind, id] = topic.split('/');
  // Read by every signed-in person (issue 25): the feature flags changed (`flags/all`), or a place
  // group type's groups (`place-group-types/{type}`, requirements.md 7's live subscription).
  if (kind !== undefined && everyoneKinds.includes(kind)) return true;
  // A region's dispatch board (issue 25, `dispatch/{serviceRegionID}`): operations only.
  if (kind === 'dispatch') return caller.role === 'admin';
  if (kind === 'offices') return caller.role === 'admin' || (id !== undefined && officeIDs.has(id));
  if (kind === undefined || !personalKinds.includes(kind)) return false;
  return id === caller.userId || caller.role === 'admin';
}

const officesOf = async (db: Database['db'], caller: { userId: string; role: Role }) =>
  new Set(isOfficeStaff(caller.role) ? await listAcceptedOfficeIDs(db, caller.userId) : []);

interface Stream {
  /** Ends the stream, after `event` (with `data`) when given. */
  close(event?: string, data?: Record<string, string>): void;
  resync(): void;
}

export function registerLiveRoute(app: FastifyInstance, deps: { config: Config; database: Database; bus: LiveBus }) {
  /** Open streams by session id hash, and by person, oldest first (a Set keeps insertion order). */
  const bySession = new Map<string, Set<Stream>>();
  const byUser = new Map<string, Set<Stream>>();
  const each = (fn: (stream: Stream) => void) => {
    for (const streams of [...bySession.values()]) for (const stream of [...streams]) fn(stream);
  };
  const recentlyEnded = new Map<string, number>();
  const stopSessionEnded = deps.bus.onSessionEnded((idHash) => {
    // eslint-disable-next-line no-restricted-syntax -- remembers ended sessions for a real while
    const now = Date.now();
    // Oldest first (insertion order): drop the expired ones from the front.
    for (const [hash, at] of recentlyEnded) {
      if (now - at < ENDED_MEMORY_MS) break;
      recentlyEnded.delete(hash);
    }
    recentlyEnded.delete(idHash);
    recentlyEnded.set(idHash, now);
    for (const stream of [...(bySession.get(idHash) ?? [])]) stream.close();
  });
  const stopResync = deps.bus.onResync(() => each((stream) => stream.resync()));
  // Open streams would otherwise hold the server's close until every browser lets go.
  app.addHook('preClose', (done) => {
    stopSessionEnded();
    stopResync();
    each((stream) => stream.close());
    done();
  });

  app.get('/api/live', async (req, reply) => {
    const session = await resolveSession(deps.database.db, deps.config, req);
    if (!session) {
      return reply.code(401).send({ error: { code: 'unauthenticated', message: 'Please sign in.' } });
    }
    const { caller, idHash } = session;
    let officeIDs = await officesOf(deps.database.db, caller);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // hijack() skips the hooks' headers (security headers, request id): send them here. Lower
      // case, as Fastify keeps them, so these replace rather than repeat one of the same name.
      ...headersSetSoFar(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });

    let closed = false;
    let id = 0;
    let rechecking = false;
    let recheckTimer: NodeJS.Timeout | undefined;
    const write = (chunk: string) => {
      if (!closed && !res.writableEnded) res.write(chunk);
    };
    /** Closes the stream when its session is no longer live (ended in the database meanwhile). */
    const recheck = () => {
      if (closed || rechecking) return;
      rechecking = true;
      resolveSession(deps.database.db, deps.config, req)
        .then(async (current) => {
          if (current?.idHash !== idHash) return stream.close();
          // A membership accepted or ended meanwhile changes which offices it hears.
          officeIDs = await officesOf(deps.database.db, caller);
        })
        // The database is away: keep the stream; the next notice or resync checks again.
        .catch(() => undefined)
        .finally(() => {
          rechecking = false;
        });
    };
    const stream: Stream = {
      close(event, data = {}) {
        if (closed) return;
        if (event) write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        cleanup();
        res.end();
      },
      resync() {
        // The client refetches everything it shows, as on `ready`.
        write(`event: resync\ndata: {}\n\n`);
        clearTimeout(recheckTimer);
        recheckTimer = setTimeout(recheck, Math.random() * RESYNC_RECHECK_SPREAD_MS);
      },
    };

    const streams = bySession.get(idHash) ?? new Set<Stream>();
    bySession.set(idHash, streams);
    const userStreams = byUser.get(caller.userId) ?? new Set<Stream>();
    byUser.set(caller.userId, userStreams);
    // `evicted` tells the client not to reconnect at once, so tabs do not take turns evicting each other.
    if (streams.size >= MAX_STREAMS_PER_SESSION) [...streams][0]?.close('evicted', { limit: 'session' });
    if (userStreams.size >= MAX_STREAMS_PER_USER) [...userStreams][0]?.close('evicted', { limit: 'user' });
    streams.add(stream);
    userStreams.add(stream);

    // A reconnecting client refetches what it shows on `ready`, which is how it catches up.
    write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = deps.bus.subscribe((topic, origin) => {
      // Sessions of this person may have ended (password set, account deleted): check this one's.
      if (topic === `users/${caller.userId}`) recheck();
      if (!mayReadTopic(caller, topic, officeIDs)) return;
      id += 1;
      write(`id: ${id}\ndata: ${JSON.stringify(origin ? { topic, origin } : { topic })}\n\n`);
    });
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    function cleanup() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(recheckTimer);
      unsubscribe();
      streams.delete(stream);
      if (streams.size === 0 && bySession.get(idHash) === streams) bySession.delete(idHash);
      userStreams.delete(stream);
      if (userStreams.size === 0 && byUser.get(caller.userId) === userStreams) byUser.delete(caller.userId);
    }
    res.on('close', cleanup);
    // Ended while its session was being read above: that notice came before this stream was listed.
    if (recentlyEnded.has(idHash)) stream.close();
  });
}

/** The headers the request's hooks put on the reply (security headers, X-Request-Id). */
function headersSetSoFar(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  return headers;
}
