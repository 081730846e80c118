/**
 * What the nurse's phone loads and how fast it answers (bench part `browser`), in Chromium against
 * the built app the product's server serves: /login's JavaScript, an itinerary step's, Lighthouse
 * and the field app's answers.
 */
import os from 'node:os';
import { DEMO_PASSWORD } from '@sc/server/src/db/seed.ts';
import { DEMO_ITINERARY_IDS } from '@sc/server/src/db/seed-itinerary.ts';
import { chromiumLaunch } from '../scripts/lib.mjs';
import { measureFieldSpeed, medianOf } from './field-speed.ts';
import { lighthouseScores } from './lighthouse-score.ts';
import { measureLoginJs, measureStepJs, type ScriptLoad } from './page-js.ts';
import { notMeasured, orFailed, type Row } from './rows.ts';

const LOGIN_JS_TARGET_KB = 140;
const STEP_JS_TARGET_KB = 50;
const LIGHTHOUSE_TARGET = 95;
const FIELD_SPEED_TARGET_MS = 100;
// Lighthouse's own advice against run-to-run variance: the median of five.
const LIGHTHOUSE_RUNS = 5;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const NURSE = { email: 'nurse@demo.test', password: DEMO_PASSWORD };
const STEP_PATH = `/itinerary/${DEMO_ITINERARY_IDS.itinerary}/waypoint/${DEMO_ITINERARY_IDS.pia.waypoint}/go-to-patient`;

/** A redirect out of the itinerary (home, login) would measure another screen than a step's. */
const onItinerary = (url: string) => url.startsWith(`/itinerary/${DEMO_ITINERARY_IDS.itinerary}/`);

/** Signs the demo nurse in as the login page does; answers the session's `name=value`. */
async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/fn/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(NURSE),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /^[^=]+=./.test(c));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${NURSE.email} answered ${res.status}`);
  return cookie;
}

function printScripts(scripts: ScriptLoad[]): void {
  for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kB(s.gzipBytes).padStart(9)}  ${s.url}`);
  }
}

const sum = (scripts: ScriptLoad[], key: 'bytes' | 'gzipBytes' | 'servedBytes') =>
  scripts.reduce((total, s) => total + s[key], 0);

async function loginRow(baseUrl: string): Promise<Row> {
  console.log('First-load JavaScript of /login');
  const load = await measureLoginJs(baseUrl);
  const gzip = sum(load.scripts, 'gzipBytes');
  printScripts(load.scripts);
  const route = load.finalUrl === '/login' ? '' : ` (ended at ${load.finalUrl})`;
  console.log(
    `  ${load.scripts.length} scripts, ${kB(sum(load.scripts, 'bytes'))} raw, ${kB(gzip)} gzip -9, ` +
      `${kB(sum(load.scripts, 'servedBytes'))} as served${route}; ` +
      `heading "${load.heading}", email field ${load.hasEmailField ? 'present' : 'absent'}`,
  );
  const ok = gzip <= LOGIN_JS_TARGET_KB * 1000 && load.scripts.length > 0;
  return {
    measure: '/login JS (gzip -9)',
    value: `${kB(gzip)} in ${load.scripts.length} files`,
    target: `<= ${LOGIN_JS_TARGET_KB} kB`,
    result: ok ? 'pass' : 'FAIL',
  };
}

async function stepRows(baseUrl: string, cookie: string): Promise<Row[]> {
  console.log(`JavaScript of an itinerary step beyond the shell: home, then ${STEP_PATH} in the app`);
  const load = await measureStepJs(baseUrl, cookie, STEP_PATH);
  console.log(`  shell (home): ${load.shell.length} scripts, ${kB(sum(load.shell, 'gzipBytes'))} gzip -9`);
  printScripts(load.step);
  const gzip = sum(load.step, 'gzipBytes');
  const onStep = onItinerary(load.finalUrl);
  console.log(
    `  ${load.step.length} scripts beyond the shell, ${kB(gzip)} gzip -9; ended at ${load.finalUrl}, ` +
      `heading "${load.heading}"${load.settled ? '' : '; the network never went quiet (20 s)'}`,
  );
  if (!onStep) console.log('  the app left the itinerary: the step was not measured');
  if (load.errors.length > 0) console.log('  the screen failed: the step was not measured');
  for (const error of load.errors) console.log(`  page error: ${error.split('\n')[0]}`);
  const camera = load.cameraRequests;
  console.log(`  camera scanner chunk before it was opened: ${camera.length === 0 ? 'none' : camera.join(', ')}`);
  return [
    {
      measure: 'itinerary step JS beyond shell',
      value: `${kB(gzip)} in ${load.step.length} files`,
      target: `<= ${STEP_JS_TARGET_KB} kB`,
      result: gzip <= STEP_JS_TARGET_KB * 1000 && onStep && load.settled && load.errors.length === 0 ? 'pass' : 'FAIL',
    },
    {
      measure: 'camera chunk before opened',
      value: camera.length === 0 ? 'none loaded' : `${camera.length} loaded`,
      target: 'none',
      result: camera.length === 0 ? 'pass' : 'FAIL',
    },
  ];
}

