/**
 * Live-update notices (DESIGN.md 5): a topic name, never data. On PGlite the bus is this process's
 * memory; on PostgreSQL a notice goes through NOTIFY so every process behind a load balancer gets it
 * from its one LISTEN connection.
 *
 * Two kinds of message never reach a browser (ADR 018): "this session ended", sent by NOTIFY inside
 * the transaction that ends it (so on both databases, delivered only if that commits), and "resync",
 * when the LISTEN connection is back after an outage and notices may have been lost meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

export type NoticeListener = (topic: string) => void;

const CHANNEL = 'live_notices';
/** A prefix no topic has (topics are `kind/id` of DESIGN.md 5's kinds). */
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

  /** Called after a transaction commits. */
  async publish(topics: readonly string[]): Promise<void> {
    const unique = [...new Set(topics)];
    if (this.database.kind === 'postgres') {
      for (const topic of unique) await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
      return;
    }
    for (const topic of unique) this.deliver(topic);
  }

  private deliver(message: string): void {
    if (message.startsWith(SESSION_ENDED)) {
      const idHash = message.slice(SESSION_ENDED.length);
      for (const listener of this.sessionEndedListeners) listener(idHash);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}
