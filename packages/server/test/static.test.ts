/**
 * The built web app as the server sends it: the build's Brotli files to browsers that accept `br`,
 * gzip to the rest, the bytes themselves when neither is accepted, and every form decodes to the
 * same file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pickEncoding } from '../src/http/static.ts';
import { startTestServer, type TestServer } from './harness.ts';

describe('pickEncoding', () => {
  const both = { br: true, gzip: true };
  test.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['gzip, deflate, br', { br: false, gzip: true }, 'gzip'],
    ['BR', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0.0, gzip;q=0', both, null],
    ['br;q=0.5', both, 'br'],
    ['identity', both, null],
    ['', both, null],
    [undefined, both, null],
    ['br, gzip', { br: false, gzip: false }, null],
  ] as const)('%j with %j sends %s', (accept, available, encoding) => {
    expect(pickEncoding(accept, available)).toBe(encoding);
  });
});

describe('the web app’s files', () => {
  let t: TestServer;
  let dist: string;
  // Long and repetitive enough to be compressed (512 bytes or more).
  const script = `export const words = ${JSON.stringify('sample collection '.repeat(100))};\n`;
  const get = (url: string, acceptEncoding?: string) =>
    t.server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-static-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-a.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-a.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'plain-b.js'), script);
    t = await startTestServer({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('a browser that accepts br gets the build’s Brotli file', async () => {
    const res = await get('/assets/app-a.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  test('one that accepts gzip only gets gzip, and one that accepts neither the file itself', async () => {
    const gzip = await get('/assets/app-a.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('a file the build wrote no Brotli for is gzipped even for a browser that accepts br', async () => {
    const res = await get('/assets/plain-b.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  test('the Brotli file is not a path of its own', async () => {
    expect((await get('/assets/app-a.js.br')).statusCode).toBe(404);
  });

  test('the page itself is sent in Brotli too', async () => {
    const res = await get('/login', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<script id="page-data"');
  });
});
