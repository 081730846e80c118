/**
 * A nurse's profile and work settings (migration 020, ADR 043), and dispatch's question of them:
 * which approved nurses work region R, perform task type X and are available at time T in their
 * own time zone (a dated exception of that day wins over the weekly hours). Each settings write
 * replaces its section whole, in the caller's transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Credential } from '@sc/domain/nurse-profile/onboarding';
import type { AvailabilityException, WeeklyBlock } from '@sc/domain/nurse-profile/availability';
import type { DayPart, LanguageFluency, TaskType } from '@sc/domain/vocabulary/nurse-profile';
import type { Db } from '../db/client.ts';
import {
  nurseAvailabilityExceptions,
  nurseCredentials,
  nurseProfiles,
  nurseServiceRegions,
  nurseTaskTypes,
  nurseWeeklyAvailability,
  nurseWorkSettings,
  serviceRegions,
  users,
} from '../db/schema.ts';

export async function readProfile(db: Db, userId: string) {
  const [profile] = await db.select().from(nurseProfiles).where(eq(nurseProfiles.userId, userId)).limit(1);
  const credentials = await db
    .select()
    .from(nurseCredentials)
    .where(eq(nurseCredentials.userId, userId))
    .orderBy(asc(nurseCredentials.kind), asc(nurseCredentials.expiryDate));
  return { profile, credentials };
}

/** Her picture, one of her files; null removes it. The profile row is made when she has none. */
export async function writePicture(db: Db, userId: string, fileId: string | null): Promise<void> {
  await db
    .insert(nurseProfiles)
    .values({ userId, pictureFileId: fileId })
    .onConflictDoUpdate({
      target: nurseProfiles.userId,
      set: { pictureFileId: fileId, updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */ },
    });
}

export interface ProfileWrite {
  firstName: string;
  lastName: string;
  phone: string | null;
  faxNumber: string | null;
  address: string | null;
  timeZone: string;
  dateOfBirth: string | null;
  gender: string | null;
  languages: { language: string; fluency: LanguageFluency }[];
  title: string | null;
  npi: string | null;
  malpracticeCarrier: string | null;
  malpracticeExpiry: string | null;
  credentials: (Credential & { id: string })[];
}

export async function writeProfile(db: Db, userId: string, p: ProfileWrite): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: p.firstName,
      lastName: p.lastName,
      phone: p.phone,
      faxNumber: p.faxNumber,
      address: p.address,
      timeZone: p.timeZone,
      dateOfBirth: p.dateOfBirth,
      updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */,
    })
    .where(eq(users.id, userId));
  const row = {
    gender: p.gender,
    languages: p.languages,
    title: p.title,
    npi: p.npi,
    malpracticeCarrier: p.malpracticeCarrier,
    malpracticeExpiry: p.malpracticeExpiry,
    updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */,
  };
  await db
    .insert(nurseProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: nurseProfiles.userId, set: row });
  await db.delete(nurseCredentials).where(eq(nurseCredentials.userId, userId));
  if (p.credentials.length > 0) await db.insert(nurseCredentials).values(p.credentials.map((c) => ({ ...c, userId })));
}

export async function readWorkSettings(db: Db, userId: string) {
  const weekly = await db
    .select()
    .from(nurseWeeklyAvailability)
    .where(eq(nurseWeeklyAvailability.userId, userId))
    .orderBy(asc(nurseWeeklyAvailability.weekday), asc(nurseWeeklyAvailability.startMinute));
  const exceptions = await db
    .select()
    .from(nurseAvailabilityExceptions)
    .where(eq(nurseAvailabilityExceptions.userId, userId))
    .orderBy(asc(nurseAvailabilityExceptions.day));
  const settings = await db.select().from(nurseWorkSettings).where(eq(nurseWorkSettings.userId, userId)).limit(1);
  const regions = await db
    .select({
      id: serviceRegions.id,
      name: serviceRegions.name,
      selected: sql<boolean>`${nurseServiceRegions.userId} is not null`,
    })
    .from(serviceRegions)
    .leftJoin(
      nurseServiceRegions,
      and(eq(nurseServiceRegions.serviceRegionId, serviceRegions.id), eq(nurseServiceRegions.userId, userId)),
    )
    .orderBy(asc(serviceRegions.name));
  const tasks = await db
    .select()
    .from(nurseTaskTypes)
    .where(eq(nurseTaskTypes.userId, userId))
    .orderBy(asc(nurseTaskTypes.taskType));
  return { weekly, exceptions, settings: settings[0], regions, tasks: tasks.map((t) => t.taskType) };
}

