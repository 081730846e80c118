import { describe, expect, test } from 'vitest';
import { daysOf, officeReport, weekOf, type ProcedureFact } from './office-report.ts';

const fact = (over: Partial<ProcedureFact>): ProcedureFact => ({
  orderID: 'o1',
  day: '2026-11-02',
  testCode: 'LIPID',
  testName: 'Lipid Panel',
  prescriber: 'Priya Prescriber',
  status: 'ordered',
  failedReason: null,
  orderedAt: '2026-11-02T09:00:00Z',
  collectedAt: null,
  atLabAt: null,
  ...over,
});

const facts: ProcedureFact[] = [
  fact({ orderID: 'o1', status: 'completed', collectedAt: '2026-11-03T09:00:00Z', atLabAt: '2026-11-03T13:00:00Z' }),
  fact({
    orderID: 'o1',
    testCode: 'VITD',
    testName: 'Vitamin D',
    status: 'completed',
    collectedAt: '2026-11-03T09:00:00Z',
    atLabAt: '2026-11-03T15:00:00Z',
  }),
  fact({
    orderID: 'o2',
    day: '2026-11-04',
    orderedAt: '2026-11-04T09:00:00Z',
    status: 'failed',
    failedReason: 'The patient was not home.',
  }),
  fact({
    orderID: 'o3',
    day: '2026-11-09',
    orderedAt: '2026-11-09T09:00:00Z',
    status: 'canceled',
    prescriber: 'Pat Other',
  }),
  fact({
    orderID: 'o4',
    day: '2026-11-10',
    orderedAt: '2026-11-10T09:00:00Z',
    status: 'failed',
    failedReason: 'The patient was not home.',
    prescriber: 'Pat Other',
  }),
  fact({ orderID: 'o5', day: '2026-11-10', orderedAt: '2026-11-10T09:00:00Z', status: 'scheduled' }),
  fact({ orderID: 'o6', day: '2026-12-01', status: 'completed' }),
];

describe('an office’s report', () => {
  const report = officeReport(facts, { from: '2026-11-02', to: '2026-11-15' });

  test('counts orders and procedures per day and per week (Monday), every day of the range listed', () => {
    expect(report.perDay).toHaveLength(14);
    expect(report.perDay.filter((d) => d.procedures > 0)).toEqual([
      { day: '2026-11-02', orders: 1, procedures: 2 },
      { day: '2026-11-04', orders: 1, procedures: 1 },
      { day: '2026-11-09', orders: 1, procedures: 1 },
      { day: '2026-11-10', orders: 2, procedures: 2 },
    ]);
    expect(report.perWeek).toEqual([
      { week: '2026-11-02', orders: 2, procedures: 3 },
      { week: '2026-11-09', orders: 3, procedures: 3 },
    ]);
  });

  test('rates over what ended, and failures by reason; outside the range does not count', () => {
    expect(report.totals).toEqual({ orders: 5, procedures: 6, completed: 2, failed: 2, canceled: 1, open: 1 });
    expect([report.completionRate, report.failureRate]).toEqual([0.5, 0.5]);
    expect(report.failureReasons).toEqual([{ reason: 'The patient was not home.', count: 2 }]);
  });

  test('each leg of the way: ordered to collected, collected to the lab', () => {
    expect(report.orderedToCollected).toEqual({ count: 2, medianHours: 24, p90Hours: 24 });
    expect(report.collectedToLab).toEqual({ count: 2, medianHours: 4, p90Hours: 6 });
  });

  test('per test and per prescriber, the busiest first', () => {
    expect(report.byTest.map((l) => [l.key, l.procedures, l.completed, l.failed, l.canceled])).toEqual([
      ['LIPID', 5, 1, 2, 1],
      ['VITD', 1, 1, 0, 0],
    ]);
    expect(report.byPrescriber.map((l) => [l.label, l.procedures, l.collectedToLab.medianHours])).toEqual([
      ['Priya Prescriber', 4, 4],
      ['Pat Other', 2, null],
    ]);
  });

  test('nothing in the range: zeros, and no rate rather than a made-up one', () => {
    const empty = officeReport([], { from: '2026-11-02', to: '2026-11-03' });
    expect(empty.totals.procedures).toBe(0);
    expect([empty.completionRate, empty.failureRate]).toEqual([null, null]);
    expect(empty.orderedToCollected).toEqual({ count: 0, medianHours: null, p90Hours: null });
  });
});

describe('days and weeks', () => {
  test.each([
    ['2026-11-02', '2026-11-02'],
    ['2026-11-08', '2026-11-02'],
    ['2026-11-09', '2026-11-09'],
    ['2027-01-01', '2026-12-28'],
  ])('%s is in the week of Monday %s', (day, monday) => expect(weekOf(day)).toBe(monday));

  test('a range lists its days, across a month', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});
