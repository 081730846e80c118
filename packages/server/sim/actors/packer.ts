/**
 * The packer (requirements.md 2.5, 2.12; ADR 045, 057, 058): the demo's packer at Central Packing &
 * Shipping picks the transfer waiting longest on Pick & pack and packs it as her screens do, every
 * item scanned, each form and the label printed, the box photographed, done packing; then ships what
 * is ready. Short of stock, operations receive items and she activates them at her place (Location
 * supplies). A nurse orders a kit on My supplies and activates it when it comes. A fault scans the
 * wrong item first: it must be refused and move nothing (invariant 6).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../test/harness.ts';
import { recordWrongScan, supplyFingerprint } from '../observe-supplies.ts';
import { sendWrite } from '../send.ts';
import type { Sending, Step, WrongItem } from '../steps.ts';
import { call, pick, type World } from '../world.ts';

const PACKER = 'user-packer';
/** A 1 x 1 PNG: the supply box's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** What a nurse orders for her kit (ADR 057). */
const ORDERABLE = ['sup-specimen-bag', 'sup-amber-bag', 'sup-procedure-bag', 'sup-a1c-kit'];
const BOX_SUPPLY = 'sup-mail-in-box';

const packers = new WeakMap<World, { cookie: string; placeId: string; received: number }>();
async function packerOf(world: World) {
  if (!packers.has(world)) {
    const [place] = await queryRows<{ placeId: string }>(
      world.t.db,
      sql`select place_id as "placeId" from place_accounts where user_id = ${PACKER}`,
    );
    packers.set(world, { cookie: await world.t.sessionCookie(PACKER), placeId: place!.placeId, received: 0 });
  }
  return packers.get(world)!;
}

const rows = <T>(world: World, query: ReturnType<typeof sql>) => queryRows<T>(world.t.db, query);

/** A GET of the app (a printed PDF); its answer is kept for invariant 7. Calling it is the printing. */
async function get(world: World, name: string, url: string, cookie: string): Promise<number> {
  const res = await world.t.server.app.inject({ method: 'GET', url, headers: { cookie } });
  world.answers.push({ name, status: res.statusCode });
  return res.statusCode;
}

/** The barcodes of items of a supply on her shelf she can pick: active here, in no box, not expiring first. */
async function onShelf(world: World, placeId: string, supplyId: string, neededBy: string | null): Promise<string[]> {
  const list = await rows<{ barcode: string }>(
    world,
    sql`select min(b.value) as barcode from supply_items i join skus k on k.id = i.sku_id
          join barcodes b on b.type = 'supply-item' and b.target_id = i.id
        where k.supply_id = ${supplyId} and i.status = 'activated' and i.owner_place_id = ${placeId}
          and (i.expires_on is null or ${neededBy}::date is null or i.expires_on >= ${neededBy}::date)
          and not exists (select 1 from supply_transfer_scans s where s.supply_item_id = i.id)
          and not exists (select 1 from procedures p where p.kit_supply_item_id = i.id)
          and not exists (select 1 from supply_shipments ss where ss.box_supply_item_id = i.id)
        group by i.id order by i.id`,
  );
  return list.map((r) => r.barcode);
}

/** Operations receive `n` items of a supply under new barcodes (inactive, at no place yet). */
async function receive(world: World, supplyId: string, n: number): Promise<string[]> {
  const packer = await packerOf(world);
  const [sku] = await rows<{ id: string }>(
    world,
    sql`select id from skus where supply_id = ${supplyId} and active order by id limit 1`,
  );
  if (!sku) return [];
  const made: string[] = [];
  for (let i = 0; i < n; i++) {
    const barcode = `SIM-${supplyId.replace(/^sup-/, '').toUpperCase()}-${(packer.received += 1)}`;
    const res = await call(world, 'addSupplyItem', { skuID: sku.id, barcode, serial: null }, world.admin);
    if (res.status === 200) made.push(barcode);
  }
  return made;
}

/**
 * `n` items of a supply for her to pick: what is on her shelf, and, short of that, items operations
 * receive and she activates at her place (Location supplies).
 */
async function pickable(world: World, supplyId: string, n: number, neededBy: string | null): Promise<string[]> {
  const packer = await packerOf(world);
  const have = await onShelf(world, packer.placeId, supplyId, neededBy);
  if (have.length < n)
    for (const barcode of await receive(world, supplyId, n - have.length))
      if ((await call(world, 'activatePlaceSupply', { barcode }, packer.cookie)).status === 200) have.push(barcode);
  return have.slice(0, n);
}

