/**
 * The nurse's field day (requirements.md 2.10, 2.11, 4, 5): a nurse whose accepted itinerary's day
 * has come checks in to its shift (area check, leave-from, shift bag, every supply) and walks her
 * next stops step by step, sending what her phone sends (field-walk.ts), each write through the
 * phone's queue with its own Idempotency-Key and, for the writes that take one, the step's time
 * (ADR 012, 013). Faults: a phone offline for hours keeps its writes and sends them in order when it
 * syncs (the first resent, its answer lost); a nurse runs late between the stops of her visit; a
 * lab closes early (its receiving hours cut short by operations, the only way the product has).
 */
import { sql } from 'drizzle-orm';
import { takesStepTime } from '@sc/domain/contract/step-time';
import { DEMO_BARCODES } from '../../src/db/seed-itinerary.ts';
import { queryRows } from '../../test/harness.ts';
import type { Step } from '../steps.ts';
import { call, pick, type World } from '../world.ts';
import { heldItems, stockNurse } from './field-supplies.ts';
import {
  bagsFor,
  labWrites,
  Supplies,
  visitWrites,
  type FlowItinerary,
  type PlannedWrite,
  type ShippedItem,
} from './field-walk.ts';

/** The last instant of a simulated day a walk may move the clock to (22:00, as run.ts). */
const DAY_LENGTH_MS = 16 * 3_600_000;
/** A nurse may check in this long before her itinerary starts. */
const EARLY_MS = 2 * 3_600_000;

type Nurse = World['nurses'][number];
interface Queued {
  name: string;
  input: Record<string, unknown>;
  key: string;
  waypointID: string | null;
}

/** Each world's phones that are offline, and the writes each keeps (in order). */
const phones = new WeakMap<World, Map<string, Queued[]>>();
const outboxOf = (world: World, nurseID: string): Queued[] | undefined => phones.get(world)?.get(nurseID);

/** The itineraries she holds whose day has come (today's, starting within two hours), oldest first. */
async function workToWalk(
  world: World,
  dayStart: number,
): Promise<{ nurse: Nurse; itineraryID: string; shiftID: string | null }[]> {
  const now = world.clock.now().getTime();
  const rows = await queryRows<{ userId: string; id: string; shiftId: string | null }>(
    world.t.db,
    sql`select user_id as "userId", id, shift_id as "shiftId" from itineraries
        where status in ('accepted', 'in_progress') and user_id is not null
          and start_at <= ${new Date(now + EARLY_MS)} and start_at >= ${new Date(dayStart - EARLY_MS)}
        order by start_at, id`,
  );
  const found = [];
  for (const nurse of world.nurses) {
    const mine = rows.find((r) => r.userId === nurse.id);
    if (mine) found.push({ nurse, itineraryID: mine.id, shiftID: mine.shiftId });
  }
  return found;
}

async function flow(world: World, nurse: Nurse, itineraryID: string): Promise<FlowItinerary | null> {
  const res = await call(world, 'getItineraryFlowData', { itineraryID }, nurse.cookie);
  return res.status === 200 ? (res.body.itinerary as FlowItinerary) : null;
}

/** A 1×1 photo uploaded from her phone (the centrifuged bag, the shipment's box). */
async function uploadPhoto(world: World, nurse: Nurse): Promise<string | null> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const res = await world.t.server.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie: nurse.cookie, 'content-type': 'image/png' },
    payload: png,
  });
  world.answers.push({ name: 'POST /api/files', status: res.statusCode });
  return res.statusCode === 201 ? (JSON.parse(res.body).fileID as string) : null;
}

/** The kits shipped to her stops, as her phone keeps them for the day (getNurseScanData; ADR 080). */
async function shippedToHerStops(world: World, nurse: Nurse): Promise<ShippedItem[]> {
  const res = await call(world, 'getNurseScanData', {}, nurse.cookie);
  if (res.status !== 200) return [];
  const items = res.body.items as { id: string; supplyID: string; shippedKit?: { procedureIDs: string[] } | null }[];
  const barcodes = Object.entries((res.body.barcodes ?? {}) as Record<string, { type: string; id: string }>);
  const barcodeOf = (id: string) => barcodes.find(([, b]) => b.type === 'supply-item' && b.id === id)?.[0] ?? null;
  return items.flatMap((i) =>
    i.shippedKit
      ? [{ id: i.id, supplyID: i.supplyID, procedureIDs: i.shippedKit.procedureIDs, barcode: barcodeOf(i.id) }]
      : [],
  );
}

