/**
 * Sliding-window rate limits (ADR 035) whose counters every server process shares: in PostgreSQL
 * when the product runs on a PostgreSQL server, in Redis when REDIS_URL is set, and in memory on
 * the embedded database, which only ever has one process. Keys are hashed before they are stored:
 * a sign-in limit's key holds an email address.
 */
import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { countRateLimitHit } from '../repositories/rate-limits.repository.ts';

/** One key's hits in the current window (this one included) and in the window before it. */
export interface WindowHits {
  hits: number;
  previousHits: number;
}

export interface RateLimitStore {
  /** Counts one hit of `key` in the window that starts at `windowStart`; answers it and the one before. */
  hit(key: string, windowStart: number, windowMs: number): Promise<WindowHits>;
  close(): Promise<void>;
}

/**
 * The hits of the last full window's length: the previous window's, weighted by how much of it is
 * still inside that length, plus the current one's. A fixed window alone let a caller spend its
 * limit at the end of one minute and again at the start of the next (twice the limit in a second).
 */
export function slidingHits({ hits, previousHits }: WindowHits, elapsedMs: number, windowMs: number): number {
  return previousHits * ((windowMs - elapsedMs) / windowMs) + hits;
}

/** Keys whose hash a limiter keeps; past it the memo starts again (a hash is only recomputed). */
const HASHED_KEYS_MAX = 10_000;

export class RateLimiter {
  /**
   * Each key's hash, computed once: an HMAC's setup was the largest cost of a limited call in the
   * bench's profile. It lives in this process's memory only, never in a store.
   */
  private readonly hashedKeys = new Map<string, string>();

  constructor(
    private readonly store: RateLimitStore,
    private readonly windowMs: number,
    private readonly secret: string,
  ) {}

  /** Counts one hit; true while the key is within `limit` hits in the last window's length. */
  // eslint-disable-next-line no-restricted-syntax -- rate limits count real requests per real minute (ADR 066)
  async hit(key: string, limit: number, now = Date.now()): Promise<boolean> {
    const elapsed = now % this.windowMs;
    const windowStart = now - elapsed;
    let hashed = this.hashedKeys.get(key);
    if (hashed === undefined) {
      hashed = createHmac('sha256', this.secret).update(`${this.windowMs}:${key}`).digest('base64url');
      if (this.hashedKeys.size >= HASHED_KEYS_MAX) this.hashedKeys.clear();
      this.hashedKeys.set(key, hashed);
    }
    const counted = await this.store.hit(hashed, windowStart, this.windowMs);
    return slidingHits(counted, elapsed, this.windowMs) <= limit;
  }
}

/** One process's memory: exact for the embedded database, which no other process can open. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { windowStart: number; hits: number; previousHits: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowStart, windowMs) {
      const window = windows.get(key);
      if (window?.windowStart === windowStart) {
        window.hits += 1;
        return { hits: window.hits, previousHits: window.previousHits };
      }
      // eslint-disable-next-line no-restricted-syntax -- rate limits count real requests per real minute (ADR 066)
      if (windows.size > 50_000) sweep(Date.now());
      const previousHits = window?.windowStart === windowStart - windowMs ? window.hits : 0;
      // Kept until the next window has ended too: it is that window's previous one.
      windows.set(key, { windowStart, hits: 1, previousHits, endsAt: windowStart + 2 * windowMs });
      return { hits: 1, previousHits };
    },
    close: async () => windows.clear(),
  };
}

/** A row per key and window, counted by one upsert; past windows are swept hourly (jobs/sweeps.ts). */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    hit: (key, windowStart, windowMs) =>
      countRateLimitHit(db, key, new Date(windowStart), new Date(windowStart - windowMs)),
    close: async () => undefined,
  };
}

/**
 * INCR, the key's expiry set with its first hit (two windows: the next one reads it as its
 * previous), and the previous window's count, in one step on the Redis server.
 */
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, tonumber(redis.call('GET', KEYS[2]) or '0')}`;

/**
 * Redis: a key per window that expires with it. While Redis is away the limit lets calls through
 * (with a warning): sign-in stays possible, and the passwords' hashing still slows guessing.
 */
export async function openRedisRateLimitStore(url: string, onError: (error: unknown) => void): Promise<RateLimitStore> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 3_000 });
  redis.on('error', onError);
  // Started without Redis, the limits count nothing until it comes: wait a little for it first.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    async hit(key, windowStart, windowMs) {
      try {
        // The key in braces: both windows' keys hash to one slot on a Redis cluster.
        const [hits, previousHits] = (await redis.eval(
          INCREMENT,
          2,
          `sc:rl:{${key}}:${windowStart}`,
          `sc:rl:{${key}}:${windowStart - windowMs}`,
          String(2 * windowMs),
        )) as [number, number];
        return { hits: Number(hits), previousHits: Number(previousHits) };
      } catch (error) {
        onError(error);
        return { hits: 1, previousHits: 0 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