/**
 * A barcode of the wrong kind where an item of `supplyId` is asked for, for the fault: of the same
 * supply (but packed elsewhere, a nurse's, or never activated here), or of another; null when the
 * operation holds none such now (the packer tries again at her next scan).
 */
async function wrongBarcode(world: World, wrong: WrongItem, supplyId: string): Promise<string | null> {
  const packer = await packerOf(world);
  const one = async (query: ReturnType<typeof sql>) =>
    (await rows<{ barcode: string }>(world, query))[0]?.barcode ?? null;
  switch (wrong) {
    case 'other-supply':
      return one(sql`select b.value as barcode from supply_items i join skus k on k.id = i.sku_id
        join barcodes b on b.type = 'supply-item' and b.target_id = i.id
        where k.supply_id <> ${supplyId} and i.status = 'activated' and i.owner_place_id = ${packer.placeId}
        order by b.value limit 1`);
    case 'packed-elsewhere':
      return one(sql`select b.value as barcode from supply_transfer_scans s
        join barcodes b on b.type = 'supply-item' and b.target_id = s.supply_item_id
        join skus k on k.id = (select sku_id from supply_items where id = s.supply_item_id)
        where s.role <> 'box-kit' and k.supply_id = ${supplyId} order by b.value limit 1`);
    case 'nurse-held':
      return one(sql`select b.value as barcode from supply_items i join skus k on k.id = i.sku_id
        join barcodes b on b.type = 'supply-item' and b.target_id = i.id
        where i.owner_user_id is not null and i.status = 'activated' and k.supply_id = ${supplyId}
        order by b.value limit 1`);
    case 'not-activated':
      return (await receive(world, supplyId, 1))[0] ?? null;
  }
}

type Scan = {
  supplyTransferID: string;
  step: string;
  barcode: string;
  procedureID?: string;
  supplyShipmentID?: string;
};

/** The wrong item scanned where `scan` goes: refused, and every supply row as it was. False when none was at hand. */
async function scanWrong(
  world: World,
  cookie: string,
  scan: Scan,
  wrong: WrongItem,
  supplyId: string,
): Promise<boolean> {
  const barcode = await wrongBarcode(world, wrong, supplyId);
  if (!barcode) return false;
  const before = await supplyFingerprint(world);
  const res = await call(world, 'scanSupplyTransferStep', { ...scan, barcode }, cookie);
  const changed = (await supplyFingerprint(world)) !== before;
  recordWrongScan(world, {
    name: `${scan.step} ${barcode}`,
    why: `a wrong item (${wrong})`,
    status: res.status,
    changed,
  });
  return true;
}

/** What one packing scan writes once: a scan's row, a printed form's, a shipment's box or its label. */
const packedCount = async (world: World) =>
  (
    await rows<{ n: number }>(
      world,
      sql`select ((select count(*) from supply_transfer_scans) + (select count(*) from supply_transfer_documents)
          + (select count(*) from supply_shipments where box_supply_item_id is not null)
          + (select count(*) from supply_shipments where scanned_shipping_label_barcode is not null))::int as n`,
    )
  )[0]!.n;
const shippedCount = async (world: World) =>
  (
    await rows<{ n: number }>(world, sql`select count(*)::int as n from supply_shipments where status = 'in-transit'`)
  )[0]!.n;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the transfer view is the contract's JSON
type TransferView = any;

/** She packs the step's count of transfers from Pick & pack, one after the other. */
export async function pack(world: World, step: Extract<Step, { kind: 'pack' }>): Promise<void> {
  const { cookie } = await packerOf(world);
  for (let i = 0; i < step.count; i++) {
    const listed = await call(world, 'searchSupplyTransfers', { query: '' }, cookie);
    // The list is newest first; the step's number counts from the one waiting longest.
    const open = listed.status === 200 ? [...(listed.body.transfers as { id: string }[])].reverse() : [];
    const chosen = pick(open, step.transfer);
    if (!chosen) return;
    // The wrong item and the sending fault on the first transfer only.
    await packOne(world, cookie, chosen.id, i === 0 ? step : { ...step, wrong: 'none', send: 'once' });
  }
}

/**
 * Packs one open transfer through every step of the flow, as pick-and-pack/{id} walks it: each
 * procedure's kit, supplies and printed forms, then the box, its kits, the label, the photo, done.
 * The step's first scan is sent as the step says; the wrong item, when asked, before it.
 */
