/** The HTTP contract (architecture.md 3, 6): routing, bodies, origin, headers, health, OpenAPI, errors. */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '@sc/domain/contract/index';
import { failableEmail, startTestServer, type TestServer } from './harness.ts';

const email = failableEmail();

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({}, { email });
  admin = await t.signIn('admin@demo.test');
});
afterAll(() => t?.close());

const inject = (options: InjectOptions) => t.server.app.inject(options);
const approval = () => ({ userID: 'user-approval-nurse' });

describe('routing and bodies', () => {
  test.each(['nope', 'constructor', '__proto__', 'toString'])('unknown function %s -> 404 JSON', async (name) => {
    const res = await t.call(name, {});
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: { code: 'not_found', message: `Unknown function ${name}.` } });
  });

  test('an unknown /api path is a 404 JSON, not the web app', async () => {
    const res = await inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  test('GET on a function is not served', async () => {
    const res = await inject({ method: 'GET', url: '/api/fn/getViewer' });
    expect(res.statusCode).toBe(404);
  });

  test('malformed JSON -> 400 bad_request and no write', async () => {
    const before = await t.snapshot();
    const res = await inject({
      method: 'POST',
      url: '/api/fn/approveUser',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: '{"userID": "user-approval-nurse"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['text/plain', 'userID=user-approval-nurse'],
    ['application/x-www-form-urlencoded', 'userID=user-approval-nurse'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="userID"\r\n\r\nuser-approval-nurse\r\n--x--',
    ],
  ])('a %s body is refused with 415 and nothing is written', async (type, payload) => {
    const before = await t.snapshot();
    const res = await inject({
      method: 'POST',
      url: '/api/fn/approveUser',
      headers: { 'content-type': type, cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('bad_request');
    expect(await t.snapshot()).toEqual(before);
  });

  test('a body over 1 MB is refused with 413', async () => {
    const res = await t.call('getViewer', { padding: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('bad_request');
  });

  test('a payload trying prototype poisoning is refused, nothing written', async () => {
    const before = await t.snapshot();
    const res = await inject({
      method: 'POST',
      url: '/api/fn/approveUser',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: '{"userID": "user-approval-nurse", "__proto__": {"isAdmin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['a JSON array', '[]'],
    ['a JSON string', '"userID"'],
    ['JSON null', 'null'],
  ])('%s as the payload -> 400', async (_, payload) => {
    const res = await inject({
      method: 'POST',
      url: '/api/fn/approveUser',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('cross-site requests (architecture.md 6: a checked Origin)', () => {
  test.each(['https://evil.example', 'null', 'http://localhost:3000.evil.example'])(
    'Origin %s -> 403 and nothing is written',
    async (origin) => {
      const before = await t.snapshot();
      const res = await t.call('approveUser', approval(), { cookie: admin, origin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'forbidden', message: 'Cross-site request refused.' } });
      expect(await t.snapshot()).toEqual(before);
    },
  );

  test('this site’s own Origin is accepted', async () => {
    const res = await t.call('getViewer', {}, { cookie: admin, origin: t.config.publicUrl });
    expect(res.status).toBe(200);
    expect(res.body.viewer.id).toBe('user-admin');
  });
});

describe('headers', () => {
  const requests: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>][] = [
    ['a function answer', () => inject({ method: 'POST', url: '/api/fn/getViewer', payload: {} })],
    ['a validation error', () => inject({ method: 'POST', url: '/api/fn/signIn', payload: {} })],
    ['an unknown function', () => inject({ method: 'POST', url: '/api/fn/nope', payload: {} })],
    [
      'an unsupported body',
      () =>
        inject({ method: 'POST', url: '/api/fn/getViewer', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
    ],
    ['/health', () => inject({ method: 'GET', url: '/health' })],
    ['/api/openapi.json', () => inject({ method: 'GET', url: '/api/openapi.json' })],
    ['/api/live without a session', () => inject({ method: 'GET', url: '/api/live' })],
    ['a page of the web app', () => inject({ method: 'GET', url: '/login' })],
    ['an unknown asset', () => inject({ method: 'GET', url: '/assets/missing.js' })],
  ];

  const functionAnswers = new Set([
    'a function answer',
    'a validation error',
    'an unknown function',
    'an unsupported body',
  ]);

  test.each(requests)('security headers on %s', async (name, request) => {
    const res = await request();
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    if (functionAnswers.has(name)) {
      // JSON no browser renders as a page: nothing may load from it (ADR 038).
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } else {
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // HSTS only in production (see production.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('X-Request-Id is echoed', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/fn/getViewer',
      headers: { 'x-request-id': 'req-123_abc.DEF:9' },
      payload: {},
    });
    expect(res.headers['x-request-id']).toBe('req-123_abc.DEF:9');
  });

  test.each(['has spaces in it', 'x'.repeat(101), '<script>'])(
    'an unsafe X-Request-Id %j is replaced by a fresh id',
    async (given) => {
      const res = await inject({ method: 'GET', url: '/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  test('every response carries an X-Request-Id', async () => {
    const [a, b] = await Promise.all([
      inject({ method: 'GET', url: '/health' }),
      inject({ method: 'GET', url: '/health' }),
    ]);
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  test('function answers are not cached', async () => {
    const res = await t.call('getViewer', {}, { cookie: admin });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('health and OpenAPI', () => {
  test('/health reports the database up', async () => {
    const res = await inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  test('/api/openapi.json lists every function of the contract', async () => {
    const res = await inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      Object.keys(contract)
        .map((name) => `/api/fn/${name}`)
        .sort(),
    );
    for (const [name, def] of Object.entries(contract)) {
      const op = doc.paths[`/api/fn/${name}`].post;
      expect(op.operationId).toBe(name);
      expect(op.requestBody.content['application/json'].example).toEqual(def.example);
      expect(op['x-access']).toEqual(def.access);
    }
  });
});

describe('server errors (architecture.md 3: a 5xx never carries a stack trace)', () => {
  test('a failing adapter -> 500 with a generic message, no stack, nothing written', async () => {
    const before = await t.snapshot();
    email.failWith = new Error('smtp exploded at /srv/secret/path.ts:12');
    try {
      const res = await t.call('resetUserPassword', {
        email: 'nurse@demo.test',
        emailLinkURL: 'http://localhost:3000/resetPassword',
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
      expect(JSON.stringify(res.body)).not.toMatch(/exploded|stack|\.ts:|\bat /);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors/);
    } finally {
      email.failWith = undefined;
    }
    // The token the failed call issued was rolled back with it.
    expect(await t.snapshot()).toEqual(before);
  });
});
