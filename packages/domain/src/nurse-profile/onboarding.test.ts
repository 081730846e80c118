import { describe, expect, it } from 'vitest';
import { isAvailableAt, weeklyBlocksProblem } from './availability.ts';
import {
  expiryState,
  isValidNpi,
  missingOnboardingSteps,
  statusAfterOnboarding,
  type Credential,
  type OnboardingFacts,
} from './onboarding.ts';

describe('isValidNpi (issue 23: the NPI Luhn check digit)', () => {
  it.each([
    ['CMS example', '1234567893', true],
    ['last digit changed', '1234567894', false],
    ['another valid NPI', '1245319599', true],
    ['nine digits', '123456789', false],
    ['letters', '12345678a3', false],
  ])('%s: %s -> %s', (_, npi, ok) => expect(isValidNpi(npi)).toBe(ok));
});

describe('expiryState (issue 23: flagged within 30 days of expiry)', () => {
  it.each([
    ['a year away', '2027-11-27', 'valid'],
    ['31 days away', '2026-12-28', 'valid'],
    ['30 days away', '2026-12-27', 'expiring'],
    ['today', '2026-11-27', 'expiring'],
    ['yesterday', '2026-11-26', 'expired'],
  ] as const)('%s', (_, expiry, state) => expect(expiryState(expiry, '2026-11-27')).toBe(state));
});

const licence: Credential = {
  kind: 'licence',
  name: 'RN',
  number: 'RN-1',
  stateCode: 'NY',
  expiryDate: '2028-01-01',
  status: 'active',
};
const cert: Credential = {
  kind: 'certification',
  name: 'CPT',
  number: '',
  stateCode: 'NY',
  expiryDate: '2027-06-01',
  status: 'active',
};
const complete: OnboardingFacts = {
  firstName: 'Paula',
  lastName: 'Pending',
  phone: '+17185550100',
  address: '1 Main St, Brooklyn, NY',
  dateOfBirth: '1990-01-01',
  title: 'RN',
  npi: '1234567893',
  credentials: [licence, cert],
  serviceRegionCount: 1,
  weeklyHourBlocks: 2,
  taskTypes: ['venipuncture'],
  hasLeaveFrom: true,
};
const today = '2026-11-27';

describe('onboarding (requirements.md 2.2 pending; ADR 043)', () => {
  it.each<[string, Partial<OnboardingFacts>, string[]]>([
    ['everything done', {}, []],
    ['no phone', { phone: null }, ['profile']],
    ['an NPI failing its check digit', { npi: '1234567894' }, ['profile']],
    ['no service region', { serviceRegionCount: 0 }, ['work-settings']],
    ['no weekly hours', { weeklyHourBlocks: 0 }, ['work-settings']],
    ['no procedures', { taskTypes: [] }, ['work-settings']],
    ['no licence', { credentials: [cert] }, ['documents']],
    ['an expired licence', { credentials: [{ ...licence, expiryDate: '2026-01-01' }] }, ['documents']],
    [
      'nothing at all',
      { phone: null, serviceRegionCount: 0, credentials: [] },
      ['profile', 'work-settings', 'documents'],
    ],
  ])('missing steps: %s', (_, change, missing) =>
    expect(missingOnboardingSteps({ ...complete, ...change }, today)).toEqual(missing),
  );

  it.each<[string, Credential[], string]>([
    ['an active licence and a certification: straight to approval', [licence, cert], 'require_approval'],
    ['no certification: an interview first', [licence], 'require_interview'],
    [
      'a licence expiring within 30 days: an interview first',
      [{ ...licence, expiryDate: '2026-12-10' }, cert],
      'require_interview',
    ],
    ['a pending licence: an interview first', [{ ...licence, status: 'pending' }, cert], 'require_interview'],
  ])('%s', (_, credentials, status) => expect(statusAfterOnboarding({ ...complete, credentials }, today)).toBe(status));
});

describe('availability (issue 23: weekly hours plus dated exceptions, in her time zone)', () => {
  const mondays = [{ weekday: 1, startMinute: 8 * 60, endMinute: 12 * 60 }];
  const zone = 'America/New_York';
  it.each<[string, string, { date: string; startMinute: number | null; endMinute: number | null }[], boolean]>([
    ['Monday 9:00 in New York', '2026-11-30T14:00:00Z', [], true],
    ['Monday 12:00 (the block ends)', '2026-11-30T17:00:00Z', [], false],
    ['Monday 7:59', '2026-11-30T12:59:00Z', [], false],
    ['Tuesday 9:00', '2026-12-01T14:00:00Z', [], false],
    [
      'a day off that Monday',
      '2026-11-30T14:00:00Z',
      [{ date: '2026-11-30', startMinute: null, endMinute: null }],
      false,
    ],
    [
      'other hours that Monday',
      '2026-11-30T20:00:00Z',
      [{ date: '2026-11-30', startMinute: 900, endMinute: 960 }],
      true,
    ],
    ['Sunday 23:30 in New York is Monday in UTC', '2026-11-30T04:30:00Z', [], false],
  ])('%s', (_, at, exceptions, available) =>
    expect(isAvailableAt(mondays, exceptions, new Date(at), zone)).toBe(available),
  );

  it.each([
    [
      'a good week',
      [
        { weekday: 1, startMinute: 480, endMinute: 720 },
        { weekday: 1, startMinute: 780, endMinute: 1020 },
      ],
      null,
    ],
    [
      'an end before its start',
      [{ weekday: 1, startMinute: 720, endMinute: 480 }],
      'Each block ends after it starts, within the day.',
    ],
    [
      'overlapping blocks',
      [
        { weekday: 2, startMinute: 480, endMinute: 720 },
        { weekday: 2, startMinute: 700, endMinute: 800 },
      ],
      'Blocks of the same day must not overlap.',
    ],
    [
      'weekday 7',
      [{ weekday: 7, startMinute: 480, endMinute: 720 }],
      'Each block ends after it starts, within the day.',
    ],
  ])('%s', (_, blocks, problem) => expect(weeklyBlocksProblem(blocks)).toBe(problem));
});
