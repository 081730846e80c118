/**
 * The demo nurse's profile and work settings (README, issue 23): weekdays 8:00-17:00 in New York,
 * Brooklyn and Queens, the procedures she performs, where she leaves from; an RN licence and a
 * phlebotomy certification, one of them close to expiry so the profile flags it. The pending nurse
 * has none of it: her onboarding starts empty. A weekend her accepted shift falls on is an
 * exception of those hours (seed-clock.ts), so dispatch's board has her available that day.
 */
import { eq } from 'drizzle-orm';
import { weekdayOf } from '@sc/domain/dispatch/day-hours';
import { clockSeconds } from '@sc/domain/dispatch/problem';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { TaskType } from '@sc/domain/vocabulary/nurse-profile';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { DEMO_NURSE_HOURS, demoShiftHours } from './seed-clock.ts';

const USER = 'user-nurse';
/** Monday to Friday (0 is Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5];
const minuteOf = (hhmm: string) => clockSeconds(hhmm) / 60;

export async function seedDemoNurseSettings(tx: Tx, now: Date, timeZone: string): Promise<void> {
  const inDays = (days: number) => localDateKeyAfter(now, days, timeZone);
  await tx
    .update(t.users)
    .set({ timeZone, phone: '+17185550100', address: '200 Water St, Brooklyn, NY 11201', dateOfBirth: '1988-04-12' })
    .where(eq(t.users.id, USER));
  await tx.insert(t.nurseProfiles).values({
    userId: USER,
    gender: 'Female',
    languages: [
      { language: 'English', fluency: 'native' },
      { language: 'Spanish', fluency: 'conversational' },
    ],
    title: 'RN',
    npi: '1234567893',
    malpracticeCarrier: 'Nurses Service Organization',
    malpracticeExpiry: inDays(200),
  });
  await tx.insert(t.nurseCredentials).values([
    {
      id: 'credential-demo-licence',
      userId: USER,
      kind: 'licence',
      name: 'Registered Nurse',
      number: 'RN-552211',
      stateCode: 'NY',
      expiryDate: inDays(400),
      status: 'active',
    },
    {
      id: 'credential-demo-cpt',
      userId: USER,
      kind: 'certification',
      name: 'Certified Phlebotomy Technician',
      number: 'CPT-88120',
      stateCode: 'NY',
      expiryDate: inDays(20),
      status: 'active',
    },
  ]);
  const hours = { startMinute: minuteOf(DEMO_NURSE_HOURS.start), endMinute: minuteOf(DEMO_NURSE_HOURS.end) };
  await tx.insert(t.nurseWeeklyAvailability).values(WEEKDAYS.map((weekday) => ({ userId: USER, weekday, ...hours })));
  // Her accepted shift falls on a weekend when seeded on a Friday or Saturday: she took that day on.
  const shiftDay = demoShiftHours(now, timeZone).day;
  if (!WEEKDAYS.includes(weekdayOf(shiftDay)))
    await tx.insert(t.nurseAvailabilityExceptions).values({ userId: USER, day: shiftDay, ...hours });
  await tx.insert(t.nurseWorkSettings).values({
    userId: USER,
    leaveFromAddress: '200 Water St, Brooklyn, NY 11201',
    returnToAddress: '200 Water St, Brooklyn, NY 11201',
    dayParts: ['morning', 'afternoon'],
    maxHoursPerWeek: 40,
    maxDriveMinutes: 45,
  });
  await tx.insert(t.nurseServiceRegions).values([
    { userId: USER, serviceRegionId: 'region-brooklyn' },
    { userId: USER, serviceRegionId: 'region-queens' },
  ]);
  await tx.insert(t.nurseTaskTypes).values(
    (['venipuncture', 'urine-collection', 'centrifugation', 'mail-in-kit'] as const).map((taskType) => ({
      userId: USER,
      taskType,
    })),
  );
}

/**
 * The work settings of a nurse the dispatch and whole-loop demos plan for: available every day
 * 7:00-17:00, leaving from and returning to her home, mornings and afternoons, in her regions,
 * doing her tasks.
 */
export async function seedEveryDayNurseSettings(
  tx: Tx,
  nurse: {
    id: string;
    home: { address: string; lat: number; lng: number };
    regions: readonly string[];
    taskTypes: readonly TaskType[];
  },
): Promise<void> {
  await tx
    .insert(t.nurseWeeklyAvailability)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: nurse.id, weekday, startMinute: 7 * 60, endMinute: 17 * 60 })),
    );
  await tx.insert(t.nurseWorkSettings).values({
    userId: nurse.id,
    leaveFromAddress: nurse.home.address,
    returnToAddress: nurse.home.address,
    leaveFromLat: nurse.home.lat,
    leaveFromLng: nurse.home.lng,
    dayParts: ['morning', 'afternoon'],
  });
  await tx
    .insert(t.nurseServiceRegions)
    .values(nurse.regions.map((serviceRegionId) => ({ userId: nurse.id, serviceRegionId })));
  await tx.insert(t.nurseTaskTypes).values(nurse.taskTypes.map((taskType) => ({ userId: nurse.id, taskType })));
}
