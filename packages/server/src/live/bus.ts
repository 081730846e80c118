/**
 * Live-update notices (DESIGN.md 5): a topic name, never data. On PGlite the bus is this process's
 * memory; on PostgreSQL a notice goes through NOTIFY so every process behind a load balancer gets it
 * from its one LISTEN connection. When that connection is back after an outage, notices may have
 * been lost meanwhile: `onResync` listeners hear of it (ADR 018).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type NoticeListener = (topic: string) => void;

const CHANNEL = 'live_notices';

export class LiveBus {
  private readonly listeners = new Set<NoticeListener>();
  private readonly resyncListeners = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.database.kind === 'postgres') {
      this.unlisten = await this.database.listen(
        CHANNEL,
        (topic) => this.deliver(topic),
        () => this.resync(),
      );
    }
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.listeners.clear();
    this.resyncListeners.clear();
  }

  subscribe(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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

  private deliver(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}
