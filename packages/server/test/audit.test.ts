/**
 * The audit trail (HIPAA 164.312(b), ADR 017). The probe found 13 getProcedureData calls, 5
 * getItineraryFlowData calls, every charting and step write, an admin's generateAuthToken for
 * another user and every refused cross-tenant attempt leaving no audit row. Now every call of a
 * function whose contract says it touches patient data writes a row in its own transaction, a
 * refusal writes one of its own, and the table refuses to change what it holds.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles } from '@sc/domain/vocabulary/accounts';
import { allows, type FunctionDef } from '@sc/domain/contract/define';
import { contract } from '@sc/domain/contract/index';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { auditLog } from '../src/db/schema.ts';
import { checkInDemoShift, otherNurse, PIA } from './field-fixtures.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies = new Map<string, string>();
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin', 'user-patient', 'user-packer'])
    cookies.set(id, await t.sessionCookie(id));
});
afterAll(() => t?.close());

/** A call with its own request id, so its audit rows can be found. */
async function callTraced(name: string, input: unknown, cookie: string | undefined) {
  const requestId = `audit-${randomUUID()}`;
  const res = await t.call(name, input, { cookie, headers: { 'x-request-id': requestId } });
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
  return { res, rows };
}

describe('every patient-data function of the contract writes the trail', () => {
  const audited = Object.entries(contract as Record<string, FunctionDef>).filter(([, d]) => d.patientData !== 'none');
  test('the contract declares them (domain test: contract/index.test.ts lists them)', () =>
    expect(audited.length).toBeGreaterThanOrEqual(30));

  test.each(audited.map(([name, def]) => [name, def] as const))(
    '%s with its example writes one row per record, naming caller, record, place and outcome',
    async (name, def) => {
      const role = [null, ...roles].find((r) => allows(def.access, r));
      const caller = role ? demoUserOf[role] : undefined;
      // deleteUser's example deletes the demo nurse, whom the other cases need: delete a stranger.
      const input = name === 'deleteUser' ? { userID: (await otherNurse(t)).id } : def.example;
      const { res, rows } = await callTraced(name, input, caller ? cookies.get(caller) : undefined);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      // A schema refusal reads nothing; anything else the handler answered is an access.
      if (
        res.status === 400 &&
        res.body.error.field !== undefined &&
        res.body.error.message.startsWith(res.body.error.field)
      )
        return;
      expect(rows.length, JSON.stringify(res.body)).toBeGreaterThanOrEqual(1);
      const use = def.patientData as { access: string; record: string; field?: string };
      for (const row of rows) {
        expect(row).toMatchObject({
          action: name,
          actorId: caller ?? null,
          actorRole: role,
          recordType: use.record,
          outcome: res.status === 200 ? 'success' : 'refused',
          ip: '127.0.0.1',
        });
        expect(row.at).toBeInstanceOf(Date);
      }
      const named = use.field ? (input as Record<string, unknown>)[use.field] : undefined;
      if (typeof named === 'string') expect(rows.map((r) => r.recordId)).toEqual([named]);
    },
  );
});

describe('reads of patient data', () => {
  test('13 getProcedureData calls write 13 rows for the procedure', async () => {
    const nurse = cookies.get('user-nurse')!;
    const before = await countFor('getProcedureData', ids.pia.panel);
    for (let i = 0; i < 13; i += 1) {
      const res = await t.call(
        'getProcedureData',
        { procedureID: ids.pia.panel, include: ['patient'] },
        { cookie: nurse },
      );
      expect(res.status).toBe(200);
    }
    expect(await countFor('getProcedureData', ids.pia.panel)).toBe(before + 13);
  });

  test('5 getItineraryFlowData calls write 5 rows for the itinerary', async () => {
    const nurse = cookies.get('user-nurse')!;
    const before = await countFor('getItineraryFlowData', ids.itinerary);
    for (let i = 0; i < 5; i += 1)
      expect((await t.call('getItineraryFlowData', { itineraryID: ids.itinerary }, { cookie: nurse })).status).toBe(
        200,
      );
    expect(await countFor('getItineraryFlowData', ids.itinerary)).toBe(before + 5);
  });

  test('the itinerary page, whose HTML carries the flow data, writes its row with the page request’s address', async () => {
    const before = await countFor('getItineraryFlowData', ids.itinerary);
    const res = await t.server.app.inject({
      method: 'GET',
      url: `/itinerary/${ids.itinerary}`,
      remoteAddress: '203.0.113.9',
      headers: { cookie: cookies.get('user-nurse')!, 'x-request-id': 'page-load-0001' },
    });
    expect(res.statusCode).toBe(200);
    expect(await countFor('getItineraryFlowData', ids.itinerary)).toBe(before + 1);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.requestId, 'page-load-0001'));
    expect(row).toMatchObject({ action: 'getItineraryFlowData', ip: '203.0.113.9', outcome: 'success' });
  });
});

