/** Production mode (architecture.md 2, 4, 6; requirements.md 6): secrets required, no demo, no dev tools, strict cookies. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { featureFlagOverrides, users } from '../src/db/schema.ts';
import { QA_OVERRIDES_REFUSED } from '../src/functions/access/set-feature-flag-override.ts';
import { hashPassword } from '../src/lib/password.ts';
import { startTestServer, type TestServer } from './harness.ts';

const secrets = {
  SESSION_SECRET: 's'.repeat(48),
  DATA_ENCRYPTION_KEY: 'k'.repeat(48),
  PUBLIC_URL: 'https://app.sample-collect.test',
};

describe('loadConfig in production', () => {
  test('missing secrets stop the start, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing required environment variables for production: SESSION_SECRET, DATA_ENCRYPTION_KEY, PUBLIC_URL',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PUBLIC_URL: undefined })).toThrow(
      /production: PUBLIC_URL$/,
    );
  });

  test.each([
    ['a short SESSION_SECRET', { SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    ['a PUBLIC_URL that is not a URL', { PUBLIC_URL: 'app.example' }, 'PUBLIC_URL'],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['a non-numeric PORT', { PORT: 'eighty' }, 'PORT'],
  ])('%s is refused, naming it', (_, bad, name) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, ...bad })).toThrow(
      new RegExp(`Invalid environment:[\\s\\S]*${name}`),
    );
  });

  test('with its secrets it loads, and never seeds the demo', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...secrets, SEED_DEMO: 'true' });
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      publicUrl: secrets.PUBLIC_URL,
      sessionSecret: secrets.SESSION_SECRET,
    });
  });
});

describe('a production server', () => {
  let t: TestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestServer({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secrets });
    await t.db.insert(users).values({
      id: 'ops-1',
      email: 'ops@sample-collect.test',
      role: 'admin',
      status: 'approved',
      passwordHash: await hashPassword('a-real-password'),
    });
    const res = await t.call('signIn', { email: 'ops@sample-collect.test', password: 'a-real-password' });
    expect(res.status).toBe(200);
    cookie = res.cookie!;
  });
  afterAll(() => t?.close());

  test('the demo is not seeded', async () => {
    expect(await t.db.select({ id: users.id }).from(users)).toEqual([{ id: 'ops-1' }]);
    expect((await t.call('getUserPasswordCreated', { email: 'nurse@demo.test' })).status).toBe(404);
  });

  test('the session cookie is __Host- prefixed and Secure', async () => {
    const res = await t.call('signIn', { email: 'ops@sample-collect.test', password: 'a-real-password' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^__Host-sc_session=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect((await t.call('getViewer', {}, { cookie })).body.viewer.id).toBe('ops-1');
    // The development cookie name means nothing here.
    expect(
      (await t.call('getViewer', {}, { cookie: cookie.replace('__Host-sc_session', 'sc_session') })).body.viewer,
    ).toBeNull();
  });

  test('development functions do not exist', async () => {
    const res = await t.call('listOutboxEmails', {}, { cookie });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Unknown function listOutboxEmails.' });
    const doc = (await t.server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/fn/listOutboxEmails');
    expect(Object.keys(doc.paths)).toContain('/api/fn/signIn');
  });

  test('QA overrides are refused, and stored ones are ignored (requirements.md 6)', async () => {
    const before = await t.snapshot();
    const res = await t.call('setFeatureFlagOverride', { flag: 'visits', enabled: true }, { cookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: 'QA overrides are not allowed in production.' });
    expect(QA_OVERRIDES_REFUSED).toBe('QA overrides are not allowed in production.');
    expect(await t.snapshot()).toEqual(before);

    await t.db.insert(featureFlagOverrides).values({ userId: 'ops-1', flag: 'visits', enabled: true });
    const config = (await t.call('getAppConfig', {}, { cookie })).body;
    expect(config.production).toBe(true);
    expect(config.flags.visits).toBe(false);
  });

  test('HSTS is sent', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  test('a request from the public origin is accepted; another origin is not', async () => {
    expect((await t.call('getViewer', {}, { cookie, origin: secrets.PUBLIC_URL })).status).toBe(200);
    expect((await t.call('signOut', {}, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await t.call('getViewer', {}, { cookie })).body.viewer.id).toBe('ops-1');
  });

  test('email links use PUBLIC_URL', async () => {
    await t.call('resetUserPassword', {
      email: 'ops@sample-collect.test',
      emailLinkURL: 'http://localhost:3000/resetPassword',
    });
    const [mail] = await t.emailsTo('ops@sample-collect.test');
    expect(mail!.links[0]).toMatch(/^https:\/\/app\.sample-collect\.test\/resetPassword\?token=/);
  });
});
