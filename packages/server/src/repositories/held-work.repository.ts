/** The shifts and itineraries nurses hold, read near a span of time (ADR 070). The only SQL for it. */
import { and, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itineraries, shifts } from '../db/schema.ts';

export interface HeldWorkRow {
  kind: 'shift' | 'itinerary';
  id: string;
  userId: string;
  startAt: Date;
  /** A shift's end; an itinerary's comes from its stops. */
  endAt: Date | null;
  /** An itinerary's shift. */
  shiftId: string | null;
}

/** Bounded read: the most rows of held work one span answers. */
const MAX_HELD_ROWS = 500;

/**
 * Live shifts and itineraries of the nurses that may meet [from, to): a bound for the read, not the
 * rule (the domain's `findOverlappingWork` decides). An itinerary's end is not stored, so those
 * started up to two days before `from` are read too; no itinerary lasts that long.
 */
export async function listHeldWorkRows(
  db: Db,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<HeldWorkRow[]> {
  if (userIds.length === 0) return [];
  const earliestItineraryStart = new Date(from.getTime() - 2 * 86_400_000);
  const shiftRows = await db
    .select({ id: shifts.id, userId: shifts.userId, startAt: shifts.startAt, endAt: shifts.endAt })
    .from(shifts)
    .where(
      and(
        inArray(shifts.userId, [...userIds]),
        notInArray(shifts.status, ['complete', 'canceled']),
        lt(shifts.startAt, to),
        gte(shifts.endAt, from),
      ),
    )
    .orderBy(shifts.startAt, shifts.id)
    .limit(MAX_HELD_ROWS);
  const itineraryRows = await db
    .select({
      id: itineraries.id,
      userId: itineraries.userId,
      startAt: itineraries.startAt,
      shiftId: itineraries.shiftId,
    })
    .from(itineraries)
    .where(
      and(
        inArray(itineraries.userId, [...userIds]),
        notInArray(itineraries.status, ['done', 'canceled']),
        lt(itineraries.startAt, to),
        gte(itineraries.startAt, earliestItineraryStart),
      ),
    )
    .orderBy(itineraries.startAt, itineraries.id)
    .limit(MAX_HELD_ROWS);
  return [
    ...shiftRows.map((r) => ({ kind: 'shift' as const, ...r, userId: r.userId!, shiftId: null })),
    ...itineraryRows.map((r) => ({ kind: 'itinerary' as const, ...r, userId: r.userId!, endAt: null })),
  ];
}
