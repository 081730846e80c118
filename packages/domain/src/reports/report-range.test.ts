import { describe, expect, test } from 'vitest';
import { REPORT_RANGE_REFUSALS, reportRangeRefusal } from './report-range.ts';

describe('the days a report may cover (issue 14; issue 27: a reversed range is refused on its end)', () => {
  test.each([
    ['one day', '2026-10-28', '2026-10-28', null],
    ['thirty days', '2026-10-29', '2026-11-27', null],
    ['a leap year’s 366 days', '2028-01-01', '2028-12-31', null],
    [
      'a day that is not one starts it',
      '2026-02-30',
      '2026-03-02',
      { field: 'from', message: REPORT_RANGE_REFUSALS.date },
    ],
    ['an empty end', '2026-10-28', '', { field: 'to', message: REPORT_RANGE_REFUSALS.date }],
    ['the end before the start', '2026-11-27', '2026-11-26', { field: 'to', message: REPORT_RANGE_REFUSALS.order }],
    ['367 days', '2026-01-01', '2027-01-02', { field: 'to', message: REPORT_RANGE_REFUSALS.long }],
  ])('%s: %s to %s', (_why, from, to, refusal) => {
    expect(reportRangeRefusal(from, to)).toEqual(refusal);
  });

  test('the words', () => {
    expect(REPORT_RANGE_REFUSALS.order).toBe('The range must end on or after the day it starts.');
    expect(REPORT_RANGE_REFUSALS.long).toBe('Choose a range of at most 366 days.');
  });
});
