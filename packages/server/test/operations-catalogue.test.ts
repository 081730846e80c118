/**
 * Operations' catalogue switches (issue 25): feature flags, SKUs (requirements.md 5: an inactive SKU's scan
 * answers "Inactive supply. Please contact support."), tests offered to offices. Each change is
 * audited; an unknown record is refused with its text and nothing written; other roles get the
 * unknown function's answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { catalogueTexts } from '../src/functions/operations/catalogue.ts';
import { PLACE_NOT_FOUND } from '../src/functions/operations/places.ts';
import { REGION_NOT_FOUND } from '../src/functions/operations/regions.ts';
import { polygonTexts } from '@sc/domain/operations/region-polygon';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

describe('listCatalogue and its switches', () => {
  test('lists flags, tests and SKUs with whether each is on', async () => {
    const res = await t.call('listCatalogue', {}, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.flags).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'visits', enabled: false })]),
    );
    expect(res.body.tests).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'test-cbc', active: true })]));
    expect(res.body.skus).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'sku-sst-tube', supplyName: 'Gold Top SST Tube', active: true }),
      ]),
    );
  });

  test('a flag turned on reaches everyone’s app configuration, audited with before and after', async () => {
    expect((await t.call('setFeatureFlag', { flag: 'visits', enabled: true }, { cookie: admin })).body).toEqual({
      ok: true,
    });
    expect((await t.call('getAppConfig', {})).body.flags.visits).toBe(true);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'flag.set'));
    expect(row).toMatchObject({ actorId: 'user-admin', recordId: 'visits', detail: { from: false, to: true } });
  });

  test('an inactive SKU is refused at the scanner with requirements.md 5’s text; active again, it is not', async () => {
    const nurse = await t.sessionCookie('user-nurse');
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: false }, { cookie: admin });
    const refused = await t.call('scanBarcode', { barcode: 'TUBE-0004' }, { cookie: nurse });
    expect(JSON.stringify(refused.body)).toContain('Inactive supply. Please contact support.');
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: true }, { cookie: admin });
    const accepted = await t.call('scanBarcode', { barcode: 'TUBE-0004' }, { cookie: nurse });
    expect(JSON.stringify(accepted.body)).not.toContain('Inactive supply');
  });

  test('a test no longer offered leaves the offices’ catalogue search', async () => {
    await t.call('setLabTestActive', { testID: 'test-cbc', active: false }, { cookie: admin });
    const list = (await t.call('listCatalogue', {}, { cookie: admin })).body.tests;
    expect(list.find((x: { id: string }) => x.id === 'test-cbc').active).toBe(false);
    await t.call('setLabTestActive', { testID: 'test-cbc', active: true }, { cookie: admin });
  });

  test('setting a value it already has writes nothing', async () => {
    const before = await t.snapshot();
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: true }, { cookie: admin });
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['an unknown flag', 'setFeatureFlag', { flag: 'noSuchFlag', enabled: true }, catalogueTexts.unknownFlag],
    ['an unknown SKU', 'setSkuActive', { skuID: 'sku-none', active: false }, catalogueTexts.unknownSku],
    ['an unknown test', 'setLabTestActive', { testID: 'test-none', active: false }, catalogueTexts.unknownTest],
  ] as const)('%s is not found, nothing written', async (_, name, input, message) => {
    const before = await t.snapshot();
    const res = await t.call(name, input, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([404, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a prescriber gets the unknown function’s answer', async () => {
    const res = await t.call(
      'setSkuActive',
      { skuID: 'sku-sst-tube', active: false },
      {
        cookie: await t.sessionCookie('user-prescriber'),
      },
    );
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Unknown function setSkuActive.' });
  });
});

describe('places and their receiving hours', () => {
  test('sets, reads back and clears a lab’s hours, audited', async () => {
    const set = await t.call(
      'setPlaceHours',
      { placeID: 'place-lab', hours: { start: '07:30', end: '19:00' } },
      { cookie: admin },
    );
    expect(set.body).toEqual({ ok: true });
    const lab = (await t.call('listPlaces', {}, { cookie: admin })).body.places.find(
      (p: { id: string }) => p.id === 'place-lab',
    );
    expect(lab).toMatchObject({ name: 'Riverside Lab Drop-off', receivingStart: '07:30', receivingEnd: '19:00' });
    await t.call('setPlaceHours', { placeID: 'place-lab', hours: null }, { cookie: admin });
    const cleared = (await t.call('listPlaces', {}, { cookie: admin })).body.places.find(
      (p: { id: string }) => p.id === 'place-lab',
    );
    expect(cleared).toMatchObject({ receivingStart: null, receivingEnd: null });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'place.set-hours'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  test.each([
    [
      'an end before the start',
      { placeID: 'place-lab', hours: { start: '18:00', end: '08:00' } },
      400,
      'hours.end: The end must be after the start.',
    ],
    [
      'a time that is not one',
      { placeID: 'place-lab', hours: { start: '8am', end: '18:00' } },
      400,
      'hours.start: Enter a time as HH:MM.',
    ],
    ['an unknown place', { placeID: 'place-none', hours: null }, 404, PLACE_NOT_FOUND],
  ] as const)('%s is refused, nothing written', async (_, input, status, message) => {
    const before = await t.snapshot();
    const res = await t.call('setPlaceHours', input, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('service regions and their areas', () => {
  const queens = [
    [
      [-73.96, 40.54],
      [-73.7, 40.54],
      [-73.7, 40.8],
      [-73.96, 40.8],
      [-73.96, 40.54],
    ],
  ];

  test('an area drawn for Queens is read back, and the geocheck reads it', async () => {
    expect(
      (await t.call('setServiceRegionPolygon', { regionID: 'region-queens', polygon: queens }, { cookie: admin })).body,
    ).toEqual({ ok: true });
    const regions = (await t.call('listServiceRegions', {}, { cookie: admin })).body.regions;
    expect(regions.find((r: { id: string }) => r.id === 'region-queens')).toMatchObject({
      name: 'Queens',
      polygon: queens,
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'service-region.set-polygon'));
    expect(row).toMatchObject({ recordId: 'region-queens', detail: { rings: 1, positions: 5 } });
  });

  test.each([
    ['an open ring', { regionID: 'region-queens', polygon: [queens[0]!.slice(0, 4)] }, 400, polygonTexts.notClosed(1)],
    [
      'latitude out of range',
      {
        regionID: 'region-queens',
        polygon: [
          [
            [0, 0],
            [0, 95],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      400,
      polygonTexts.badPosition(1, 2),
    ],
    ['an unknown region', { regionID: 'region-none', polygon: queens }, 404, REGION_NOT_FOUND],
  ] as const)('%s is refused, nothing written', async (_, input, status, message) => {
    const before = await t.snapshot();
    const res = await t.call('setServiceRegionPolygon', input, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('lookUpBarcode: what a scan answers, in the scanner’s words (requirements.md 5)', () => {
  test.each([
    ['a demo tube', 'TUBE-0004', { type: 'supply-item', refusal: null, sku: { id: 'sku-sst-tube', active: true } }],
    ['no such barcode', 'NOPE-0001', { type: null, refusal: 'Invalid barcode', sku: null }],
  ] as const)('%s', async (_, barcode, expected) => {
    const res = await t.call('lookUpBarcode', { barcode }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(expected);
  });

  test('an inactive SKU’s item: the scanner’s refusal', async () => {
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: false }, { cookie: admin });
    const res = await t.call('lookUpBarcode', { barcode: 'TUBE-0004' }, { cookie: admin });
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: true }, { cookie: admin });
    expect(res.body).toMatchObject({ refusal: 'Inactive supply. Please contact support.', sku: { active: false } });
  });
});
