import { describe, expect, test } from 'vitest';
import {
  closedLabRefusal,
  closedLabWarning,
  isReceivingAt,
  nearestReceivingLab,
  type ReceivingLab,
} from './receiving-hours.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const hours = (receivingStart: string | null, receivingEnd: string | null) => ({ receivingStart, receivingEnd });

describe('isReceivingAt: the lab’s hours on its own clock, judged at an instant', () => {
  test.each<[string, ReturnType<typeof hours>, string, string, boolean]>([
    [
      'the issue’s drop-off: 10:12 PM at a lab open 7 AM–7 PM',
      hours('07:00', '19:00'),
      NY,
      '2026-11-28T22:12:00-05:00',
      false,
    ],
    ['a minute before it opens', hours('07:00', '19:00'), NY, '2026-11-28T06:59:00-05:00', false],
    ['as it opens', hours('07:00', '19:00'), NY, '2026-11-28T07:00:00-05:00', true],
    ['its last minute', hours('07:00', '19:00'), NY, '2026-11-28T18:59:00-05:00', true],
    ['as it closes', hours('07:00', '19:00'), NY, '2026-11-28T19:00:00-05:00', false],
    ['summer time: 7:30 AM EDT is 11:30 UTC', hours('07:00', '19:00'), NY, '2026-07-01T11:30:00Z', true],
    [
      'summer time: 6:30 AM EDT, which winter would call 7:30',
      hours('07:00', '19:00'),
      NY,
      '2026-07-01T10:30:00Z',
      false,
    ],
    // The night New York springs forward (2026-03-08): the day is 23 hours long.
    ['the short day, 7:00 AM EDT', hours('07:00', '19:00'), NY, '2026-03-08T07:00:00-04:00', true],
    ['the short day, 6:59 AM EDT', hours('07:00', '19:00'), NY, '2026-03-08T06:59:00-04:00', false],
    ['all day on the short day, 11:30 PM', hours('00:00', '24:00'), NY, '2026-03-08T23:30:00-04:00', true],
    ['all day on the short day, 3:30 AM', hours('00:00', '24:00'), NY, '2026-03-08T03:30:00-04:00', true],
    // The night it falls back (2026-11-01): 1:30 AM happens twice, both inside 1:00–2:00.
    ['the long night, the first 1:30 AM', hours('01:00', '02:00'), NY, '2026-11-01T01:30:00-04:00', true],
    ['the long night, the second 1:30 AM', hours('01:00', '02:00'), NY, '2026-11-01T01:30:00-05:00', true],
    ['the long night, 2:00 AM', hours('01:00', '02:00'), NY, '2026-11-01T02:00:00-05:00', false],
    // Open past midnight.
    ['10 PM–6 AM at 11:00 PM', hours('22:00', '06:00'), NY, '2026-11-28T23:00:00-05:00', true],
    [
      '10 PM–6 AM at 5:59 AM, opened the evening before',
      hours('22:00', '06:00'),
      NY,
      '2026-11-29T05:59:00-05:00',
      true,
    ],
    ['10 PM–6 AM at 6:00 AM', hours('22:00', '06:00'), NY, '2026-11-29T06:00:00-05:00', false],
    ['10 PM–6 AM at noon', hours('22:00', '06:00'), NY, '2026-11-29T12:00:00-05:00', false],
    ['until midnight, at 11:59 PM', hours('06:00', '24:00'), NY, '2026-11-28T23:59:00-05:00', true],
    ['until midnight, at midnight', hours('06:00', '24:00'), NY, '2026-11-29T00:00:00-05:00', false],
    // Its own zone: 10:12 PM in New York is 7:12 PM in Los Angeles.
    [
      'a Los Angeles lab open to 9 PM, at 10:12 PM New York time',
      hours('07:00', '21:00'),
      LA,
      '2026-11-28T22:12:00-05:00',
      true,
    ],
    [
      'a Los Angeles lab open to 7 PM, at 10:12 PM New York time',
      hours('07:00', '19:00'),
      LA,
      '2026-11-28T22:12:00-05:00',
      false,
    ],
    // Hours not known: it receives at any hour.
    ['no hours', hours(null, null), NY, '2026-11-28T22:12:00-05:00', true],
    ['half the hours', hours('07:00', null), NY, '2026-11-28T22:12:00-05:00', true],
  ])('%s', (_, h, zone, at, expected) => expect(isReceivingAt(h, zone, at)).toBe(expected));
});

