/**
 * The page tells the browser the server's instant (ADR 066) when the server runs on a clock of its
 * own (NOW=), so the phone's "today" is the server's; on the real clock and in production it says
 * nothing, and the service worker's shell (/index.html, kept for offline reloads) never carries one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { registerStatic } from '../src/http/static.ts';

const NOW = '2026-11-28T23:30:00-05:00';
const META = /<meta name="sc-now" content="([^"]+)">/;

describe('the server’s instant in the page', () => {
  let dist: string;
  let app: FastifyInstance | undefined;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-clock-page-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** The page at `url` from the static route alone (its first reads find no function route here). */
  async function page(config: Pick<Config, 'production' | 'clock'>, url = '/') {
    app = Fastify({ logger: false });
    registerStatic(app, dist, config);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  test('NOW set: the page carries the server’s instant, which moves on with real time', async () => {
    const before = Date.now();
    const config = loadConfig({ NODE_ENV: 'test', NOW });
    const html = await page(config);
    const instant = Date.parse(META.exec(html)?.[1] ?? '');
    expect(instant).toBeGreaterThanOrEqual(Date.parse(NOW));
    expect(instant - Date.parse(NOW)).toBeLessThanOrEqual(Date.now() - before);
    // In the head, ahead of the page data the app reads after it.
    expect(html.indexOf('sc-now')).toBeLessThan(html.indexOf('id="page-data"'));
  });

  test('a clock set by hand: the page says exactly its instant', async () => {
    const clock = new ManualClock(new Date(NOW));
    const html = await page(loadConfig({ NODE_ENV: 'test' }, clock));
    expect(META.exec(html)?.[1]).toBe('2026-11-29T04:30:00.000Z');
    clock.advance(60_000);
    expect(META.exec(await page(loadConfig({ NODE_ENV: 'test' }, clock)))?.[1]).toBe('2026-11-29T04:31:00.000Z');
  });

  test('the real clock: nothing', async () => {
    expect(await page(loadConfig({ NODE_ENV: 'test' }))).not.toContain('sc-now');
  });

  test('production: nothing, whatever clock it was given', async () => {
    expect(await page({ production: true, clock: new ManualClock(new Date(NOW)) })).not.toContain('sc-now');
  });

  test('the shell the service worker keeps: nothing, it would be a stale instant offline', async () => {
    expect(await page(loadConfig({ NODE_ENV: 'test', NOW }), '/index.html')).not.toContain('sc-now');
  });
});
