/**
 * The nurse's profile, work settings and onboarding (requirements.md 2.2 pending, 2.8, 2.10 profile and
 * work-settings, 3 User; issue 23, ADR 043). A pending nurse calls these too: they are how she
 * finishes joining. `findAvailableNurses` is dispatch's question of them.
 */
import { z } from 'zod';
import { onboardingSteps } from '../nurse-profile/onboarding.ts';
import { userStatuses } from '../vocabulary/accounts.ts';
import {
  credentialKinds,
  credentialStatuses,
  dayParts,
  languageFluencies,
  taskTypes,
} from '../vocabulary/nurse-profile.ts';
import { defineFunction, rolesAccess, rolesAnyStatusAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().trim().max(max);

const credentialSchema = z.object({
  kind: z.enum(credentialKinds),
  name: text(100).min(1),
  number: text(50).default(''),
  stateCode: z.string().regex(/^[A-Z]{2}$/),
  expiryDate: day,
  status: z.enum(credentialStatuses),
});

const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  faxNumber: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  languages: z.array(z.object({ language: z.string(), fluency: z.enum(languageFluencies) })),
  title: z.string().nullable(),
  npi: z.string().nullable(),
  malpracticeInsurance: z.object({ carrier: z.string(), expiryDate: z.string().nullable() }).nullable(),
  credentials: z.array(credentialSchema.extend({ id: z.string(), expiry: z.enum(['valid', 'expiring', 'expired']) })),
  /** Her picture: one of her uploads (POST /api/files), read at /api/files/{id}; null when none. */
  pictureFileID: z.string().nullable(),
});

const onboardingSchema = z.object({
  status: z.enum(userStatuses),
  missing: z.array(z.enum(onboardingSteps)),
});

const blockSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  startMinute: z.number().int().min(0).max(1439),
  endMinute: z.number().int().min(1).max(1440),
});
const exceptionSchema = z.object({
  date: day,
  startMinute: z.number().int().min(0).max(1439).nullable(),
  endMinute: z.number().int().min(1).max(1440).nullable(),
});

const workSettingsSchema = z.object({
  timeZone: z.string(),
  availability: z.object({ weekly: z.array(blockSchema), exceptions: z.array(exceptionSchema) }),
  location: z.object({
    leaveFrom: z.string().nullable(),
    /** Her leave-from's place as its pin, "40.7033, -73.9881"; null when it has none (ADR 071). */
    leaveFromPin: z.string().nullable(),
    returnTo: z.string().nullable(),
  }),
  serviceRegions: z.array(z.object({ id: z.string(), name: z.string(), selected: z.boolean() })),
  shiftPreferences: z.object({
    dayParts: z.array(z.enum(dayParts)),
    maxHoursPerWeek: z.number().int().nullable(),
    maxDriveMinutes: z.number().int().nullable(),
  }),
  taskTypes: z.array(z.enum(taskTypes)),
});

const nurseAnyStatus = rolesAnyStatusAccess('nurse');
const settingsWrite = <I extends z.ZodType>(summary: string, input: I, example: z.input<I>) =>
  defineFunction({
    summary,
    input,
    output: z.object({ workSettings: workSettingsSchema, onboarding: onboardingSchema }),
    access: nurseAnyStatus,
    write: true,
    patientData: 'none',
    example,
  });

