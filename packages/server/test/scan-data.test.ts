/**
 * getNurseScanData (issue 13): the phone answers a scan with the domain's resolveBarcode over these
 * tables, so for every barcode of an item she holds, or one shipped ahead to a stop of her open
 * itineraries (Ben's kit, its vial, his mail-in box), it must answer exactly what scanBarcode
 * answers; another nurse's items are not in them, nor items shipped to no stop of hers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveBarcode } from '@sc/domain/scanning/resolve-barcode';
import { DEMO_BARCODES as B } from '../src/db/seed-itinerary.ts';
import { otherNurse } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
});
afterAll(() => t?.close());

type ScanData = {
  items: { id: string; serial: string | null; skuID: string; status: 'inactive' | 'activated' | 'used' }[];
  barcodes: Record<string, { type: 'supply-item' | 'batch' | 'mail-in-box' | 'label'; id: string }>;
  batchItems: Record<string, { serials: string[]; batchSkuID: string }>;
  batchSkus: Record<string, { skuID: string }>;
  skus: Record<string, { supplyID: string; active: boolean }>;
};

const lookupsOf = (data: ScanData) => ({ ...data, supplyItems: Object.fromEntries(data.items.map((i) => [i.id, i])) });

describe('getNurseScanData', () => {
  test("every barcode of the nurse's items resolves on the phone as the server resolves it", async () => {
    const res = await t.call('getNurseScanData', {}, { cookie: nurse });
    expect(res.status).toBe(200);
    const data = res.body as ScanData;
    const owned = await queryRows<{ id: string }>(
      t.db,
      sql`select id from supply_items where owner_user_id = 'user-nurse' order by id`,
    );
    const shippedToBen = ['si-box-mail-0001', 'si-kit-0001', 'si-vial-0001'];
    expect(data.items.map((i) => i.id).sort()).toEqual([...owned.map((o) => o.id), ...shippedToBen].sort());
    const values = [...Object.keys(data.barcodes).filter((v) => data.barcodes[v]!.type === 'supply-item'), B.amberTube];
    expect(values.length).toBeGreaterThan(5);
    for (const value of values) {
      const server = await t.call('scanBarcode', { barcode: value }, { cookie: nurse });
      const local = resolveBarcode(value, lookupsOf(data));
      expect(local.ok, value).toBe(true);
      if (local.ok) expect(local.scan.supplyItemID, value).toBe(server.body.supplyItemID);
    }
  });

  test("the kit, its vial and the mail-in box waiting at Ben's resolve on the phone as on the server", async () => {
    const data = (await t.call('getNurseScanData', {}, { cookie: nurse })).body as ScanData;
    for (const value of [B.kit, B.kitVial, B.mailInBox]) {
      const local = resolveBarcode(value, lookupsOf(data));
      const server = await t.call('scanBarcode', { barcode: value }, { cookie: nurse });
      expect(local.ok && local.scan.supplyItemID, value).toBe(server.body.supplyItemID);
    }
  });

  test('an item neither hers nor shipped to a stop of hers is not answered on the phone (the server answers it)', async () => {
    await t.db.execute(sql`insert into supply_items (id, sku_id, status) select 'si-loose-1', sku_id, 'activated'
      from supply_items where id = 'si-vial-0001'`);
    await t.db.execute(
      sql`insert into barcodes (value, type, target_id) values ('LOOSE-1', 'supply-item', 'si-loose-1')`,
    );
    const data = (await t.call('getNurseScanData', {}, { cookie: nurse })).body as ScanData;
    expect(resolveBarcode('LOOSE-1', lookupsOf(data))).toMatchObject({ ok: false, message: 'Invalid barcode' });
    expect((await t.call('scanBarcode', { barcode: 'LOOSE-1' }, { cookie: nurse })).body.supplyItemID).toBe(
      'si-loose-1',
    );
  });

  test('a unit of a batch she holds resolves on the phone; a unit of the same batch she does not hold does not', async () => {
    const [tube] = await queryRows<{ sku_id: string }>(
      t.db,
      sql`select sku_id from supply_items i join barcodes b on b.target_id = i.id where b.value = ${B.amberTube}`,
    );
    const sku = tube!.sku_id;
    await t.db.execute(sql`insert into batch_skus (id, sku_id, quantity) values ('bsku-test', ${sku}, 2)`);
    await t.db.execute(sql`insert into batch_items (id, batch_sku_id) values ('bi-test', 'bsku-test')`);
    await t.db.execute(
      sql`insert into batch_item_serials (batch_item_id, serial) values ('bi-test', '1'), ('bi-test', '2')`,
    );
    await t.db.execute(sql`insert into barcodes (value, type, target_id) values ('BTEST', 'batch-item', 'bi-test')`);
    await t.db.execute(sql`insert into supply_items (id, serial, sku_id, status, owner_user_id) values
      ('BTEST-1', '1', ${sku}, 'activated', 'user-nurse'), ('BTEST-2', '2', ${sku}, 'activated', null)`);
    const data = (await t.call('getNurseScanData', {}, { cookie: nurse })).body as ScanData;
    expect(data.batchItems['bi-test']).toEqual({ batchSkuID: 'bsku-test', serials: ['1'] });
    const hers = resolveBarcode('BTEST-1', lookupsOf(data));
    expect(hers.ok && hers.scan).toMatchObject({
      supplyItemID: 'BTEST-1',
      batchItemID: 'bi-test',
      barcodeType: 'batch',
    });
    expect(resolveBarcode('BTEST-2', lookupsOf(data))).toMatchObject({ ok: false, message: 'Invalid barcode' });
    expect((await t.call('scanBarcode', { barcode: 'BTEST-2' }, { cookie: nurse })).body.supplyItemID).toBe('BTEST-2');
  });

  test("another nurse gets only her own (none), never this nurse's", async () => {
    const stranger = await otherNurse(t);
    const res = await t.call('getNurseScanData', {}, { cookie: stranger.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], barcodes: {}, batchItems: {}, batchSkus: {}, skus: {} });
  });

  test('once her itinerary is done, what was shipped to its stops is no longer sent', async () => {
    await t.db.execute(sql`update itineraries set status = 'done' where user_id = 'user-nurse'`);
    const data = (await t.call('getNurseScanData', {}, { cookie: nurse })).body as ScanData;
    expect(data.items.map((i) => i.id)).not.toContain('si-vial-0001');
    expect(resolveBarcode(B.kitVial, lookupsOf(data))).toMatchObject({ ok: false, message: 'Invalid barcode' });
  });

  test('only nurses may ask', async () => {
    const office = await t.sessionCookie('user-prescriber');
    expect((await t.call('getNurseScanData', {}, { cookie: office })).status).toBe(403);
    expect((await t.call('getNurseScanData', {})).status).toBe(401);
  });
});
