import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { waypointArrivals } from '../db/schema.ts';

/**
 * The too-far reason the nurse gave when she arrived at the waypoint (requirements.md 4), from its latest
 * arrival; null when she gave none or has not arrived.
 */
export async function findArrivalTooFarReason(db: Db, waypointID: string): Promise<string | null> {
  const [row] = await db
    .select({ tooFarReason: waypointArrivals.tooFarReason })
    .from(waypointArrivals)
    .where(eq(waypointArrivals.waypointId, waypointID))
    .orderBy(desc(waypointArrivals.at), desc(waypointArrivals.id))
    .limit(1);
  return row?.tooFarReason ?? null;
}