/** Check-in (requirements.md 2.10): her supplies in hand, the area check, leave-from, bag, supplies. */
async function checkIn(world: World, nurse: Nurse, shiftID: string, itineraryIDs: string[]): Promise<void> {
  const details = await call(world, 'getShiftDetails', { shiftID }, nurse.cookie);
  if (details.status !== 200 || details.body.status !== 'accepted') return;
  const flows = (await Promise.all(itineraryIDs.map((id) => flow(world, nurse, id)))).filter((f) => f !== null);
  const first = flows.flatMap((f) => f.waypoints).find((w) => w.type === 'patient') ?? flows[0]?.waypoints[0];
  if (!first) return;
  const supplies = details.body.supplies as Record<string, number>;
  const counts: Record<string, number> = { 'sup-shift-bag': 1, ...supplies };
  for (const f of flows) for (const [id, n] of Object.entries(bagsFor(f))) counts[id] = (counts[id] ?? 0) + n;
  await stockNurse(world, nurse, counts);
  const held = await heldItems(world, nurse.id);
  const { location } = first;
  await call(world, 'geocheckShift', { shiftID, location: { lat: location.lat, lng: location.lng } }, nurse.cookie);
  await call(world, 'setShiftLeaveFrom', { shiftID, leaveFrom: location }, nurse.cookie);
  const bag = held.find((i) => i.supplyID === 'sup-shift-bag');
  if (bag) await call(world, 'scanShiftBag', { shiftID, barcode: bag.barcode }, nurse.cookie);
  const scanned = new Set(details.body.supplyItemIDs as string[]);
  for (const [supplyID, n] of Object.entries(supplies)) {
    const already = held.filter((i) => i.supplyID === supplyID && scanned.has(i.id)).length;
    for (const item of held.filter((i) => i.supplyID === supplyID && !scanned.has(i.id)).slice(0, n - already))
      await call(world, 'scanShiftSupply', { shiftID, barcode: item.barcode }, nurse.cookie);
  }
  await send(world, nurse, { name: 'checkInShift', input: { shiftID } }, null);
}

/**
 * Sends one write as the phone's queue does: with a key, and the step's time when it takes one;
 * offline, it is kept. A finish refused for missing deviation reasons is sent again with them, as
 * the nurse gives them on the screen that asks.
 */
async function send(world: World, nurse: Nurse, write: PlannedWrite, waypointID: string | null): Promise<void> {
  const at = world.clock.now().toISOString();
  const input: Record<string, unknown> = takesStepTime(write.name) ? { ...write.input, at } : { ...write.input };
  if (write.photo) {
    const fileID = await uploadPhoto(world, nurse);
    if (fileID === null) return;
    input[write.photo] = fileID;
  }
  const queued: Queued = { name: write.name, input, key: `sim-phone-${(world.keys += 1)}`, waypointID };
  const outbox = outboxOf(world, nurse.id);
  if (outbox) {
    outbox.push(queued);
    return;
  }
  await deliver(world, nurse, queued);
}

async function deliver(world: World, nurse: Nurse, write: Queued): Promise<{ status: number; body: unknown }> {
  const res = await call(world, write.name, write.input, nurse.cookie, write.key);
  if (write.name === 'finishWaypoint' && res.status === 400 && /deviation/i.test(res.body?.error?.message ?? '')) {
    const reasons = { duration: 'The visit took longer than planned.', location: 'The address was hard to find.' };
    return call(world, write.name, { ...write.input, reasons }, nurse.cookie, `${write.key}-reasons`);
  }
  return res;
}

/** Moves the clock by `minutes`, never past the day's end. */
function advance(world: World, minutes: number, dayStart: number): void {
  const to = Math.min(world.clock.now().getTime() + minutes * 60_000, dayStart + DAY_LENGTH_MS);
  if (to > world.clock.now().getTime()) world.clock.set(new Date(to));
}

