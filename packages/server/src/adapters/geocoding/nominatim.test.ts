/**
 * The HTTP geocoder's contract (ADR 082): a real HTTP server on a free local port answers the
 * recorded Nominatim and Pelias responses in fixtures/, as a geocoding server would.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GeocoderUnavailableError } from './geocoding.ts';
import { httpGeocoder } from './nominatim.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const asked: URL[] = [];
let base = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  asked.push(url);
  const send = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
  const text = url.searchParams.get('q') ?? url.searchParams.get('text') ?? '';
  if (url.pathname === '/slow/search') return; // never answers
  if (url.pathname === '/broken/search') return send(500, '{"error":"database down"}');
  if (url.pathname === '/garbled/search') return send(200, '<html>not json</html>');
  if (url.pathname === '/pelias/v1/search')
    return send(200, text.startsWith('121 Court') ? fixture('pelias-court-st.json') : '{"features":[]}');
  if (url.pathname === '/search')
    return send(
      200,
      text.startsWith('121 Court') ? fixture('nominatim-court-st.json') : fixture('nominatim-nothing.json'),
    );
  send(404, '[]');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a Nominatim-compatible server', () => {
  test('asks /search in jsonv2 with the address and the limit, and labels the places as our addresses read', async () => {
    asked.length = 0;
    const found = await httpGeocoder(`${base}/`).geocode('121 Court St, Brooklyn', { limit: 3 });
    expect(found).toEqual([
      { point: { lat: 40.6894787, lng: -73.9926913 }, label: '121 Court St, Brooklyn, NY 11201' },
      { point: { lat: 40.6874218, lng: -73.9934776 }, label: 'Court St, Brooklyn, NY 11201' },
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/search');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: '121 Court St, Brooklyn',
      limit: '3',
    });
  });

  test('an address it cannot place: no candidates', async () => {
    expect(await httpGeocoder(base).geocode('asdf')).toEqual([]);
  });

  test('answers at most the limit asked, and never asks for more than 10', async () => {
    asked.length = 0;
    expect(await httpGeocoder(base).geocode('121 Court St', { limit: 1 })).toHaveLength(1);
    await httpGeocoder(base).geocode('121 Court St', { limit: 500 });
    expect(asked.map((u) => u.searchParams.get('limit'))).toEqual(['1', '10']);
  });
});

describe('a Pelias server (a URL ending in /v1)', () => {
  test('asks /v1/search with text and size, and reads its GeoJSON', async () => {
    asked.length = 0;
    const found = await httpGeocoder(`${base}/pelias/v1`).geocode('121 Court St, Brooklyn', { limit: 2 });
    expect(found).toEqual([{ point: { lat: 40.689479, lng: -73.992691 }, label: '121 Court St, Brooklyn, NY 11201' }]);
    expect(asked[0]!.pathname).toBe('/pelias/v1/search');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ text: '121 Court St, Brooklyn', size: '2' });
  });
});

describe('a geocoder that does not answer', () => {
  test.each([
    ['too slowly', '/slow', 'The geocoder did not answer: no answer in 200 ms'],
    ['with an error', '/broken', 'The geocoder did not answer: status 500'],
    ['with something that is not JSON', '/garbled', 'The geocoder did not answer: an answer that is not JSON'],
    ['at all (nothing listens)', 'http://127.0.0.1:1', 'The geocoder did not answer: no connection'],
  ])('%s: a GeocoderUnavailableError that names neither the address nor the query', async (_name, where, message) => {
    const url = where.startsWith('http') ? where : `${base}${where}`;
    const failure = await httpGeocoder(url, { timeoutMs: 200 })
      .geocode('121 Court St, Brooklyn')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GeocoderUnavailableError);
    expect((failure as Error).message).toBe(message);
    expect((failure as Error).message).not.toMatch(/Court|q=/);
  });
});
