import { describe, expect, it } from 'vitest';
import { fieldWriteTexts, itineraryWriteRefusal, STEP_TIME_MAX_AGE_MS, toStepTime } from './field-writes.ts';

describe('itineraryWriteRefusal (design: the shift starts at check-in, requirements.md 4)', () => {
  it.each([
    ['accepted itinerary, shift in progress', 'accepted', 'in_progress', null],
    ['itinerary in progress, shift in progress', 'in_progress', 'in_progress', null],
    ['accepted itinerary without a shift', 'accepted', null, null],
    ['shift not checked in yet', 'accepted', 'accepted', fieldWriteTexts.checkInFirst],
    ['shift complete', 'in_progress', 'complete', fieldWriteTexts.checkInFirst],
    ['itinerary done', 'done', 'in_progress', 'This itinerary is done.'],
    ['itinerary canceled', 'canceled', null, 'This itinerary is canceled.'],
    ['itinerary still open', 'open', null, fieldWriteTexts.notStarted],
  ] as const)('%s', (_name, itineraryStatus, shiftStatus, expected) => {
    expect(itineraryWriteRefusal({ itineraryStatus, shiftStatus })).toBe(expected);
  });
});

describe('toStepTime', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it.each([
    ['absent: the server clock', undefined, '2026-11-22T12:00:00.000Z'],
    ['an hour ago, with an offset', '2026-11-22T12:00:00+01:00', '2026-11-22T11:00:00.000Z'],
    ['four minutes ahead (clock drift)', '2026-11-22T12:04:00Z', '2026-11-22T12:04:00.000Z'],
    ['ten minutes ahead', '2026-11-22T12:10:00Z', null],
    ['older than two days', new Date(now - STEP_TIME_MAX_AGE_MS - 1).toISOString(), null],
    ['not a time', 'yesterday', null],
  ])('%s', (_name, at, expected) => {
    expect(toStepTime(at, now)).toBe(expected);
  });
});
