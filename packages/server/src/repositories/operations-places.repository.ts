/**
 * Operations' places, service regions and place groups (issue 25, ADR 060): rows read for update
 * (so a change's before and after are both known to its audit row) and written as one call's
 * transaction decides.
 */
import { sql } from 'drizzle-orm';
import type { PlaceGroupType } from '@sc/domain/operations/place-groups';
import type { PlaceType } from '@sc/domain/vocabulary/supplies';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;
const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface PlaceFields {
  name: string;
  type: PlaceType;
  address: string;
  lat: number | null;
  lng: number | null;
  regionId: string | null;
  startMinute: number | null;
  endMinute: number | null;
}

export async function findPlaceForUpdate(db: Db, id: string): Promise<PlaceFields | undefined> {
  const [row] = await rowsOf<PlaceFields>(
    db.execute(sql`select name, type, address, lat, lng, service_region_id as "regionId",
        receiving_start_minute as "startMinute", receiving_end_minute as "endMinute"
      from places where id = ${id} for update`),
  );
  return row;
}

export async function writePlace(db: Db, id: string, p: PlaceFields, create: boolean) {
  if (create) {
    await db.execute(sql`insert into places (id, name, type, address, lat, lng, service_region_id,
        receiving_start_minute, receiving_end_minute)
      values (${id}, ${p.name}, ${p.type}, ${p.address}, ${p.lat}, ${p.lng}, ${p.regionId}, ${p.startMinute}, ${p.endMinute})`);
    return;
  }
  await db.execute(sql`update places set name = ${p.name}, type = ${p.type}, address = ${p.address}, lat = ${p.lat},
      lng = ${p.lng}, service_region_id = ${p.regionId}, receiving_start_minute = ${p.startMinute},
      receiving_end_minute = ${p.endMinute}
    where id = ${id}`);
}

export async function regionExists(db: Db, id: string): Promise<boolean> {
  return (await rowsOf(db.execute(sql`select 1 from service_regions where id = ${id}`))).length > 0;
}

export interface RegionFields {
  name: string;
  timeZone: string;
  polygon: unknown;
}

export async function findRegionForUpdate(db: Db, id: string): Promise<RegionFields | undefined> {
  const [row] = await rowsOf<RegionFields>(
    db.execute(sql`select name, time_zone as "timeZone", polygon from service_regions where id = ${id} for update`),
  );
  return row;
}

/** Another region of this name (case aside), if any. */
export async function regionNamed(db: Db, name: string, exceptId: string | null) {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`select id from service_regions where lower(name) = lower(${name})
      and id is distinct from ${exceptId} limit 1`),
  );
  return rows.length > 0;
}

export async function writeRegion(db: Db, id: string, r: RegionFields, create: boolean) {
  const polygon = r.polygon === null ? null : JSON.stringify(r.polygon);
  if (create) {
    await db.execute(sql`insert into service_regions (id, name, time_zone, polygon)
      values (${id}, ${r.name}, ${r.timeZone}, ${polygon}::jsonb)`);
    return;
  }
  await db.execute(sql`update service_regions set name = ${r.name}, time_zone = ${r.timeZone}, polygon = ${polygon}::jsonb
    where id = ${id}`);
}

export interface GroupRow {
  id: string;
  name: string;
  type: PlaceGroupType;
}

export async function listPlaceGroups(db: Db) {
  const groups = await rowsOf<GroupRow>(
    db.execute(sql`select id, name, type from place_groups order by type, name limit 500`),
  );
  const members =
    groups.length === 0
      ? []
      : await rowsOf<{ groupId: string; id: string; name: string; type: PlaceType }>(
          db.execute(sql`select gp.group_id as "groupId", p.id, p.name, p.type
            from place_group_places gp join places p on p.id = gp.place_id
            where gp.group_id in (${idList(groups.map((g) => g.id))}) order by p.name`),
        );
  return groups.map((g) => ({
    ...g,
    places: members.filter((m) => m.groupId === g.id).map(({ id, name, type }) => ({ id, name, type })),
  }));
}

export async function findPlaceGroupForUpdate(db: Db, id: string) {
  const [group] = await rowsOf<GroupRow>(
    db.execute(sql`select id, name, type from place_groups where id = ${id} for update`),
  );
  if (!group) return undefined;
  const places = await rowsOf<{ placeId: string }>(
    db.execute(sql`select place_id as "placeId" from place_group_places where group_id = ${id} order by place_id`),
  );
  return { ...group, placeIDs: places.map((p) => p.placeId) };
}

export async function placeGroupNamed(db: Db, name: string, exceptId: string | null) {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`select id from place_groups where lower(name) = lower(${name})
      and id is distinct from ${exceptId} limit 1`),
  );
  return rows.length > 0;
}

export async function findPlacesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rowsOf<{ id: string; name: string; type: PlaceType }>(
    db.execute(sql`select id, name, type from places where id in (${idList(ids)})`),
  );
}

export async function writePlaceGroup(
  db: Db,
  g: { id: string; name: string; type: PlaceGroupType; placeIDs: readonly string[] },
  create: boolean,
) {
  if (create) await db.execute(sql`insert into place_groups (id, name, type) values (${g.id}, ${g.name}, ${g.type})`);
  else
    await db.execute(sql`update place_groups set name = ${g.name}, type = ${g.type}, updated_at = now()
      where id = ${g.id}`);
  await db.execute(sql`delete from place_group_places where group_id = ${g.id}`);
  await db.execute(sql`insert into place_group_places (group_id, place_id)
    select ${g.id}, id from places where id in (${idList(g.placeIDs)})`);
}

/** The types of the groups holding this place: who must hear that it changed. */
export async function groupTypesOfPlace(db: Db, placeId: string): Promise<PlaceGroupType[]> {
  const rows = await rowsOf<{ type: PlaceGroupType }>(
    db.execute(sql`select distinct g.type from place_group_places gp join place_groups g on g.id = gp.group_id
      where gp.place_id = ${placeId}`),
  );
  return rows.map((r) => r.type);
}

/** Each named group's places (entries that are no group are left out). */
export async function placesOfGroups(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await rowsOf<{ groupId: string; placeId: string }>(
    db.execute(sql`select group_id as "groupId", place_id as "placeId" from place_group_places
      where group_id in (${idList(ids)}) order by group_id, place_id`),
  );
  for (const r of rows) out.set(r.groupId, [...(out.get(r.groupId) ?? []), r.placeId]);
  return out;
}
