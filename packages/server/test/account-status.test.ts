/**
 * Account status on the server (requirements.md 6: a non-approved user sees only a status page). The probe
 * got 200 from scanBarcode and getSupplyItemsData as a declined nurse and from getShiftsOffered as
 * a pending one. Every function open to roles now needs an approved account unless its contract
 * says any status (what the status pages themselves call); the answer is 403 whatever the record.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionDef } from '@sc/domain/contract/define';
import { contract } from '@sc/domain/contract/index';
import { userStatuses } from '@sc/domain/vocabulary/accounts';
import { users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const forbidden = { code: 'forbidden', message: 'You do not have access to this.' };
let made = 0;
async function nurseWithStatus(status: (typeof userStatuses)[number]): Promise<string> {
  made += 1;
  const id = `status-nurse-${made}`;
  await t.db
    .insert(users)
    .values({ id, email: `${id}@status.test`, role: 'nurse', status, firstName: 'S', lastName: status });
  return t.sessionCookie(id);
}

describe('the probe’s calls', () => {
  test.each([
    ['declined', 'scanBarcode', { barcode: 'TUBE-0001' }],
    ['declined', 'getSupplyItemsData', { supplyItemIDs: ['si-tube-0001'] }],
    ['pending', 'getShiftsOffered', {}],
  ] as const)('a %s nurse calling %s -> 403, nothing written', async (status, name, input) => {
    const cookie = await nurseWithStatus(status);
    const before = await t.snapshot();
    const res = await t.call(name, input, { cookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual(forbidden);
    expect(await t.snapshot()).toEqual(before);
  });

  test('the same calls as an approved nurse pass the check', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    expect((await t.call('scanBarcode', { barcode: 'TUBE-0001' }, { cookie })).status).toBe(200);
    expect((await t.call('getShiftsOffered', {}, { cookie })).status).toBe(200);
  });
});

const fns = Object.entries(contract as Record<string, FunctionDef>);
const nurseOnlyWhenApproved = fns.filter(
  ([, def]) => def.access.kind === 'roles' && def.access.roles.includes('nurse') && !def.access.anyStatus,
);
const notApproved = userStatuses.filter((s) => s !== 'approved');

describe('every nurse function, for every status but approved', () => {
  test('there are such functions', () => expect(nurseOnlyWhenApproved.length).toBeGreaterThanOrEqual(40));

  test.each(notApproved)('a %s nurse is refused each of them', async (status) => {
    const cookie = await nurseWithStatus(status);
    const before = await t.snapshot();
    for (const [name, def] of nurseOnlyWhenApproved) {
      const res = await t.call(name, def.example, { cookie });
      expect(res.status, name).toBe(403);
      expect(res.body.error, name).toEqual(forbidden);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('what a status page calls still answers', () => {
  test.each(notApproved)('a %s nurse reads the viewer, the interview slots, and signs out', async (status) => {
    const cookie = await nurseWithStatus(status);
    expect((await t.call('getViewer', {}, { cookie })).body.viewer.status).toBe(status);
    expect((await t.call('listInterviewSlots', {}, { cookie })).status).toBe(200);
    expect((await t.call('signOut', {}, { cookie })).status).toBe(200);
  });

  test('an invited assistant (pending) may read and accept the invitation', async () => {
    const cookie = await t.sessionCookie('user-invited-assistant');
    const invitation = await t.call('getOfficeInvitation', {}, { cookie });
    expect(invitation.status).toBe(200);
    expect(invitation.body.invitation).not.toBeNull();
  });
});
