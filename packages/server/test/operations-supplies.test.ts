/**
 * Operations edit supplies, add SKUs, register items under their barcode and batches under one
 * code (issue 25, ADR 061). What they register is what a scan reads (lookUpBarcode answers by the
 * scanner's own lookups); a SKU made inactive refuses its items' scans with requirements.md 5's
 * "Inactive supply". Each write is audited; every refusal names its field and writes nothing;
 * other roles get the unknown function's answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { supplyCodeTexts } from '@sc/domain/operations/supply-codes';
import { auditLog, supplies } from '../src/db/schema.ts';
import { catalogueTexts } from '../src/functions/operations/catalogue.ts';
import { supplyTexts } from '../src/functions/operations/supplies.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const auditOf = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId));
const swab = {
  name: 'Nasal Swab',
  type: 'container',
  color: 'white',
  noScanAfterCollection: true,
  orderWeight: 40,
} as const;

describe('supplies and their SKUs', () => {
  test('a supply is created, listed, edited (audited before and after); the same edit again writes nothing', async () => {
    const made = await t.call('saveSupply', swab, { cookie: admin });
    expect(made.body).toMatchObject({ created: true, changed: true });
    const sku = await t.call('addSku', { supplyID: made.body.id }, { cookie: admin });
    expect(sku.body.skuID).toMatch(/^sku-nasal-swab-[0-9a-f]{6}$/);
    const listed = (await t.call('listSupplies', {}, { cookie: admin })).body.supplies.find(
      (s: { id: string }) => s.id === made.body.id,
    );
    expect(listed).toEqual({ id: made.body.id, ...swab, skus: [{ id: sku.body.skuID, active: true }] });

    const edit = { ...swab, supplyID: made.body.id, name: 'Nasal Swab (flocked)' };
    expect((await t.call('saveSupply', edit, { cookie: admin })).body.changed).toBe(true);
    const rows = await auditOf(made.body.id);
    expect(rows.map((r) => [r.actorId, r.action])).toEqual([
      ['user-admin', 'supply.create'],
      ['user-admin', 'supply.update'],
    ]);
    expect(rows[1]!.detail).toEqual({ name: { from: 'Nasal Swab', to: 'Nasal Swab (flocked)' } });
    const before = await t.snapshot();
    expect((await t.call('saveSupply', edit, { cookie: admin })).body.changed).toBe(false);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a create retried with its idempotency key makes one supply', async () => {
    const input = { ...swab, name: 'Retried swab' };
    const first = await t.call('saveSupply', input, { cookie: admin, idempotencyKey: 'retry-supply-1' });
    const again = await t.call('saveSupply', input, { cookie: admin, idempotencyKey: 'retry-supply-1' });
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(supplies).where(eq(supplies.name, 'Retried swab'))).toHaveLength(1);
  });
});

describe('barcodes and batches, as a scan reads them', () => {
  test('an item registered under its barcode is what the scanner finds; inactive, it is refused', async () => {
    const res = await t.call(
      'addSupplyItem',
      { skuID: 'sku-sst-tube', barcode: 'TUBE-9001', serial: 'SST9001' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    const found = await t.call('lookUpBarcode', { barcode: 'TUBE-9001' }, { cookie: admin });
    expect(found.body).toMatchObject({
      type: 'supply-item',
      targetID: res.body.itemID,
      sku: { id: 'sku-sst-tube', active: true },
      item: { serial: 'SST9001', status: 'inactive' },
    });
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: false }, { cookie: admin });
    const refused = await t.call('lookUpBarcode', { barcode: 'TUBE-9001' }, { cookie: admin });
    await t.call('setSkuActive', { skuID: 'sku-sst-tube', active: true }, { cookie: admin });
    expect(refused.body.refusal).toBe('Inactive supply. Please contact support.');
  });

  test('a batch is one code with its serials, audited', async () => {
    const res = await t.call(
      'addBatch',
      { skuID: 'sku-sst-tube', code: 'SSTBATCH7', serials: ['001', '002', '003'] },
      { cookie: admin },
    );
    expect(res.body).toMatchObject({ serials: 3 });
    const found = await t.call('lookUpBarcode', { barcode: 'SSTBATCH7' }, { cookie: admin });
    expect(found.body).toMatchObject({ targetID: res.body.batchItemID, batchSerials: 3, sku: { id: 'sku-sst-tube' } });
    const [row] = await auditOf(res.body.batchItemID);
    expect(row).toMatchObject({
      actorId: 'user-admin',
      action: 'batch.create',
      detail: { code: 'SSTBATCH7', serials: 3 },
    });
  });

  test.each([
    [
      'a barcode with a space',
      'addSupplyItem',
      { skuID: 'sku-sst-tube', barcode: 'TUBE 9', serial: null },
      400,
      'barcode',
      supplyCodeTexts.spaces,
    ],
    [
      'a barcode taken',
      'addSupplyItem',
      { skuID: 'sku-sst-tube', barcode: 'TUBE-0004', serial: null },
      409,
      'barcode',
      supplyTexts.barcodeTaken,
    ],
    [
      'a serial taken',
      'addSupplyItem',
      { skuID: 'sku-sst-tube', barcode: 'TUBE-9002', serial: 'SST9001' },
      409,
      'serial',
      supplyTexts.serialTaken,
    ],
    [
      'an unknown SKU',
      'addSupplyItem',
      { skuID: 'sku-none', barcode: 'TUBE-9003', serial: null },
      404,
      'skuID',
      catalogueTexts.unknownSku,
    ],
    [
      'a batch code with a hyphen',
      'addBatch',
      { skuID: 'sku-sst-tube', code: 'SST-B', serials: ['1'] },
      400,
      'code',
      supplyCodeTexts.hyphen,
    ],
    [
      'a batch with no serial',
      'addBatch',
      { skuID: 'sku-sst-tube', code: 'SSTB8', serials: [] },
      400,
      'serials',
      supplyCodeTexts.noSerial,
    ],
    [
      'a serial twice',
      'addBatch',
      { skuID: 'sku-sst-tube', code: 'SSTB8', serials: ['1', '1'] },
      400,
      'serials',
      supplyCodeTexts.repeatedSerial('1'),
    ],
    [
      'a batch code taken',
      'addBatch',
      { skuID: 'sku-sst-tube', code: 'SSTBATCH7', serials: ['9'] },
      409,
      'code',
      supplyTexts.barcodeTaken,
    ],
    ['a supply with no name', 'saveSupply', { ...swab, name: ' ' }, 400, 'name', 'name: Enter a name.'],
    ['a negative order', 'saveSupply', { ...swab, orderWeight: -1 }, 400, 'orderWeight', 'orderWeight: At least 0.'],
    ['an unknown supply', 'saveSupply', { ...swab, supplyID: 'sup-none' }, 404, 'supplyID', supplyTexts.unknownSupply],
    ['a SKU of an unknown supply', 'addSku', { supplyID: 'sup-none' }, 404, 'supplyID', supplyTexts.unknownSupply],
  ] as const)('%s is refused beside its field, nothing written', async (_, name, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(name, input, { cookie: admin });
    expect([res.status, res.body.error.field, res.body.error.message]).toEqual([status, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('only operations', () => {
  test.each([
    ['listSupplies', {}],
    ['saveSupply', swab],
    ['addSku', { supplyID: 'sup-sst-tube' }],
    ['addSupplyItem', { skuID: 'sku-sst-tube', barcode: 'TUBE-9100', serial: null }],
    ['addBatch', { skuID: 'sku-sst-tube', code: 'SSTB100', serials: ['1'] }],
  ] as const)('%s answers a nurse and a packer as an unknown function, nothing written', async (name, input) => {
    const cookies = [await t.sessionCookie('user-nurse'), await t.sessionCookie('user-packer')];
    const before = await t.snapshot();
    for (const cookie of cookies) {
      const res = await t.call(name, input, { cookie });
      expect([res.status, res.body.error]).toEqual([404, { code: 'not_found', message: `Unknown function ${name}.` }]);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
