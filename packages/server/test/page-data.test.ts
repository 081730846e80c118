/**
 * A page's first reads answered inside its HTML, and its route's chunks named there (ADR 015):
 * the same answers as the browser's own calls, nothing a caller may not read, nothing that can
 * end the script block, and never stored by a cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageDataCalls } from '@sc/domain/contract/page-data';
import { users } from '../src/db/schema.ts';
import { rateLimited } from '../src/functions/index.ts';
import { DEMO_ITINERARY_IDS } from '../src/db/seed-itinerary.ts';
import { startTestServer, type TestServer } from './harness.ts';

const STEP = `/itinerary/${DEMO_ITINERARY_IDS.itinerary}/waypoint/${DEMO_ITINERARY_IDS.pia.waypoint}/go-to-patient`;

/**
 * A built web app in miniature: the entry, the lazy itinerary page, two screen groups, the nurse
 * home and their chunks. The itinerary page and the signed-in menu are in chunks vite.config.ts
 * names, which the manifest keys by file, not by source path.
 */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-page-data-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Sample Collect</title>' +
      '<script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'field-app-c.css'), '.itinerary-step{display:grid}');
  for (const file of [
    'index-a.js',
    'react-b.js',
    'field-app-c.js',
    'step-tree-d.js',
    'drive-e.js',
    'visit-f.js',
    'nurse-home-g.js',
    'signed-in-h.js',
  ]) {
    fs.writeFileSync(path.join(dist, 'assets', file), 'export {};');
  }
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
    '_react-b.js': { file: 'assets/react-b.js', css: ['assets/index-a.css'] },
    '_step-tree-d.js': { file: 'assets/step-tree-d.js', imports: ['_react-b.js'] },
    '_field-app-c.js': {
      file: 'assets/field-app-c.js',
      name: 'field-app',
      css: ['assets/field-app-c.css'],
      imports: ['_react-b.js', '_step-tree-d.js', 'index.html'],
    },
    '_field-app-c.css': { file: 'assets/field-app-c.css', src: '_field-app-c.css' },
    '_signed-in-h.js': { file: 'assets/signed-in-h.js', name: 'signed-in', imports: ['_react-b.js'] },
    'src/features/itinerary/screens/drive/index.ts': {
      file: 'assets/drive-e.js',
      css: ['assets/drive-e.css'],
      isDynamicEntry: true,
      imports: ['_react-b.js', '_step-tree-d.js'],
    },
    'src/features/itinerary/screens/visit/index.ts': {
      file: 'assets/visit-f.js',
      isDynamicEntry: true,
      imports: ['_react-b.js'],
    },
    'src/features/nurse/nurse-home.tsx': {
      file: 'assets/nurse-home-g.js',
      name: 'nurse-home',
      src: 'src/features/nurse/nurse-home.tsx',
      isDynamicEntry: true,
      imports: ['_react-b.js', '_signed-in-h.js'],
    },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

interface Answer {
  name: string;
  input: unknown;
  output: unknown;
}

function pageData(html: string): Answer[] {
  const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no page-data block');
  return JSON.parse(match[1]) as Answer[];
}

