import { expect, test } from 'vitest';
import { ADDRESS_PLACE_TEXTS, formatMapPin, isPlaced, parseMapPin, placeAddress } from './address-place.ts';

// ADR 071: an address is placed when it has a point; today only its pin gives it one.
test.each([
  ['a point', { lat: 40.6889, lng: -73.9925 }, true],
  ['the poles and the date line', { lat: -90, lng: 180 }, true],
  ['no point', null, false],
  ['a missing latitude (a row never placed)', { lat: null, lng: -73.99 }, false],
  ['a missing longitude', { lat: 40.69, lng: null }, false],
  ['a latitude off the globe', { lat: 91, lng: 0 }, false],
  ['a longitude off the globe', { lat: 0, lng: -181 }, false],
  ['not a number', { lat: Number.NaN, lng: 0 }, false],
] as const)('isPlaced: %s', (_name, point, placed) => {
  expect(isPlaced(point)).toBe(placed);
});

test.each([
  ['as a map app copies it', '40.6889, -73.9925', { lat: 40.6889, lng: -73.9925 }],
  ['without a space', '40.6889,-73.9925', { lat: 40.6889, lng: -73.9925 }],
  ['with spaces only', '  40.6889   -73.9925 ', { lat: 40.6889, lng: -73.9925 }],
  ['whole degrees', '41, -74', { lat: 41, lng: -74 }],
  ['words', 'asdf', null],
  ['one number', '40.6889', null],
  ['three numbers', '40.6, -73.9, 5', null],
  ['a latitude off the globe', '95.1, -73.9', null],
  ['a longitude off the globe', '40.6, -190', null],
  ['degrees and minutes', '40°41′N 73°59′W', null],
  ['empty', '', null],
] as const)('parseMapPin: %s', (_name, text, point) => {
  expect(parseMapPin(text)).toEqual(point);
});

test('a pin shown again reads back as the same point', () => {
  const point = { lat: 40.6889, lng: -73.9925 };
  expect(parseMapPin(formatMapPin(point))).toEqual(point);
});

// The forms' rule (requirements.md 3: a patient's address, a nurse's shiftSettings.defaultLeaveFrom).
test.each([
  [
    'an address with its pin',
    { address: '40 Clinton St', pin: '40.6944, -73.9918' },
    { ok: true, point: { lat: 40.6944, lng: -73.9918 } },
  ],
  ['a pin alone', { pin: '40.6944, -73.9918' }, { ok: true, point: { lat: 40.6944, lng: -73.9918 } }],
  ['neither (an optional address left empty)', { address: '  ', pin: '' }, { ok: true, point: null }],
  ['nothing given', {}, { ok: true, point: null }],
  [
    'an address no map finds',
    { address: 'asdf' },
    { ok: false, field: 'address', message: '“asdf” was not found on the map. Correct the address or place a pin.' },
  ],
  [
    'a nurse’s leave-from nowhere',
    { address: ' zzzz nowhere ', pin: null },
    {
      ok: false,
      field: 'address',
      message: '“zzzz nowhere” was not found on the map. Correct the address or place a pin.',
    },
  ],
  [
    'a pin that does not read, before the address',
    { address: 'asdf', pin: 'north-ish' },
    { ok: false, field: 'pin', message: ADDRESS_PLACE_TEXTS.badPin },
  ],
] as const)('placeAddress: %s', (_name, input, answer) => {
  expect(placeAddress(input)).toEqual(answer);
});

test('a long address is quoted short, so the message stays one line', () => {
  const answer = placeAddress({ address: 'x'.repeat(300) });
  expect(answer.ok).toBe(false);
  if (!answer.ok)
    expect(answer.message).toBe(`“${'x'.repeat(59)}…” was not found on the map. Correct the address or place a pin.`);
});