async function packOne(
  world: World,
  cookie: string,
  supplyTransferID: string,
  step: Extract<Step, { kind: 'pack' }>,
): Promise<void> {
  const read = await call(world, 'getSupplyTransfer', { supplyTransferID }, cookie);
  if (read.status !== 200) return;
  let view: TransferView = read.body.transfer;
  let first = true;
  let wrongDone = step.wrong === 'none';
  /** One scan; false when refused (she stops: the screen shows why). */
  const scan = async (input: Scan, supplyId: string | null): Promise<boolean> => {
    if (!wrongDone && supplyId) wrongDone = await scanWrong(world, cookie, input, step.wrong as WrongItem, supplyId);
    const sending: Sending = first ? step.send : 'once';
    first = false;
    const res = await sendWrite(world, 'scanSupplyTransferStep', input, cookie, sending, () => packedCount(world));
    if (res.status === 200) view = res.body.transfer;
    return res.status === 200;
  };

  for (const p of view.procedures) {
    const base = { supplyTransferID, procedureID: p.id as string };
    if (!p.kitSupplyItemID) {
      const [kit] = await pickable(world, p.kitSupplyID, 1, view.neededBy);
      if (!kit || !(await scan({ ...base, step: 'scan-procedure-kit', barcode: kit }, p.kitSupplyID))) return;
    }
    const missing = new Map<string, number>();
    const scanned = [...(p.scannedSupplies as { supplyID: string }[])];
    for (const e of p.expectedSupplies as { supplyID: string }[]) {
      const at = scanned.findIndex((s) => s.supplyID === e.supplyID);
      if (at >= 0) scanned.splice(at, 1);
      else missing.set(e.supplyID, (missing.get(e.supplyID) ?? 0) + 1);
    }
    for (const [supplyId, n] of missing)
      for (const barcode of await pickable(world, supplyId, n, view.neededBy))
        if (!(await scan({ ...base, step: 'scan-procedure-supplies', barcode }, supplyId))) return;
    for (const [document, scanStep, barcode] of [
      ['requisition-form', 'scan-requisition-form', p.requisitionBarcode],
      ['instruction-sheet', 'scan-instruction-sheet', p.instructionSheetBarcode],
    ] as const) {
      if (document === 'requisition-form' ? p.requisitionFormScanned : p.instructionSheetScanned) continue;
      await get(world, `print ${document}`, `/api/print/${document}/${p.id}`, cookie);
      if (!(await scan({ ...base, step: scanStep, barcode }, null))) return;
    }
  }

  for (const s of view.shipments) {
    const base = { supplyTransferID, supplyShipmentID: s.id as string };
    if (!s.boxSupplyItemID) {
      const [box] = await pickable(world, BOX_SUPPLY, 1, null);
      if (!box || !(await scan({ ...base, step: 'scan-supply-box', barcode: box }, BOX_SUPPLY))) return;
    }
    const shipment = () => view.shipments.find((x: { id: string }) => x.id === s.id);
    // A kit shipment's box takes the procedures' own kits; a kit order's, items of its lines from the shelf.
    const inBox = new Set((shipment().kitsInBox as { supplyItemID: string }[]).map((k) => k.supplyItemID));
    const wanted = new Map<string, number>();
    const kitBarcodes: string[] = [];
    for (const k of shipment().expectedKits as { supplyID: string; supplyItemID: string | null }[]) {
      if (k.supplyItemID && inBox.has(k.supplyItemID)) continue;
      if (k.supplyItemID) {
        const [b] = await rows<{ value: string }>(
          world,
          sql`select min(value) as value from barcodes where type = 'supply-item' and target_id = ${k.supplyItemID}`,
        );
        if (b?.value) kitBarcodes.push(b.value);
      } else wanted.set(k.supplyID, (wanted.get(k.supplyID) ?? 0) + 1);
    }
    const alreadyIn = (shipment().kitsInBox as { supplyID: string }[]).filter((k) => wanted.has(k.supplyID));
    for (const k of alreadyIn) wanted.set(k.supplyID, wanted.get(k.supplyID)! - 1);
    for (const [supplyId, n] of wanted) if (n > 0) kitBarcodes.push(...(await pickable(world, supplyId, n, null)));
    for (const barcode of kitBarcodes)
      if (!(await scan({ ...base, step: 'scan-kits-to-supply-box', barcode }, null))) return;

    const printed = await call(world, 'printShippingLabel', base, cookie);
    if (printed.status !== 200) return;
    view = printed.body.transfer;
    await get(world, 'print shipping-label', `/api/print/shipping-label/${s.id}`, cookie);
    const label = shipment().shippingLabelBarcode as string;
    if (!(await scan({ ...base, step: 'scan-shipping-label', barcode: label }, null))) return;
    const upload = await world.t.server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'image/png', cookie },
      payload: PNG,
    });
    world.answers.push({ name: 'upload box photo', status: upload.statusCode });
    if (upload.statusCode !== 201) return;
    const fileID = JSON.parse(upload.body).fileID as string;
    if ((await call(world, 'saveSupplyBoxPhoto', { ...base, fileID }, cookie)).status !== 200) return;
    await call(world, 'finishSupplyTransferPacking', base, cookie);
  }
}