export async function walkField(
  world: World,
  step: Extract<Step, { kind: 'field-walk' }>,
  dayStart: number,
): Promise<void> {
  const chosen = pick(await workToWalk(world, dayStart), step.nurse);
  if (!chosen) return;
  const { nurse, itineraryID, shiftID } = chosen;
  // Back on signal, her phone's queue goes first: its writes are sent before any new one.
  if (!step.offline && outboxOf(world, nurse.id)) await flush(world, nurse.id);
  // Check-in is done on signal: the area check and the supply scans need the server's answers.
  if (shiftID && !outboxOf(world, nurse.id)) {
    const same = await queryRows<{ id: string }>(
      world.t.db,
      sql`select id from itineraries where shift_id = ${shiftID} and status = 'accepted' order by id`,
    );
    await checkIn(
      world,
      nurse,
      shiftID,
      same.map((r) => r.id),
    );
  }
  if (step.offline && !outboxOf(world, nurse.id)) {
    if (!phones.has(world)) phones.set(world, new Map());
    phones.get(world)!.set(nurse.id, []);
  }
  const it = await flow(world, nurse, itineraryID);
  if (!it || it.status !== 'in_progress') return;
  // Stops walked offline are done on her phone, not yet on the server.
  const walkedOffline = new Set((outboxOf(world, nurse.id) ?? []).map((q) => q.waypointID));
  const supplies = new Supplies(await heldItems(world, nurse.id));
  const options = {
    late: step.late,
    mailInBox: DEMO_BARCODES.mailInBox,
    shipped: await shippedToHerStops(world, nurse),
  };
  for (let n = 0; n < step.stops; n++) {
    const w = it.waypoints.find((x) => x.status !== 'complete' && !walkedOffline.has(x.id));
    if (!w) return;
    walkedOffline.add(w.id);
    // She drives until the stop's planned start (a few minutes when she is ahead of it).
    const startMs = w.scheduledStart ? Date.parse(w.scheduledStart) : 0;
    const driveMinutes = Math.max(5, Math.round((startMs - world.clock.now().getTime()) / 60_000));
    const writes =
      w.type === 'patient'
        ? visitWrites(it, w, supplies, { ...options, driveMinutes, late: n === 0 ? step.late : 0 })
        : labWrites(it, w, { ...options, driveMinutes, late: n === 0 ? step.late : 0 });
    for (const write of writes) {
      if (write.advance) advance(world, write.advance, dayStart);
      await send(world, nurse, write, w.id);
    }
  }
}

/** Her phone has signal again: every kept write sent in order with its key, the first one twice. */
export async function syncPhone(world: World, step: Extract<Step, { kind: 'phone-sync' }>): Promise<void> {
  const nurseID = pick([...(phones.get(world)?.keys() ?? [])], step.nurse);
  if (nurseID) await flush(world, nurseID);
}

/**
 * The day's end: every phone still offline is back on signal (she is home, on her wifi), so a phone
 * is offline for hours, as a nurse's is, never for the days past the 48 hours a step's time may be
 * old (ADR 013): a write held that long is refused, and the steps after it would tell of a specimen
 * whose collection was never recorded.
 */
export async function syncEveryPhone(world: World): Promise<void> {
  for (const nurseID of [...(phones.get(world)?.keys() ?? [])]) await flush(world, nurseID);
}

async function flush(world: World, nurseID: string): Promise<void> {
  const nurse = world.nurses.find((n) => n.id === nurseID)!;
  const outbox = phones.get(world)!.get(nurseID)!;
  phones.get(world)!.delete(nurseID);
  for (const [i, write] of outbox.entries()) {
    const first = await deliver(world, nurse, write);
    if (i > 0) continue;
    // Its answer was lost on the way back: the queue resends it with the same key (ADR 013).
    const second = await deliver(world, nurse, write);
    world.repeats.push({
      name: write.name,
      raced: false,
      first: { status: first.status, body: first.body },
      second: { status: second.status, body: second.body },
      rowsMade: null,
    });
  }
}

/**
 * A lab closes early: operations cut its receiving hours to end within the hour. The product has
 * no closing for one day only, so the lab keeps the shorter hours for the rest of the week.
 */
export async function closeLabEarly(world: World, step: Extract<Step, { kind: 'lab-closes-early' }>): Promise<void> {
  const listed = await call(world, 'listPlaces', {}, world.admin);
  const labs = ((listed.body?.places ?? []) as { id: string; type: string; receivingStart: string | null }[])
    .filter((p) => p.type === 'lab')
    .sort((a, b) => a.id.localeCompare(b.id));
  const lab = pick(labs, step.lab);
  if (!lab) return;
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(world.clock.now().getTime() + step.minutes * 60_000));
  const start = lab.receivingStart && lab.receivingStart < local ? lab.receivingStart : '06:00';
  if (local <= start) return;
  await call(world, 'setPlaceHours', { placeID: lab.id, hours: { start, end: local } }, world.admin);
}
