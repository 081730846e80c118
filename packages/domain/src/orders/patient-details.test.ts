import { describe, expect, test } from 'vitest';
import { PHONE_REFUSAL } from '../auth/phone-number.ts';
import {
  birthDateRefusal,
  PATIENT_REFUSALS,
  patientDetailsRefusal,
  timeZoneChoices,
  US_TIME_ZONES,
} from './patient-details.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('a new patient’s details', () => {
  test.each([
    ['a birth date and a zone', { dateOfBirth: '1980-04-12', timeZone: 'America/New_York' }, null],
    ['none given', {}, null],
    ['today’s birth', { dateOfBirth: '2026-11-24' }, null],
    [
      'a birth tomorrow',
      { dateOfBirth: '2026-11-25' },
      { field: 'dateOfBirth', message: PATIENT_REFUSALS.futureBirth },
    ],
    [
      'a birth in 1800, a typo (issue 27)',
      { dateOfBirth: '1800-11-02' },
      { field: 'dateOfBirth', message: PATIENT_REFUSALS.ancientBirth },
    ],
    [
      'a day past 130 years ago',
      { dateOfBirth: '1896-11-23' },
      { field: 'dateOfBirth', message: PATIENT_REFUSALS.ancientBirth },
    ],
    ['exactly 130 years ago', { dateOfBirth: '1896-11-24' }, null],
    ['a patient of 104', { dateOfBirth: '1922-01-01' }, null],
    ['a US-style date', { dateOfBirth: '04/12/1980' }, { field: 'dateOfBirth', message: PATIENT_REFUSALS.dateOfBirth }],
    [
      'the 30th of February',
      { dateOfBirth: '1980-02-30' },
      { field: 'dateOfBirth', message: PATIENT_REFUSALS.dateOfBirth },
    ],
    ['a misspelt zone', { timeZone: 'America/New_Yrok' }, { field: 'timeZone', message: PATIENT_REFUSALS.timeZone }],
    ['an offset, not a zone', { timeZone: '+05:00' }, { field: 'timeZone', message: PATIENT_REFUSALS.timeZone }],
    ['a phone', { phone: '+1 718 555 0131' }, null],
    ['no phone (blank)', { phone: '  ' }, null],
    ['a phone that is not one', { phone: 'call me' }, { field: 'phone', message: PHONE_REFUSAL }],
  ])('%s', (_, details, expected) => {
    expect(patientDetailsRefusal(details, now)).toEqual(expected);
  });

  test('every zone offered is one the runtime knows', () => {
    for (const zone of US_TIME_ZONES) expect(patientDetailsRefusal({ timeZone: zone }, now)).toBeNull();
  });
});

describe('timeZoneChoices: the US zones, and a record’s own zone kept as a choice', () => {
  test.each([
    ['a US zone', 'America/Chicago', US_TIME_ZONES],
    ['another zone', 'Europe/London', [...US_TIME_ZONES, 'Europe/London']],
  ])('%s', (_, current, expected) => {
    expect(timeZoneChoices(current)).toEqual(expected);
  });
});

describe('a date of birth anyone means (ADR 078: a patient’s, and a nurse’s on her profile)', () => {
  test.each([
    ['today', '2026-11-24', null],
    ['tomorrow', '2026-11-25', PATIENT_REFUSALS.futureBirth],
    ['2099-01-01', '2099-01-01', PATIENT_REFUSALS.futureBirth],
    ['a leap day long ago', '1980-02-29', null],
    ['exactly 130 years ago', '1896-11-24', null],
    ['a day before that', '1896-11-23', PATIENT_REFUSALS.ancientBirth],
    ['not a day', '1980-02-30', PATIENT_REFUSALS.dateOfBirth],
  ])('%s', (_, birth, expected) => expect(birthDateRefusal(birth, '2026-11-24')).toBe(expected));
});
