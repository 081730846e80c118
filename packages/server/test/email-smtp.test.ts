/**
 * Email that leaves the machine (issue 22, ADR 034): with SMTP_URL set, every email is handed to a
 * real SMTP server (smtp-server, in this process) by a job after its write commits. A sign-up link,
 * a reset and an office invitation each arrive once, to the right person, with the right link; a
 * server that refuses or drops the connection is tried again, a message is never accepted twice,
 * and one that never accepts leaves the job dead for operations.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bodyOf, startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';
import { demoUserOf, startTestServer, type TestServer } from './harness.ts';

let smtp: SmtpCatcher;
let t: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sample Collect <no-reply@sample-collect.test>',
    JOB_RETRY_BASE_MS: '1',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.server.jobs!.drain();
  smtp.setPolicy(() => 'accept');
});

const drain = () => t.server.jobs!.drain(30_000);

/** The one message a person received, and the link in it, which must be the outbox's link. */
async function onlyMessageTo(address: string) {
  const received = smtp.to(address);
  expect(received, `messages accepted for ${address}`).toHaveLength(1);
  const [recorded] = await t.emailsTo(address);
  const message = received[0]!;
  expect(message.subject).toBe(recorded!.subject);
  expect(message.from).toBe('no-reply@sample-collect.test');
  expect(bodyOf(message.raw)).toContain(recorded!.links[0]);
  return { message, link: recorded!.links[0]! };
}

describe('each email arrives once, to its person, with its link', () => {
  test('a sign-up link', async () => {
    const signUp = {
      email: 'smtp.nurse@example.com',
      firstName: 'Sam',
      lastName: 'Tp',
      emailLinkURL: 'http://localhost:3000/finishSignUp',
    };
    expect((await t.call('createUser', signUp)).status).toBe(200);
    await drain();
    const { message, link } = await onlyMessageTo('smtp.nurse@example.com');
    expect(message.subject).toBe('Finish signing up');
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/finishSignUp\\?token=[A-Za-z0-9_-]+$`));
    // A retry of the delivery job cannot send it again: the job is done.
    await drain();
    expect(smtp.to('smtp.nurse@example.com')).toHaveLength(1);
  });

  test('a password reset', async () => {
    const reset = { email: 'packer@demo.test', emailLinkURL: 'http://localhost:3000/resetPassword' };
    expect((await t.call('resetUserPassword', reset)).status).toBe(200);
    await drain();
    const { message, link } = await onlyMessageTo('packer@demo.test');
    expect(message.subject).toBe('Reset your password');
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/resetPassword\\?token=`));
  });

  test('an office invitation, naming the office and who invited', async () => {
    const cookie = await t.sessionCookie(demoUserOf.assistant);
    const res = await t.call(
      'sendInvitationsToOffice',
      {
        officeID: 'office-staffing',
        invitations: [{ email: 'smtp.coworker@example.com', role: 'assistant' }],
        emailLinkURL: 'http://localhost:3000/finishSignUp',
      },
      { cookie },
    );
    expect(res.body).toEqual({ ok: true, sent: 1 });
    await drain();
    const { message } = await onlyMessageTo('smtp.coworker@example.com');
    expect(message.subject).toBe('Finish signing up to join Harbor Staffing');
    expect(bodyOf(message.raw)).toContain('Alex Assistant invited you to join Harbor Staffing as an assistant.');
  });
});

describe('a mail server that misbehaves', () => {
  const reset = (email: string) =>
    t.call('resetUserPassword', { email, emailLinkURL: 'http://localhost:3000/resetPassword' });

  test('refusing twice: tried again, and accepted once', async () => {
    let refusals = 0;
    smtp.setPolicy((_attempt, to) => (to === 'assistant@demo.test' && ++refusals <= 2 ? 'refuse' : 'accept'));
    expect((await reset('assistant@demo.test')).status).toBe(200);
    await drain();
    expect(refusals).toBe(3);
    await onlyMessageTo('assistant@demo.test');
  });

  test('dropping the connection mid-message: tried again, and accepted once', async () => {
    let drops = 0;
    smtp.setPolicy((_attempt, to) => (to === 'prescriber@demo.test' && ++drops <= 2 ? 'drop' : 'accept'));
    expect((await reset('prescriber@demo.test')).status).toBe(200);
    await drain();
    expect(drops).toBe(3);
    await onlyMessageTo('prescriber@demo.test');
  });

  test('never accepting: dead after its last try, nothing accepted; operations retry it once it is back', async () => {
    smtp.setPolicy((_attempt, to) => (to === 'nurse@demo.test' ? 'refuse' : 'accept'));
    const attemptsBefore = smtp.attempts;
    expect((await reset('nurse@demo.test')).status).toBe(200);
    await drain();
    expect(smtp.to('nurse@demo.test')).toEqual([]);
    expect(smtp.attempts - attemptsBefore).toBe(12);

    const admin = await t.sessionCookie(demoUserOf.admin);
    const [dead] = (await t.call('listDeadJobs', {}, { cookie: admin })).body.jobs;
    expect(dead).toMatchObject({ kind: 'email.send', attempts: 12, maxAttempts: 12 });
    expect(dead.lastError).toMatch(/451/);

    smtp.setPolicy(() => 'accept');
    expect((await t.call('retryDeadJob', { jobID: dead.id }, { cookie: admin })).status).toBe(200);
    await drain();
    await onlyMessageTo('nurse@demo.test');
  });
});
