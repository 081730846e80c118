import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityHeaders, tileImageSource } from './security-headers.ts';

describe('tileImageSource (ADR 083: the street map’s tiles are images from MAP_TILE_URL’s host)', () => {
  test.each([
    [undefined, null],
    ['https://tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org'],
    ['http://127.0.0.1:8088/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8088'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://tiles.example.org/{z}/{x}/{y}.png?key=abc', 'https://tiles.example.org'],
    // A placeholder elsewhere in the host would need a wider policy than the tile server: none.
    ['https://tile-{s}.example.org/{z}/{x}/{y}.png', null],
    ['https://{z}/{x}/{y}', null],
  ])('%s -> %s', (template, source) => expect(tileImageSource(template)).toBe(source));
});

describe('the page’s policy', () => {
  const base = { NODE_ENV: 'test' };
  test('lets images come from the tile server when one is configured, and only then', () => {
    const tiled = loadConfig({ ...base, MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' });
    expect(securityHeaders(tiled)['Content-Security-Policy']).toContain(
      "img-src 'self' data: blob: https://tile.example.org;",
    );
    expect(securityHeaders(loadConfig(base))['Content-Security-Policy']).toContain("img-src 'self' data: blob:;");
  });
});