/** At most this many transfers in her day's-end round: a long list waits for tomorrow. */
const ROUND_MAX = 6;

/**
 * Her day's end: she packs what waits on Pick & pack, the longest waiting first, and the carrier
 * takes every box ready, so a kit shipment ordered today leaves today and a nurse's kit is on its way.
 */
export async function packerRound(world: World): Promise<void> {
  const { cookie } = await packerOf(world);
  const listed = await call(world, 'searchSupplyTransfers', { query: '' }, cookie);
  const open = listed.status === 200 ? [...(listed.body.transfers as { id: string }[])].reverse() : [];
  for (const transfer of open.slice(0, ROUND_MAX))
    await packOne(world, cookie, transfer.id, { kind: 'pack', transfer: 0, count: 1, wrong: 'none', send: 'once' });
  await ship(world, { kind: 'ship', send: 'once' });
}

/**
 * The carrier comes: she ships every packed box on Ship, scanning each as it is handed over
 * (ship/{id}/scan-shipping-box), the step's sending fault on the first.
 */
export async function ship(world: World, step: Extract<Step, { kind: 'ship' }>): Promise<void> {
  const { cookie } = await packerOf(world);
  const listed = await call(world, 'searchSupplyShipments', { query: '' }, cookie);
  const ready = listed.status === 200 ? [...(listed.body.shipments as { id: string }[])].reverse() : [];
  for (const [i, shipment] of ready.entries()) {
    const [box] = await rows<{ value: string }>(
      world,
      sql`select min(b.value) as value from supply_shipments ss
          join barcodes b on b.type = 'supply-item' and b.target_id = ss.box_supply_item_id where ss.id = ${shipment.id}`,
    );
    if (!box?.value) continue;
    const input = { supplyShipmentID: shipment.id, barcode: box.value };
    await sendWrite(world, 'shipSupplyShipment', input, cookie, i === 0 ? step.send : 'once', () =>
      shippedCount(world),
    );
  }
}

/** A nurse orders a kit on My supplies (requirements.md 2.10 orderKit): a kit order for the packers. */
export async function orderKit(world: World, step: Extract<Step, { kind: 'order-kit' }>): Promise<void> {
  const nurse = pick(world.nurses, step.nurse);
  if (!nurse) return;
  const lines = [{ supplyID: pick(ORDERABLE, step.supply)!, quantity: step.quantity }];
  const count = async () =>
    (await rows<{ n: number }>(world, sql`select count(*)::int as n from supply_transfers`))[0]!.n;
  await sendWrite(world, 'orderKit', { lines }, nurse.cookie, step.send, count);
}

/** A nurse whose kit came scans each of its items on My supplies: each becomes hers, activated. */
export async function activateKit(world: World, step: Extract<Step, { kind: 'activate-kit' }>): Promise<void> {
  const withKits = [];
  for (const nurse of world.nurses) {
    const res = await call(world, 'getMySupplies', {}, nurse.cookie);
    const waiting = (
      (res.body?.fulfillments ?? []) as {
        id: string;
        status: string;
        items: { supplyItemID: string; status: string }[];
      }[]
    ).filter((f) => f.status === 'shipped' || f.status === 'delivered');
    if (waiting.length > 0) withKits.push({ nurse, fulfillment: waiting[0]! });
  }
  const chosen = pick(withKits, step.nurse);
  if (!chosen) return;
  for (const item of chosen.fulfillment.items.filter((i) => i.status !== 'activated')) {
    const [b] = await rows<{ value: string }>(
      world,
      sql`select min(value) as value from barcodes where type = 'supply-item' and target_id = ${item.supplyItemID}`,
    );
    if (b?.value)
      await call(
        world,
        'activateFulfillmentItem',
        { fulfillmentID: chosen.fulfillment.id, barcode: b.value },
        chosen.nurse.cookie,
      );
  }
}