const lab = (name: string, lat: number, lng: number, h: ReturnType<typeof hours>, timeZone = NY): ReceivingLab => ({
  name,
  address: `${name} address`,
  lat,
  lng,
  timeZone,
  ...h,
});
const FRONT_ST = { lat: 40.7024, lng: -73.9875 };
const near = lab('Near Lab', 40.705, -73.99, hours('07:00', '19:00')); // about 0.4 km
const middle = lab('Middle Lab', 40.72, -73.99, hours('06:00', '23:00')); // about 2 km
const far = lab('Far Lab', 40.76, -73.98, hours('00:00', '24:00')); // about 6.4 km

describe('nearestReceivingLab: the nearest lab open then, by great-circle distance', () => {
  test.each<[string, readonly ReceivingLab[], string, string | undefined]>([
    ['at noon the nearest is open', [far, middle, near], '2026-11-28T12:00:00-05:00', 'Near Lab'],
    ['at 10:12 PM the nearest is closed: the next one', [far, middle, near], '2026-11-28T22:12:00-05:00', 'Middle Lab'],
    ['at 11:30 PM only the far one', [far, middle, near], '2026-11-28T23:30:00-05:00', 'Far Lab'],
    ['none open', [near, middle], '2026-11-28T23:30:00-05:00', undefined],
    ['no other lab', [], '2026-11-28T12:00:00-05:00', undefined],
    ['equally near: the first', [middle, { ...middle, name: 'Twin Lab' }], '2026-11-28T12:00:00-05:00', 'Middle Lab'],
  ])('%s', (_, labs, at, expected) => expect(nearestReceivingLab(FRONT_ST, labs, at)?.name).toBe(expected));
});

describe('the texts', () => {
  const frontSt = { name: 'Front St Lab', timeZone: NY, ...hours('07:00', '19:00') };
  test('closed: the hours, the nearest lab open with its address and hours', () =>
    expect(closedLabWarning(frontSt, FRONT_ST, [near, middle, far], '2026-11-28T22:12:00-05:00')).toEqual({
      closed: 'Front St Lab receives 7:00 AM – 7:00 PM. It is closed now.',
      elsewhere: 'The nearest lab open now is Middle Lab, Middle Lab address. It receives 6:00 AM – 11:00 PM.',
    }));
  test('closed and no lab open', () =>
    expect(closedLabWarning(frontSt, FRONT_ST, [near], '2026-11-28T22:12:00-05:00')?.elsewhere).toBe(
      'No other lab you can take these specimens to is open now.',
    ));
  test('a lab open at any hour reads so', () =>
    expect(
      closedLabWarning(
        frontSt,
        FRONT_ST,
        [lab('Any Lab', 40.71, -73.99, hours(null, null))],
        '2026-11-28T22:12:00-05:00',
      )?.elsewhere,
    ).toBe('The nearest lab open now is Any Lab, Any Lab address. It receives at any hour.'));
  test.each<[string, ReturnType<typeof hours>, string, string | null]>([
    [
      'closed',
      hours('07:00', '19:00'),
      '2026-11-28T22:12:00-05:00',
      'Front St Lab receives 7:00 AM – 7:00 PM. It is closed now, so it cannot take the specimens: keep them with you.',
    ],
    ['open', hours('07:00', '19:00'), '2026-11-28T12:00:00-05:00', null],
    ['hours unknown', hours(null, null), '2026-11-28T22:12:00-05:00', null],
  ])('the refusal when %s', (_, h, at, expected) =>
    expect(closedLabRefusal({ name: 'Front St Lab', ...h }, NY, at)).toBe(expected),
  );
  test('open: no warning', () =>
    expect(closedLabWarning(frontSt, FRONT_ST, [far], '2026-11-28T12:00:00-05:00')).toBeNull());
});
