/**
 * What the log holds (ADR 017). The probe saw a failing query's error logged as it was: drizzle's
 * message carries the SQL and every bound parameter, so a person's data landed in the log line.
 * Logs now carry an error's kind and code and the request id, never parameters, queries or bodies.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { serializeError, serializeRequest } from '../src/http/log-serializers.ts';
import { createServer, type Server } from '../src/server.ts';
import { testNowEnv } from './harness.ts';

const SECRET = 'Hemophilia-Pia-0042';

let server: Server;
let lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    ...testNowEnv,
  });
  server = await createServer(config, {}, { logStream: stream });
  // A database refusal of this one name stands in for any failing query holding a person's data.
  await server.database.execScript(`
    create function refuse_probe_name() returns trigger language plpgsql as $$
    begin
      if new.first_name like 'Hemophilia%' then raise exception 'refused by the test'; end if;
      return new;
    end $$;
    create trigger refuse_probe_name before insert on users for each row execute function refuse_probe_name();`);
});
afterAll(() => server?.close());

const logText = () => lines.map((l) => JSON.stringify(l)).join('\n');

describe('a failing query', () => {
  test('answers 500 and logs its kind and request id, never its SQL or parameters', async () => {
    lines = [];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/fn/createUser',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-log-0001' },
      payload: JSON.stringify({
        email: 'new.person@example.com',
        firstName: SECRET,
        lastName: 'Patient',
        emailLinkURL: 'http://localhost:3000/finishSignUp',
      }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
    const failure = lines.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ reqId: 'req-log-0001', err: { type: expect.any(String), code: 'P0001' } });
    expect(logText()).not.toContain(SECRET);
    expect(logText()).not.toContain('new.person@example.com');
    expect(logText()).not.toMatch(/insert into|params:/i);
  });
});

describe('requests', () => {
  test('a page with ?token= logs its path only', async () => {
    lines = [];
    const res = await server.app.inject({ method: 'GET', url: '/login?token=tok_secret_value_0123456789' });
    expect(res.statusCode).toBe(200);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/login')).toBe(true);
    expect(logText()).not.toContain('tok_secret_value');
  });
});

describe('the serializers', () => {
  test.each([
    [
      'a drizzle query error',
      Object.assign(new Error(`Failed query: insert ... params: ${SECRET}`), { cause: { code: '22P05' } }),
      '22P05',
    ],
    ['a plain error', new Error(`charting value ${SECRET}`), undefined],
    [
      'a Node error',
      Object.assign(new Error(`connect ECONNREFUSED ${SECRET}`), { code: 'ECONNREFUSED' }),
      'ECONNREFUSED',
    ],
  ])('%s keeps its kind and code, not its message', (_, error, code) => {
    const out = serializeError(error);
    expect(out).toMatchObject({ type: 'Error', code });
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out.stack).toMatch(/^\s+at /);
  });

  test.each([
    ['/login?token=abc', '/login'],
    ['/api/fn/getViewer', '/api/fn/getViewer'],
    ['/itinerary/it-1?x=1&y=2', '/itinerary/it-1'],
  ])('%s is logged as %s', (url, path) => {
    expect(serializeRequest({ method: 'GET', url, ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: path,
      remoteAddress: '127.0.0.1',
    });
  });
});
