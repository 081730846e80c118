/**
 * Login's first step asks "which step does this email get?" far more often than accounts change,
 * and anonymously, so it is the one read worth caching (ADR 009). Entries live in this process for
 * at most 30 s and are dropped as soon as a `users/{id}` notice arrives: every write to a user
 * publishes one, and on PostgreSQL the notice reaches every process through LISTEN.
 */
export interface UserLookup {
  userID: string;
  passwordCreated: boolean;
}

export class UserLookupCache {
  private readonly entries = new Map<string, { value: UserLookup | null; expiresAt: number }>();
  /** Bumped by every change, so an answer read before a change is not stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached answer (null: no such user), or undefined when it must be read. */
  // eslint-disable-next-line no-restricted-syntax -- a cache entry ages in real time
  get(email: string, now = Date.now()): UserLookup | null | undefined {
    const entry = this.entries.get(email);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(email);
      return undefined;
    }
    return entry.value;
  }

  /** Take before reading the database; pass to `set`. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** Stores an answer unless a user changed since `readAt` (its generation). */
  // eslint-disable-next-line no-restricted-syntax -- a cache entry ages in real time
  set(email: string, value: UserLookup | null, readAt: number, now = Date.now()): void {
    if (readAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(email, { value, expiresAt: now + this.ttlMs });
  }

  /** A user changed or appeared: drop their entry and every cached "no such user". */
  onUserChanged(userID: string): void {
    this.generation += 1;
    for (const [email, entry] of this.entries) {
      if (entry.value === null || entry.value.userID === userID) this.entries.delete(email);
    }
  }

  /** Notices may have been missed (the LISTEN connection was down, ADR 018): forget everything. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Wires the cache to the live bus's `users/{id}` notices and its resyncs. */
  listenTo(bus: {
    subscribe(listener: (topic: string) => void): () => void;
    onResync(listener: () => void): () => void;
  }): () => void {
    const unsubscribe = bus.subscribe((topic) => {
      if (topic.startsWith('users/')) this.onUserChanged(topic.slice('users/'.length));
    });
    const unResync = bus.onResync(() => this.clear());
    return () => {
      unsubscribe();
      unResync();
    };
  }
}
