import { describe, expect, test } from 'vitest';
import type { CustodyEventKind } from '../vocabulary/custody.ts';
import { custodyBreaks } from './custody-unbroken.ts';
import type { SpecimenCustodyFacts } from './view.ts';

const chain = (...kinds: CustodyEventKind[]) =>
  kinds.map((kind, i) => ({ kind, atMs: i * 60_000, atLab: kind === 'dropped-off' ? true : null }));
const specimen = (over: Partial<SpecimenCustodyFacts> = {}): SpecimenCustodyFacts => ({
  procedureId: 'p1',
  orderId: 'o1',
  events: [],
  itineraryDone: false,
  ownTubes: true,
  tubes: [],
  ...over,
});
const tube = { sampleId: 's1', collectedAtMs: 5 * 60_000, stabilityHours: 24, atLabMs: null };
const toLab = chain(
  'ordered',
  'scheduled',
  'nurse-assigned',
  'en-route',
  'arrived',
  'sample-collected',
  'bagged',
  'collection-completed',
  'to-lab',
  'dropped-off',
);

describe('invariant 3: every specimen’s custody runs from its order to its lab (architecture.md 11)', () => {
  test.each([
    ['an order not yet scheduled', [specimen({ events: chain('ordered') })], 0],
    [
      'the whole way from the order to the lab, its itinerary done',
      [specimen({ events: toLab, itineraryDone: true, tubes: [{ ...tube, atLabMs: 9 * 60_000 }] })],
      0,
    ],
    [
      'mailed: packed, shipped, then at the lab',
      [
        specimen({
          events: chain('ordered', 'scheduled', 'nurse-assigned', 'arrived', 'sample-collected', 'packed', 'shipped'),
          itineraryDone: true,
          tubes: [tube],
        }),
      ],
      0,
    ],
    ['a chain that does not start at its order', [specimen({ events: chain('scheduled', 'ordered') })], 2],
    [
      'a demo procedure without an order, scheduled first',
      [specimen({ orderId: null, events: chain('scheduled', 'nurse-assigned') })],
      0,
    ],
    [
      'collected with no arrival recorded (a gap)',
      [specimen({ events: chain('ordered', 'scheduled', 'nurse-assigned', 'sample-collected'), tubes: [tube] })],
      1,
    ],
    [
      'dropped off without the drive to the lab',
      [
        specimen({
          events: chain('ordered', 'scheduled', 'nurse-assigned', 'arrived', 'sample-collected', 'dropped-off'),
        }),
      ],
      1,
    ],
    [
      'dropped off at a stop that is not a lab',
      [specimen({ events: toLab.map((e) => (e.kind === 'dropped-off' ? { ...e, atLab: false } : e)) })],
      1,
    ],
    [
      'the itinerary done with the specimen still with the nurse',
      [specimen({ events: toLab.slice(0, 8), itineraryDone: true, tubes: [tube] })],
      1,
    ],
    [
      'a failed collection, its itinerary done',
      [
        specimen({
          events: [
            ...chain('ordered', 'scheduled', 'nurse-assigned', 'arrived', 'sample-collected'),
            ...chain('failed'),
          ],
          itineraryDone: true,
          tubes: [tube],
        }),
      ],
      0,
    ],
    [
      'a tube with no stability window: no alert can be raised',
      [specimen({ events: toLab.slice(0, 6), tubes: [{ ...tube, stabilityHours: null }] })],
      1,
    ],
    ['a tube at the lab before it was collected', [specimen({ events: toLab, tubes: [{ ...tube, atLabMs: 0 }] })], 1],
    [
      'a nurse assigned to an order never scheduled (a gap on the office’s timeline)',
      [specimen({ events: chain('ordered', 'nurse-assigned') })],
      1,
    ],
    [
      'a test riding in another test’s tube: completed, driven and dropped off without a tube of its own',
      [
        specimen({
          ownTubes: false,
          events: toLab.filter((e) => e.kind !== 'sample-collected' && e.kind !== 'bagged'),
          itineraryDone: true,
        }),
      ],
      0,
    ],
    [
      'a test with its own tubes completed with none collected',
      [specimen({ events: toLab.filter((e) => e.kind !== 'sample-collected' && e.kind !== 'bagged') })],
      2,
    ],
    ['tubes with no collection in custody', [specimen({ events: chain('ordered'), tubes: [tube] })], 1],
  ])('%s', (_name, facts, breaks) => {
    expect(custodyBreaks(facts)).toHaveLength(breaks);
  });
});
