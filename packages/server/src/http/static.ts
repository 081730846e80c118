/**
 * Serves the built web app from memory: hashed assets cached for a year, index.html for every other
 * GET so the client router takes over, Brotli (written by the build) or gzip when the browser
 * accepts it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { pageData, routePreloads, serverNowMeta } from './page-data.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
};

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  type: string;
  immutable: boolean;
}

type Encoding = 'br' | 'gzip' | null;

/** The encoding to send: Brotli, then gzip, among those the request accepts (a `q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}

// The page is written per request: a quick Brotli level, still smaller than gzip's best.
const HTML_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A body and its compressed forms, each made only when it is the one sent. */
interface Encodable {
  body: string | Buffer;
  br: (() => Buffer) | null;
  gzip: (() => Buffer) | null;
}

/** Sends the form of `what` the request accepts best, naming its encoding. */
function sendEncoded(req: FastifyRequest, reply: FastifyReply, what: Encodable) {
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: what.br !== null, gzip: what.gzip !== null });
  const encode = encoding && what[encoding];
  if (!encoding || !encode) return reply.send(what.body);
  return reply.header('Content-Encoding', encoding).send(encode());
}

function loadDist(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // .vite/manifest.json is the build's own record, read by the server, not served.
      // file.br is its sibling's Brotli form, written by the build (web vite.config.ts).
      if (entry.name.startsWith('.') || entry.name.endsWith('.br')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const body = fs.readFileSync(full);
      const ext = path.extname(entry.name);
      const type = types[ext] ?? 'application/octet-stream';
      const compressible = /text|javascript|json|svg|manifest/.test(type) && body.length > 512;
      const urlPath = '/' + path.relative(dist, full).split(path.sep).join('/');
      files.set(urlPath, {
        body,
        gzip: compressible ? gzipSync(body, { level: 9 }) : null,
        br: fs.existsSync(`${full}.br`) ? fs.readFileSync(`${full}.br`) : null,
        type,
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  };
  walk(dist);
  return files;
}

/**
 * `config` gives the server's clock: a page written by a server on a clock of its own says its
 * instant (page-data.ts serverNowMeta, ADR 066). Without it the page says nothing.
 */
export function registerStatic(
  app: FastifyInstance,
  dist: string,
  config: Pick<Config, 'production' | 'clock'>,
): void {
  const files = fs.existsSync(path.join(dist, 'index.html')) ? loadDist(dist) : new Map<string, StaticFile>();
  if (files.size === 0) app.log.warn({ dist }, 'web app not built: run `npm run build`');

  const indexHtml = files.get('/index.html')?.body.toString('utf8');
  const preloadsFor = routePreloads(dist);

  app.setNotFoundHandler(async (req, reply) => {
    const [url = '/', search = ''] = req.url.split('?', 2);
    if (url.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    const asset = files.get(url);
    if (!asset && indexHtml && req.method === 'GET' && !url.startsWith('/assets/')) {
      // The page with its first reads answered inside it: personal, so never stored by a cache.
      const data = await pageData(app, req, url, search);
      const html = indexHtml.replace(
        '</head>',
        `${serverNowMeta(config)}${preloadsFor(url, data.answered)}${data.script}</head>`,
      );
      reply.type(types['.html']!).header('Vary', 'Accept-Encoding, Cookie').header('Cache-Control', 'no-store');
      return sendEncoded(req, reply, {
        body: html,
        br: () => brotliCompressSync(html, HTML_BROTLI),
        gzip: () => gzipSync(html, { level: 6 }),
      });
    }
    // Unknown asset paths are real 404s; any other path is a client route.
    const file = asset ?? (url.startsWith('/assets/') ? undefined : files.get('/index.html'));
    if (!file) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    reply
      .type(file.type)
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    const { br, gzip } = file;
    return sendEncoded(req, reply, { body: file.body, br: br && (() => br), gzip: gzip && (() => gzip) });
  });
}
