/** The current location of a nurse or packer (requirements.md 3, 7: users/{id}/location/current). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userLocations } from '../db/schema.ts';

export interface StoredLocation {
  lat: number;
  lng: number;
  lastUpdate: Date;
}

/** The user's stored location, locked for the transaction (two fixes of one phone queue up). */
export async function lockUserLocation(db: Db, userId: string): Promise<StoredLocation | undefined> {
  const [row] = await db
    .select({ lat: userLocations.lat, lng: userLocations.lng, lastUpdate: userLocations.lastUpdate })
    .from(userLocations)
    .where(eq(userLocations.userId, userId))
    .for('update');
  return row;
}

/** Writes (or replaces) the user's current location. */
export async function saveUserLocation(db: Db, userId: string, location: StoredLocation): Promise<void> {
  await db
    .insert(userLocations)
    .values({ userId, ...location })
    .onConflictDoUpdate({ target: userLocations.userId, set: location });
}
