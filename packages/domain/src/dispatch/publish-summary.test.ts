import { describe, expect, test } from 'vitest';
import type { PlannedRoute } from '../optimiser/types.ts';
import { publishQuestion, publishSummaryOf, type PublishSummary } from './publish-summary.ts';

const H = 3600;
const visit = (id: string) => ({ kind: 'visit' as const, visitId: id, arrival: 9 * H, wait: 0, departure: 9.5 * H });
const drop = { kind: 'drop' as const, placeId: 'lab', visitIds: ['a'], arrival: 10 * H, wait: 0, departure: 10.2 * H };
/** A day of `hours` from 8:00 with these stops: base = $25 a visit + $20 an hour, rounded up to the dollar. */
const route = (nurseId: string, hours: number, stops: PlannedRoute['stops']) => ({
  nurseId,
  departure: 8 * H,
  arrival: 8 * H + hours * H,
  stops,
});

describe('publishSummaryOf: what publishing sends out (architecture.md 3, ADR 049)', () => {
  test.each<[string, Parameters<typeof publishSummaryOf>, PublishSummary]>([
    ['an empty plan', [[]], { itineraries: 0, nurses: 0, visits: 0, payCents: 0 }],
    [
      'one day, one visit and its drop-off: $25 + 2 h × $20',
      [[route('ana', 2, [visit('a'), drop])]],
      { itineraries: 1, nurses: 1, visits: 1, payCents: 6500 },
    ],
    [
      'three days; drop-offs are not visits',
      [
        [
          route('ana', 4, [visit('a'), visit('b'), drop]),
          route('bea', 3, [visit('c'), drop, visit('d'), visit('e')]),
          route('cara', 1.5, [visit('f')]),
        ],
      ],
      { itineraries: 3, nurses: 3, visits: 6, payCents: 13000 + 13500 + 5500 },
    ],
    [
      'additional earnings of a nurse on the plan count; of one not on it do not',
      [[route('ana', 2, [visit('a')])], { ana: 1500, zed: 9900 }],
      { itineraries: 1, nurses: 1, visits: 1, payCents: 6500 + 1500 },
    ],
  ])('%s', (_, args, expected) => expect(publishSummaryOf(...args)).toEqual(expected));
});

describe('publishQuestion: the figures in words', () => {
  test.each<[PublishSummary, string]>([
    [
      { itineraries: 3, nurses: 3, visits: 12, payCents: 84_500 },
      'Publish 3 itineraries to 3 nurses: 12 visits, $845 in pay?',
    ],
    [
      { itineraries: 1, nurses: 1, visits: 1, payCents: 6550 },
      'Publish 1 itinerary to 1 nurse: 1 visit, $65.50 in pay?',
    ],
  ])('%j', (summary, text) => expect(publishQuestion(summary)).toBe(text));
});
