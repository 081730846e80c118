/**
 * One error shape everywhere (issue 22, defect 6): what Fastify refuses on its own (a malformed
 * URL, an over-long id, a bad or unsupported body, a route that does not exist, a body too large)
 * answers `{"error":{"code","message"}}` like every refusal of a function, as JSON, with the
 * security headers and the request id, and never echoes what the caller sent.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@demo.test');
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
const long = 'x'.repeat(5_000);

const cases: [string, number, string, () => InjectOptions][] = [
  [
    'a malformed URL of a function',
    400,
    'bad_request',
    () => ({ method: 'POST', url: '/api/fn/%E0%A4%A', headers: json, payload: '{}' }),
  ],
  ['a malformed URL of a page', 400, 'bad_request', () => ({ method: 'GET', url: '/orders/%zz' })],
  ['a malformed URL of a file', 400, 'bad_request', () => ({ method: 'GET', url: '/api/files/%E0%A4%A' })],
  [
    'a 5,000-character function name',
    404,
    'not_found',
    () => ({ method: 'POST', url: `/api/fn/${long}`, headers: json, payload: '{}' }),
  ],
  [
    'a 5,000-character file id',
    404,
    'not_found',
    () => ({ method: 'GET', url: `/api/files/${long}`, headers: { cookie: admin } }),
  ],
  [
    'a 5,000-character order id',
    404,
    'not_found',
    () => ({ method: 'GET', url: `/api/orders/${long}/requisition.pdf`, headers: { cookie: admin } }),
  ],
  [
    'a bad JSON body',
    400,
    'bad_request',
    () => ({ method: 'POST', url: '/api/fn/getViewer', headers: json, payload: '{"a":' }),
  ],
  [
    'an empty JSON body',
    400,
    'bad_request',
    () => ({ method: 'POST', url: '/api/fn/getViewer', headers: json, payload: '' }),
  ],
  [
    'an unsupported content type',
    415,
    'bad_request',
    () => ({ method: 'POST', url: '/api/fn/getViewer', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
  ],
  [
    'a body too large',
    413,
    'bad_request',
    () => ({
      method: 'POST',
      url: '/api/fn/getViewer',
      headers: json,
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
    }),
  ],
  ['an unknown /api route', 404, 'not_found', () => ({ method: 'GET', url: '/api/nothing-here' })],
  ['another method on a function', 404, 'not_found', () => ({ method: 'DELETE', url: '/api/fn/getViewer' })],
  ['a POST to a page', 404, 'not_found', () => ({ method: 'POST', url: '/orders', headers: json, payload: '{}' })],
  ['a missing asset', 404, 'not_found', () => ({ method: 'GET', url: '/assets/nothing-here.js' })],
];

test.each(cases)('%s answers %i in the API error shape', async (_what, status, code, request) => {
  const res = await t.server.app.inject(request());
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  // Nothing of Fastify's own shape, and nothing the caller sent echoed back.
  expect(body.error.message).not.toMatch(/FST_|%E0|%zz|xxxxxxxxxx|<a\/>/);
  expect(res.headers['x-request-id']).toBeTruthy();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
