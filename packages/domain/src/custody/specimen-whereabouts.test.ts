import { describe, expect, it } from 'vitest';
import type { CustodyEventKind } from '../vocabulary/custody.ts';
import { labDeadlineOf, orderWhereaboutsOf, whereaboutsOf, type SpecimenWhereabouts } from './specimen-whereabouts.ts';

describe('whereaboutsOf (where is my specimen)', () => {
  it.each<[CustodyEventKind[], SpecimenWhereabouts]>([
    [[], 'not-collected'],
    [['ordered', 'scheduled', 'nurse-assigned', 'en-route', 'arrived'], 'not-collected'],
    [['ordered', 'arrived', 'sample-collected'], 'with-nurse'],
    [['sample-collected', 'collection-failed'], 'with-nurse'],
    [['arrived', 'collection-failed'], 'not-collected'],
    [['sample-collected', 'centrifuged', 'bagged', 'collection-completed'], 'with-nurse'],
    [['collection-completed', 'to-lab'], 'to-lab'],
    [['collection-completed', 'to-lab', 'dropped-off'], 'at-lab'],
    [['collection-completed', 'packed'], 'packed'],
    [['collection-completed', 'packed', 'shipped'], 'in-the-mail'],
    [['arrived', 'failed'], 'failed'],
    [['ordered', 'canceled'], 'canceled'],
    [['ordered', 'canceled', 'nurse-assigned'], 'canceled'],
    [['sample-collected', 'nurse-assigned', 'en-route'], 'with-nurse'],
  ])('%j -> %s', (kinds, expected) => {
    expect(whereaboutsOf(kinds)).toBe(expected);
  });
});

describe('orderWhereaboutsOf (the orders list)', () => {
  it.each<[SpecimenWhereabouts[], SpecimenWhereabouts]>([
    [['at-lab', 'at-lab'], 'at-lab'],
    [['at-lab', 'to-lab'], 'to-lab'],
    [['with-nurse', 'canceled'], 'with-nurse'],
    [['at-lab', 'failed'], 'at-lab'],
    [['failed', 'canceled'], 'failed'],
    [['canceled', 'canceled'], 'canceled'],
    [['not-collected', 'at-lab'], 'not-collected'],
    [[], 'not-collected'],
  ])('%j -> %s', (tests, expected) => {
    expect(orderWhereaboutsOf(tests)).toBe(expected);
  });
});

describe('labDeadlineOf (the stability clock)', () => {
  const collected = '2026-11-24T13:00:00.000Z';
  it.each<[SpecimenWhereabouts, string | null, number | null, string | null]>([
    ['with-nurse', collected, 2, '2026-11-24T15:00:00.000Z'],
    ['to-lab', collected, 24, '2026-11-25T13:00:00.000Z'],
    ['in-the-mail', collected, 168, '2026-12-01T13:00:00.000Z'],
    ['at-lab', collected, 2, null],
    ['failed', collected, 2, null],
    ['canceled', null, 2, null],
    ['not-collected', null, 2, null],
    ['with-nurse', collected, null, null],
  ])('%s, collected %s, stable %s h -> %s', (whereabouts, collectedAt, hours, expected) => {
    expect(labDeadlineOf(whereabouts, collectedAt, hours)).toBe(expected);
  });
});
