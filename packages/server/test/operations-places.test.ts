/**
 * Operations create and edit places, service regions and place groups (issue 25, ADR 060). Each
 * write is audited with what changed; an edit changing nothing writes nothing; a retried create
 * makes one record; every refusal names its field and writes nothing; other roles get the unknown
 * function's answer. A place group's change reaches open screens on its type's topic
 * (requirements.md 7), a feature flag's on `flags/all`.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { placeGroupTexts } from '@sc/domain/operations/place-groups';
import { polygonTexts } from '@sc/domain/operations/region-polygon';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { auditLog, places, placeGroups, serviceRegions } from '../src/db/schema.ts';
import { placeGroupErrors } from '../src/functions/operations/place-groups.ts';
import { PLACE_NOT_FOUND } from '../src/functions/operations/places.ts';
import { REGION_NOT_FOUND } from '../src/functions/operations/regions.ts';
import { savePlaceTexts } from '../src/functions/operations/save-place.ts';
import { regionTexts } from '../src/functions/operations/save-service-region.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { listenLocally, liveStreams, type LiveStream } from './live-client.ts';

let t: TestServer;
let admin: string;
let base: string;
const streams = liveStreams();
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
  base = await listenLocally(t.server);
});
afterAll(async () => {
  streams.closeAll();
  await t?.close();
});

const box = {
  name: 'Front St drop box',
  type: 'drop-off',
  address: '60 Front St, Brooklyn, NY 11201',
  lat: 40.7025,
  lng: -73.9901,
  regionID: 'region-brooklyn',
  hours: { start: '06:00', end: '22:00' },
} as const;

const square = [
  [
    [-74.3, 40.9],
    [-74.1, 40.9],
    [-74.1, 41.0],
    [-74.3, 41.0],
    [-74.3, 40.9],
  ],
];

const auditOf = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId));

const openLive = (cookie: string): Promise<LiveStream> => streams.open(base, cookie);
const topics = (stream: LiveStream) =>
  stream.events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as { topic: string }).topic);

describe('savePlace: labs and drop boxes with their hours', () => {
  test('a drop box is created with its point, region and hours, read back and audited', async () => {
    const res = await t.call('savePlace', box, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: true, changed: true });
    expect(res.body.id).toMatch(/^place-front-st-drop-box-[0-9a-f]{6}$/);
    const listed = (await t.call('listPlaces', {}, { cookie: admin })).body.places.find(
      (p: { id: string }) => p.id === res.body.id,
    );
    expect(listed).toEqual({
      id: res.body.id,
      name: 'Front St drop box',
      type: 'drop-off',
      address: '60 Front St, Brooklyn, NY 11201',
      region: 'Brooklyn',
      regionID: 'region-brooklyn',
      lat: 40.7025,
      lng: -73.9901,
      receivingStart: '06:00',
      receivingEnd: '22:00',
    });
    const [row] = await auditOf(res.body.id);
    expect(row).toMatchObject({ actorId: 'user-admin', action: 'place.create' });
    expect(row!.at).toBeInstanceOf(Date);
  });

  test('an edit saves what changed, audited before and after; the same edit again writes nothing', async () => {
    const edit = { ...box, placeID: 'place-lab', name: 'Riverside Lab', type: 'lab', hours: null } as const;
    expect((await t.call('savePlace', edit, { cookie: admin })).body).toEqual({
      id: 'place-lab',
      created: false,
      changed: true,
    });
    const [row] = (await auditOf('place-lab')).filter((r) => r.action === 'place.update');
    expect(row!.detail).toMatchObject({ name: { from: 'Riverside Lab Drop-off', to: 'Riverside Lab' } });
    const before = await t.snapshot();
    expect((await t.call('savePlace', edit, { cookie: admin })).body.changed).toBe(false);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a create retried with its idempotency key makes one place', async () => {
    const count = async () => (await t.db.select().from(places).where(eq(places.name, 'Retried box'))).length;
    const once = { ...box, name: 'Retried box' };
    const first = await t.call('savePlace', once, { cookie: admin, idempotencyKey: 'retry-place-1' });
    const again = await t.call('savePlace', once, { cookie: admin, idempotencyKey: 'retry-place-1' });
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(1);
  });

  test.each([
    ['a latitude without a longitude', { ...box, lng: null }, 400, 'lng', savePlaceTexts.halfPoint],
    ['a latitude off the globe', { ...box, lat: 123 }, 400, 'lat', 'lat: A latitude is -90 to 90.'],
    ['an unknown region', { ...box, regionID: 'region-none' }, 400, 'regionID', REGION_NOT_FOUND],
    ['no name', { ...box, name: '  ' }, 400, 'name', 'name: Enter a name.'],
    [
      'hours ending before they start',
      { ...box, hours: { start: '18:00', end: '08:00' } },
      400,
      'hours.end',
      'hours.end: The end must be after the start.',
    ],
    ['an unknown place', { ...box, placeID: 'place-none' }, 404, 'placeID', PLACE_NOT_FOUND],
  ] as const)('%s is refused beside its field, nothing written', async (_, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await t.call('savePlace', input, { cookie: admin });
    expect([res.status, res.body.error.field, res.body.error.message]).toEqual([status, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('saveServiceRegion: regions drawn as polygons', () => {
  test('a region is created with its area, then renamed; the audit keeps the area’s size', async () => {
    const made = await t.call(
      'saveServiceRegion',
      { name: 'Newark', timeZone: 'America/New_York', polygon: square },
      { cookie: admin },
    );
    expect(made.body).toMatchObject({ created: true, changed: true });
    const renamed = await t.call(
      'saveServiceRegion',
      { regionID: made.body.id, name: 'Newark NJ', timeZone: 'America/New_York', polygon: square },
      { cookie: admin },
    );
    expect(renamed.body).toEqual({ id: made.body.id, created: false, changed: true });
    const [region] = await t.db.select().from(serviceRegions).where(eq(serviceRegions.id, made.body.id));
    expect(region).toMatchObject({ name: 'Newark NJ', timeZone: 'America/New_York', polygon: square });
    const rows = await auditOf(made.body.id);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      [
        'service-region.create',
        {
          name: { from: null, to: 'Newark' },
          timeZone: { from: null, to: 'America/New_York' },
          polygon: { from: null, to: { rings: 1, positions: 5 } },
        },
      ],
      ['service-region.update', { name: { from: 'Newark', to: 'Newark NJ' } }],
    ]);
  });

  test.each([
    [
      'an unknown time zone',
      { name: 'X', timeZone: 'America/Nowhere', polygon: null },
      400,
      'timeZone',
      regionTexts.timeZone,
    ],
    [
      'an open ring',
      { name: 'X', timeZone: 'America/New_York', polygon: [square[0]!.slice(0, 4)] },
      400,
      'polygon',
      polygonTexts.notClosed(1),
    ],
    [
      'a name taken (case aside)',
      { name: 'brooklyn', timeZone: 'America/New_York', polygon: null },
      409,
      'name',
      regionTexts.nameTaken,
    ],
    [
      'an unknown region',
      { regionID: 'region-none', name: 'X', timeZone: 'America/New_York', polygon: null },
      404,
      'regionID',
      REGION_NOT_FOUND,
    ],
  ] as const)('%s is refused beside its field, nothing written', async (_, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await t.call('saveServiceRegion', input, { cookie: admin });
    expect([res.status, res.body.error.field, res.body.error.message]).toEqual([status, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('place groups and their types (requirements.md 3, 7)', () => {
  test('a group is created, listed with its places, and open screens hear its type', async () => {
    const nurse = await openLive(await t.sessionCookie('user-nurse'));
    const res = await t.call(
      'savePlaceGroup',
      { name: 'Riverside Lab sites', type: 'lab-company', placeIDs: ['place-lab'] },
      { cookie: admin },
    );
    expect(res.body).toMatchObject({ created: true, changed: true });
    const groups = (await t.call('listPlaceGroups', {}, { cookie: admin })).body.groups;
    expect(groups).toContainEqual({
      id: res.body.id,
      name: 'Riverside Lab sites',
      type: 'lab-company',
      places: [{ id: 'place-lab', name: expect.any(String), type: 'lab' }],
    });
    await expect.poll(() => topics(nurse)).toContain('place-group-types/lab-company');
    const [row] = await auditOf(res.body.id);
    expect(row).toMatchObject({ actorId: 'user-admin', action: 'place-group.create' });
  });

  test('a procedure whose dropOffPlaceGroups names a group reads the group’s places', async () => {
    const boxID = (await t.call('savePlace', { ...box, name: 'Group box' }, { cookie: admin })).body.id;
    const group = await t.call(
      'savePlaceGroup',
      { name: 'Brooklyn drop boxes', type: 'drop-boxes', placeIDs: [boxID] },
      { cookie: admin },
    );
    await t.db.execute(
      sql`update procedures set drop_off_place_groups = ${JSON.stringify([group.body.id, 'place-lab'])}::jsonb
        where id = ${ids.pia.panel}`,
    );
    const res = await t.call(
      'getProcedureData',
      { procedureID: ids.pia.panel, include: ['placeGroups'] },
      { cookie: await t.sessionCookie('user-nurse') },
    );
    expect(res.body.placeGroups.map((p: { id: string }) => p.id).sort()).toEqual([boxID, 'place-lab'].sort());
  });

  test('moving a group to another type tells both types; the same save again writes nothing', async () => {
    const made = await t.call(
      'savePlaceGroup',
      { name: 'Moving group', type: 'lab-company', placeIDs: ['place-lab'] },
      { cookie: admin },
    );
    const stream = await openLive(await t.sessionCookie('user-prescriber'));
    const edit = {
      groupID: made.body.id,
      name: 'Moving group',
      type: 'office-sites',
      placeIDs: ['place-lab'],
    } as const;
    expect((await t.call('savePlaceGroup', edit, { cookie: admin })).body.changed).toBe(true);
    await expect
      .poll(() => topics(stream))
      .toEqual(expect.arrayContaining(['place-group-types/lab-company', 'place-group-types/office-sites']));
    const before = await t.snapshot();
    expect((await t.call('savePlaceGroup', edit, { cookie: admin })).body.changed).toBe(false);
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['no place', { name: 'Empty', type: 'office-sites', placeIDs: [] }, 400, 'placeIDs', placeGroupTexts.noPlace],
    [
      'an unknown place',
      { name: 'Ghost', type: 'office-sites', placeIDs: ['place-none'] },
      400,
      'placeIDs',
      placeGroupErrors.unknownPlace('place-none'),
    ],
    [
      'a place twice',
      { name: 'Twice', type: 'office-sites', placeIDs: ['place-lab', 'place-lab'] },
      400,
      'placeIDs',
      'placeIDs: A place is listed twice.',
    ],
    [
      'a lab among drop boxes',
      { name: 'Boxes', type: 'drop-boxes', placeIDs: ['place-lab'] },
      400,
      'placeIDs',
      'Riverside Lab is a lab, and a “Drop boxes” group holds only drop boxes.',
    ],
    [
      'a name taken',
      { name: 'RIVERSIDE LAB SITES', type: 'lab-company', placeIDs: ['place-lab'] },
      409,
      'name',
      placeGroupErrors.nameTaken,
    ],
    [
      'an unknown group',
      { groupID: 'group-none', name: 'X', type: 'lab-company', placeIDs: ['place-lab'] },
      404,
      'groupID',
      placeGroupErrors.notFound,
    ],
  ] as const)('%s is refused beside its field, nothing written', async (_, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await t.call('savePlaceGroup', input, { cookie: admin });
    expect([res.status, res.body.error.field, res.body.error.message]).toEqual([status, field, message]);
    expect(await t.snapshot()).toEqual(before);
    expect(await t.db.select().from(placeGroups).where(eq(placeGroups.name, input.name))).toEqual([]);
  });
});

describe('feature flags reach open screens', () => {
  test('a flag turned on is announced to everyone signed in; turned on again, nothing is', async () => {
    const nurse = await openLive(await t.sessionCookie('user-nurse'));
    await t.call('setFeatureFlag', { flag: 'visits', enabled: true }, { cookie: admin });
    await expect.poll(() => topics(nurse)).toContain('flags/all');
    const count = topics(nurse).length;
    await t.call('setFeatureFlag', { flag: 'visits', enabled: true }, { cookie: admin });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(topics(nurse)).toHaveLength(count);
    await t.call('setFeatureFlag', { flag: 'visits', enabled: false }, { cookie: admin });
  });
});

describe('only operations', () => {
  test.each([
    ['savePlace', box],
    ['saveServiceRegion', { name: 'X', timeZone: 'America/New_York', polygon: null }],
    ['listPlaceGroups', {}],
    ['savePlaceGroup', { name: 'X', type: 'lab-company', placeIDs: ['place-lab'] }],
  ] as const)('%s answers a nurse and a prescriber as an unknown function, nothing written', async (name, input) => {
    const cookies = [await t.sessionCookie('user-nurse'), await t.sessionCookie('user-prescriber')];
    const before = await t.snapshot();
    for (const cookie of cookies) {
      const res = await t.call(name, input, { cookie });
      expect([res.status, res.body.error]).toEqual([404, { code: 'not_found', message: `Unknown function ${name}.` }]);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