async function lighthouseRows(baseUrl: string, cookie: string): Promise<Row[]> {
  console.log(
    `Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), performance, median of ${LIGHTHOUSE_RUNS} runs`,
  );
  // The step may send the nurse on to the step she is really at; any screen of the itinerary counts.
  const pages = [
    { label: 'nurse home', path: '/', accept: (url: string) => url === '/' },
    { label: 'itinerary step', path: STEP_PATH, accept: onItinerary },
  ];
  const results = await lighthouseScores(
    baseUrl,
    cookie,
    pages.map((p) => p.path),
    LIGHTHOUSE_RUNS,
  );
  // Lighthouse scales what it observes on the main thread by its 4x slowdown: other work on the CPU
  // counts as the page's own, so say how busy the machine was.
  const [load] = os.loadavg();
  const busy = (load ?? 0) > os.cpus().length;
  console.log(
    `  load average ${(load ?? 0).toFixed(1)} on ${os.cpus().length} CPUs` +
      (busy ? ': a busy machine, so scores read low (blocking time above all)' : ''),
  );
  return results.map((result, i) => {
    const { median } = result;
    const metrics = Object.entries(median.metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    const scores = result.runs.map((r) => r.score).join(', ');
    console.log(`  ${pages[i]?.label}: ${median.score}, the median of ${scores} (its run: ${metrics})`);
    // A redirect (say, to /login) or a crashed screen would score a page that is not the one asked for.
    const problems = [
      ...new Set(
        result.runs.flatMap((r) => [
          ...(r.error ? [r.error] : []),
          ...(pages[i]?.accept(r.finalUrl) ? [] : [`ended at ${r.finalUrl}`]),
          ...r.consoleErrors.map((e) => `console error: ${e}`),
        ]),
      ),
    ];
    for (const warning of new Set(result.runs.flatMap((r) => r.warnings))) console.log(`    warning: ${warning}`);
    for (const problem of problems) console.log(`    ${problem}`);
    return {
      measure: `Lighthouse mobile: ${pages[i]?.label}`,
      value: String(median.score),
      target: `>= ${LIGHTHOUSE_TARGET}`,
      result: median.score >= LIGHTHOUSE_TARGET && problems.length === 0 ? 'pass' : 'FAIL',
    };
  });
}

async function fieldSpeedRows(baseUrl: string, cookie: string): Promise<Row[]> {
  console.log(`The field app's answers on a phone profile (Pixel 7, CPU 4x slower), Pia's visit`);
  const speed = await measureFieldSpeed(baseUrl, cookie, DEMO_ITINERARY_IDS.itinerary, DEMO_ITINERARY_IDS.pia.waypoint);
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`  Next to next step, ${speed.nextMs.length} taps (ms): ${ms(speed.nextMs)}`);
  console.log(`  scan confirmed, network off, ${speed.scanMs.length} scans (ms): ${ms(speed.scanMs)}`);
  speed.scanAnswers.forEach((answer, i) => console.log(`    scan ${i + 1}: ${answer}`));
  const row = (measure: string, values: number[], minimum: number): Row => {
    const median = medianOf(values);
    return {
      measure,
      value: `${median.toFixed(0)} ms (${values.length})`,
      target: `< ${FIELD_SPEED_TARGET_MS} ms`,
      result: values.length >= minimum && median < FIELD_SPEED_TARGET_MS ? 'pass' : 'FAIL',
    };
  };
  return [row('Next to next step, median', speed.nextMs, 10), row('scan shown offline, median', speed.scanMs, 5)];
}

const BROWSER_MEASURES = {
  field: [
    { measure: 'Next to next step, median', target: `< ${FIELD_SPEED_TARGET_MS} ms` },
    { measure: 'scan shown offline, median', target: `< ${FIELD_SPEED_TARGET_MS} ms` },
  ],
  login: [{ measure: '/login JS (gzip -9)', target: `<= ${LOGIN_JS_TARGET_KB} kB` }],
  step: [
    { measure: 'itinerary step JS beyond shell', target: `<= ${STEP_JS_TARGET_KB} kB` },
    { measure: 'camera chunk before opened', target: 'none' },
  ],
  lighthouse: [
    { measure: 'Lighthouse mobile: nurse home', target: `>= ${LIGHTHOUSE_TARGET}` },
    { measure: 'Lighthouse mobile: itinerary step', target: `>= ${LIGHTHOUSE_TARGET}` },
  ],
};

/** Everything measured in Chromium, against the built app the server serves; `notReady` says why not. */
export async function measureInBrowser(baseUrl: string, notReady: string): Promise<Row[]> {
  const all = Object.values(BROWSER_MEASURES).flat();
  if (notReady) {
    const why = notReady === 'not built' ? 'the web app is not built' : `${chromiumLaunch.executablePath} is missing`;
    console.log(`Browser measures: not measured (${why})`);
    return notMeasured(all, notReady);
  }
  const rows = await orFailed(BROWSER_MEASURES.login, async () => [await loginRow(baseUrl)]);
  const cookie = signIn(baseUrl);
  rows.push(...(await orFailed(BROWSER_MEASURES.step, async () => stepRows(baseUrl, await cookie))));
  rows.push(...(await orFailed(BROWSER_MEASURES.lighthouse, async () => lighthouseRows(baseUrl, await cookie))));
  rows.push(...(await orFailed(BROWSER_MEASURES.field, async () => fieldSpeedRows(baseUrl, await cookie))));
  return rows;
}