describe('refused attempts write a refused row of their own', () => {
  test('another office’s staff reading a procedure: 404 as for an unknown one, and a refused row', async () => {
    // Ben's kit was ordered by Harbor Staffing; Pia's panel belongs to Riverside Lab.
    const { res, rows } = await callTraced(
      'getProcedureData',
      { procedureID: ids.pia.panel, include: ['patient'] },
      cookies.get('user-assistant'),
    );
    expect(res.status).toBe(404);
    const unknown = await t.call(
      'getProcedureData',
      { procedureID: 'proc-nope' },
      { cookie: cookies.get('user-assistant') },
    );
    expect(res.body).toEqual(unknown.body);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'getProcedureData',
        actorId: 'user-assistant',
        recordType: 'procedure',
        recordId: ids.pia.panel,
        outcome: 'refused',
        detail: { access: 'read', code: 'not_found' },
      }),
    ]);
  });

  test('another nurse reading the itinerary: 404 and a refused row', async () => {
    const stranger = await otherNurse(t);
    const { res, rows } = await callTraced('getItineraryFlowData', { itineraryID: ids.itinerary }, stranger.cookie);
    expect(res.status).toBe(404);
    expect(rows).toEqual([
      expect.objectContaining({ actorId: stranger.id, recordId: ids.itinerary, outcome: 'refused' }),
    ]);
  });

  test('a role that may not read procedures: 403 and a refused row', async () => {
    const { res, rows } = await callTraced(
      'getProcedureData',
      { procedureID: ids.pia.panel },
      cookies.get('user-packer'),
    );
    expect(res.status).toBe(403);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: 'user-packer',
        outcome: 'refused',
        detail: { access: 'read', code: 'forbidden' },
      }),
    ]);
  });
});

describe('a refused body cannot flood the trail', () => {
  test('a role refusal naming 2,000 procedures writes one row naming none', async () => {
    const procedureIDs = Array.from({ length: 2_000 }, (_, i) => `proc-${i}-${'x'.repeat(100)}`);
    const { res, rows } = await callTraced(
      'setProcedureStatuses',
      { procedureIDs, status: 'canceled' },
      cookies.get('user-packer'),
    );
    expect(res.status).toBe(403);
    expect(rows).toEqual([expect.objectContaining({ actorId: 'user-packer', recordId: null, outcome: 'refused' })]);
  });
});

describe('writes of patient data and impersonation', () => {
  test('a step write and a charting write each write their row in the write’s transaction', async () => {
    const nurse = cookies.get('user-nurse')!;
    await checkInDemoShift(t, nurse);
    await t.call('setFeatureFlagOverride', { flag: 'transitBlockingDisabled', enabled: true }, { cookie: nurse });
    const drive = await callTraced(
      'startDriveToWaypoint',
      { itineraryID: ids.itinerary, waypointID: ids.pia.waypoint },
      nurse,
    );
    expect(drive.res.status, JSON.stringify(drive.res.body)).toBe(200);
    expect(drive.rows).toEqual([
      expect.objectContaining({
        action: 'startDriveToWaypoint',
        recordType: 'itinerary',
        recordId: ids.itinerary,
        outcome: 'success',
      }),
    ]);
    const arrive = await callTraced(
      'arriveAtWaypoint',
      { itineraryID: ids.itinerary, waypointID: ids.pia.waypoint, location: PIA },
      nurse,
    );
    expect(arrive.rows).toHaveLength(1);
  });

  test('a write the domain refuses leaves no success row, only its refusal', async () => {
    const { res, rows } = await callTraced(
      'failSample',
      { itineraryID: ids.itinerary, procedureID: 'proc-nope', sampleID: 'nope', failureReason: 'x' },
      cookies.get('user-nurse'),
    );
    expect(res.status).toBe(404);
    expect(rows.map((r) => r.outcome)).toEqual(['refused']);
  });

  test('an admin’s generateAuthToken for another user (signing in as them) is audited with its subject', async () => {
    const { res, rows } = await callTraced('generateAuthToken', { userID: 'user-nurse' }, cookies.get('user-admin'));
    expect(res.status).toBe(200);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'generateAuthToken',
        actorId: 'user-admin',
        actorRole: 'admin',
        recordType: 'user',
        recordId: 'user-nurse',
        subjectUserId: 'user-nurse',
        outcome: 'success',
      }),
    ]);
  });

  test('setProcedureStatuses writes one row per procedure it names', async () => {
    const { res, rows } = await callTraced(
      'setProcedureStatuses',
      { procedureIDs: [ids.pia.urine, 'proc-unknown'], status: 'canceled' },
      cookies.get('user-prescriber'),
    );
    expect(res.status).toBeLessThan(500);
    expect(rows.map((r) => r.recordId).sort()).toEqual([ids.pia.urine, 'proc-unknown'].sort());
  });
});

describe('the table is append-only in the database itself', () => {
  test.each([
    ['update', sql`update audit_log set outcome = 'success'`],
    ['delete', sql`delete from audit_log`],
    ['truncate', sql`truncate audit_log`],
  ])('%s is refused', async (_, statement) => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    await expect(t.db.execute(statement)).rejects.toThrow();
    expect(await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)).toEqual(before);
  });
});

async function countFor(action: string, recordId: string): Promise<number> {
  return (
    await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId), eq(auditLog.outcome, 'success')))
  ).length;
}
