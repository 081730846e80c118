/**
 * Custody events (architecture.md 10, issue 14): recorded in the transaction of the write that causes
 * them, never changed, and read as the procedure page's timeline by those who reach the procedure.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { draftWaypoints, itineraries, waypoints } from '../src/db/schema.ts';
import { queryRows, startTestServer, type TestServer, testDay } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin', 'user-home-nurse'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const inDays = (days: number) => testDay(days);

async function placeOrder(idempotencyKey?: string) {
  const res = await t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID: 'user-patient',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs: ['test-lipid', 'test-cbc'],
      requestedDate: inDays(4),
      windowStart: '08:00',
      windowEnd: '10:00',
      notes: '',
    },
    { cookie: cookies['user-prescriber']!, ...(idempotencyKey ? { idempotencyKey } : {}) },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { orderID: string; procedureIDs: string[] };
}

const timeline = (procedureID: string, who = 'user-prescriber') =>
  t.call('getProcedureTimeline', { procedureID }, { cookie: cookies[who]! });

const eventsOf = (procedureID: string) =>
  queryRows<{ kind: string; actor_user_id: string | null; actor_role: string | null; detail: string | null }>(
    t.db,
    sql`select kind, actor_user_id, actor_role, detail from custody_events where procedure_id = ${procedureID} order by id`,
  );

describe('custody events', () => {
  test('an order records "ordered" for each test, once however often it is retried', async () => {
    const first = await placeOrder('custody-order-1');
    const again = await placeOrder('custody-order-1');
    expect(again).toEqual(first);
    for (const id of first.procedureIDs)
      expect(await eventsOf(id)).toEqual([
        { kind: 'ordered', actor_user_id: 'user-prescriber', actor_role: 'prescriber', detail: null },
      ]);
    const res = await timeline(first.procedureIDs[0]!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      whereabouts: 'not-collected',
      labDeadline: null,
      events: [
        {
          id: expect.any(Number),
          kind: 'ordered',
          at: expect.any(String),
          by: { name: 'Priya Prescriber', role: 'prescriber' },
          place: null,
          supply: null,
          detail: null,
        },
      ],
    });
  });

  test('a cancel records "canceled" by the person who canceled, once', async () => {
    const { procedureIDs } = await placeOrder();
    const id = procedureIDs[1]!;
    const res = await t.call(
      'setProcedureStatuses',
      { procedureIDs: [id], status: 'canceled', officeType: 'lab' },
      {
        cookie: cookies['user-prescriber']!,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['ordered', 'canceled']);
    expect((await timeline(id)).body.whereabouts).toBe('canceled');
    // Canceling again changes nothing and records nothing.
    await t.call(
      'setProcedureStatuses',
      { procedureIDs: [id], status: 'canceled', officeType: 'lab' },
      {
        cookie: cookies['user-prescriber']!,
      },
    );
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['ordered', 'canceled']);
  });

  test('operations put the visit on an itinerary and assign a nurse: "nurse assigned", naming her', async () => {
    const { procedureIDs } = await placeOrder();
    const itineraryID = 'custody-itinerary';
    await t.db.insert(itineraries).values({
      id: itineraryID,
      status: 'open',
      startAt: new Date(t.now().getTime() + 4 * 86_400_000),
      timeZone: 'America/New_York',
    });
    await t.db.insert(waypoints).values({
      id: 'custody-wp',
      itineraryId: itineraryID,
      position: 0,
      type: 'patient',
      lat: 40.69,
      lng: -73.99,
      address: '12 Court St, Brooklyn, NY 11201',
      scheduledStartAt: new Date(t.now().getTime() + 4 * 86_400_000),
    });
    await t.db
      .insert(draftWaypoints)
      .values({ id: 'custody-dw', waypointId: 'custody-wp', supplyStrategy: 'nurse-supplies' });
    await t.db.execute(
      sql`update procedures set draft_waypoint_id = 'custody-dw', status = 'scheduled' where id in ${sql.raw(
        `(${procedureIDs.map((p) => `'${p}'`).join(',')})`,
      )}`,
    );
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const res = await t.call(
      'assignNurseToItinerary',
      { itineraryID, userID: 'user-home-nurse' },
      { cookie: cookies['user-admin']! },
    );
    expect(res.body).toEqual({ success: true });
    // On PostgreSQL the notice travels through LISTEN/NOTIFY after the commit: it arrives a moment later.
    await expect.poll(() => notices).toContain('offices/office-lab');
    stop();
    for (const id of procedureIDs)
      expect((await eventsOf(id)).at(-1)).toEqual({
        kind: 'nurse-assigned',
        actor_user_id: 'user-admin',
        actor_role: 'admin',
        detail: 'Hana Homeward',
      });
  });

  test('the events cannot be edited or removed', async () => {
    const { procedureIDs } = await placeOrder();
    const id = procedureIDs[0]!;
    await expect(
      t.db.execute(sql`update custody_events set kind = 'dropped-off' where procedure_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from custody_events where procedure_id = ${id}`)).rejects.toThrow();
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['ordered']);
  });

  test('the timeline: another office, a nurse not on it and an unknown id all get the same answer; a read is audited', async () => {
    const { procedureIDs } = await placeOrder();
    const id = procedureIDs[0]!;
    const unknown = await timeline('proc-does-not-exist', 'user-assistant');
    expect(unknown.status).toBe(404);
    expect((await timeline(id, 'user-assistant')).body).toEqual(unknown.body);
    // A nurse not on the procedure's itinerary: the same.
    expect((await timeline(id, 'user-nurse')).body).toEqual((await timeline('proc-does-not-exist', 'user-nurse')).body);
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'getProcedureTimeline' and record_id = ${id}`,
    );
    expect((await timeline(id)).status).toBe(200);
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'getProcedureTimeline' and record_id = ${id}`,
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  test('the demo shows every stage: at the lab, with the nurse, failed, canceled, waiting', async () => {
    const stage = async (id: string) => (await timeline(id)).body.whereabouts;
    expect(await stage('order-omar-thyroid-tsh')).toBe('at-lab');
    expect(await stage('order-lena-cmp-cmp')).toBe('with-nurse');
    expect(await stage('order-lena-lead-lead')).toBe('failed');
    expect(await stage('order-pia-cbc-cbc')).toBe('canceled');
    expect(await stage('order-omar-wellness-lipid')).toBe('not-collected');
    const thyroid = (await timeline('order-omar-thyroid-tsh')).body.events as { kind: string; place: string | null }[];
    expect(thyroid.map((e) => e.kind)).toEqual([
      'ordered',
      'scheduled',
      'nurse-assigned',
      'en-route',
      'arrived',
      'sample-collected',
      'collection-completed',
      'to-lab',
      'dropped-off',
    ]);
    expect(thyroid.at(-1)!.place).toBe('Riverside Lab Drop-off, 55 Front St, Brooklyn, NY 11201');

    // The orders list: each order's specimens in a word, procedures without a catalogue test too (Pia's).
    const list = await t.call(
      'listOrders',
      { officeID: 'office-lab', pageSize: 50 },
      { cookie: cookies['user-prescriber']! },
    );
    const specimenOf = (requisition: string) =>
      (list.body.orders as { requisitionNumber: string; specimen: string }[]).find(
        (o) => o.requisitionNumber === requisition,
      )?.specimen;
    expect(specimenOf('RQ-3N7TVC1X')).toBe('at-lab');
    expect(specimenOf('RQ-6J1QXB3T')).toBe('with-nurse');
    expect(specimenOf('RQ-5W9PDR6G')).toBe('failed');
    expect(specimenOf('RQ-2Y4EHM8S')).toBe('canceled');
    expect(specimenOf('RQ-7K3M9X2P')).toBe('not-collected');

    // The stability clock runs only while the specimen travels: the CMP's gold top, from its scan.
    const cmp = (await timeline('order-lena-cmp-cmp')).body as {
      labDeadline: string;
      events: { kind: string; at: string }[];
    };
    const scanned = Date.parse(cmp.events.find((e) => e.kind === 'sample-collected')!.at);
    const [container] = await queryRows<{ hours: number }>(
      t.db,
      sql`select stability_hours as hours from order_containers where order_id = 'order-lena-cmp'`,
    );
    expect(Date.parse(cmp.labDeadline)).toBe(scanned + container!.hours * 3_600_000);
    expect((await timeline('order-omar-thyroid-tsh')).body.labDeadline).toBeNull();
  });
});
