/**
 * Whose address a request has (ADR 017). The probe bypassed the per-IP rate limit in production
 * by writing X-Forwarded-For: trustProxy believed the left-most value a client wrote. Then production
 * believed any peer on the machine or a private network by default, and a second probe passed 330
 * of 330 sign-in attempts from loopback with a rotating header (issue 22). Now no proxy is believed
 * unless TRUST_PROXY names it (a hop count or addresses), in production and outside it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';

const secrets = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(48),
  DATA_ENCRYPTION_KEY: 'k'.repeat(48),
  PUBLIC_URL: 'https://app.sample-collect.test',
};

describe('TRUST_PROXY', () => {
  test.each([
    ['production without it', { ...secrets }, false],
    ['development without it', { NODE_ENV: 'development' }, false],
    ['a hop count', { ...secrets, TRUST_PROXY: '1' }, 1],
    ['addresses and CIDRs', { ...secrets, TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }, '10.0.0.0/8, 192.168.1.2'],
    ['false', { ...secrets, TRUST_PROXY: 'false' }, false],
  ])('%s', (_, env, trust) => expect(loadConfig(env).trustProxy).toEqual(trust));

  test.each(['true', 'yes please', '1; rm'])('%j is refused, naming it', (value) =>
    expect(() => loadConfig({ ...secrets, TRUST_PROXY: value })).toThrow(ConfigError),
  );
});

/** Four calls of a function limited to 3 per address per minute: how many were refused. */
async function refusedOfFour(t: TestServer, remoteAddress: string, forwardedFor: (i: number) => string) {
  let refused = 0;
  for (let i = 0; i < 4; i += 1) {
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/api/fn/getUserPasswordCreated',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
      payload: JSON.stringify({ email: 'nobody@example.com' }),
    });
    if (res.statusCode === 429) refused += 1;
  }
  return refused;
}

describe.each([
  ['production, the private network named', { TRUST_PROXY: '10.0.0.0/8' }],
  ['production, one hop', { TRUST_PROXY: '1' }],
])('%s: a client writing X-Forwarded-For', (_, extra) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ...secrets, RATE_LIMIT_PER_IP: '3', ...extra });
  });
  afterAll(() => t?.close());

  test('through the proxy: the address the proxy saw counts, not what the client prepended', async () => {
    // The proxy (on a private network) appends the client's real address to the client's header.
    expect(await refusedOfFour(t, '10.0.0.2', (i) => `203.0.113.${i}, 198.51.100.8`)).toBe(1);
  });

  test('different real clients behind the proxy each have their own budget', async () => {
    expect(await refusedOfFour(t, '10.0.0.2', (i) => `198.51.100.${20 + i}`)).toBe(0);
  });
});

describe('production, the private network named: a client straight to the server (no proxy)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ...secrets, RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t?.close());

  test('its own address counts, whatever it writes in X-Forwarded-For', async () => {
    expect(await refusedOfFour(t, '198.51.100.7', (i) => `203.0.113.${i}`)).toBe(1);
  });
});

describe('production without TRUST_PROXY: a caller on the machine or a private network', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ...secrets, RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t?.close());

  test.each(['127.0.0.1', '10.0.0.2', '192.168.1.9'])(
    'from %s, a rotating X-Forwarded-For does not reset its budget',
    async (peer) => {
      expect(await refusedOfFour(t, peer, (i) => `203.0.113.${i}`)).toBe(1);
    },
  );
});

describe('outside production', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t?.close());

  test('X-Forwarded-For is ignored', async () => {
    expect(await refusedOfFour(t, '127.0.0.1', (i) => `203.0.113.${i}`)).toBe(1);
  });
});
