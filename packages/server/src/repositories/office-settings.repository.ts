/**
 * Office settings (issue 14, ADR 031): an office's details and notification emails, its partners
 * (each row one office naming another), and the places where its staff share an account.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { OfficeNotificationKind } from '@sc/domain/vocabulary/offices';
import type { Db } from '../db/client.ts';
import { officePartners, officePlaceAccounts, offices, places } from '../db/schema.ts';

/** At most this many places are offered to pick from (a region has a handful). */
const PLACES_LISTED = 500;

const detailFields = {
  id: offices.id,
  name: offices.name,
  type: offices.type,
  address: offices.address,
  lat: offices.lat,
  lng: offices.lng,
  timeZone: offices.timeZone,
  notificationEmails: offices.notificationEmails,
};

type PointField = 'lat' | 'lng';
/** The columns' types; a point's are nullable (migration 088), which a column's data type does not say. */
export type OfficeDetails = {
  [K in Exclude<keyof typeof detailFields, PointField>]: (typeof detailFields)[K]['_']['data'];
} & { [K in PointField]: number | null };

export async function findOfficeDetails(db: Db, officeId: string): Promise<OfficeDetails | undefined> {
  const [row] = await db.select(detailFields).from(offices).where(eq(offices.id, officeId)).limit(1);
  return row;
}

/** Sets the fields given; answers the office as it now is. */
export async function updateOfficeDetails(
  db: Db,
  officeId: string,
  patch: {
    name?: string;
    /** The address is always written with its point (ADR 082), null when it has none. */
    address?: string;
    lat?: number | null;
    lng?: number | null;
    timeZone?: string;
    notificationEmails?: OfficeNotificationKind[];
  },
): Promise<OfficeDetails | undefined> {
  const [row] = await db.update(offices).set(patch).where(eq(offices.id, officeId)).returning(detailFields);
  return row;
}

/**
 * Every office this one names or is named by, with which way: the rows whose `office_id` is this
 * office (the primary key) and those whose `partner_office_id` is (office_partners_partner).
 */
export async function listPartnerRows(db: Db, officeId: string) {
  const rows = await db
    .select({
      officeId: officePartners.officeId,
      partnerOfficeId: officePartners.partnerOfficeId,
      addedAt: officePartners.addedAt,
      name: offices.name,
      type: offices.type,
    })
    .from(officePartners)
    .innerJoin(
      offices,
      sql`${offices.id} = case when ${officePartners.officeId} = ${officeId}
        then ${officePartners.partnerOfficeId} else ${officePartners.officeId} end`,
    )
    .where(or(eq(officePartners.officeId, officeId), eq(officePartners.partnerOfficeId, officeId)))
    .orderBy(asc(offices.name), asc(offices.id));
  const byOffice = new Map<
    string,
    {
      officeID: string;
      name: string;
      type: (typeof rows)[number]['type'];
      weNameThem: Date | null;
      theyNameUs: Date | null;
    }
  >();
  for (const row of rows) {
    const other = row.officeId === officeId ? row.partnerOfficeId : row.officeId;
    const entry = byOffice.get(other) ?? {
      officeID: other,
      name: row.name,
      type: row.type,
      weNameThem: null,
      theyNameUs: null,
    };
    if (row.officeId === officeId) entry.weNameThem = row.addedAt;
    else entry.theyNameUs = row.addedAt;
    byOffice.set(other, entry);
  }
  return [...byOffice.values()];
}

/** This office names the other; answers whether a row was added (false: it already did). */
export async function insertPartnerRow(db: Db, officeId: string, partnerOfficeId: string, userId: string) {
  const rows = await db
    .insert(officePartners)
    .values({ officeId, partnerOfficeId, addedByUserId: userId })
    .onConflictDoNothing()
    .returning({ officeId: officePartners.officeId });
  return rows.length === 1;
}

/** Neither office names the other any more; answers how many rows went (0, 1 or 2). */
export async function deletePartnerRows(db: Db, officeId: string, partnerOfficeId: string): Promise<number> {
  const rows = await db
    .delete(officePartners)
    .where(
      or(
        and(eq(officePartners.officeId, officeId), eq(officePartners.partnerOfficeId, partnerOfficeId)),
        and(eq(officePartners.officeId, partnerOfficeId), eq(officePartners.partnerOfficeId, officeId)),
      ),
    )
    .returning({ officeId: officePartners.officeId });
  return rows.length;
}

const placeFields = { id: places.id, name: places.name, type: places.type, address: places.address };

/** The places where the office's staff share an account, by name. */
export async function listPlaceAccounts(db: Db, officeId: string) {
  return db
    .select({ ...placeFields, accountNumber: officePlaceAccounts.accountNumber })
    .from(officePlaceAccounts)
    .innerJoin(places, eq(places.id, officePlaceAccounts.placeId))
    .where(eq(officePlaceAccounts.officeId, officeId))
    .orderBy(asc(places.name), asc(places.id));
}

/** Every place an account can be shared at, by name. */
export async function listPlaces(db: Db) {
  return db.select(placeFields).from(places).orderBy(asc(places.name), asc(places.id)).limit(PLACES_LISTED);
}

export async function findPlace(db: Db, placeId: string) {
  const [row] = await db.select(placeFields).from(places).where(eq(places.id, placeId)).limit(1);
  return row;
}

/** Adds the account, or sets its number; answers whether anything changed. */
export async function upsertPlaceAccount(db: Db, officeId: string, placeId: string, accountNumber: string) {
  const rows = await db
    .insert(officePlaceAccounts)
    .values({ officeId, placeId, accountNumber })
    .onConflictDoUpdate({
      target: [officePlaceAccounts.officeId, officePlaceAccounts.placeId],
      set: { accountNumber },
      setWhere: sql`${officePlaceAccounts.accountNumber} is distinct from excluded.account_number`,
    })
    .returning({ placeId: officePlaceAccounts.placeId });
  return rows.length === 1;
}

/** Answers whether there was one to remove. */
export async function deletePlaceAccount(db: Db, officeId: string, placeId: string): Promise<boolean> {
  const rows = await db
    .delete(officePlaceAccounts)
    .where(and(eq(officePlaceAccounts.officeId, officeId), eq(officePlaceAccounts.placeId, placeId)))
    .returning({ placeId: officePlaceAccounts.placeId });
  return rows.length === 1;
}
