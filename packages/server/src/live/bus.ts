/**
 * Live-update notices (architecture.md 5): a topic name, never data. On PGlite the bus is this process's
 * memory; on PostgreSQL a notice goes through NOTIFY so every process behind a load balancer gets it
 * from its one LISTEN connection.
 *
 * Two kinds of message never reach a browser (ADR 018): "this session ended", sent by NOTIFY inside
 * the transaction that ends it (so on both databases, delivered only if that commits), and "resync",
 * when the LISTEN connection is back after an outage and notices may have been lost meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/** `origin` is the browser tab whose write caused the notice (its X-Client-ID), when it said. */
export type NoticeListener = (topic: string, origin?: string) => void;

/** A tab id as the browser sends it (api.ts): no space, so `topic origin` splits back. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

const CHANNEL = 'live_notices';
/** A prefix no topic has (topics are `kind/id` of architecture.md 5's kinds). */
const SESSION_ENDED = 'session-ended/';

/**
 * Says that the session with this id hash ended, to the live streams of every process. Runs in the
 * caller's transaction: NOTIFY is delivered when it commits, and not at all if it rolls back.
 */
export async function publishSessionEnded(db: Db, idHash: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${SESSION_ENDED + idHash})`);
}

export class LiveBus {
  private readonly listeners = new Set<NoticeListener>();
  private readonly sessionEndedListeners = new Set<(idHash: string) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    // On PGlite too: session ends arrive by NOTIFY (topics there are delivered in memory).
    this.unlisten = await this.database.listen(
      CHANNEL,
      (message) => this.deliver(message),
      () => this.resync(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.listeners.clear();
    this.sessionEndedListeners.clear();
    this.resyncListeners.clear();
  }

  subscribe(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with a session's id hash when it has ended (sign-out, sign-in over it, own deletion). */
  onSessionEnded(listener: (idHash: string) => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /** Called when notices may have been missed: the LISTEN connection is back after losing it. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /**
   * Called after a transaction commits. With the tab that caused them, so that tab can skip a
   * refetch of what it already shows (issue 13: one request per scan).
   */
  async publish(topics: readonly string[], origin?: string): Promise<void> {
    const tail = origin !== undefined && CLIENT_ID_PATTERN.test(origin) ? ` ${origin}` : '';
    const unique = [...new Set(topics)].map((topic) => topic + tail);
    if (this.database.kind === 'postgres') {
      for (const message of unique) await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${message})`);
      return;
    }
    for (const message of unique) this.deliver(message);
  }

  private deliver(message: string): void {
    if (message.startsWith(SESSION_ENDED)) {
      const idHash = message.slice(SESSION_ENDED.length);
      for (const listener of this.sessionEndedListeners) listener(idHash);
      return;
    }
    const [topic = '', origin] = message.split(' ');
    for (const listener of this.listeners) listener(topic, origin);
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}
