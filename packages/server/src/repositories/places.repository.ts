import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { placeAccounts, places } from '../db/schema.ts';

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
