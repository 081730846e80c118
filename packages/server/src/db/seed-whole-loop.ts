/**
 * The whole loop's corner of the demo (issue 25, README "Demo accounts"): Manhattan, drawn as a
 * service region with a lab that receives 7:00-19:00; Iris Ingram, a patient of Riverside Lab who
 * lives there; and Mia Moreno, the one nurse who works it (available every day 7:00-17:00, a point
 * to leave from), with the supplies she carries on her phone's scans: a shift bag, a visit bag, a
 * procedure bag, two lavender tubes and two specimen bags (barcodes WL-…).
 *
 * So a day built for Manhattan from an order for Iris gives its one visit to Mia whatever the
 * optimiser weighs, and none of it touches Brooklyn's and Queens' demo day (seed-dispatch.ts).
 */
import type { TaskType } from '@sc/domain/vocabulary/nurse-profile';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { seedOfficePatients } from './seed-patients.ts';
import { seedEveryDayNurseSettings } from './seed-nurse-settings.ts';
import { skuOf } from './seed-supplies.ts';
import { eq } from 'drizzle-orm';

export const WHOLE_LOOP = {
  nurse: { id: 'user-loop-mia', email: 'mia.nurse@demo.test', firstName: 'Mia', lastName: 'Moreno' },
  patient: { id: 'user-patient-iris', firstName: 'Iris', lastName: 'Ingram' },
  lab: {
    id: 'place-lab-manhattan',
    name: 'Riverside Lab Midtown Drop-off',
    address: '250 W 34th St, New York, NY 10119',
  },
} as const;

/** Mia's supplies as typed on the scan screens (README: Demo barcodes of the whole loop). */
export const WHOLE_LOOP_BARCODES = {
  shiftBag: 'WL-BAG-SHIFT-01',
  visitBag: 'WL-BAG-VISIT-01',
  procedureBag: 'WL-PBAG-01',
  lavenderTube1: 'WL-TUBE-01',
  lavenderTube2: 'WL-TUBE-02',
  specimenBag1: 'WL-BAG-SPEC-01',
  specimenBag2: 'WL-BAG-SPEC-02',
} as const;

const SUPPLY_OF: Record<keyof typeof WHOLE_LOOP_BARCODES, string> = {
  shiftBag: 'sup-shift-bag',
  visitBag: 'sup-visit-bag',
  procedureBag: 'sup-procedure-bag',
  lavenderTube1: 'sup-lavender-tube',
  lavenderTube2: 'sup-lavender-tube',
  specimenBag1: 'sup-specimen-bag',
  specimenBag2: 'sup-specimen-bag',
};

const HOME = { address: '500 W 23rd St, New York, NY 10011', lat: 40.7472, lng: -74.0048 };
const TASK_TYPES: TaskType[] = ['venipuncture', 'urine-collection', 'centrifugation'];

export async function seedWholeLoop(tx: Tx, now: Date, timeZone: string, passwordHash: string): Promise<void> {
  // West of Queens' area (seed-dispatch.ts) and north of Brooklyn's (seed-itinerary.ts): edges only shared.
  await tx
    .update(t.serviceRegions)
    .set({
      polygon: [
        [
          [-74.03, 40.74],
          [-73.96, 40.74],
          [-73.96, 40.88],
          [-74.03, 40.88],
          [-74.03, 40.74],
        ],
      ],
    })
    .where(eq(t.serviceRegions.id, 'region-manhattan'));
  await tx.insert(t.places).values({
    id: WHOLE_LOOP.lab.id,
    name: WHOLE_LOOP.lab.name,
    type: 'lab',
    address: WHOLE_LOOP.lab.address,
    lat: 40.7506,
    lng: -73.9935,
    receivingStartMinute: 7 * 60,
    receivingEndMinute: 19 * 60,
    serviceRegionId: 'region-manhattan',
  });

  const iris = {
    id: WHOLE_LOOP.patient.id,
    email: 'iris.ingram@demo.test',
    firstName: WHOLE_LOOP.patient.firstName,
    lastName: WHOLE_LOOP.patient.lastName,
    dateOfBirth: '1979-03-14',
    phone: '+1 212 555 0164',
    address: '350 W 42nd St, New York, NY 10036',
    homeLat: 40.7585,
    homeLng: -73.9921,
    timeZone,
  };
  await seedOfficePatients(tx, 'office-lab', [iris], now);

  const nurse = WHOLE_LOOP.nurse;
  await tx.insert(t.users).values({
    ...nurse,
    role: 'nurse',
    status: 'approved',
    timeZone,
    address: HOME.address,
    passwordHash,
  });
  await seedEveryDayNurseSettings(tx, {
    id: nurse.id,
    home: HOME,
    regions: ['region-manhattan'],
    taskTypes: TASK_TYPES,
  });

  const created = new Date(now.getTime() - 72 * 3_600_000);
  const itemOf = (code: string) => `si-${code.toLowerCase()}`;
  const items = Object.entries(WHOLE_LOOP_BARCODES).map(([key, code]) => ({
    code,
    supply: SUPPLY_OF[key as keyof typeof WHOLE_LOOP_BARCODES],
  }));
  await tx.insert(t.supplyItems).values(
    items.map(({ code, supply }) => ({
      id: itemOf(code),
      serial: null,
      skuId: skuOf(supply),
      status: 'activated' as const,
      statusAt: created,
      ownerUserId: nurse.id,
      createdAt: created,
    })),
  );
  await tx.insert(t.barcodes).values(
    items.map(({ code }) => ({
      value: code,
      type: 'supply-item' as const,
      targetId: itemOf(code),
      createdAt: created,
    })),
  );
}