export async function replaceAvailability(
  db: Db,
  userId: string,
  weekly: readonly WeeklyBlock[],
  exceptions: readonly AvailabilityException[],
): Promise<void> {
  await db.delete(nurseWeeklyAvailability).where(eq(nurseWeeklyAvailability.userId, userId));
  await db.delete(nurseAvailabilityExceptions).where(eq(nurseAvailabilityExceptions.userId, userId));
  if (weekly.length > 0) await db.insert(nurseWeeklyAvailability).values(weekly.map((b) => ({ userId, ...b })));
  if (exceptions.length > 0)
    await db
      .insert(nurseAvailabilityExceptions)
      .values(exceptions.map((e) => ({ userId, day: e.date, startMinute: e.startMinute, endMinute: e.endMinute })));
}

export async function upsertWorkSettings(
  db: Db,
  userId: string,
  set: Partial<{
    leaveFromAddress: string | null;
    leaveFromLat: number | null;
    leaveFromLng: number | null;
    returnToAddress: string | null;
    dayParts: DayPart[];
    maxHoursPerWeek: number | null;
    maxDriveMinutes: number | null;
  }>,
): Promise<void> {
  const row = { ...set, updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */ };
  await db
    .insert(nurseWorkSettings)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: nurseWorkSettings.userId, set: row });
}

/** Answers the ids that name no service region (nothing is written then). */
export async function replaceServiceRegions(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const known = ids.length
    ? await db
        .select({ id: serviceRegions.id })
        .from(serviceRegions)
        .where(sql`${serviceRegions.id} = any(${`{${ids.join(',')}}`}::text[])`)
    : [];
  const unknown = ids.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length > 0) return unknown;
  await db.delete(nurseServiceRegions).where(eq(nurseServiceRegions.userId, userId));
  if (ids.length > 0)
    await db
      .insert(nurseServiceRegions)
      .values([...new Set(ids)].map((serviceRegionId) => ({ userId, serviceRegionId })));
  return [];
}

export async function replaceTaskTypes(db: Db, userId: string, types: readonly TaskType[]): Promise<void> {
  await db.delete(nurseTaskTypes).where(eq(nurseTaskTypes.userId, userId));
  if (types.length > 0)
    await db.insert(nurseTaskTypes).values([...new Set(types)].map((taskType) => ({ userId, taskType })));
}

/**
 * Dispatch (issue 23): approved nurses who work `serviceRegionId`, perform `taskType` and are
 * available at `at` in their own time zone. Reads by the region and task-type indexes first, then
 * each candidate's availability by its primary keys.
 */
export async function findAvailableNurses(db: Db, q: { serviceRegionId: string; taskType: TaskType; at: Date }) {
  const at = q.at.toISOString();
  const rows = await db.execute(sql`
    with candidates as (
      select u.id, u.first_name, u.last_name, u.time_zone,
        (${at}::timestamptz at time zone u.time_zone) as local
      from nurse_service_regions r
      join nurse_task_types t on t.user_id = r.user_id and t.task_type = ${q.taskType}
      join users u on u.id = r.user_id and u.role = 'nurse' and u.status = 'approved'
      where r.service_region_id = ${q.serviceRegionId}
    )
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, c.time_zone as "timeZone"
    from candidates c
    left join nurse_availability_exceptions e on e.user_id = c.id and e.day = c.local::date
    where case
      when e.user_id is not null then
        e.start_minute is not null
        and extract(hour from c.local) * 60 + extract(minute from c.local) >= e.start_minute
        and extract(hour from c.local) * 60 + extract(minute from c.local) < e.end_minute
      else exists (
        select 1 from nurse_weekly_availability w
        where w.user_id = c.id and w.weekday = extract(dow from c.local)
          and w.start_minute <= extract(hour from c.local) * 60 + extract(minute from c.local)
          and w.end_minute > extract(hour from c.local) * 60 + extract(minute from c.local))
    end
    order by name`);
  return (rows as unknown as { rows: { id: string; name: string; timeZone: string }[] }).rows;
}
