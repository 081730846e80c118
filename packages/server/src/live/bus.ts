/**
 * Live-update notices (DESIGN.md 5): a topic name, never data. On PGlite the bus is this process's
 * memory; on PostgreSQL a notice goes through NOTIFY so every process behind a load balancer gets it
 * from its one LISTEN connection.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type NoticeListener = (topic: string) => void;

const CHANNEL = 'live_notices';

export class LiveBus {
  private readonly listeners = new Set<NoticeListener>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.database.kind === 'postgres') {
      this.unlisten = await this.database.listen(CHANNEL, (topic) => this.deliver(topic));
    }
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.listeners.clear();
  }

  subscribe(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
}
