/**
 * What every named-function handler receives. A handler reads in one order: who is calling, is it
 * allowed on this record, apply the domain rule, write through repositories, map the result.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FnName, FnOutput, ParsedInput } from '@sc/domain/contract/index';
import type { Role, UserStatus } from '@sc/domain/vocabulary/accounts';
import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { AnalyticsBuffer } from '../lib/analytics-buffer.ts';
import type { UserLookupCache } from '../lib/user-lookup-cache.ts';
import type { AuditEntry } from '../repositories/audit.repository.ts';

export interface Caller {
  userId: string;
  role: Role;
  /** Read with the session on every call: a declined or pending account loses access at once. */
  status: UserStatus;
}

export interface SessionControl {
  /** Starts a new session for the user (a new id on every sign-in). */
  start(userId: string): Promise<void>;
  /** Ends the current session, if any. */
  end(): Promise<void>;
}

export interface FnContext {
  /** The open transaction for writes; the database for reads. */
  db: Db;
  caller: Caller | null;
  config: Config;
  adapters: Adapters;
  session: SessionControl;
  /** Queues a live-update notice, delivered only after the transaction commits. */
  publish(topic: string): void;
  /**
   * Writes an audit row in the call's transaction. Who, their role, the request id and the address
   * come from the request (ADR 036): a handler names only what it did and to which record.
   */
  audit(entry: AuditEntry): Promise<void>;
  log: FastifyBaseLogger;
  ip: string;
  /** Login step 1's read cache, kept fresh by `users/{id}` notices. */
  userLookup: UserLookupCache;
  /** Analytics events of reads, written just after the answer (lib/analytics-buffer.ts). */
  analytics: AnalyticsBuffer;
}

export type Handler<N extends FnName> = (input: ParsedInput<N>, ctx: FnContext) => Promise<FnOutput<N>>;

/**
 * The handlers of one area, `functions/<area>/index.ts`: exactly one for each function of its
 * contract file, `contract/<area>.ts`, so a function's contract and handler share an area's name.
 */
export type AreaHandlers<C> = { [N in keyof C & FnName]: Handler<N> };

export function requireCaller(ctx: FnContext): Caller {
  if (!ctx.caller) throw new AppError('unauthenticated', 'Please sign in.');
  return ctx.caller;
}
