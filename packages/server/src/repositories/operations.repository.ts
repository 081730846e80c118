/**
 * Operations' reads of people and offices (issue 25): pages of people by group and status with
 * their office and documents, and offices with their staff count. Bounded (at most 100 a page)
 * and read through indexes: users by (status, created_at, id) (migration 030), credentials by user.
 */
import { sql } from 'drizzle-orm';
import type { Credential } from '@sc/domain/nurse-profile/onboarding';
import type { OfficeStatus, OfficeType, Role, UserStatus } from '@sc/domain/vocabulary/accounts';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

export const PEOPLE_ROLES: Record<'all' | 'nurses' | 'office-staff' | 'packers', readonly Role[]> = {
  all: ['nurse', 'prescriber', 'assistant', 'packer'],
  nurses: ['nurse'],
  'office-staff': ['prescriber', 'assistant'],
  packers: ['packer'],
};

export interface PersonRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  createdAt: Date | string;
  /** created_at as PostgreSQL writes it, to the microsecond: a page's end (a Date keeps milliseconds). */
  createdAtKey: string;
  officeId: string | null;
  officeName: string | null;
  npi: string | null;
  malpracticeCarrier: string | null;
  malpracticeExpiry: string | null;
}

/** A nurse's credential with whose it is. */
export type CredentialRow = Credential & { userId: string };

/** `%` and `_` typed into a search are letters, not wildcards. */
const likeEscape = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

