/**
 * Fixed-window counters per key, in this process's memory (ADR 005): enough to slow guessing on
 * sign-in and reset. Behind several processes each keeps its own window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one hit; true while the key is within `limit` hits in the current window. */
  hit(key: string, limit: number, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
