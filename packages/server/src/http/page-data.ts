/**
 * A page's first reads, answered inside its HTML (ADR 015): the app shell's configuration and
 * viewer, and on an itinerary step its flow data, so the first render does not wait a round trip
 * on a slow phone connection. Each read goes through the named-function route in process, with the
 * request's own cookie: the same access checks, validation and answers as the browser's own call.
 * A read that is refused or fails is left out, and the page asks for it itself as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { itineraryIDOfPath, PAGE_DATA_ELEMENT_ID, pageDataCalls } from '@sc/domain/contract/page-data';

export async function pageDataScript(app: FastifyInstance, req: FastifyRequest, pathname: string): Promise<string> {
  const cookie = req.headers.cookie;
  // An in-process call comes from the server's own address: none of these reads is rate-limited
  // per address (functions/index.ts `rateLimited`), or every page load would share one budget.
  const answers = await Promise.all(
    pageDataCalls(pathname).map(async ({ name, input }) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/fn/${name}`,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify(input),
      });
      // The answer is JSON already: embedded as it is, not parsed and written again.
      return res.statusCode === 200
        ? `{"name":${JSON.stringify(name)},"input":${JSON.stringify(input)},"output":${res.body}}`
        : null;
    }),
  );
  const json = `[${answers.filter((a) => a !== null).join(',')}]`;
  // `<` only occurs inside JSON strings, where \u003c reads the same: no "</script>" can end the block.
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The lazy page module a route renders, by its source path in the web build's manifest. */
const ROUTE_MODULES: [(pathname: string) => boolean, string][] = [
  [(pathname) => itineraryIDOfPath(pathname) !== null, 'src/features/itinerary/itinerary-page.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` for the chunks of a route's lazy page, from Vite's build manifest:
 * they download beside the app's entry instead of after it has run. The entry's own chunks are
 * named by index.html already. Answers a function from a path to the links ('' when none).
 */
export function routePreloads(dist: string): (pathname: string) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const chunksOf = (key: string, seen: Set<string>, out: string[]) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    out.push(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen, out);
  };
  const entryChunks = new Set<string>();
  chunksOf('index.html', entryChunks, []);
  const links = new Map(
    ROUTE_MODULES.map(([, module]) => {
      const files: string[] = [];
      chunksOf(module, new Set(entryChunks), files);
      return [module, files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')];
    }),
  );
  return (pathname) => {
    const module = ROUTE_MODULES.find(([shows]) => shows(pathname))?.[1];
    return module ? (links.get(module) ?? '') : '';
  };
}
