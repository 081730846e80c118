/**
 * Analytics events off the request path: a read like a barcode scan answers first, and its event
 * is written right after, together with whatever other events arrived meanwhile (one multi-row
 * INSERT per flush). Under light load that is one insert per event a moment later; under load the
 * events coalesce, so recording them does not cost a commit per request. Events written inside a
 * function's transaction (check-in) do not come here: they commit with their change.
 * A crash between answer and flush loses those few events: acceptable for analytics, never for
 * field data. One bad event never costs the others theirs: each is checked as it arrives, and a
 * batch the database refuses is written again one event at a time, dropping only the refused.
 */
import { findInputProblem } from '@sc/domain/contract/input-safety';
import type { Db } from '../db/client.ts';
import { insertAnalyticsEvents, type AnalyticsEvent } from '../repositories/analytics.repository.ts';

const MAX_BATCH = 500;

export class AnalyticsBuffer {
  #queue: AnalyticsEvent[] = [];
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Queues an event; one the database could not store (a NUL, a lone surrogate) is dropped here. */
  record(event: AnalyticsEvent): void {
    if (findInputProblem(event) !== null) {
      this.onError(new TypeError('analytics event dropped: it holds text the database cannot store'));
      return;
    }
    this.#queue.push(event);
    this.#flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#drain());
  }

  /** Resolves once every event recorded so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, MAX_BATCH);
        await insertAnalyticsEvents(this.db, batch).catch(() => this.#insertOneByOne(batch));
      }
    } finally {
      this.#flushing = null;
    }
  }

  async #insertOneByOne(batch: AnalyticsEvent[]): Promise<void> {
    for (const event of batch) await insertAnalyticsEvents(this.db, [event]).catch(this.onError);
  }
}