export async function listPeople(
  db: Db,
  q: {
    roles: readonly Role[];
    status?: UserStatus;
    search?: string;
    after?: { createdAt: string; id: string };
    limit: number;
  },
): Promise<PersonRow[]> {
  const roleList = sql.join(
    q.roles.map((r) => sql`${r}`),
    sql`, `,
  );
  const status = q.status ? sql`and u.status = ${q.status}` : sql``;
  const pattern = q.search ? `%${likeEscape(q.search.toLowerCase())}%` : null;
  const search = pattern
    ? sql`and (lower(u.email) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern})`
    : sql``;
  const after = q.after ? sql`and (u.created_at, u.id) > (${q.after.createdAt}::timestamptz, ${q.after.id})` : sql``;
  return rowsOf<PersonRow>(
    db.execute(sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone, u.role, u.status,
        u.created_at as "createdAt", u.created_at::text as "createdAtKey", o.id as "officeId", o.name as "officeName",
        np.npi, np.malpractice_carrier as "malpracticeCarrier", np.malpractice_expiry::text as "malpracticeExpiry"
      from users u
      left join lateral (
        select off.id, off.name from office_members m join offices off on off.id = m.office_id
        where m.user_id = u.id order by (m.invitation_status = 'accepted') desc, m.invited_at desc limit 1
      ) o on true
      left join nurse_profiles np on np.user_id = u.id
      where u.role in (${roleList}) ${status} ${search} ${after}
      order by u.created_at, u.id
      limit ${q.limit}`),
  );
}

export async function listCredentialsOf(db: Db, userIds: readonly string[]): Promise<CredentialRow[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<CredentialRow>(
    db.execute(sql`
      select user_id as "userId", kind, name, number, state_code as "stateCode", expiry_date::text as "expiryDate", status
      from nurse_credentials where user_id in (${ids}) order by user_id, kind, expiry_date`),
  );
}

export interface OfficeReviewRow {
  id: string;
  name: string;
  type: OfficeType;
  status: OfficeStatus;
  createdAt: Date | string;
  staff: number;
  /** Its place group (migration 039, ADR 065), or null. */
  placeGroup: { id: string; name: string } | null;
}

export async function listOfficesForReview(
  db: Db,
  q: { status?: OfficeStatus; limit: number },
): Promise<OfficeReviewRow[]> {
  const status = q.status ? sql`where o.status = ${q.status}` : sql``;
  return rowsOf<OfficeReviewRow>(
    db.execute(sql`
      select o.id, o.name, o.type, o.status, o.created_at as "createdAt",
        (select count(*)::int from office_members m where m.office_id = o.id and m.role in ('prescriber', 'assistant')) as staff,
        case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as "placeGroup"
      from offices o
      left join place_groups g on g.id = o.place_group_id
      ${status}
      order by o.created_at desc, o.id
      limit ${q.limit}`),
  );
}

export interface LiveItineraryRow {
  id: string;
  status: 'open' | 'accepted' | 'in_progress' | 'done' | 'canceled';
  startAt: Date | string;
  timeZone: string;
  nurseId: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  lastUpdate: Date | string | null;
  /** Where she leaves from (her work settings): a place her position is named by (ADR 083). */
  leaveFromAddress: string | null;
  leaveFromLat: number | null;
  leaveFromLng: number | null;
}

/** The itineraries starting in [from, to), by start (itineraries_start, migration 030), at most `limit`. */
/**
 * The day's itineraries: those starting in [from, to), and with `carryOverSince`, those still in
 * progress that started since then (a nurse out past midnight is on today's live day, ADR 066);
 * both read through the start index.
 */
export async function listItinerariesStarting(
  db: Db,
  from: Date,
  to: Date,
  limit: number,
  carryOverSince: Date | null = null,
) {
  const since = carryOverSince ?? from;
  return rowsOf<LiveItineraryRow>(
    db.execute(sql`
      select i.id, i.status, i.start_at as "startAt", i.time_zone as "timeZone",
        u.id as "nurseId", u.first_name as "firstName", u.last_name as "lastName", u.phone,
        l.lat, l.lng, l.last_update as "lastUpdate",
        ws.leave_from_address as "leaveFromAddress", ws.leave_from_lat as "leaveFromLat",
        ws.leave_from_lng as "leaveFromLng"
      from itineraries i
      left join shifts s on s.id = i.shift_id
      left join users u on u.id = coalesce(i.user_id, s.user_id)
      left join user_locations l on l.user_id = u.id
      left join nurse_work_settings ws on ws.user_id = u.id
      where i.start_at >= ${since.toISOString()}::timestamptz and i.start_at < ${to.toISOString()}::timestamptz
        and (i.start_at >= ${from.toISOString()}::timestamptz or i.status = 'in_progress')
      order by i.start_at, i.id
      limit ${limit}`),
  );
}

export interface LiveWaypointRow {
  id: string;
  itineraryId: string;
  position: number;
  type: 'patient' | 'pick-drop';
  address: string;
  placeName: string | null;
  lat: number;
  lng: number;
  status: 'pending' | 'transit' | 'at-waypoint' | 'complete';
  statusAt: Date | string | null;
  scheduledStartAt: Date | string;
}

export async function listWaypointsOf(db: Db, itineraryIds: readonly string[]) {
  if (itineraryIds.length === 0) return [];
  const ids = sql.join(
    itineraryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<LiveWaypointRow>(
    db.execute(sql`
      select w.id, w.itinerary_id as "itineraryId", w.position, w.type, w.address, pl.name as "placeName",
        w.lat, w.lng, w.status, w.status_at as "statusAt", w.scheduled_start_at as "scheduledStartAt"
      from waypoints w left join places pl on pl.id = w.place_id
      where w.itinerary_id in (${ids})
      order by w.itinerary_id, w.position`),
  );
}

/**
 * Places with a point (labs, drop-offs), by name: what a nurse's position is named by beside her stops
 * (ADR 083). Bounded: the nearest is found among at most `limit`.
 */
export async function listPlacePoints(db: Db, limit = 500) {
  return rowsOf<{ name: string; lat: number; lng: number }>(
    db.execute(sql`
      select name, lat, lng from places where lat is not null and lng is not null order by id limit ${limit}`),
  );
}

export interface DeviationRow {
  waypointId: string;
  kind: 'duration' | 'location' | 'arrival';
  reason: string;
  at: Date | string;
}

/** Deviation reasons as the nurse gave them, and too-far reasons at arrival (requirements.md 4, 5). */
export async function listDeviationsOf(db: Db, waypointIds: readonly string[]) {
  if (waypointIds.length === 0) return [];
  const ids = sql.join(
    waypointIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<DeviationRow>(
    db.execute(sql`
      select waypoint_id as "waypointId", name as kind, reason, at from deviation_checks where waypoint_id in (${ids})
      union all
      select waypoint_id, 'arrival', too_far_reason, at from waypoint_arrivals
        where waypoint_id in (${ids}) and too_far_reason is not null
      order by at`),
  );
}

/** Operations' catalogue (issue 25): flags, tests and SKUs with whether each is on, bounded. */
export async function listCatalogueForOperations(db: Db) {
  const flags = await rowsOf<{ name: string; enabled: boolean; description: string }>(
    db.execute(sql`select name, enabled, description from feature_flags order by name limit 500`),
  );
  const tests = await rowsOf<{ id: string; code: string; name: string; active: boolean }>(
    db.execute(sql`select id, code, name, active from lab_tests order by name limit 500`),
  );
  const skus = await rowsOf<{ id: string; supplyID: string; supplyName: string; type: string; active: boolean }>(
    db.execute(sql`select k.id, k.supply_id as "supplyID", s.name as "supplyName", s.type, k.active
      from skus k join supplies s on s.id = k.supply_id order by s.name, k.id limit 500`),
  );
  return { flags, tests, skus };
}

/** Each answers the row's previous value, or undefined when there is no such row. */
export async function setFlagEnabled(db: Db, name: string, enabled: boolean) {
  const [row] = await rowsOf<{ before: boolean }>(
    db.execute(sql`update feature_flags f set enabled = ${enabled} from (select name, enabled as before from feature_flags
      where name = ${name} for update) o where f.name = o.name returning o.before`),
  );
  return row?.before;
}

export async function setSkuActive(db: Db, id: string, active: boolean) {
  const [row] = await rowsOf<{ before: boolean }>(
    db.execute(sql`update skus k set active = ${active} from (select id, active as before from skus
      where id = ${id} for update) o where k.id = o.id returning o.before`),
  );
  return row?.before;
}

export async function setLabTestActive(db: Db, id: string, active: boolean) {
  const [row] = await rowsOf<{ before: boolean }>(
    db.execute(sql`update lab_tests t set active = ${active} from (select id, active as before from lab_tests
      where id = ${id} for update) o where t.id = o.id returning o.before`),
  );
  return row?.before;
}

export interface PlaceRow {
  id: string;
  name: string;
  type: string;
  address: string;
  region: string | null;
  regionID: string | null;
  lat: number | null;
  lng: number | null;
  startMinute: number | null;
  endMinute: number | null;
}

export async function listPlacesForOperations(db: Db): Promise<PlaceRow[]> {
  return rowsOf<PlaceRow>(
    db.execute(sql`select p.id, p.name, p.type, p.address, r.name as region, p.service_region_id as "regionID", p.lat, p.lng,
        p.receiving_start_minute as "startMinute", p.receiving_end_minute as "endMinute"
      from places p left join service_regions r on r.id = p.service_region_id
      order by p.type, p.name limit 500`),
  );
}

/** The place's hours before the change, or undefined when there is no such place. */
export async function setPlaceReceivingHours(
  db: Db,
  id: string,
  hours: { startMinute: number; endMinute: number } | null,
): Promise<{ startMinute: number | null; endMinute: number | null } | undefined> {
  const [row] = await rowsOf<{ startMinute: number | null; endMinute: number | null }>(
    db.execute(sql`update places p set receiving_start_minute = ${hours?.startMinute ?? null},
        receiving_end_minute = ${hours?.endMinute ?? null}
      from (select id, receiving_start_minute, receiving_end_minute from places where id = ${id} for update) o
      where p.id = o.id
      returning o.receiving_start_minute as "startMinute", o.receiving_end_minute as "endMinute"`),
  );
  return row;
}

export async function listServiceRegionsForOperations(db: Db) {
  return rowsOf<{ id: string; name: string; timeZone: string; polygon: number[][][] | null }>(
    db.execute(sql`select id, name, time_zone as "timeZone", polygon from service_regions order by name limit 500`),
  );
}

/** True when the region exists (and now has this polygon). */
export async function setServiceRegionPolygon(db: Db, id: string, polygon: unknown): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(
      sql`update service_regions set polygon = ${JSON.stringify(polygon)}::jsonb where id = ${id} returning id`,
    ),
  );
  return rows.length > 0;
}

/** An office's place group, the office locked for the rest of the transaction; undefined when no such office. */
export async function findOfficePlaceGroupForUpdate(db: Db, officeId: string) {
  const [row] = await rowsOf<{ id: string; placeGroupId: string | null }>(
    db.execute(sql`select id, place_group_id as "placeGroupId" from offices where id = ${officeId} for update`),
  );
  return row;
}

/** A place group's name, or undefined when no group has this id. */
export async function findPlaceGroupName(db: Db, groupId: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ name: string }>(db.execute(sql`select name from place_groups where id = ${groupId}`));
  return row?.name;
}

export async function setOfficePlaceGroupId(db: Db, officeId: string, groupId: string | null): Promise<void> {
  await db.execute(sql`update offices set place_group_id = ${groupId} where id = ${officeId}`);
}
