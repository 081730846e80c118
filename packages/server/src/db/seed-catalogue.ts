/**
 * The test catalogue every instance starts with (issue 14, ADR 026): the domain's standard tests
 * and the container supplies they are collected in, with one active SKU each. Run at every start,
 * in production too: it adds what is missing and never changes a row an instance already has, so
 * operations' own edits (a test deactivated, a volume changed) stay.
 */
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { COLLECTION_KIT_NAME, COLLECTION_KIT_SUPPLY_ID } from '@sc/domain/orders/kit-shipment';
import { STANDARD_TESTS } from '@sc/domain/catalogue/standard-tests';
import type { ContainerKind } from '@sc/domain/vocabulary/catalogue';
import type { Db } from './client.ts';
import * as t from './schema.ts';
import { skuOf } from './seed-supplies.ts';

type SupplyLook = Pick<typeof t.supplies.$inferInsert, 'type' | 'color' | 'imageColor' | 'icon' | 'orderWeight'> & {
  noScanAfterCollection?: boolean;
};

/** How each container looks in the nurse's lists: its cap colour first. */
const LOOKS: Record<ContainerKind, SupplyLook> = {
  'blood-culture-bottles': { type: 'container', color: '#64748b', imageColor: 'gray', icon: 'tube', orderWeight: 5 },
  'light-blue-citrate': { type: 'tube', color: '#7dd3fc', imageColor: 'light-blue', icon: 'tube', orderWeight: 6 },
  'red-serum': { type: 'tube', color: '#dc2626', imageColor: 'red', icon: 'tube', orderWeight: 7 },
  'gold-sst': { type: 'tube', color: '#eab308', imageColor: 'gold', icon: 'tube', orderWeight: 12 },
  'green-heparin': { type: 'tube', color: '#16a34a', imageColor: 'green', icon: 'tube', orderWeight: 13 },
  'lavender-edta': { type: 'tube', color: '#a78bfa', imageColor: 'lavender', icon: 'tube', orderWeight: 11 },
  'royal-blue-edta': { type: 'tube', color: '#1d4ed8', imageColor: 'royal-blue', icon: 'tube', orderWeight: 14 },
  'tan-lead': { type: 'tube', color: '#d6b98c', imageColor: 'tan', icon: 'tube', orderWeight: 15 },
  'gray-fluoride': { type: 'tube', color: '#9ca3af', imageColor: 'gray', icon: 'tube', orderWeight: 16 },
  'urine-cup': { type: 'container', color: '#f59e0b', icon: 'cup', orderWeight: 20, noScanAfterCollection: true },
};

export const containerSupplies: (typeof t.supplies.$inferInsert)[] = [
  ...Object.values(CONTAINERS).map((c) => ({
    id: c.supplyID,
    name: c.name,
    ...LOOKS[c.kind],
  })),
  // The kit a packer assembles for a kit-shipment order, its containers in it (ADR 058).
  {
    id: COLLECTION_KIT_SUPPLY_ID,
    name: COLLECTION_KIT_NAME,
    type: 'kit',
    color: '#0d9488',
    icon: 'kit',
    orderWeight: 42,
  },
];

/** A catalogue test as its row: millilitres to microlitres, and the text search matches. */
export const labTestRows: (typeof t.labTests.$inferInsert)[] = STANDARD_TESTS.map(({ minVolumeMl, ...test }) => ({
  ...test,
  minVolumeUl: Math.round(minVolumeMl * 1000),
  searchText: [test.code, test.name, ...test.aliases].join(' ').toLowerCase(),
}));

/** In the caller's transaction: at start-up its own, in the demo seed the seed's (whose samples need the containers). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(t.supplies).values(containerSupplies).onConflictDoNothing();
  await db
    .insert(t.skus)
    .values(containerSupplies.map((s) => ({ id: skuOf(s.id), supplyId: s.id, active: true })))
    .onConflictDoNothing();
  await db.insert(t.labTests).values(labTestRows).onConflictDoNothing();
}
