/** The test catalogue office staff order from, and the collection its tests need (issue 14). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STANDARD_TESTS } from '@sc/domain/catalogue/standard-tests';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const search = (query: string, cookie = cookies['user-prescriber']!, limit?: number) =>
  t.call('searchTestCatalogue', { query, ...(limit ? { limit } : {}) }, { cookie });
const codes = (res: { body: { tests: { code: string }[] } }) => res.body.tests.map((test) => test.code);

describe('searchTestCatalogue', () => {
  test('every instance starts with the standard catalogue, listed by name', async () => {
    const res = await search('', cookies['user-prescriber'], 50);
    expect(res.status).toBe(200);
    expect(res.body.tests).toHaveLength(STANDARD_TESTS.length);
    const names = res.body.tests.map((test: { name: string }) => test.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test.each([
    ['a name, in any case', 'LIPID pan', ['LIPID']],
    ['a code', 'tsh', ['TSH']],
    ['another name staff use', 'cholesterol', ['LIPID']],
    ['part of several', 'thyro', ['FT4', 'TSH']],
    ['a pattern character, as text', '%', []],
    ['an underscore, as text', '_', []],
  ])('finds tests by %s', async (_, query, expected) => {
    expect(codes(await search(query))).toEqual(expected);
  });

  test('answers what the order page shows of a test: its container by name, volume and handling', async () => {
    const [vitaminD] = (await search('vitamin d')).body.tests;
    expect(vitaminD).toEqual({
      id: 'test-vitd',
      code: 'VITD',
      name: 'Vitamin D, 25-Hydroxy',
      container: 'gold-sst',
      containerName: 'Gold Top SST Tube',
      minVolumeMl: 1.5,
      fastingHours: 0,
      lightSensitive: true,
      temperature: 'refrigerated',
      centrifuge: true,
      stabilityHours: 168,
      instructions: '',
    });
  });

  test('a deactivated test is not offered', async () => {
    await t.db.execute(sql`update lab_tests set active = false where id = 'test-psa'`);
    try {
      expect(codes(await search('prostate'))).toEqual([]);
    } finally {
      await t.db.execute(sql`update lab_tests set active = true where id = 'test-psa'`);
    }
  });

  test('assistants and operations search it too; a nurse may not', async () => {
    expect(codes(await search('a1c', cookies['user-assistant']))).toEqual(['A1C']);
    expect(codes(await search('a1c', cookies['user-admin']))).toEqual(['A1C']);
    expect((await search('a1c', cookies['user-nurse'])).status).toBe(403);
  });

  test('the page is bounded', async () => {
    expect(codes(await search('', cookies['user-prescriber'], 3))).toHaveLength(3);
    expect((await search('', cookies['user-prescriber'], 51)).status).toBe(400);
  });
});

describe('getCollectionPlan', () => {
  const plan = (testIDs: string[], cookie = cookies['user-prescriber']!) =>
    t.call('getCollectionPlan', { testIDs }, { cookie });

  test('a lipid panel and vitamin D: one gold top, kept dark, spun after 30 minutes, after a 12-hour fast', async () => {
    const res = await plan(['test-lipid', 'test-vitd']);
    expect(res.status).toBe(200);
    expect(res.body.tests.map((test: { code: string }) => test.code)).toEqual(['LIPID', 'VITD']);
    expect(res.body.containers).toEqual([
      {
        position: 1,
        kind: 'gold-sst',
        name: 'Gold Top SST Tube',
        supplyID: 'sup-sst-tube',
        specimen: 'blood',
        fillToLine: false,
        testIDs: ['test-lipid', 'test-vitd'],
        volumeMl: 3.5,
        temperature: 'refrigerated',
        lightSensitive: true,
        centrifuge: true,
        clotMinutes: 30,
        stabilityHours: 72,
      },
    ]);
    expect(res.body.fastingHours).toBe(12);
    expect(res.body.instructions).toEqual([
      { testID: 'test-lipid', text: 'The patient fasts 12 hours before the draw: water only.' },
    ]);
  });

  test('its containers are supplies the nurse can scan', async () => {
    const res = await plan(STANDARD_TESTS.map((test) => test.id).slice(0, 20));
    const supplies = await queryRows<{ id: string }>(t.db, sql`select id from supplies`);
    const known = new Set(supplies.map((row) => row.id));
    for (const container of res.body.containers as { supplyID: string }[]) expect(known).toContain(container.supplyID);
  });

  test.each([
    ['a test the catalogue does not have', ['test-lipid', 'test-nope'], 'test-nope is not a test of the catalogue.'],
  ])('refuses %s, naming it', async (_, testIDs, message) => {
    const before = await t.snapshot();
    const res = await plan(testIDs);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message, field: 'testIDs' });
    expect(await t.snapshot()).toEqual(before);
  });

  test('refuses a deactivated test like one it does not have', async () => {
    await t.db.execute(sql`update lab_tests set active = false where id = 'test-psa'`);
    try {
      expect((await plan(['test-psa'])).body.error.message).toBe('test-psa is not a test of the catalogue.');
    } finally {
      await t.db.execute(sql`update lab_tests set active = true where id = 'test-psa'`);
    }
  });

  test('refuses no tests, and more than a visit takes', async () => {
    expect((await plan([])).status).toBe(400);
    expect((await plan(Array.from({ length: 21 }, (_, i) => `test-${i}`))).status).toBe(400);
  });
});

describe('the catalogue at start-up', () => {
  test('adds what is missing and keeps what an instance changed', async () => {
    await t.db.execute(sql`update lab_tests set min_volume_ul = 2500 where id = 'test-tsh'`);
    await t.db.execute(sql`delete from lab_tests where id = 'test-mg'`);
    const { seedCatalogue } = await import('../src/db/seed-catalogue.ts');
    await t.db.transaction((tx) => seedCatalogue(tx));
    const rows = await queryRows<{ id: string; min_volume_ul: number }>(
      t.db,
      sql`select id, min_volume_ul from lab_tests where id in ('test-tsh', 'test-mg') order by id`,
    );
    await t.db.execute(sql`update lab_tests set min_volume_ul = 1000 where id = 'test-tsh'`);
    expect(rows).toEqual([
      { id: 'test-mg', min_volume_ul: 1000 },
      { id: 'test-tsh', min_volume_ul: 2500 },
    ]);
  });
});
