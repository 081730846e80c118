/**
 * Demo data for a non-production instance (README: demo accounts). Runs once, on an empty users
 * table. Days and times are counted from `now` (the server's clock, ADR 066) in each region's zone
 * (seed-clock.ts), so the demo nurse always has a shift to check in to, at an hour she works.
 */
import { sql } from 'drizzle-orm';
import type { Role, UserStatus } from '@sc/domain/vocabulary/accounts';
import type { Db } from './client.ts';
import { hashPassword } from '../lib/password.ts';
import * as t from './schema.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedDemoItinerary } from './seed-itinerary.ts';
import { demoDays, demoShiftHours } from './seed-clock.ts';
import { seedHomeNurseDay } from './seed-nurse-home.ts';
import { seedLiveDay } from './seed-live-day.ts';
import { seedDemoCustody } from './seed-custody.ts';
import { seedDemoOrders } from './seed-orders.ts';
import { seedDemoOfficeSettings } from './seed-office-settings.ts';
import { seedDemoPayouts } from './seed-payouts.ts';
import { seedDemoWallet } from './seed-wallet.ts';
import { seedDemoNurseSettings } from './seed-nurse-settings.ts';
import { seedDemoNurseSupplies } from './seed-nurse-supplies.ts';
import { seedDemoPacking } from './seed-packing.ts';
import { seedDemoDispatch } from './seed-dispatch.ts';
import { seedWholeLoop } from './seed-whole-loop.ts';
import { seedDemoPlaceGroups } from './seed-place-groups.ts';

export { DEMO_BARCODE_LABELS, DEMO_BARCODES, DEMO_ITINERARY_IDS } from './seed-itinerary.ts';

export const DEMO_PASSWORD = 'sample-collect-demo';

type DemoUser = {
  id: string;
  email: string;
  role: Role;
  status: UserStatus;
  firstName: string;
  lastName: string;
  password?: false;
  /** A patient's details an order prints (issue 14). */
  dateOfBirth?: string;
  phone?: string;
  address?: string;
};

export const demoUsers: DemoUser[] = [
  {
    id: 'user-nurse',
    email: 'nurse@demo.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'Nora',
    lastName: 'Nightingale',
  },
  {
    id: 'user-pending-nurse',
    email: 'pending.nurse@demo.test',
    role: 'nurse',
    status: 'pending',
    firstName: 'Paula',
    lastName: 'Pending',
  },
  {
    id: 'user-interview-nurse',
    email: 'interview.nurse@demo.test',
    role: 'nurse',
    status: 'require_interview',
    firstName: 'Ines',
    lastName: 'Interview',
  },
  {
    id: 'user-scheduled-nurse',
    email: 'scheduled.nurse@demo.test',
    role: 'nurse',
    status: 'interview_scheduled',
    firstName: 'Sam',
    lastName: 'Scheduled',
  },
  {
    id: 'user-approval-nurse',
    email: 'approval.nurse@demo.test',
    role: 'nurse',
    status: 'require_approval',
    firstName: 'Abel',
    lastName: 'Approval',
  },
  {
    id: 'user-waitlisted-nurse',
    email: 'waitlisted.nurse@demo.test',
    role: 'nurse',
    status: 'waitlisted',
    firstName: 'Wanda',
    lastName: 'Waitlist',
  },
  {
    id: 'user-declined-nurse',
    email: 'declined.nurse@demo.test',
    role: 'nurse',
    status: 'declined',
    firstName: 'Dora',
    lastName: 'Declined',
  },
  {
    id: 'user-nopassword-nurse',
    email: 'nopassword.nurse@demo.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'Nia',
    lastName: 'Nopassword',
    password: false,
  },
  // Checked in to a shift of her own, with an itinerary offer (seed-nurse-home.ts): the nurse-home journey's.
  {
    id: 'user-home-nurse',
    email: 'nurse.home@demo.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'Hana',
    lastName: 'Homeward',
  },
  // Out on her itinerary right now, a tube's stability clock running (seed-live-day.ts): the live day's (issue 25).
  {
    id: 'user-live-nurse',
    email: 'live.nurse@demo.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'Lena',
    lastName: 'Livingston',
  },
  {
    id: 'user-prescriber',
    email: 'prescriber@demo.test',
    role: 'prescriber',
    status: 'approved',
    firstName: 'Priya',
    lastName: 'Prescriber',
  },
  {
    id: 'user-assistant',
    email: 'assistant@demo.test',
    role: 'assistant',
    status: 'approved',
    firstName: 'Alex',
    lastName: 'Assistant',
  },
  {
    id: 'user-invited-assistant',
    email: 'invited.assistant@demo.test',
    role: 'assistant',
    status: 'pending',
    firstName: 'Ivy',
    lastName: 'Invited',
  },
  {
    id: 'user-demo-office',
    email: 'demo.office@demo.test',
    role: 'prescriber',
    status: 'approved',
    firstName: 'Dev',
    lastName: 'Demo',
  },
  {
    id: 'user-packer',
    email: 'packer@demo.test',
    role: 'packer',
    status: 'approved',
    firstName: 'Pat',
    lastName: 'Packer',
  },
  {
    id: 'user-patient',
    email: 'patient@demo.test',
    role: 'patient',
    status: 'approved',
    firstName: 'Pia',
    lastName: 'Patient',
    dateOfBirth: '1979-03-14',
    phone: '+1 718 555 0100',
    address: '121 Court St, Brooklyn, NY 11201',
  },
  {
    id: 'user-admin',
    email: 'admin@demo.test',
    role: 'admin',
    status: 'approved',
    firstName: 'Olive',
    lastName: 'Operations',
  },
];

