import { expect, test } from 'vitest';
import { internalValuesIn, wordsOf, type InternalValueKind } from './internal-values.ts';

// Seen on screens and forms before ADR 086, each caught by its kind.
test.each<[string, InternalValueKind]>([
  ['Transfer: st-demo-rosa', 'id'],
  ['Ref ss-demo-rosa', 'id'],
  ['Scan the form RF-proc-rosa-1', 'id'],
  ['Procedure proc-7 done', 'id'],
  ['Shift shift-accepted', 'id'],
  ['Order 3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e', 'id'],
  ['sku-procedure-bag', 'sku'],
  ['Visit day: 2026-12-03', 'iso-date'],
  ['Date of birth: 1979-03-14', 'iso-date'],
  ['expires 2026-11-28', 'iso-date'],
  ['Dec 3, 9:00 AM (America/New_York)', 'zone'],
  ['in America/Argentina/Buenos_Aires', 'zone'],
  ['all times UTC', 'zone'],
  ['at 40.6782, -73.9442', 'coordinates'],
  ['at 40.6782,-73.9442', 'coordinates'],
  ['set MAP_TILE_URL to show the map', 'config'],
  ['Call +17185550100', 'phone'],
  ['Drive to the next waypoint', 'developer-word'],
  ['Patient: undefined', 'developer-word'],
  ['Total: NaN', 'developer-word'],
  ['Address: null', 'developer-word'],
  ['Name: [object Object]', 'developer-word'],
  ['user.phone: Required', 'field-path'],
  ['dateOfBirth: Required', 'field-path'],
])('%s is %s', (text, kind) => {
  expect(internalValuesIn(text).map((found) => found.kind)).toContain(kind);
});

// What people read instead, and words that only look alike.
test.each([
  'Transfer for Rosa Diaz',
  'Procedure Bag added: 251 at your location.',
  'Visit day: Thursday, December 3',
  'Date of birth: Mar 14, 1979 (47)',
  'Dec 3, 9:00 AM Eastern Time',
  'Call (718) 555-0100',
  'Drive to your next stop',
  'HbA1c',
  'Shift bag',
  'Lavender top · 4 mL',
  'Expires Nov 28',
  'Expires Jun 17, 2027',
  'Pick and pack: 12 boxes today',
  '11201',
  'A re-check of the order is due',
  'Vitamin D 25-OH',
  'Sample Collect Local',
  'Tel. 718 555 0100',
])('%s reads as words', (text) => {
  expect(internalValuesIn(text)).toEqual([]);
});

test('a SKU is allowed where the page is about SKUs', () => {
  expect(internalValuesIn('sku-procedure-bag · Procedure Bag', { except: ['sku'] })).toEqual([]);
  expect(internalValuesIn('sku-procedure-bag', { except: ['sku'] })).toEqual([]);
  expect(internalValuesIn('sku-procedure-bag st-demo-rosa', { except: ['sku'] }).map((f) => f.kind)).toEqual(['id']);
});

test('a barcode’s own human-readable line is allowed, the code in prose is not', () => {
  const form = 'Requisition form\nRF-proc-rosa-1\nPatient: Rosa Diaz';
  expect(internalValuesIn(form, { allowedLines: ['RF-proc-rosa-1'] })).toEqual([]);
  expect(internalValuesIn(`${form}\nRef RF-proc-rosa-1`, { allowedLines: ['RF-proc-rosa-1'] })).toHaveLength(1);
});

test('the finding names its reason and the words around it', () => {
  expect(internalValuesIn('Visit day: 2026-12-03 at home')).toEqual([
    { kind: 'iso-date', reason: 'an ISO date', excerpt: 'Visit day: 2026-12-03 at home' },
  ]);
});

test.each([
  ['checkInWindowDisabled', 'Check in window disabled'],
  ['orderKit', 'Order kit'],
  ['MAP_TILE_URL', 'Map tile url'],
  ['visits', 'Visits'],
])('%s as words: %s', (name, words) => {
  expect(wordsOf(name)).toBe(words);
  expect(internalValuesIn(`${words}: on`)).toEqual([]);
});
