/** An office's report (issue 14, office/reports): the demo lab's orders of the last weeks. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, testDay } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-assistant', 'user-nurse']) cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const day = (days: number) => testDay(days);
const report = (from: string, to: string, cookie = cookies['user-prescriber']!, officeID = 'office-lab') =>
  t.call('getOfficeReport', { officeID, from, to }, { cookie });

describe('getOfficeReport', () => {
  test('the lab’s last weeks: every day listed, statuses counted, failures by reason, per test and prescriber', async () => {
    const res = await report(day(-30), day(1));
    expect(res.status).toBe(200);
    expect(res.body.perDay).toHaveLength(32);
    // Omar's TSH and free T4, Lena's CMP collected this morning; Lena's lead failed; Pia's CBC order canceled.
    expect(res.body.totals).toMatchObject({ completed: 3, failed: 1, canceled: 2 });
    expect(res.body.failureReasons).toEqual([{ reason: 'The patient was not home.', count: 1 }]);
    expect(res.body.completionRate).toBeCloseTo(0.75, 2);
    // The legs read the custody events: three collected, two of them dropped off 90 minutes later.
    expect(res.body.orderedToCollected.count).toBe(3);
    expect(res.body.collectedToLab).toEqual({ count: 2, medianHours: 1.5, p90Hours: 1.5 });
    const tsh = res.body.byTest.find((line: { key: string }) => line.key === 'TSH');
    expect(tsh).toMatchObject({ procedures: 1, completed: 1, label: 'TSH · Thyroid Stimulating Hormone (TSH)' });
    expect(res.body.byPrescriber.map((line: { label: string }) => line.label)).toEqual(['Priya Prescriber']);
  });

  test.each([
    ['a day that does not exist', '2026-02-30', day(0), 'from', 'Choose a valid date.'],
    ['a range that ends before it starts', day(0), day(-1), 'to', 'The range must end on or after the day it starts.'],
    ['more than a year', day(-400), day(0), 'to', 'Choose a range of at most 366 days.'],
  ])('refuses %s, naming the field', async (_, from, to, field, message) => {
    const res = await report(from, to);
    expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([400, field, message]);
  });

  test('another office’s report answers like an office that does not exist', async () => {
    const res = await report(day(-30), day(0), cookies['user-assistant']);
    expect([res.status, res.body.error?.message]).toEqual([404, 'Office not found.']);
    expect((await report(day(-30), day(0), cookies['user-nurse'])).status).toBe(403);
  });
});
