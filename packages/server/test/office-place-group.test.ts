/**
 * An office's place group decides where its specimens go (issue 25, ADR 065; requirements.md 3
 * Office.placeGroupID and Procedure.dropOffPlaceGroups). Operations set it (`setOfficePlaceGroup`:
 * admin only, audited, told to the office screens); createOrder stamps it on each new procedure;
 * dispatch sends the visit to a place of that group even when another lab of the region is nearer,
 * and an order placed before the office's group changed keeps the group it was given.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { optimise } from '@sc/domain/optimiser/optimise';
import type { RouteOptimiser } from '../src/adapters/optimiser/optimiser.ts';
import { RIVERSIDE_GROUP } from '../src/db/seed-place-groups.ts';
import { auditLog, dispatchRuns, offices, procedures } from '../src/db/schema.ts';
import { OFFICE_NOT_FOUND } from '../src/functions/offices/get-office.ts';
import { officePlaceGroupErrors } from '../src/functions/operations/office-place-group.ts';
import { queryRows, startTestServer, testDay, type TestServer } from './harness.ts';
import { listenLocally, liveStreams } from './live-client.ts';

const quickOptimiser: RouteOptimiser = {
  optimise: async (input) => optimise(input, { seed: 1, maxIterations: 2000 }),
};

let t: TestServer;
let admin: string;
let base: string;
const streams = liveStreams();
const day = testDay(1);
const manhattan = { day, serviceRegionID: 'region-manhattan' };

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  admin = await t.sessionCookie('user-admin');
  base = await listenLocally(t.server);
});
afterAll(async () => {
  streams.closeAll();
  await t?.close();
});

const officeGroup = async (id: string) =>
  (await t.db.select({ g: offices.placeGroupId }).from(offices).where(eq(offices.id, id)))[0]?.g;
const groupsOfOrder = async (orderID: string) =>
  (
    await t.db.select({ groups: procedures.dropOffPlaceGroups }).from(procedures).where(eq(procedures.orderId, orderID))
  ).map((p) => p.groups);

async function orderForIris(windowStart: string, windowEnd: string): Promise<string> {
  const res = await t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID: 'user-patient-iris',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs: ['test-cbc', 'test-lipid'],
      requestedDate: day,
      windowStart,
      windowEnd,
      notes: '',
    },
    { cookie: await t.sessionCookie('user-prescriber') },
  );
  expect(res.status).toBe(200);
  return res.body.orderID;
}

describe('setOfficePlaceGroup: operations choose where an office’s specimens go', () => {
  test('the demo’s Riverside Lab reads its group; Harbor Staffing has none', async () => {
    const list = (await t.call('listOfficesForReview', {}, { cookie: admin })).body.offices as {
      id: string;
      placeGroup: unknown;
    }[];
    expect(list.find((o) => o.id === 'office-lab')?.placeGroup).toEqual({
      id: RIVERSIDE_GROUP.id,
      name: RIVERSIDE_GROUP.name,
    });
    expect(list.find((o) => o.id === 'office-staffing')?.placeGroup).toBeNull();
  });

  test('an office’s staff read their group’s name in their settings; an office with none reads null', async () => {
    const settingsOf = async (officeID: string, userId: string) =>
      (await t.call('getOfficeSettings', { officeID }, { cookie: await t.sessionCookie(userId) })).body.placeGroup;
    expect(await settingsOf('office-lab', 'user-prescriber')).toEqual({
      id: RIVERSIDE_GROUP.id,
      name: RIVERSIDE_GROUP.name,
    });
    expect(await settingsOf('office-staffing', 'user-assistant')).toBeNull();
  });

  test('set: written, audited with who and what it was, and the office screens are told', async () => {
    const stream = await streams.open(base, admin);
    const res = await t.call(
      'setOfficePlaceGroup',
      { officeID: 'office-staffing', placeGroupID: RIVERSIDE_GROUP.id },
      { cookie: admin },
    );
    expect([res.status, res.body]).toEqual([
      200,
      { officeID: 'office-staffing', placeGroupID: RIVERSIDE_GROUP.id, changed: true },
    ]);
    expect(await officeGroup('office-staffing')).toBe(RIVERSIDE_GROUP.id);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'office.place-group'), eq(auditLog.recordId, 'office-staffing')));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: 'user-admin',
        actorRole: 'admin',
        recordType: 'office',
        outcome: 'success',
        detail: { placeGroupID: { from: null, to: RIVERSIDE_GROUP.id } },
      }),
    ]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    await expect
      .poll(() => stream.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).topic))
      .toContain('offices/office-staffing');
  });

  test('the same group again changes nothing and writes nothing; none clears it', async () => {
    const before = await t.snapshot();
    const again = await t.call(
      'setOfficePlaceGroup',
      { officeID: 'office-staffing', placeGroupID: RIVERSIDE_GROUP.id },
      { cookie: admin },
    );
    expect(again.body.changed).toBe(false);
    expect(await t.snapshot()).toEqual(before);
    const cleared = await t.call(
      'setOfficePlaceGroup',
      { officeID: 'office-staffing', placeGroupID: null },
      { cookie: admin },
    );
    expect(cleared.body).toEqual({ officeID: 'office-staffing', placeGroupID: null, changed: true });
    expect(await officeGroup('office-staffing')).toBeNull();
  });

  test.each([
    [
      'an unknown group',
      { officeID: 'office-staffing', placeGroupID: 'group-none' },
      400,
      'placeGroupID',
      officePlaceGroupErrors.unknownGroup,
    ],
    [
      'an unknown office',
      { officeID: 'office-none', placeGroupID: RIVERSIDE_GROUP.id },
      404,
      'officeID',
      OFFICE_NOT_FOUND,
    ],
    ['an empty group id', { officeID: 'office-staffing', placeGroupID: '' }, 400, 'placeGroupID', undefined],
    ['no group given', { officeID: 'office-staffing' }, 400, 'placeGroupID', undefined],
  ] as const)('%s is refused beside its field, nothing written', async (_, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await t.call('setOfficePlaceGroup', input, { cookie: admin });
    expect([res.status, res.body.error.field]).toEqual([status, field]);
    expect(res.body.error.message).toEqual(message ?? expect.stringMatching(/^placeGroupID: /));
    expect(await t.snapshot()).toEqual(before);
  });

  test.each(['user-nurse', 'user-prescriber', 'user-assistant', 'user-packer', 'user-patient'])(
    '%s gets the answer of a function that does not exist; nothing written',
    async (userId) => {
      const cookie = await t.sessionCookie(userId);
      const before = await t.snapshot();
      const res = await t.call('setOfficePlaceGroup', { officeID: 'office-lab', placeGroupID: null }, { cookie });
      expect([res.status, res.body]).toEqual([
        404,
        { error: { code: 'not_found', message: 'Unknown function setOfficePlaceGroup.' } },
      ]);
      expect(await t.snapshot()).toEqual(before);
      expect(await officeGroup('office-lab')).toBe(RIVERSIDE_GROUP.id);
    },
  );
});

describe('createOrder stamps the office’s group; dispatch sends the visit there', () => {
  let stamped = '';
  let unstamped = '';
  const nearerLab = 'place-hudson-lab';

  test('an order of Riverside Lab names its group on every procedure', async () => {
    stamped = await orderForIris('09:00', '13:00');
    const groups = await groupsOfOrder(stamped);
    expect(groups).toHaveLength(2);
    expect(groups).toEqual([[RIVERSIDE_GROUP.id], [RIVERSIDE_GROUP.id]]);
  });

  test('with the office’s group cleared, a new order names none, and the earlier order keeps its group', async () => {
    const res = await t.call('setOfficePlaceGroup', { officeID: 'office-lab', placeGroupID: null }, { cookie: admin });
    expect(res.body.changed).toBe(true);
    unstamped = await orderForIris('10:00', '14:00');
    expect(await groupsOfOrder(unstamped)).toEqual([[], []]);
    expect(await groupsOfOrder(stamped)).toEqual([[RIVERSIDE_GROUP.id], [RIVERSIDE_GROUP.id]]);
  });

  test('dispatch: the stamped visit goes to Riverside’s Midtown lab although another lab is at Iris’s door', async () => {
    // Another company's lab, a few metres from Iris, receiving all day: the nearest lab of Manhattan.
    await t.db.execute(sql`insert into places (id, name, type, address, lat, lng, receiving_start_minute,
        receiving_end_minute, service_region_id)
      values (${nearerLab}, 'Hudson Labs 42nd St', 'lab', '352 W 42nd St, New York, NY 10036', 40.7586, -73.9922,
        420, 1140, 'region-manhattan')`);
    const built = await t.call('buildDispatchDay', { ...manhattan, seconds: 1 }, { cookie: admin });
    expect(built.status).toBe(200);
    const runID: string = built.body.runID;
    const [run] = await t.db
      .select({ problem: dispatchRuns.problem })
      .from(dispatchRuns)
      .where(eq(dispatchRuns.id, runID));
    const placeOf = (orderID: string) => run!.problem.visits.find((v) => v.id === orderID)?.specimen?.placeId;
    expect(placeOf(stamped)).toBe('place-lab-manhattan');
    // The order placed after the office's group was cleared goes to the nearest lab, as any office's.
    expect(placeOf(unstamped)).toBe(nearerLab);

    type Plan = { routes: { stops: { kind: string; placeId?: string; visitIds?: string[] }[] }[] };
    let plan: Plan | null = null;
    for (let i = 0; i < 200 && !plan; i++) {
      const [row] = await queryRows<{ status: string; plan: Plan | null }>(
        t.db,
        sql`select status, plan from dispatch_runs where id = ${runID}`,
      );
      if (row?.status === 'done' || row?.status === 'failed') plan = row.plan;
      else await new Promise((r) => setTimeout(r, 100));
    }
    const drops = plan!.routes.flatMap((r) => r.stops.filter((s) => s.kind === 'drop'));
    expect(drops.find((d) => d.visitIds?.includes(stamped))?.placeId).toBe('place-lab-manhattan');
    expect(drops.find((d) => d.visitIds?.includes(unstamped))?.placeId).toBe(nearerLab);
  });
});
