/**
 * Tomorrow's waiting work for dispatch (issue 25, README "Demo accounts"): 30 office orders waiting
 * for a visit tomorrow, 16 in Brooklyn and 14 in Queens, each with its patient's point, window and
 * tests; five nurses available every day 7:00-17:00 who work those regions (one in both), with a
 * point to leave from; and the two regions' labs with their points and receiving hours. So
 * `admin@demo.test` can build and publish a real day at once.
 *
 * The orders belong to an office of their own, Bayview Medical Group (no one signs in to it), so
 * Riverside Lab's orders list, reports and patient picker stay as the other journeys expect. The
 * demo nurse (Nora) works Brooklyn and Queens too, but has no leave-from point: she is listed on
 * the board and left out of the optimiser's day, so her offers stay as her journeys expect.
 * Positions are deterministic (a fixed sequence); tomorrow is the day after `now`'s in the regions' zone.
 */
import { eq } from 'drizzle-orm';
import { planCollection } from '@sc/domain/catalogue/collection-plan';
import { STANDARD_TESTS } from '@sc/domain/catalogue/standard-tests';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { TaskType } from '@sc/domain/vocabulary/nurse-profile';
import { orderContainerRows, procedureRow } from '../repositories/orders.repository.ts';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { seedOfficePatients } from './seed-patients.ts';
import { seedEveryDayNurseSettings } from './seed-nurse-settings.ts';

const DAY = 86_400_000;
export const DISPATCH_OFFICE_ID = 'office-bayview';

interface DispatchNurse {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  regions: string[];
  taskTypes: TaskType[];
  home: { address: string; lat: number; lng: number };
}
const BROOKLYN = 'region-brooklyn';
const QUEENS = 'region-queens';
const EVERY_TASK: TaskType[] = ['venipuncture', 'urine-collection', 'centrifugation'];
const UNSPUN: TaskType[] = ['venipuncture', 'urine-collection'];

/** A nurse of dispatch's demo day: her id and email follow from her first name. */
function dispatchNurse(
  firstName: string,
  lastName: string,
  regions: string[],
  address: string,
  [lat, lng]: [number, number],
  taskTypes = EVERY_TASK,
): DispatchNurse {
  const key = firstName.toLowerCase();
  const home = { address, lat, lng };
  return { id: `user-dispatch-${key}`, email: `${key}.nurse@demo.test`, firstName, lastName, regions, taskTypes, home };
}

/** The five nurses of dispatch's demo day; their password is the demo password. */
export const DISPATCH_NURSES: DispatchNurse[] = [
  dispatchNurse('Ana', 'Alvarez', [BROOKLYN], '150 Court St, Brooklyn, NY 11201', [40.6879, -73.9934]),
  dispatchNurse('Cara', 'Chen', [BROOKLYN], '700 Coney Island Ave, Brooklyn, NY 11218', [40.6375, -73.9686]),
  dispatchNurse('Devi', 'Das', [BROOKLYN, QUEENS], '60 Bushwick Ave, Brooklyn, NY 11211', [40.7118, -73.9402]),
  dispatchNurse('Eva', 'Evans', [QUEENS], '37-02 82nd St, Jackson Heights, NY 11372', [40.7488, -73.8846]),
  // No centrifuge in her car: dispatch never gives her a tube that must be spun.
  dispatchNurse('Fay', 'Flores', [QUEENS], '108-20 Queens Blvd, Forest Hills, NY 11375', [40.7196, -73.8447], UNSPUN),
];

/** Where each region's visits are drawn: a box inside the borough. */
const AREAS = {
  'region-brooklyn': { name: 'Brooklyn', lat: [40.6, 40.7], lng: [-74.0, -73.9], count: 16 },
  'region-queens': { name: 'Queens', lat: [40.68, 40.76], lng: [-73.855, -73.76], count: 14 },
} as const;

