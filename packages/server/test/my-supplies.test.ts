/**
 * Her supplies and a kit's activation on the real server (issue 23; requirements.md 2.12, 4, 5, 7): each
 * item scanned with requirements.md 5's rules becomes activated, the kit once all are; every refusal says why
 * and changes nothing; another nurse's kit answers like a missing one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
let other: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie(demoUserOf.nurse);
  await t.db.insert(users).values({
    id: 'supplies-other',
    email: 'supplies-other@nurse.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'O',
    lastName: 'Ther',
  });
  other = await t.sessionCookie('supplies-other');
});
afterAll(() => t?.close());

const activate = (barcode: string, cookie = nurse, fulfillmentID = 'fulfillment-demo') =>
  t.call('activateFulfillmentItem', { fulfillmentID, barcode }, { cookie });

describe('my supplies', () => {
  test('her fulfillment waits with its line items of sku, name and quantity', async () => {
    const res = await t.call('getMySupplies', {}, { cookie: nurse });
    expect(res.status).toBe(200);
    const kit = res.body.fulfillments.find((f: { id: string }) => f.id === 'fulfillment-demo');
    expect(kit.status).toBe('delivered');
    expect(kit.lineItems).toEqual([
      { sku: 'sku-procedure-bag', name: 'Procedure Bag', quantity: 1 },
      { sku: 'sku-specimen-bag', name: 'Specimen Bag', quantity: 2 },
    ]);
  });

  test.each([
    ['requirements.md 5: an unknown barcode', 'NOPE-0001', nurse, 'fulfillment-demo', 400, 'Invalid barcode'],
    ['requirements.md 5: an item of another kit', 'PK-NEW-0001', nurse, 'fulfillment-demo', 400, 'Wrong supply'],
    [
      'another nurse’s kit, like a missing one',
      'NK-BAG-0001',
      'other',
      'fulfillment-demo',
      404,
      'No fulfillment has this ID.',
    ],
    ['a missing kit', 'NK-BAG-0001', nurse, 'fulfillment-none', 404, 'No fulfillment has this ID.'],
  ])('refuses %s and changes nothing', async (_, barcode, who, fulfillmentID, status, message) => {
    const before = await t.snapshot();
    const res = await activate(barcode, who === 'other' ? other : who, fulfillmentID);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('each scan activates one item; a second scan of it is refused; the last one finishes the kit', async () => {
    const first = await activate('NK-BAG-0001');
    expect(first.body).toMatchObject({ supplyItemID: 'item-nk-bag-0001', done: false });
    const again = await activate('NK-BAG-0001');
    expect(again.body.error.message).toBe('Barcode already scanned.');
    await activate('NK-PBAG-0001');
    const last = await activate('NK-BAG-0002');
    expect(last.body).toMatchObject({ done: true, fulfillment: { status: 'activated' } });
    const items = await queryRows<{ status: string; owner: string }>(
      t.db,
      sql`select status, owner_user_id as owner from supply_items where id like 'item-nk-%' order by id`,
    );
    expect(items).toEqual(Array(3).fill({ status: 'activated', owner: 'user-nurse' }));
    const events = await queryRows<{ name: string }>(
      t.db,
      sql`select name from analytics_events where properties->>'fulfillmentID' = 'fulfillment-demo' order by id`,
    );
    expect(events.map((e) => e.name)).toEqual(['start adding supplies', 'finish adding supplies']);
    expect((await activate('NK-BAG-0001')).body.error.message).toBe('This kit is already activated.');
  });
});

describe('training (requirements.md 7 getCourseUrl, getUserCourseAuthToken)', () => {
  test('the built-in course list: a course opens on the Training page and is recorded once completed', async () => {
    const list = (await t.call('listRequiredCourses', {}, { cookie: nurse })).body;
    expect(list.complete).toBe(false);
    expect(list.courses).toHaveLength(4);
    expect((await t.call('getCourseUrl', { courseID: 'chain-of-custody' }, { cookie: nurse })).body).toEqual({
      url: '/training?course=chain-of-custody',
    });
    const token = (await t.call('getUserCourseAuthToken', {}, { cookie: nurse })).body;
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const courseID of ['hipaa-privacy', 'bloodborne-pathogens', 'specimen-handling', 'chain-of-custody'])
      expect((await t.call('completeCourse', { courseID }, { cookie: nurse })).status).toBe(200);
    expect((await t.call('listRequiredCourses', {}, { cookie: nurse })).body.complete).toBe(true);
    const unknown = await t.call('completeCourse', { courseID: 'knitting' }, { cookie: nurse });
    expect(unknown.status).toBe(400);
  });
});

describe('order kit (requirements.md 2.10 orderKit)', () => {
  test('her order becomes a kit-order supply transfer for the packers, addressed to her', async () => {
    const res = await t.call(
      'orderKit',
      {
        lines: [
          { supplyID: 'sup-specimen-bag', quantity: 5 },
          { supplyID: 'sup-amber-bag', quantity: 2 },
        ],
      },
      { cookie: nurse },
    );
    expect(res.status).toBe(200);
    const [transfer] = await queryRows<{ kind: string; requested: string; address: string }>(
      t.db,
      sql`select kind, requested_by_user_id as requested, address from supply_transfers where id = ${res.body.supplyTransferID}`,
    );
    expect(transfer).toEqual({
      kind: 'kit-order',
      requested: 'user-nurse',
      address: '200 Water St, Brooklyn, NY 11201',
    });
    const lines = await queryRows<{ supply: string; quantity: number }>(
      t.db,
      sql`select supply_id as supply, quantity from supply_transfer_lines where supply_transfer_id = ${res.body.supplyTransferID} order by supply_id`,
    );
    expect(lines).toEqual([
      { supply: 'sup-amber-bag', quantity: 2 },
      { supply: 'sup-specimen-bag', quantity: 5 },
    ]);
  });

  test('a supply that is not orderable is refused and nothing is written', async () => {
    const before = await t.snapshot();
    const res = await t.call('orderKit', { lines: [{ supplyID: 'sup-nothing', quantity: 1 }] }, { cookie: nurse });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Choose supplies from the list.');
    expect(await t.snapshot()).toEqual(before);
  });
});
