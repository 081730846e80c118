/**
 * The labs a nurse at a lab stop could take her specimens to instead (ADR 076): the labs of the
 * regions her stops are in, with their point, receiving hours and zone, and the place groups her
 * procedures may be dropped off at (ADR 065).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { places, procedures, serviceRegions } from '../db/schema.ts';

/** A region holds a few labs; the phone keeps at most this many per stop. */
const MAX_REGION_LABS = 50;

export async function listRegionLabs(db: Db, regionIds: readonly string[]) {
  if (regionIds.length === 0) return [];
  return db
    .select({
      id: places.id,
      name: places.name,
      address: places.address,
      lat: places.lat,
      lng: places.lng,
      startMinute: places.receivingStartMinute,
      endMinute: places.receivingEndMinute,
      regionId: places.serviceRegionId,
      timeZone: serviceRegions.timeZone,
    })
    .from(places)
    .innerJoin(serviceRegions, eq(serviceRegions.id, places.serviceRegionId))
    .where(
      and(
        inArray(places.serviceRegionId, [...regionIds]),
        eq(places.type, 'lab'),
        isNotNull(places.lat),
        isNotNull(places.lng),
      ),
    )
    .orderBy(places.id)
    .limit(MAX_REGION_LABS * regionIds.length);
}

/** Each procedure's dropOffPlaceGroups, by id. */
export async function findDropOffPlaceGroups(db: Db, procedureIds: readonly string[]) {
  if (procedureIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ id: procedures.id, groups: procedures.dropOffPlaceGroups })
    .from(procedures)
    .where(inArray(procedures.id, [...procedureIds]));
  return new Map(rows.map((r) => [r.id, r.groups]));
}