export const nurseProfileContract = {
  getNurseProfile: defineFunction({
    summary: 'requirements.md 2.10 profile, 3 User: her personal and professional info, credentials and onboarding.',
    input: z.object({}),
    output: z.object({ profile: profileSchema, onboarding: onboardingSchema }),
    access: nurseAnyStatus,
    write: false,
    patientData: 'none',
    example: {},
  }),
  updateNurseProfile: defineFunction({
    summary:
      'requirements.md 3 User info and professionalInfo: her profile, licences and certifications (NPI Luhn-checked).',
    input: z.object({
      firstName: text(100).min(1),
      lastName: text(100).min(1),
      phone: text(30),
      faxNumber: text(30).default(''),
      address: text(400),
      timeZone: z.string().max(64).default('America/New_York'),
      gender: text(50).default(''),
      dateOfBirth: day.or(z.literal('')),
      languages: z
        .array(z.object({ language: text(50).min(1), fluency: z.enum(languageFluencies) }))
        .max(10)
        .default([]),
      title: text(100),
      npi: text(10),
      malpracticeCarrier: text(200).default(''),
      malpracticeExpiry: day.or(z.literal('')).default(''),
      credentials: z.array(credentialSchema).max(20),
    }),
    output: z.object({ profile: profileSchema, onboarding: onboardingSchema }),
    access: nurseAnyStatus,
    write: true,
    patientData: 'none',
    example: {
      firstName: 'Nora',
      lastName: 'Nightingale',
      phone: '+1 718 555 0100',
      address: '1 Main St, Brooklyn, NY 11201',
      dateOfBirth: '1988-04-12',
      title: 'RN',
      npi: '1234567893',
      credentials: [
        {
          kind: 'licence',
          name: 'Registered Nurse',
          number: 'RN-552211',
          stateCode: 'NY',
          expiryDate: '2028-06-30',
          status: 'active',
        },
      ],
    },
  }),
  setProfilePicture: defineFunction({
    summary: 'Issue 23 personal info: her profile picture, a photo she uploaded (POST /api/files); null removes it.',
    input: z.object({ fileID: idSchema.nullable() }),
    output: z.object({ profile: profileSchema, onboarding: onboardingSchema }),
    access: nurseAnyStatus,
    write: true,
    patientData: 'none',
    example: { fileID: null },
  }),
  getWorkSettings: defineFunction({
    summary:
      'requirements.md 2.10 work-settings, 3 shiftSettings and taskTypes: availability, locations, regions, preferences, procedures.',
    input: z.object({}),
    output: z.object({ workSettings: workSettingsSchema, onboarding: onboardingSchema }),
    access: nurseAnyStatus,
    write: false,
    patientData: 'none',
    example: {},
  }),
  updateAvailability: settingsWrite(
    'work-settings/availability: weekly hours and dated exceptions, in her time zone.',
    z.object({ weekly: z.array(blockSchema).max(70), exceptions: z.array(exceptionSchema).max(100).default([]) }),
    { weekly: [{ weekday: 1, startMinute: 480, endMinute: 1020 }] },
  ),
  updateLocationSettings: settingsWrite(
    'work-settings/location-settings: default leave-from and return-to addresses (requirements.md 3 shiftSettings).',
    z.object({ leaveFrom: text(400), leaveFromPin: text(60).default(''), returnTo: text(400).default('') }),
    { leaveFrom: '1 Main St, Brooklyn, NY 11201', leaveFromPin: '40.7033, -73.9881' },
  ),
  updateServiceRegions: settingsWrite(
    'work-settings/work-area and service-region-settings: the service regions she works in.',
    z.object({ serviceRegionIDs: z.array(idSchema).max(50) }),
    { serviceRegionIDs: ['region-brooklyn'] },
  ),
  updateShiftPreferences: settingsWrite(
    'work-settings/shift-preferences: parts of the day, hours a week, longest drive.',
    z.object({
      dayParts: z.array(z.enum(dayParts)).max(3),
      maxHoursPerWeek: z.number().int().min(1).max(80).nullable().default(null),
      maxDriveMinutes: z.number().int().min(5).max(240).nullable().default(null),
    }),
    { dayParts: ['morning'], maxHoursPerWeek: 30 },
  ),
  updateMyProcedures: settingsWrite(
    'work-settings/my-procedures: the task types she performs (requirements.md 3 taskTypes).',
    z.object({ taskTypes: z.array(z.enum(taskTypes)).max(taskTypes.length) }),
    { taskTypes: ['venipuncture'] },
  ),
  submitOnboarding: defineFunction({
    summary:
      'requirements.md 2.2 pending: a finished onboarding moves her on to require_interview or require_approval (ADR 043).',
    input: z.object({}),
    output: z.object({ status: z.enum(userStatuses) }),
    access: nurseAnyStatus,
    write: true,
    patientData: 'none',
    example: {},
  }),
  findAvailableNurses: defineFunction({
    summary: 'Dispatch: approved nurses working region R who perform task type X and are available at time T.',
    input: z.object({ serviceRegionID: idSchema, time: z.iso.datetime({ offset: true }), taskType: z.enum(taskTypes) }),
    output: z.object({ nurses: z.array(z.object({ id: z.string(), name: z.string(), timeZone: z.string() })) }),
    access: rolesAccess('admin'),
    write: false,
    patientData: 'none',
    example: { serviceRegionID: 'region-brooklyn', time: '2026-11-30T14:00:00Z', taskType: 'venipuncture' },
  }),
};
