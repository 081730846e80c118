/**
 * Riverside Lab's place group (issue 25, ADR 065; requirements.md 3 Office.placeGroupID): its three
 * drop-offs, Brooklyn's (seed.ts), Queens' (seed-dispatch.ts) and Midtown's (seed-whole-loop.ts), as
 * one lab company, and the office's group. So its new orders name those places as their drop-off,
 * and dispatch sends their specimens there, whatever other lab of a region is nearer. Bayview's
 * orders (seed-dispatch.ts) name none and go to any lab of their region, as before.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import * as t from './schema.ts';

export const RIVERSIDE_GROUP = {
  id: 'group-riverside-lab',
  name: 'Riverside Lab',
  placeIDs: ['place-lab', 'place-lab-queens', 'place-lab-manhattan'],
} as const;

export async function seedDemoPlaceGroups(tx: Tx): Promise<void> {
  await tx.insert(t.placeGroups).values({ id: RIVERSIDE_GROUP.id, name: RIVERSIDE_GROUP.name, type: 'lab-company' });
  await tx
    .insert(t.placeGroupPlaces)
    .values(RIVERSIDE_GROUP.placeIDs.map((placeId) => ({ groupId: RIVERSIDE_GROUP.id, placeId })));
  await tx.update(t.offices).set({ placeGroupId: RIVERSIDE_GROUP.id }).where(eq(t.offices.id, 'office-lab'));
}