/**
 * `now`: the server's clock (ADR 066; the system clock for a bench's seed). `dataEncryptionKey`: the
 * instance's, to save the demo's procedure results (without it they stay pending).
 */
export async function seedDemo(db: Db, now: Date, dataEncryptionKey?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.users);
    if ((existing?.n ?? 0) > 0) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const zone = 'America/New_York';
    // Her accepted shift (this morning or tomorrow's), then her offers on the two days after it.
    const shift = demoShiftHours(now, zone);
    const days = demoDays(shift.start, zone);
    const after = (n: number, hhmm: string) => days.at(days.day(n), hhmm);

    await tx.insert(t.partners).values({ name: 'acme', displayName: 'Acme Health', color: '#7b2cbf' });
    await tx.insert(t.users).values(
      demoUsers.map(({ password, ...u }) => ({
        ...u,
        timeZone: zone,
        passwordHash: password === false ? null : passwordHash,
      })),
    );
    await tx.insert(t.offices).values([
      { id: 'office-lab', name: 'Riverside Lab', type: 'lab', status: 'approved' },
      { id: 'office-staffing', name: 'Harbor Staffing', type: 'staffing', status: 'approved', partnerName: 'acme' },
      { id: 'office-demo', name: 'Summit Diagnostics', type: 'lab', status: 'require_interview' },
    ]);
    await tx.insert(t.officeMembers).values([
      {
        officeId: 'office-lab',
        userId: 'user-prescriber',
        role: 'prescriber',
        invitationStatus: 'accepted',
        acceptedAt: now,
      },
      {
        officeId: 'office-lab',
        userId: 'user-patient',
        role: 'patient',
        invitationStatus: 'accepted',
        acceptedAt: now,
      },
      {
        officeId: 'office-staffing',
        userId: 'user-assistant',
        role: 'assistant',
        invitationStatus: 'accepted',
        acceptedAt: now,
      },
      { officeId: 'office-staffing', userId: 'user-invited-assistant', role: 'assistant', invitationStatus: 'pending' },
      {
        officeId: 'office-demo',
        userId: 'user-demo-office',
        role: 'prescriber',
        invitationStatus: 'accepted',
        acceptedAt: now,
      },
    ]);
    await tx.insert(t.places).values([
      {
        id: 'place-packing',
        name: 'Central Packing & Shipping',
        type: 'packing-and-shipping',
        address: '200 Water St, Brooklyn, NY 11201',
      },
      { id: 'place-lab', name: 'Riverside Lab Drop-off', type: 'lab', address: '55 Front St, Brooklyn, NY 11201' },
    ]);
    await tx.insert(t.placeAccounts).values({ userId: 'user-packer', placeId: 'place-packing' });
    await tx
      .update(t.featureFlags)
      .set({ enabled: true })
      .where(sql`${t.featureFlags.name} = 'orderKit'`);

    await tx.insert(t.serviceRegions).values([
      { id: 'region-brooklyn', name: 'Brooklyn', timeZone: zone },
      { id: 'region-queens', name: 'Queens', timeZone: zone },
      { id: 'region-manhattan', name: 'Manhattan', timeZone: zone },
    ]);
    await tx.insert(t.shifts).values([
      {
        id: 'shift-accepted',
        status: 'accepted',
        startAt: shift.start,
        endAt: shift.end,
        timeZone: zone,
        baseEarningsCents: 24000,
        userId: 'user-nurse',
      },
      {
        id: 'shift-offer-1',
        status: 'open',
        startAt: after(1, '09:00'),
        endAt: after(1, '15:00'),
        timeZone: zone,
        baseEarningsCents: 18000,
      },
      {
        id: 'shift-offer-2',
        status: 'open',
        startAt: after(2, '08:00'),
        endAt: after(2, '16:00'),
        timeZone: zone,
        baseEarningsCents: 21050,
      },
    ]);
    await tx.insert(t.shiftServiceRegions).values([
      { shiftId: 'shift-accepted', serviceRegionId: 'region-brooklyn', position: 0 },
      { shiftId: 'shift-accepted', serviceRegionId: 'region-queens', position: 1 },
      { shiftId: 'shift-offer-1', serviceRegionId: 'region-manhattan', position: 0 },
    ]);
    await tx.insert(t.shiftOffers).values([
      { shiftId: 'shift-accepted', userId: 'user-nurse', status: 'accepted' },
      { shiftId: 'shift-offer-1', userId: 'user-nurse', status: 'offered', additionalEarningsCents: 2500 },
      { shiftId: 'shift-offer-2', userId: 'user-nurse', status: 'offered' },
    ]);
    await tx
      .insert(t.itineraries)
      .values({ id: 'itinerary-offer', shiftId: null, status: 'open', startAt: after(1, '11:00'), timeZone: zone });
    await tx
      .insert(t.itineraryOffers)
      .values({ itineraryId: 'itinerary-offer', userId: 'user-nurse', status: 'offered', earningsCents: 9500 });
    await seedCatalogue(tx);
    await seedDemoItinerary(tx, now, zone);
    await seedHomeNurseDay(tx, now, zone);
    await seedLiveDay(tx, now, zone);
    await seedDemoOrders(tx, now, zone, dataEncryptionKey);
    await seedDemoCustody(tx, now);
    await seedDemoOfficeSettings(tx, now, zone);
    await seedDemoWallet(tx, now, zone, dataEncryptionKey);
    await seedDemoNurseSettings(tx, now, zone);
    await seedDemoNurseSupplies(tx, now);
    await seedDemoPacking(tx, now, zone);
    await seedDemoDispatch(tx, now, zone, passwordHash);
    await seedDemoPayouts(tx, now, zone, dataEncryptionKey);
    await seedWholeLoop(tx, now, zone, passwordHash);
    await seedDemoPlaceGroups(tx);
    return true;
  });
}
