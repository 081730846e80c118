import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { featureFlagOverrides, featureFlags, partners } from '../db/schema.ts';

export async function listFlags(db: Db): Promise<Record<string, boolean>> {
  const rows = await db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags);
  return Object.fromEntries(rows.map((r) => [r.name, r.enabled]));
}

export async function listFlagOverrides(db: Db, userId: string): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ flag: featureFlagOverrides.flag, enabled: featureFlagOverrides.enabled })
    .from(featureFlagOverrides)
    .where(eq(featureFlagOverrides.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.flag, r.enabled]));
}

export async function setFlagOverride(db: Db, userId: string, flag: string, enabled: boolean | null): Promise<void> {
  if (enabled === null) {
    await db
      .delete(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.userId, userId), eq(featureFlagOverrides.flag, flag)));
    return;
  }
  await db
    .insert(featureFlagOverrides)
    .values({ userId, flag, enabled })
    .onConflictDoUpdate({ target: [featureFlagOverrides.userId, featureFlagOverrides.flag], set: { enabled } });
}

export async function listPartners(db: Db) {
  return db.select().from(partners).orderBy(partners.name);
}
