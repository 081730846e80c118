/**
 * Fixed-window rate limits (ADR 035) whose counters every server process shares: in PostgreSQL
 * when the product runs on a PostgreSQL server, in Redis when REDIS_URL is set, and in memory on
 * the embedded database, which only ever has one process. Keys are hashed before they are stored:
 * a sign-in limit's key holds an email address.
 */
import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { countRateLimitHit } from '../repositories/rate-limits.repository.ts';

export interface RateLimitStore {
  /** Counts one hit of `key` in the window that starts at `windowStart`; answers the window's hits. */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
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

  /** Counts one hit; true while the key is within `limit` hits in the current window. */
  async hit(key: string, limit: number, now = Date.now()): Promise<boolean> {
    const windowStart = now - (now % this.windowMs);
    let hashed = this.hashedKeys.get(key);
    if (hashed === undefined) {
      hashed = createHmac('sha256', this.secret).update(`${this.windowMs}:${key}`).digest('base64url');
      if (this.hashedKeys.size >= HASHED_KEYS_MAX) this.hashedKeys.clear();
      this.hashedKeys.set(key, hashed);
    }
    return (await this.store.hit(hashed, windowStart, this.windowMs)) <= limit;
  }
}

/** One process's memory: exact for the embedded database, which no other process can open. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { windowStart: number; hits: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowStart, windowMs) {
      const window = windows.get(key);
      if (window?.windowStart === windowStart) return ++window.hits;
      if (windows.size > 50_000) sweep(Date.now());
      windows.set(key, { windowStart, hits: 1, endsAt: windowStart + windowMs });
      return 1;
    },
    close: async () => windows.clear(),
  };
}

/** A row per key and window, counted by one upsert; past windows are swept hourly (jobs/sweeps.ts). */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    hit: (key, windowStart) => countRateLimitHit(db, key, new Date(windowStart)),
    close: async () => undefined,
  };
}

/** INCR, and the key's expiry set with its first hit, in one step on the Redis server. */
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

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
        return Number(await redis.eval(INCREMENT, 1, `sc:rl:${key}:${windowStart}`, String(windowMs)));
      } catch (error) {
        onError(error);
        return 1;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
