/** The demo seed (README: Demo barcodes): the README's barcodes exist, and the itinerary covers the field cases. */
import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_BARCODE_LABELS, DEMO_BARCODES, DEMO_ITINERARY_IDS } from '../src/db/seed.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);

/** The `| `CODE` | description |` rows of the README's "Demo barcodes" section. */
function readmeBarcodes(): { code: string; label: string }[] {
  const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Demo barcodes'));
  if (!section) throw new Error('README has no "Demo barcodes" section');
  return [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|\s*$/gm)].map((m) => ({ code: m[1]!, label: m[2]! }));
}

describe('demo barcodes', () => {
  test('the README lists exactly the seed constants, in order, with their labels', () => {
    const expected = Object.entries(DEMO_BARCODES).map(([key, code]) => ({
      code,
      label: DEMO_BARCODE_LABELS[key as keyof typeof DEMO_BARCODES],
    }));
    expect(readmeBarcodes()).toEqual(expected);
  });

  test('every README barcode exists in the seeded barcodes table', async () => {
    const seeded = new Set((await rows<{ value: string }>(sql`select value from barcodes`)).map((r) => r.value));
    const listed = readmeBarcodes().map((r) => r.code);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((code) => !seeded.has(code))).toEqual([]);
  });

  test("supply-item barcodes resolve to the nurse's activated items or the kit shipped to the patient (used, as done packing leaves it: ADR 080)", async () => {
    const resolved = await rows<{ value: string; status: string; owner_user_id: string | null }>(sql`
      select b.value, i.status, i.owner_user_id from barcodes b join supply_items i on i.id = b.target_id
      where b.type = 'supply-item' and b.value not like 'PK-%' and b.value not like 'NK-%' and b.value not like 'WL-%'
      order by b.value`);
    // (The packer's shelf, PK-…, is the packing seed's: packing.test.ts checks it against the README.
    // The kit the nurse has yet to activate, NK-…, is the supplies seed's: my-supplies.test.ts.
    // Mia Moreno's, WL-…, are the whole loop's: seed-whole-loop.ts.)
    expect(resolved.length).toBe(Object.keys(DEMO_BARCODES).length - 1);
    expect(resolved.filter((r) => r.status !== 'activated').map((r) => [r.value, r.status])).toEqual(
      [DEMO_BARCODES.mailInBox, DEMO_BARCODES.kit, DEMO_BARCODES.kitVial].sort().map((code) => [code, 'used']),
    );
    const atPatient = resolved
      .filter((r) => r.owner_user_id === null)
      .map((r) => r.value)
      .sort();
    expect(atPatient).toEqual([DEMO_BARCODES.mailInBox, DEMO_BARCODES.kit, DEMO_BARCODES.kitVial].sort());
    const [label] = await rows<{ target_id: string }>(
      sql`select target_id from barcodes where value = ${DEMO_BARCODES.shippingLabel}`,
    );
    expect(label?.target_id).toBe(DEMO_ITINERARY_IDS.lab.shipment);
  });
});

describe('demo itinerary', () => {
  test('two patient waypoints and a pick-drop stop at the lab, in order, after now', async () => {
    const waypoints = await rows<{ id: string; type: string; place_id: string | null; later: boolean }>(sql`
      select id, type, place_id, scheduled_start_at > ${t.hoursAgo(0)} as later from waypoints
      where itinerary_id = ${DEMO_ITINERARY_IDS.itinerary} order by position`);
    expect(waypoints.map((w) => [w.id, w.type, w.place_id])).toEqual([
      [DEMO_ITINERARY_IDS.pia.waypoint, 'patient', null],
      [DEMO_ITINERARY_IDS.ben.waypoint, 'patient', null],
      [DEMO_ITINERARY_IDS.lab.waypoint, 'pick-drop', 'place-lab'],
    ]);
    expect(waypoints.every((w) => w.later)).toBe(true);
  });

  test('covers light-sensitive, refrigerated and centrifuge samples, a kit shipment and a mail-in box', async () => {
    const [flags] = await rows<{ light: number; cold: number; spin: number }>(sql`
      select count(*) filter (where light_sensitive)::int as light, count(*) filter (where refrigerated)::int as cold,
        count(*) filter (where processing = 'centrifuge')::int as spin from samples`);
    expect(flags).toEqual({ light: 1, cold: 3, spin: 1 });
    const spin = await rows<{ procedure_id: string; supply_instruction: string }>(sql`
      select p.procedure_id, a.supply_instruction from processing_actions a
      join processing_action_procedures p on p.processing_action_id = a.id`);
    expect(spin).toEqual([{ procedure_id: DEMO_ITINERARY_IDS.pia.panel, supply_instruction: 'centrifuge' }]);
    const kits = await rows<{ id: string }>(sql`
      select p.id from procedures p join draft_waypoints d on d.id = p.draft_waypoint_id
      where d.supply_strategy = 'kit-shipment' and p.kit_supply_item_id is not null`);
    expect(kits.map((k) => k.id)).toEqual([DEMO_ITINERARY_IDS.ben.a1c]);
    const mailIn = await rows<{ linked_action_id: string; shipping_label_barcode: string }>(sql`
      select l.linked_action_id, s.shipping_label_barcode from waypoint_actions a
      join waypoint_action_links l on l.mail_in_action_id = a.id join shipments s on s.id = a.shipment_id
      where a.type = 'mail-in'`);
    expect(mailIn).toEqual([
      { linked_action_id: DEMO_ITINERARY_IDS.ben.action, shipping_label_barcode: DEMO_BARCODES.shippingLabel },
    ]);
  });

  test('statuses are constrained and results refuse plaintext', async () => {
    await expect(
      t.db.execute(sql`update waypoints set status = 'arrived' where id = ${DEMO_ITINERARY_IDS.pia.waypoint}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`update procedure_results set result_ciphertext = 'LDL 130 mg/dL' where procedure_id = ${DEMO_ITINERARY_IDS.pia.panel}`,
      ),
    ).rejects.toThrow();
    await t.db.execute(
      sql`update procedure_results set result_ciphertext = 'v1:bm9uY2U=:Y2lwaGVy' where product_id = 'product-hba1c'`,
    );
  });
});
