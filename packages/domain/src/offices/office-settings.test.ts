import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFICE_NOTIFICATIONS,
  isOfficeNotificationKind,
  normalizeOfficeNotifications,
  OFFICE_NOTIFICATION_TEXTS,
} from './notifications.ts';
import { officeNotificationKinds } from '../vocabulary/offices.ts';
import {
  OFFICE_SETTINGS_REFUSALS as R,
  officeDetailsRefusal,
  placeAccountNumberRefusal,
  tidyText,
  type OfficeDetailsChange,
} from './office-settings.ts';

describe('an office’s details (issue 14 settings, requirements.md 3 Office info.name)', () => {
  it.each<[string, OfficeDetailsChange, { field: string; message: string } | null]>([
    ['a plain name', { name: 'Riverside Lab' }, null],
    ['a name of two characters', { name: 'AB' }, null],
    ['a name of 80 characters', { name: 'x'.repeat(80) }, null],
    ['an empty name', { name: '' }, { field: 'name', message: R.nameShort }],
    ['a name of spaces only', { name: '   \t ' }, { field: 'name', message: R.nameShort }],
    ['a name of one character', { name: ' A ' }, { field: 'name', message: R.nameShort }],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, { field: 'name', message: R.nameLong }],
    ['a name counted in characters, not UTF-16 units', { name: '🧪'.repeat(80) }, null],
    ['an address', { address: '55 Front St, Brooklyn, NY 11201' }, null],
    ['no address (cleared)', { address: '' }, null],
    ['an address of 201 characters', { address: 'a'.repeat(201) }, { field: 'address', message: R.addressLong }],
    ['an IANA zone', { timeZone: 'America/Chicago' }, null],
    ['UTC', { timeZone: 'UTC' }, null],
    ['a misspelt zone', { timeZone: 'America/New_Yrok' }, { field: 'timeZone', message: R.timeZone }],
    ['an abbreviation, not a zone', { timeZone: 'EST' }, { field: 'timeZone', message: R.timeZone }],
    ['nothing to check', {}, null],
    ['the name first of several faults', { name: '', timeZone: 'Nowhere' }, { field: 'name', message: R.nameShort }],
  ])('%s', (_, change, refusal) => {
    expect(officeDetailsRefusal(change)).toEqual(refusal);
  });

  it.each([
    ['  Riverside   Lab ', 'Riverside Lab'],
    ['Line one\nline two', 'Line one line two'],
    ['', ''],
  ])('tidies %j to %j', (text, tidy) => expect(tidyText(text)).toBe(tidy));

  it.each([
    ['', null],
    ['ACCT-1234', null],
    ['x'.repeat(40), null],
    ['x'.repeat(41), R.accountNumberLong],
  ])('an account number %j', (number, refusal) => expect(placeAccountNumberRefusal(number)).toBe(refusal));
});

describe('notification emails: one fixed set', () => {
  it('each kind has its words', () => {
    for (const kind of officeNotificationKinds) expect(OFFICE_NOTIFICATION_TEXTS[kind].label).not.toBe('');
  });

  it('a new office gets the order and results emails, not the daily summary', () => {
    expect(DEFAULT_OFFICE_NOTIFICATIONS).toEqual(['order-collected', 'order-failed', 'results-available']);
  });

  it.each([
    ['order-collected', true],
    ['daily-summary', true],
    ['weekly-summary', false],
    ['', false],
  ])('%j is a kind: %s', (value, is) => expect(isOfficeNotificationKind(value)).toBe(is));

  it.each([
    ['in the declared order', ['daily-summary', 'order-collected'], ['order-collected', 'daily-summary']],
    ['once each', ['order-failed', 'order-failed'], ['order-failed']],
    ['none', [], []],
  ] as const)('normalised: %s', (_, kinds, normal) => expect(normalizeOfficeNotifications(kinds)).toEqual(normal));
});
