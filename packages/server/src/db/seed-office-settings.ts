/**
 * The demo offices' settings (issue 14, ADR 031): Riverside Lab's address and its shared account at
 * its lab drop-off, and a partner office, Maple Family Clinic, with two patients of its own, so
 * `prescriber@demo.test` finds Maya and Ravi in the new order's patient picker. Harbor Staffing
 * stays no partner of the lab: its patients are not the lab's to order for. Each office's address
 * has its point (migration 088, ADR 082), where the built-in geocoder places it (demo-area.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { seedOfficePatients } from './seed-patients.ts';

const DEMO_PARTNER_OFFICE = { id: 'office-clinic', name: 'Maple Family Clinic' } as const;

const clinicPatients = [
  {
    id: 'user-patient-maya',
    email: 'maya.morgan@demo.test',
    firstName: 'Maya',
    lastName: 'Morgan',
    dateOfBirth: '1988-07-09',
    phone: '+1 718 555 0152',
    address: '19 Henry St, Brooklyn, NY 11201',
  },
  {
    id: 'user-patient-ravi',
    email: 'ravi.rao@demo.test',
    firstName: 'Ravi',
    lastName: 'Rao',
    dateOfBirth: '1955-01-23',
    phone: '+1 718 555 0168',
    address: '402 Clinton Ave, Brooklyn, NY 11238',
  },
];

export async function seedDemoOfficeSettings(tx: Tx, now: Date, timeZone: string): Promise<void> {
  await tx
    .update(t.offices)
    .set({ address: '55 Front St, Brooklyn, NY 11201', lat: 40.7025, lng: -73.988, timeZone })
    .where(sql`${t.offices.id} = 'office-lab'`);
  await tx
    .update(t.offices)
    .set({ address: '1 Harbor Way, Brooklyn, NY 11231', lat: 40.678, lng: -74.013, timeZone })
    .where(sql`${t.offices.id} = 'office-staffing'`);
  await tx.insert(t.offices).values({
    ...DEMO_PARTNER_OFFICE,
    type: 'others',
    status: 'approved',
    address: '230 Court St, Brooklyn, NY 11201',
    lat: 40.6852,
    lng: -73.9947,
    timeZone,
  });
  await seedOfficePatients(
    tx,
    DEMO_PARTNER_OFFICE.id,
    clinicPatients.map((p) => ({ ...p, timeZone })),
    now,
  );
  // Each names the other: the partnership holds (ADR 031).
  await tx.insert(t.officePartners).values([
    { officeId: 'office-lab', partnerOfficeId: DEMO_PARTNER_OFFICE.id, addedByUserId: 'user-prescriber', addedAt: now },
    { officeId: DEMO_PARTNER_OFFICE.id, partnerOfficeId: 'office-lab', addedAt: now },
  ]);
  await tx
    .insert(t.officePlaceAccounts)
    .values({ officeId: 'office-lab', placeId: 'place-lab', accountNumber: 'RL-20417' });
}
