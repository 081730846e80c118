/**
 * Emailed links point only at the product's own hosts (ADR 017). The probe's link,
 * `http://localhost:3000//evil.example/resetPassword`, made a genuine email whose link was
 * `http://evil.example/resetPassword?token=...`. Every function that emails a token now refuses a
 * link to anything but the product's own email-link pages, and writes and sends nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailLinkTexts } from '@sc/domain/auth/email-links';
import { startTestServer, type TestServer } from './harness.ts';

const evil = [
  'http://localhost:3000//evil.example/resetPassword',
  'https://app.sample-collect.test//evil.example/finishSignUp',
  'http://localhost:3000/\\evil.example/login',
  'http://localhost:3000/office/orders',
];

const callsWith = (emailLinkURL: string) =>
  [
    ['resetUserPassword', { email: 'nurse@demo.test', emailLinkURL }],
    ['sendFinishSignUpEmail', { email: 'nopassword.nurse@demo.test', emailLinkURL }],
    ['createUser', { email: 'new.nurse@example.com', firstName: 'Ada', lastName: 'L', emailLinkURL }],
    [
      'createUserWithEmailLink',
      {
        user: { email: 'new.office@example.com', firstName: 'G', lastName: 'H', role: 'prescriber' },
        emailLinkURL,
        office: { name: 'New Lab', type: 'lab' },
      },
    ],
  ] as const;

const secrets = {
  SESSION_SECRET: 's'.repeat(48),
  DATA_ENCRYPTION_KEY: 'k'.repeat(48),
  PUBLIC_URL: 'https://app.sample-collect.test',
};

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production', ...secrets }],
])('in %s', (_, env) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(env);
  });
  afterAll(() => t?.close());

  test.each(evil.flatMap((url) => callsWith(url).map(([name, input]) => [name, url, input] as const)))(
    '%s with %s -> 400 naming emailLinkURL, nothing written or sent',
    async (name, _url, input) => {
      const before = await t.snapshot();
      const res = await t.call(name, input);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        field: 'emailLinkURL',
        message: `emailLinkURL: ${emailLinkTexts.unknownPage}`,
      });
      expect(await t.snapshot()).toEqual(before);
    },
  );

  test("a partner's page keeps its partner, on the product's own host", async () => {
    const res = await t.call('resetUserPassword', {
      email: 'packer@demo.test',
      emailLinkURL: 'https://elsewhere.example/acme/resetPassword?next=https://evil.example',
    });
    if (t.config.production) {
      // Production has no demo accounts: the answer is requirements.md 8's, and still nothing goes out.
      expect(res.status).toBe(404);
      return;
    }
    expect(res.status).toBe(200);
    const [mail] = await t.emailsTo('packer@demo.test');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/acme/resetPassword\\?token=[A-Za-z0-9_-]+$`));
  });

  test("a patient's link goes to the patient site", async () => {
    if (t.config.production) return;
    const admin = await t.sessionCookie('user-prescriber');
    const res = await t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'new.patient@example.com', firstName: 'P', lastName: 'Q', role: 'patient' },
        emailLinkURL: `${t.config.publicUrl}/finishSignUp`,
        office: { id: 'office-lab' },
      },
      { cookie: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await t.emailsTo('new.patient@example.com');
    expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.patientSiteUrl}/finishSignUp\\?token=`));
  });
});
