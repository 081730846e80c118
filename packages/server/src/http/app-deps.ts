/**
 * What the HTTP server is built from (server.ts makes them; buildApp and each route take them). In
 * a file of its own so the route files need not import app.ts, which imports them.
 */
import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AnalyticsBuffer } from '../lib/analytics-buffer.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import type { UserLookupCache } from '../lib/user-lookup-cache.ts';
import type { LiveBus } from '../live/bus.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  adapters: Adapters;
  bus: LiveBus;
  userLookup: UserLookupCache;
  analytics: AnalyticsBuffer;
  rateLimits: RateLimitStore;
  /** Where JSON log lines go (standard output when absent). */
  logStream?: NodeJS.WritableStream;
}
