import { expect, test } from 'vitest';
import {
  interpolate,
  matchAddress,
  readAddress,
  shortStreetName,
  type Gazetteer,
  type KnownStreet,
} from './address-match.ts';

// ADR 082: how the built-in stand-in geocoder reads a typed address.
test.each([
  [
    'the seed’s own form',
    '163 Elm Pl, Brooklyn, NY 11201',
    { number: '163', street: 'elm pl', placeWords: ['brooklyn'], zip: '11201' },
  ],
  [
    'words spelled out',
    '163 Elm Place, Brooklyn',
    { number: '163', street: 'elm pl', placeWords: ['brooklyn'], zip: null },
  ],
  ['no commas', '163 elm pl brooklyn ny', { number: '163', street: 'elm pl', placeWords: ['brooklyn'], zip: null }],
  [
    'a Queens number and a numbered street',
    '37-02 82nd Street, Jackson Heights, NY 11372',
    { number: '37-02', street: '82nd st', placeWords: ['jackson', 'heights'], zip: '11372' },
  ],
  ['West and a number word', '500 West Twenty St', { number: '500', street: 'w twenty st', placeWords: [], zip: null }],
  [
    'a street without a number',
    'Court Street, Brooklyn',
    { number: null, street: 'ct st', placeWords: ['brooklyn'], zip: null },
  ],
  [
    'punctuation and case',
    '  121   COURT ST.,  Brooklyn  ',
    { number: '121', street: 'ct st', placeWords: ['brooklyn'], zip: null },
  ],
  ['letters only', 'asdf', { number: null, street: 'asdf', placeWords: [], zip: null }],
  ['only a number', '12345', null],
  ['only punctuation', ' ,, - . ', null],
  ['empty', '', null],
] as const)('readAddress: %s', (_name, text, read) => {
  expect(readAddress(text)).toEqual(read);
});

const elm: KnownStreet = {
  street: 'Elm Pl',
  locality: 'Brooklyn, NY 11201',
  from: { number: 1, point: { lat: 40.69, lng: -73.98 } },
  to: { number: 101, point: { lat: 40.7, lng: -73.96 } },
};
const court: KnownStreet = {
  street: 'Court St',
  locality: 'Brooklyn, NY 11201',
  from: { number: 1, point: { lat: 40.6925, lng: -73.9905 } },
  to: { number: 601, point: { lat: 40.6747, lng: -74.0003 } },
};
const queensBlvd: KnownStreet = {
  street: 'Queens Blvd',
  locality: 'Queens, NY',
  areas: ['Elmhurst', 'Rego Park'],
  from: { number: 4000, point: { lat: 40.74, lng: -73.92 } },
  to: { number: 12000, point: { lat: 40.71, lng: -73.83 } },
};
const gazetteer: Gazetteer = {
  addresses: [
    { address: '121 Court St, Brooklyn, NY 11201', point: { lat: 40.6895, lng: -73.9927 } },
    { address: '163 Elm Pl, Brooklyn, NY', point: { lat: 40.61234, lng: -73.95678 } },
    { address: '250 W 34th St, New York, NY 10119', point: { lat: 40.7506, lng: -73.9935 } },
  ],
  streets: [elm, court, queensBlvd],
};

test.each([
  [
    'the seed’s address, exactly',
    '121 Court St, Brooklyn, NY 11201',
    [[40.6895, -73.9927, '121 Court St, Brooklyn, NY 11201']],
  ],
  ['the same, typed loosely', '121 court street brooklyn', [[40.6895, -73.9927, '121 Court St, Brooklyn, NY 11201']]],
  [
    'a known address wins over its street (the seed’s point, not the street’s)',
    '163 Elm Pl, Brooklyn',
    [
      [40.61234, -73.95678, '163 Elm Pl, Brooklyn, NY'],
      [40.7, -73.96, '163 Elm Pl, Brooklyn, NY 11201'],
    ],
  ],
  [
    'a number on a known street: interpolated',
    '51 Elm Place, Brooklyn',
    [[40.695, -73.97, '51 Elm Pl, Brooklyn, NY 11201']],
  ],
  ['a street without a number: its middle', 'Elm Pl, Brooklyn', [[40.695, -73.97, 'Elm Pl, Brooklyn, NY 11201']]],
  ['a Queens number in a neighbourhood it does not run through', '108-20 Queens Blvd, Forest Hills', []],
  [
    'a Queens number in a neighbourhood it runs through',
    '108-20 Queens Blvd, Elmhurst',
    [[40.714425, -73.843275, '108-20 Queens Blvd, Queens, NY']],
  ],
  [
    'a Queens number in Queens',
    '108-20 Queens Blvd, Queens',
    [[40.714425, -73.843275, '108-20 Queens Blvd, Queens, NY']],
  ],
  [
    'Manhattan’s “New York” says nothing against it',
    '250 West 34th Street, New York',
    [[40.7506, -73.9935, '250 W 34th St, New York, NY 10119']],
  ],
  ['another city’s street of the same name', '121 Court St, Chicago', []],
  ['another ZIP', '121 Court St, Brooklyn, NY 11215', []],
  ['asdf', 'asdf', []],
  ['zzzz nowhere', 'zzzz nowhere', []],
  ['a street the area does not have', '12 Nowhere Ln, Brooklyn', []],
  ['empty', '', []],
] as const)('matchAddress: %s', (_name, text, expected) => {
  expect(matchAddress(text, gazetteer).map((c) => [c.point.lat, c.point.lng, c.label])).toEqual(expected);
});

test('matchAddress answers at most `limit` candidates', () => {
  expect(matchAddress('163 Elm Pl', gazetteer, 1)).toHaveLength(1);
});

test.each([
  ['its first end', '1', { lat: 40.69, lng: -73.98 }],
  ['its last end', '101', { lat: 40.7, lng: -73.96 }],
  ['past its last end: clamped', '999', { lat: 40.7, lng: -73.96 }],
  ['no number: the middle', null, { lat: 40.695, lng: -73.97 }],
] as const)('interpolate: %s', (_name, number, point) => {
  expect(interpolate(elm, number)).toEqual(point);
});

test.each([
  ['a type word', 'Elm Place', 'Elm Pl'],
  ['a direction and a type', 'West 34th Street', 'W 34th St'],
  ['a direction at the end', 'Prospect Park West', 'Prospect Park W'],
  ['a type word first is a name', 'Avenue J', 'Avenue J'],
  ['a name that is a type word alone', 'Boulevard', 'Boulevard'],
  ['already short', 'Court St', 'Court St'],
  ['a direction inside a name', 'North West Street', 'N West St'],
] as const)('shortStreetName: %s', (_name, long, short) => {
  expect(shortStreetName(long)).toBe(short);
});
