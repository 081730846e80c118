/** Shared by the field tests: the demo nurse checked in to the demo shift, over HTTP. */
import { expect } from 'vitest';
import { DEMO_BARCODES as B, DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { users } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

export const PIA = { lat: 40.6895, lng: -73.9927 };
export const BEN = { lat: 40.6782, lng: -73.9442 };
export const LAB = { lat: 40.7025, lng: -73.9875 };
export const LEAVE_FROM = { address: '200 Water St, Brooklyn, NY 11201', lat: 40.7033, lng: -73.9881 };

/** The supply item id the demo seed gives a barcode. */
export const item = (code: string) => `si-${code.toLowerCase()}`;

/** What the demo shift needs scanned at check-in (everything the nurse carries but the shift bag). */
export const SHIFT_SUPPLIES = [
  B.visitBagPia,
  B.visitBagBen,
  B.procedureBagPanel,
  B.procedureBagUrine,
  B.amberTube,
  B.lavenderTube1,
  B.lavenderTube2,
  B.sstTube,
  B.amberBag,
  B.insulatedBag,
  B.specimenBag,
  B.centrifugedSpecimenBag,
  B.urineSpecimenBag,
  B.urineCup,
];

async function ok(t: TestServer, name: string, input: unknown, cookie: string) {
  const res = await t.call(name, input, { cookie });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Area check, leave-from, shift bag, every supply: everything check-in needs but the hour. */
export async function prepareDemoShift(t: TestServer, cookie: string): Promise<void> {
  const shiftID = ids.shift;
  await ok(t, 'geocheckShift', { shiftID, location: PIA }, cookie);
  await ok(t, 'setShiftLeaveFrom', { shiftID, leaveFrom: LEAVE_FROM }, cookie);
  await ok(t, 'scanShiftBag', { shiftID, barcode: B.shiftBag }, cookie);
  for (const barcode of SHIFT_SUPPLIES) await ok(t, 'scanShiftSupply', { shiftID, barcode }, cookie);
}

/**
 * Prepared, then checked in: the itinerary opens for steps. The demo shift starts hours after the
 * test instant and check-in opens an hour before it (ADR 077), so the nurse's QA override lifts the
 * wait; check-in-window.test.ts walks the hour itself.
 */
export async function checkInDemoShift(t: TestServer, cookie: string): Promise<void> {
  await prepareDemoShift(t, cookie);
  await ok(t, 'setFeatureFlagOverride', { flag: 'checkInWindowDisabled', enabled: true }, cookie);
  await ok(t, 'checkInShift', { shiftID: ids.shift }, cookie);
}

let made = 0;

/** Another approved nurse, with a session. */
export async function otherNurse(t: TestServer): Promise<{ id: string; cookie: string }> {
  made += 1;
  const id = `field-nurse-${made}`;
  await t.db.insert(users).values({
    id,
    email: `${id}@field.test`,
    role: 'nurse',
    status: 'approved',
    firstName: 'Other',
    lastName: 'Nurse',
  });
  return { id, cookie: await t.sessionCookie(id) };
}

/** A 1×1 PNG uploaded by the cookie's user (POST /api/files); answers its file id. */
export async function uploadPhoto(t: TestServer, cookie: string): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body).fileID as string;
}
