/**
 * A page's first reads, answered inside its HTML (ADR 015): the app shell's configuration and
 * viewer, on an itinerary step its flow data and on the nurse home its list, so the first render
 * does not wait a round trip on a slow phone connection. Each read goes through the named-function
 * route in process, with the request's own cookie: the same access checks, validation and answers
 * as the browser's own call.
 * A read that is refused or fails is left out, and the page asks for it itself as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FnName } from '@sc/domain/contract/index';
import { itineraryStepOfPath, PAGE_DATA_ELEMENT_ID, pageDataCalls } from '@sc/domain/contract/page-data';
import { likelyScreenGroup } from '@sc/domain/itinerary/screen-groups';
import type { Config } from '../config.ts';
import { systemClock } from '../lib/clock.ts';

/** The meta element the web app's clock reads (web lib/clock.ts, SERVER_NOW_META). */
export const SERVER_NOW_META = 'sc-now';

/**
 * The server's instant for the page (ADR 066), when it runs on a clock of its own (NOW= in
 * development and the journeys): the browser's clock is the real one, so its "today" would not be
 * the server's. Nothing on the real clock, nor ever in production (which refuses NOW). A meta tag,
 * not a script: the page's CSP runs no inline script. Answers '' when there is nothing to say.
 */
export function serverNowMeta(config: Pick<Config, 'production' | 'clock'> | undefined): string {
  if (!config || config.production || config.clock === systemClock) return '';
  return `<meta name="${SERVER_NOW_META}" content="${config.clock.now().toISOString()}">`;
}

export interface PageData {
  /** The `<script type="application/json">` block. */
  script: string;
  /** The reads it answers (the others were refused or failed). */
  answered: ReadonlySet<FnName>;
}

export async function pageData(
  app: FastifyInstance,
  req: FastifyRequest,
  pathname: string,
  search: string,
): Promise<PageData> {
  const cookie = req.headers.cookie;
  const answered = new Set<FnName>();
  // None of these reads is rate-limited per address (functions/index.ts `rateLimited`). Each
  // carries the page request's address and id, which the audit trail records (ADR 017).
  const answers = await Promise.all(
    pageDataCalls(pathname, search).map(async ({ name, input }) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/fn/${name}`,
        remoteAddress: req.ip,
        headers: {
          'content-type': 'application/json',
          'x-request-id': String(req.id),
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify(input),
      });
      if (res.statusCode !== 200) return null;
      answered.add(name);
      // The answer is JSON already: embedded as it is, not parsed and written again.
      return `{"name":${JSON.stringify(name)},"input":${JSON.stringify(input)},"output":${res.body}}`;
    }),
  );
  const json = `[${answers.filter((a) => a !== null).join(',')}]`;
  // `<` only occurs inside JSON strings, where \u003c reads the same: no "</script>" can end the block.
  const script = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
  return { script, answered };
}

/**
 * The lazy modules a page's first screen renders, read from the reads the page answers (a refused
 * read means another screen shows): on an itinerary step its page and the screen group the step
 * path most likely shows (each group is the web folder of its name); on the home page of a nurse,
 * the nurse home. Both nurse pages also render the signed-in menu.
 * Each is named as the web build's manifest names it: by its source path, or, for a module that
 * vite.config.ts puts into a named chunk (the itinerary page in `field-app`, the menu in
 * `signed-in`), by that chunk's name.
 */
function routeModules(pathname: string, answered: ReadonlySet<FnName>): string[] {
  const step = itineraryStepOfPath(pathname);
  if (step && answered.has('getItineraryFlowData')) {
    const group = likelyScreenGroup(step.stepPath);
    return ['field-app', `src/features/itinerary/screens/${group}/index.ts`, 'signed-in'];
  }
  const nurseHome = answered.has('getNurseSchedule') || answered.has('getShiftsOffered');
  return nurseHome ? ['src/features/nurse/nurse-home.tsx', 'signed-in'] : [];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/**
 * `<link rel="modulepreload">` for the chunks of a route's lazy modules, and their styles, from
 * Vite's build manifest: they download beside the app's entry instead of after it has run. The
 * entry's own chunks and styles are named by index.html already. Answers a function from a path
 * and the reads its page answered to the tags ('' when none).
 *
 * A route's styles are a few hundred bytes each: they come inside the page, in a `<style>`, rather
 * than as stylesheets that each hold the first paint back for a round trip on a phone (issue 13,
 * Lighthouse). Each is also named by a disabled `<link rel="stylesheet">`, which the browser does
 * not fetch: Vite's loader finds it there and neither fetches the file again nor waits for it.
 */
export function routePreloads(dist: string): (pathname: string, answered: ReadonlySet<FnName>) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // A chunk of vite.config.ts's groups has no source path: its key is its file's, `_name-hash.js`.
  const keyOfName = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.src || !chunk.name ? [] : [[chunk.name, key] as const])),
  );
  const chunksOf = (module: string, seen: Set<string>, out: ManifestChunk[]) => {
    const key = manifest[module] ? module : (keyOfName.get(module) ?? module);
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    out.push(chunk);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen, out);
  };
  const entryChunks = new Set<string>();
  chunksOf('index.html', entryChunks, []);
  // A handful of module lists in all (one per screen group): worked out once each.
  const links = new Map<string, string>();
  return (pathname, answered) => {
    const modules = routeModules(pathname, answered);
    const key = modules.join('\n');
    let answer = links.get(key);
    if (answer === undefined) {
      const seen = new Set(entryChunks);
      const chunks: ManifestChunk[] = [];
      for (const module of modules) chunksOf(module, seen, chunks);
      const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
      answer =
        styles.map((f) => styleTag(dist, f)).join('') +
        chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`).join('');
      links.set(key, answer);
    }
    return answer;
  };
}

/** A route's stylesheet inside the page, named by a disabled link (see routePreloads); a link when it cannot be. */
function styleTag(dist: string, file: string): string {
  const css = fs.existsSync(path.join(dist, file)) ? fs.readFileSync(path.join(dist, file), 'utf8') : null;
  if (css === null || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="/${file}">`;
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}