describe('the page with its first reads', () => {
  let t: TestServer;
  let dist: string;
  let nurse: string;
  const get = (url: string, cookie?: string) =>
    t.server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const links = async (url: string, cookie = nurse) =>
    [
      ...(await get(url, cookie)).body.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
    ].map((m) => `${m[1]} ${m[2]}`);

  beforeAll(async () => {
    dist = writeDist();
    t = await startTestServer({ WEB_DIST: dist });
    nurse = await t.signIn('nurse@demo.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('a step answers the configuration, the viewer and the flow data as the calls would', async () => {
    const res = await get(STEP, nurse);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const answers = pageData(res.body);
    expect(answers.map((a) => [a.name, a.input])).toEqual([
      ['getAppConfig', {}],
      ['getViewer', {}],
      ['getItineraryFlowData', { itineraryID: DEMO_ITINERARY_IDS.itinerary }],
    ]);
    for (const answer of answers) {
      const direct = await t.call(answer.name, answer.input, { cookie: nurse });
      expect(answer.output).toEqual(direct.body);
    }
  });

  test('a step names its lazy page, its screen group, the menu, the chunks and styles they need beyond the entry', async () => {
    // A route's styles come inside the page, each named by a link the browser does not fetch (so
    // Vite's loader neither fetches nor waits for it); a file not on disk stays a plain link.
    const page = (await get(STEP, nurse)).body;
    expect(page).toContain(
      '<style>.itinerary-step{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/field-app-c.css" disabled>',
    );
    expect(await links(STEP)).toEqual([
      'stylesheet /assets/drive-e.css',
      'modulepreload /assets/field-app-c.js',
      'modulepreload /assets/step-tree-d.js',
      'modulepreload /assets/drive-e.js',
      'modulepreload /assets/signed-in-h.js',
    ]);
    const nurseID = `/itinerary/${DEMO_ITINERARY_IDS.itinerary}/waypoint/${DEMO_ITINERARY_IDS.pia.waypoint}/nurse-id`;
    expect(await links(nurseID)).toEqual([
      'modulepreload /assets/field-app-c.js',
      'modulepreload /assets/step-tree-d.js',
      'modulepreload /assets/visit-f.js',
      'modulepreload /assets/signed-in-h.js',
    ]);
    expect(await links('/login')).toEqual([]);
  });

  test('a nurse’s home answers her upcoming schedule as the call would, and names the nurse home’s and the menu’s chunks', async () => {
    for (const [search, name, input] of [
      ['', 'getNurseSchedule', { filter: 'upcoming', limit: 20 }],
      ['?view=marketplace', 'getShiftsOffered', { limit: 20 }],
    ] as const) {
      const answers = pageData((await get(`/${search}`, nurse)).body);
      expect(answers.map((a) => a.name)).toEqual(['getAppConfig', 'getViewer', name]);
      const direct = await t.call(name, input, { cookie: nurse });
      expect(answers[2]?.output).toEqual(direct.body);
    }
    expect(await links('/')).toEqual(['modulepreload /assets/nurse-home-g.js', 'modulepreload /assets/signed-in-h.js']);
  });

  test('an office’s home has no nurse list and names no nurse chunk', async () => {
    const prescriber = await t.signIn('prescriber@demo.test');
    expect(pageData((await get('/', prescriber)).body).map((a) => a.name)).toEqual(['getAppConfig', 'getViewer']);
    expect(await links('/', prescriber)).toEqual([]);
  });

  test('the page is personal: never stored, and varies with the cookie', async () => {
    const res = await get(STEP, nurse);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['vary'])).toMatch(/Cookie/);
  });

  test('signed out, the page answers the configuration and no viewer', async () => {
    const answers = pageData((await get('/login')).body);
    expect(answers.map((a) => a.name)).toEqual(['getAppConfig', 'getViewer']);
    expect(answers[1]?.output).toEqual({ viewer: null });
  });

  test('a read the caller may not make is left out, and the page still loads', async () => {
    const prescriber = await t.signIn('prescriber@demo.test');
    const res = await get(STEP, prescriber);
    expect(res.statusCode).toBe(200);
    expect(pageData(res.body).map((a) => a.name)).toEqual(['getAppConfig', 'getViewer']);
    const stranger = pageData((await get('/itinerary/no-such-itinerary/overview', nurse)).body);
    expect(stranger.map((a) => a.name)).toEqual(['getAppConfig', 'getViewer']);
  });

  test('text a user typed cannot end the script block', async () => {
    const name = '</script><script>alert(1)</script>';
    await t.db.update(users).set({ firstName: name }).where(eq(users.id, 'user-nurse'));
    const { body } = await get('/', nurse);
    expect(body).not.toContain('<script>alert(1)');
    const viewer = pageData(body).find((a) => a.name === 'getViewer')?.output as { viewer: { firstName: string } };
    expect(viewer.viewer.firstName).toBe(name);
  });

  test('no read answered in a page is rate-limited per address (they all come from the server’s own)', () => {
    const names = [
      ['/', ''],
      ['/', 'view=marketplace'],
      [STEP, ''],
    ].flatMap(([page = '', search]) => pageDataCalls(page, search).map((call) => call.name));
    expect(names.filter((name) => rateLimited[name])).toEqual([]);
  });

  test('the build manifest is the server’s, not served', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('isDynamicEntry');
  });
});
