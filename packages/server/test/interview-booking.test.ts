/**
 * A booked interview or demo call is told back (issue 27): the viewer carries its start, so the
 * status page names it, and the booker is emailed the time in the zone they booked in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBookedTime } from '@sc/domain/format/local-dates';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const viewerOf = async (cookie: string) => (await t.call('getViewer', {}, { cookie })).body.viewer;
const slotsFor = async (cookie: string, timeZone: string) =>
  (await t.call('listInterviewSlots', { timeZone }, { cookie })).body.slots as { start: string }[];

describe('bookInterview tells the booked time back', () => {
  test.each([
    [
      'a nurse’s interview, booked from New York',
      'user-interview-nurse',
      'interview.nurse@demo.test',
      'user',
      'America/New_York',
      'Your interview is booked',
    ],
    [
      'an office’s demo call, booked from Chicago',
      'user-demo-office',
      'demo.office@demo.test',
      'office',
      'America/Chicago',
      'Your demo call is booked',
    ],
  ] as const)('%s', async (_why, userID, email, subject, timeZone, emailSubject) => {
    const cookie = await t.sessionCookie(userID);
    expect((await viewerOf(cookie)).interviewAt).toBeNull();
    // Nurse and office book different slots: one start is one booking.
    const slot = (await slotsFor(cookie, timeZone))[subject === 'user' ? 0 : 1]!;

    const booked = await t.call('bookInterview', { start: slot.start, subject, timeZone }, { cookie });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    expect((await viewerOf(cookie)).interviewAt).toBe(slot.start);
    const [sent] = (await t.emailsTo(email)).filter((e) => e.subject === emailSubject);
    expect(sent?.text).toContain(`booked for ${formatBookedTime(slot.start, timeZone, 'en-US')}.`);
  });

  test('a person with nothing booked has no interview time', async () => {
    expect((await viewerOf(await t.sessionCookie('user-nurse'))).interviewAt).toBeNull();
  });
});
