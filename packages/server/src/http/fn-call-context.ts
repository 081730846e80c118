/**
 * One call's FnContext: a class rather than an object literal of closures, since one is made for
 * every call (the per-call closures showed in the function route's CPU profile).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Caller, FnContext } from '../functions/context.ts';
import type { AnalyticsBuffer } from '../lib/analytics-buffer.ts';
import type { UserLookupCache } from '../lib/user-lookup-cache.ts';
import { recordAudit, type AuditEntry, type AuditSource } from '../repositories/audit.repository.ts';
import { SessionChanges, type ResolvedSession } from './session.ts';

export interface CallServices {
  config: Config;
  adapters: Adapters;
  userLookup: UserLookupCache;
  analytics: AnalyticsBuffer;
}

export class CallContext implements FnContext {
  /** The open transaction while the handler writes; the database otherwise. */
  db: Db;
  /** Live-update topics, published once the call's transaction has committed. */
  readonly notices: string[] = [];
  session: SessionChanges;

  constructor(
    private readonly database: Db,
    private readonly services: CallServices,
    readonly caller: Caller | null,
    private readonly resolved: ResolvedSession | null,
    private readonly source: AuditSource,
    readonly log: FastifyBaseLogger,
  ) {
    this.db = database;
    this.session = new SessionChanges(this, services.config, resolved);
  }

  get config(): Config {
    return this.services.config;
  }
  get adapters(): Adapters {
    return this.services.adapters;
  }
  get userLookup(): UserLookupCache {
    return this.services.userLookup;
  }
  get analytics(): AnalyticsBuffer {
    return this.services.analytics;
  }
  get ip(): string {
    return this.source.ip;
  }

  publish(topic: string): void {
    this.notices.push(topic);
  }

  audit(entry: AuditEntry): Promise<void> {
    return recordAudit(this.db, this.source, entry);
  }

  /** A transaction run again starts from nothing: no notices, no session change. */
  restart(): void {
    this.notices.length = 0;
    this.session = new SessionChanges(this, this.services.config, this.resolved);
  }

  /** Back on the database once a transaction has ended, committed or not. */
  leaveTransaction(): void {
    this.db = this.database;
  }
}
