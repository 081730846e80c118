/**
 * Packers (issue 26; requirements.md 2.5, 2.12, 6, 7): the home's counts, the pick-and-pack and shipping
 * lists searched as she types, scoped to her place (another place's records are not there at all),
 * each list's patients audited.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { auditLog } from '../src/db/schema.ts';
import { DEMO_PACKING_BARCODE_LABELS, DEMO_PACKING_BARCODES, DEMO_PACKING_IDS as ids } from '../src/db/seed-packing.ts';
import { createSupplyTransferForKitOrder } from '../src/repositories/supply-transfers.repository.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let packer: string;
let otherPacker: string;
let placeless: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.db.execute(
    sql`insert into places (id, name, type, address) values ('place-packing-2', 'Queens Packing', 'packing-and-shipping', '1 Queens Blvd')`,
  );
  await t.db.execute(sql`insert into users (id, email, role, status, first_name, last_name) values
      ('user-packer-2', 'packer2@demo.test', 'packer', 'approved', 'Quinn', 'Packer'),
      ('user-packer-none', 'packer3@demo.test', 'packer', 'approved', 'Nell', 'Noplace')`);
  await t.db.execute(sql`insert into place_accounts (user_id, place_id) values ('user-packer-2', 'place-packing-2')`);
  await createSupplyTransferForKitOrder(t.db, {
    id: 'st-queens-1',
    shipmentId: 'ss-queens-1',
    placeId: 'place-packing-2',
    recipient: 'Rosa Queens',
    address: '9 Main St',
    nurseUserId: 'user-nurse',
    lines: [{ supplyId: 'sup-a1c-kit', quantity: 1 }],
    at: t.config.clock.now(),
  });
  packer = await t.sessionCookie('user-packer');
  otherPacker = await t.sessionCookie('user-packer-2');
  placeless = await t.sessionCookie('user-packer-none');
});
afterAll(() => t?.close());

describe('getPackingHome (requirements.md 2.5)', () => {
  test('her place with the transfers waiting and the shipments ready to ship', async () => {
    const res = await t.call('getPackingHome', {}, { cookie: packer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      place: { id: 'place-packing', name: 'Central Packing & Shipping' },
      pickAndPackCount: 3,
      shipCount: 1,
    });
  });
  test('another place counts its own', async () => {
    const res = await t.call('getPackingHome', {}, { cookie: otherPacker });
    expect(res.body).toMatchObject({ place: { id: 'place-packing-2' }, pickAndPackCount: 1, shipCount: 0 });
  });
  test('a location mapped to no place: place null (the danger card)', async () => {
    const res = await t.call('getPackingHome', {}, { cookie: placeless });
    expect(res.body).toEqual({ place: null, shipCount: 0, pickAndPackCount: 0 });
  });
});

describe('searchSupplyTransfers (requirements.md 2.12 pick-and-pack, 7 search)', () => {
  const search = (input: Record<string, unknown>, cookie = packer, requestId?: string) =>
    t.call('searchSupplyTransfers', input, {
      cookie,
      ...(requestId ? { headers: { 'x-request-id': requestId } } : {}),
    });

  test('empty query: her place’s waiting transfers, newest first; the patients audited', async () => {
    const requestId = `packing-${randomUUID()}`;
    const res = await search({ query: '' }, packer, requestId);
    expect(res.status).toBe(200);
    expect(res.body.transfers.map((r: { id: string }) => r.id)).toEqual([
      ids.transferOrder,
      ids.transferPia,
      ids.transferRosa,
    ]);
    expect(res.body.transfers[1]).toMatchObject({ kind: 'kit-shipment', recipient: 'Pia Patient', status: 'pending' });
    expect(res.body.patientIDs).toEqual(['user-patient']);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(rows.map((r) => [r.action, r.recordType, r.recordId])).toEqual([
      ['searchSupplyTransfers', 'user', 'user-patient'],
    ]);
  });

  test.each([
    ['a name prefix, as typed', 'ros', [ids.transferRosa]],
    ['two words in any order', 'alvarez rosa', [ids.transferRosa]],
    ['a street', 'prospect', [ids.transferPia]],
    ['the transfer id', 'st-demo-pia', [ids.transferPia]],
    ['the kit order by its supply', 'hba1c', [ids.transferOrder]],
    ['case and accents do not matter', 'PÍA', [ids.transferPia]],
    ['punctuation is not syntax', "rosa' & | !", [ids.transferRosa]],
    ['another place’s recipient is not found', 'queens', []],
    ['nothing matches', 'zzz', []],
  ])('%s: %j', async (_name, query, expected) => {
    const res = await search({ query });
    expect(res.status).toBe(200);
    expect(res.body.transfers.map((r: { id: string }) => r.id)).toEqual(expected);
  });

  test('records completed on this device are left out (requirements.md 7)', async () => {
    const res = await search({ query: '', exclude: [ids.transferOrder, ids.transferPia] });
    expect(res.body.transfers.map((r: { id: string }) => r.id)).toEqual([ids.transferRosa]);
  });

  test('another place’s packer sees only hers', async () => {
    const res = await search({ query: '' }, otherPacker);
    expect(res.body.transfers.map((r: { id: string }) => r.id)).toEqual(['st-queens-1']);
  });

  test.each([
    [
      'no place: requirements.md 8’s location text, nothing written',
      'none',
      { query: '' },
      404,
      messages.packingLocationFailed,
    ],
    ['a query over 200 characters', 'packer', { query: 'x'.repeat(201) }, 400, null],
    ['a NUL in the query', 'packer', { query: 'a\u0000b' }, 400, null],
    [
      'over 100 ids excluded',
      'packer',
      { query: '', exclude: Array.from({ length: 101 }, (_, i) => `x${i}`) },
      400,
      null,
    ],
  ])('%s', async (_name, who, input, status, message) => {
    const before = await t.snapshot();
    const res = await search(input, who === 'none' ? placeless : packer);
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('searchSupplyShipments (requirements.md 2.12 shipping)', () => {
  test('the shipments ready to ship from her place, searchable', async () => {
    const all = await t.call('searchSupplyShipments', { query: '' }, { cookie: packer });
    expect(all.status).toBe(200);
    expect(all.body.shipments.map((r: { id: string }) => r.id)).toEqual([ids.shipmentReady]);
    expect(all.body.shipments[0]).toMatchObject({ status: 'ready_to_ship', recipient: 'Omar Haddad' });
    const found = await t.call('searchSupplyShipments', { query: 'omar court' }, { cookie: packer });
    expect(found.body.shipments).toHaveLength(1);
    const none = await t.call('searchSupplyShipments', { query: 'omar' }, { cookie: otherPacker });
    expect(none.body.shipments).toEqual([]);
  });
});

describe('demo packing barcodes (README "Demo packing barcodes")', () => {
  test('the README lists exactly the seed constants, in order, and each is a seeded barcode', async () => {
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Demo packing barcodes'));
    const listed = [...(section ?? '').matchAll(/^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|\s*$/gm)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual(
      Object.entries(DEMO_PACKING_BARCODES).map(([key, code]) => [
        code,
        DEMO_PACKING_BARCODE_LABELS[key as keyof typeof DEMO_PACKING_BARCODES],
      ]),
    );
    const seeded = await queryRows<{ value: string }>(t.db, sql`select value from barcodes where value like 'PK-%'`);
    expect(seeded.map((r) => r.value).sort()).toEqual(Object.values(DEMO_PACKING_BARCODES).sort());
  });
});
