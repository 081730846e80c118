import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { placeAccounts, placeGroupPlaces, places } from '../db/schema.ts';

/** The packing & shipping place a packer's account is mapped to (requirements.md 6). */
export async function findPackingPlaceOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: places.id, name: places.name, address: places.address })
    .from(placeAccounts)
    .innerJoin(places, eq(places.id, placeAccounts.placeId))
    .where(and(eq(placeAccounts.userId, userId), eq(places.type, 'packing-and-shipping')))
    .limit(1);
  return row;
}

/**
 * The service regions of a place group's places (ADR 065), by id: where an office's visit with no
 * point waits (ADR 071). A group holds at most 200 places (ADR 060); read by place_group_places' key.
 */
export async function regionsOfPlaceGroup(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: places.serviceRegionId })
    .from(placeGroupPlaces)
    .innerJoin(places, eq(places.id, placeGroupPlaces.placeId))
    .where(and(eq(placeGroupPlaces.groupId, groupId), isNotNull(places.serviceRegionId)));
  return rows.map((r) => r.id!).sort();
}