/** Tests ordered, by visit number (fasting tests get morning windows). */
const TEST_SETS: string[][] = [
  ['test-cbc', 'test-cmp'],
  ['test-lipid', 'test-a1c'],
  ['test-tsh'],
  ['test-ua'],
  ['test-vitd', 'test-b12'],
  ['test-glucose'],
  ['test-psa'],
  ['test-ferritin', 'test-iron'],
  ['test-crp'],
  ['test-bmp'],
];
const WINDOWS: [string, string][] = [
  ['08:00', '10:00'],
  ['09:00', '12:00'],
  ['10:00', '13:00'],
  ['12:00', '15:00'],
  ['13:00', '16:00'],
];
const FIRST = ['Alma', 'Boris', 'Celia', 'Dario', 'Elsa', 'Farid', 'Gina', 'Hiro', 'Ines', 'Jonas'];
const LAST = ['Adler', 'Baptiste', 'Cruz', 'Dunn', 'Esposito', 'Fischer', 'Goldberg', 'Haddad', 'Ivanova'];
const STREETS = ['Oak St', 'Maple Ave', 'Elm Pl', 'Cedar Rd', 'Birch Ln', 'Willow St', 'Ash Ave'];

/** The other demo patients' homes as points (migration 026): their offices' new orders reach the board. */
const PATIENT_HOMES: Record<string, { lat: number; lng: number }> = {
  'user-patient': { lat: 40.6889, lng: -73.9925 },
  'user-patient-omar': { lat: 40.6868, lng: -73.9911 },
  'user-patient-lena': { lat: 40.6795, lng: -73.9734 },
  'user-patient-maya': { lat: 40.6994, lng: -73.9939 },
  'user-patient-ravi': { lat: 40.6861, lng: -73.9669 },
};

/** A fixed sequence in [0, 1): positions repeat on every seed. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * The dispatch day's patients' homes, in order: an address on one of STREETS in its region's
 * borough and a point drawn in its box. The built-in geocoder knows them (ADR 082), so an office
 * typing one finds the point the seed gave it.
 */
export function dispatchPatientHomes(): { regionId: string; address: string; lat: number; lng: number }[] {
  const next = sequence(2025);
  const homes: { regionId: string; address: string; lat: number; lng: number }[] = [];
  for (const [regionId, area] of Object.entries(AREAS))
    for (let i = 0; i < area.count; i++) {
      const k = homes.length;
      const lat = Math.round((area.lat[0] + next() * (area.lat[1] - area.lat[0])) * 1e5) / 1e5;
      const lng = Math.round((area.lng[0] + next() * (area.lng[1] - area.lng[0])) * 1e5) / 1e5;
      homes.push({ regionId, address: `${100 + k * 7} ${STREETS[k % STREETS.length]}, ${area.name}, NY`, lat, lng });
    }
  return homes;
}

