/** The test catalogue (issue 14): `lab_tests`, read as the domain's LabTest. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LabTest } from '@sc/domain/catalogue/lab-test';
import type { Db } from '../db/client.ts';
import { labTests } from '../db/schema.ts';
import { containsPattern } from './like.ts';

type Row = typeof labTests.$inferSelect;

const toLabTest = ({ minVolumeUl, searchText: _, active: __, ...row }: Row): LabTest => ({
  ...row,
  minVolumeMl: minVolumeUl / 1000,
});

/** Active tests whose code, name or aliases contain `query` (any case), by name. */
export async function searchLabTests(db: Db, query: string, limit: number): Promise<LabTest[]> {
  const needle = containsPattern(query);
  const rows = await db
    .select()
    .from(labTests)
    .where(and(eq(labTests.active, true), query ? sql`${labTests.searchText} like ${needle}` : undefined))
    .orderBy(asc(labTests.name))
    .limit(limit);
  return rows.map(toLabTest);
}

/** The active tests of these ids (an unknown or inactive one is missing from the answer). */
export async function findActiveLabTests(db: Db, ids: readonly string[]): Promise<LabTest[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(labTests)
    .where(and(inArray(labTests.id, [...ids]), eq(labTests.active, true)));
  return rows.map(toLabTest);
}

/** The tests of these ids, active or not: an order keeps the tests it was placed with. */
export async function findLabTests(db: Db, ids: readonly string[]): Promise<LabTest[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(labTests)
    .where(inArray(labTests.id, [...ids]));
  return rows.map(toLabTest);
}
