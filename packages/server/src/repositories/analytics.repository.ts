/**
 * Analytics events (requirements.md 7): the user's id, email, route, geo, timestamp and medical title, plus
 * the event's own fields. Medical titles are not stored yet (no professional info), so it is null.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { analyticsEvents, users } from '../db/schema.ts';

export interface AnalyticsEvent {
  name: string;
  userId: string | null;
  route?: string | null;
  geo?: { lat: number; lng: number } | null;
  medicalTitle?: string | null;
  properties: Record<string, unknown>;
  at: Date;
}

function toRow(event: AnalyticsEvent) {
  return {
    name: event.name,
    userId: event.userId,
    // The user's email as it is now, read in the same statement (no second round trip).
    email:
      event.userId === null ? null : sql`(select ${users.email} from ${users} where ${users.id} = ${event.userId})`,
    route: event.route ?? null,
    geo: event.geo ?? null,
    medicalTitle: event.medicalTitle ?? null,
    properties: event.properties,
    at: event.at,
  };
}

/** One event, in the caller's transaction. */
export async function recordAnalyticsEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(toRow(event));
}

/** Many events in one statement (lib/analytics-buffer.ts). */
export async function insertAnalyticsEvents(db: Db, events: readonly AnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values(events.map(toRow));
}