export async function seedDemoDispatch(tx: Tx, now: Date, timeZone: string, passwordHash: string): Promise<void> {
  // New York's tomorrow, not 24 hours on (the same day, or the day after, on the nights clocks move).
  const tomorrow = localDateKeyAfter(now, 1, timeZone);
  // Queens gets its area (Brooklyn's is seed-itinerary.ts's): a Queens patient's order is Queens'.
  await tx
    .update(t.serviceRegions)
    .set({
      // East and north of Brooklyn's box, sharing only its edges: no point is in both.
      polygon: [
        [
          [-73.86, 40.54],
          [-73.7, 40.54],
          [-73.7, 40.8],
          [-73.96, 40.8],
          [-73.96, 40.74],
          [-73.86, 40.74],
          [-73.86, 40.54],
        ],
      ],
    })
    .where(eq(t.serviceRegions.id, 'region-queens'));
  for (const [id, home] of Object.entries(PATIENT_HOMES))
    await tx.update(t.users).set({ homeLat: home.lat, homeLng: home.lng }).where(eq(t.users.id, id));
  // The labs: where and when they receive, and their region.
  await tx
    .update(t.places)
    .set({
      lat: 40.7025,
      lng: -73.988,
      receivingStartMinute: 7 * 60,
      receivingEndMinute: 19 * 60,
      serviceRegionId: 'region-brooklyn',
    })
    .where(eq(t.places.id, 'place-lab'));
  await tx.insert(t.places).values({
    id: 'place-lab-queens',
    name: 'Riverside Lab Queens Drop-off',
    type: 'lab',
    address: '90-02 Queens Blvd, Elmhurst, NY 11373',
    lat: 40.7366,
    lng: -73.877,
    receivingStartMinute: 7 * 60,
    receivingEndMinute: 19 * 60,
    serviceRegionId: 'region-queens',
  });

  await tx.insert(t.users).values(
    DISPATCH_NURSES.map((n) => ({
      id: n.id,
      email: n.email,
      role: 'nurse' as const,
      status: 'approved' as const,
      firstName: n.firstName,
      lastName: n.lastName,
      timeZone,
      address: n.home.address,
      passwordHash,
    })),
  );
  for (const n of DISPATCH_NURSES) await seedEveryDayNurseSettings(tx, n);

  await tx
    .insert(t.offices)
    .values({ id: DISPATCH_OFFICE_ID, name: 'Bayview Medical Group', type: 'others', status: 'approved' });
  for (const [k, { regionId, address, lat, lng }] of dispatchPatientHomes().entries()) {
    const id = `order-dispatch-${String(k + 1).padStart(2, '0')}`;
    const patientId = `user-dispatch-patient-${String(k + 1).padStart(2, '0')}`;
    const tests = TEST_SETS[k % TEST_SETS.length]!.map((tid) => STANDARD_TESTS.find((x) => x.id === tid)!);
    const plan = planCollection(tests);
    const [windowStart, windowEnd] = plan.fastingHours > 0 ? WINDOWS[0]! : WINDOWS[k % WINDOWS.length]!;
    const patient = {
      id: patientId,
      email: `patient.dispatch${String(k + 1).padStart(2, '0')}@demo.test`,
      firstName: FIRST[k % FIRST.length]!,
      lastName: LAST[k % LAST.length]!,
      timeZone,
      address,
      homeLat: lat,
      homeLng: lng,
      passwordHash: null,
    };
    await seedOfficePatients(tx, DISPATCH_OFFICE_ID, [patient], now);
    const procedureOf = (testID: string) => `${id}-${testID.replace(/^test-/, '')}`;
    await tx.insert(t.orders).values({
      id,
      officeId: DISPATCH_OFFICE_ID,
      createdByOfficeId: DISPATCH_OFFICE_ID,
      patientId,
      requisitionNumber: `RQ-DSP${String(k + 1).padStart(4, '0')}`,
      status: 'ordered',
      requestedDate: tomorrow,
      windowStart,
      windowEnd,
      timeZone,
      fastingHours: plan.fastingHours,
      lat,
      lng,
      serviceRegionId: regionId,
      createdAt: new Date(now.getTime() - DAY),
    });
    await tx.insert(t.bookings).values({ id: `booking-${id}`, orderId: id, patientId });
    // As an office's order makes them: the tubes she scans and the charting she fills in.
    await tx
      .insert(t.procedures)
      .values(tests.map((test) => procedureRow(test, procedureOf(test.id), id, `booking-${id}`, plan)));
    await tx.insert(t.orderContainers).values(orderContainerRows(id, plan, procedureOf));
    // Its custody starts at the order, as createOrder's does (architecture.md 10, 11 invariant 3).
    await tx.insert(t.custodyEvents).values(
      tests.map((test) => ({
        procedureId: procedureOf(test.id),
        kind: 'ordered' as const,
        at: new Date(now.getTime() - DAY),
        actorRole: 'assistant',
      })),
    );
  }
}
