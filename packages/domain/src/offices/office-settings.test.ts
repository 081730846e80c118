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
  placeOfficeAddress,
  tidyText,
  type OfficeAddressPlace,
  type OfficeDetailsChange,
} from './office-settings.ts';
import { ADDRESS_PLACE_TEXTS } from '../addresses/address-place.ts';

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

describe('the office’s own address is a place (ADR 082, extending ADR 071)', () => {
  const front = '55 Front St, Brooklyn, NY 11201';
  it.each<[string, { address?: string; addressPin?: string }, OfficeAddressPlace]>([
    ['no address and no pin: nothing to place', {}, { ok: true, change: null }],
    [
      'an address with its pin: tidied, with the pin’s point',
      { address: ' 55 Front St,\n Brooklyn, NY 11201 ', addressPin: '40.7025, -73.988' },
      { ok: true, change: { address: front, point: { lat: 40.7025, lng: -73.988 } } },
    ],
    [
      'an address without a pin: refused beside the address, in ADR 071’s words',
      { address: 'asdf' },
      { ok: false, field: 'address', message: ADDRESS_PLACE_TEXTS.notFound('asdf') },
    ],
    [
      'an address with an empty pin: refused the same',
      { address: front, addressPin: ' ' },
      { ok: false, field: 'address', message: ADDRESS_PLACE_TEXTS.notFound(front) },
    ],
    [
      'a pin that does not read: refused beside the pin',
      { address: front, addressPin: 'somewhere' },
      { ok: false, field: 'addressPin', message: ADDRESS_PLACE_TEXTS.badPin },
    ],
    [
      'a pin off the globe: refused beside the pin',
      { address: front, addressPin: '140.7, -73.9' },
      { ok: false, field: 'addressPin', message: ADDRESS_PLACE_TEXTS.badPin },
    ],
    ['an address cleared: no point', { address: '  ' }, { ok: true, change: { address: '', point: null } }],
    [
      'an address cleared with a pin: no point, no address',
      { address: '', addressPin: '40.7025, -73.988' },
      { ok: true, change: { address: '', point: null } },
    ],
    [
      'a pin with no address: refused, a point needs its address',
      { addressPin: '40.7025, -73.988' },
      { ok: false, field: 'addressPin', message: R.pinWithoutAddress },
    ],
  ])('%s', (_, input, answer) => {
    expect(placeOfficeAddress(input)).toEqual(answer);
  });
});
