/** The demo seed writes the domain's demo itinerary, and the repository reads back exactly it. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findItineraryRow, loadItineraryData } from '../repositories/itinerary-data.repository.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed.ts';
import { DEMO_ITINERARY_IDS, seededDemoItinerary } from './seed-itinerary.ts';

const now = new Date('2026-03-02T13:00:00.000Z');
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db, now);
});
afterAll(() => database?.close());

test('the seeded itinerary is the fixture under the demo ids', async () => {
  const row = await findItineraryRow(database.db, DEMO_ITINERARY_IDS.itinerary);
  expect(row).toBeDefined();
  expect(await loadItineraryData(database.db, row!)).toEqual(seededDemoItinerary(now, 'America/New_York'));
});
