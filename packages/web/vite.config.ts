import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `file.br` beside each text asset, at Brotli's best quality: about an eighth smaller than
 * gzip -9, and too slow to compress per request, so it is done once here. The server sends it to
 * every browser that accepts `br` (all current ones) and gzips for the rest.
 */
function precompressBrotli(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-brotli',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    writeBundle(_, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|webmanifest)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const body = fs.readFileSync(file);
        if (body.length <= 512) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
      }
    },
  };
}

/**
 * Builds our service worker (src/service-worker/sw.ts, ADR 022) as `/sw.js`, outside `assets/` so
 * its scope is the whole app and its name never changes, with this build's asset list and a version
 * hashed from them and the page: every build is a new worker with its own cache.
 */
function serviceWorker(): Plugin {
  const entry = path.resolve(import.meta.dirname, 'src/service-worker/sw.ts');
  let outDir = '';
  let listed: string[] = [];
  return {
    name: 'service-worker',
    apply: 'build',
    // After Vite's own: it drops the empty JS chunk of a CSS-only module (a shared stylesheet)
    // in generateBundle, and a listed file that is never written fails the worker's install.
    enforce: 'post',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName: 'sw.js' });
    },
    generateBundle(_, bundle) {
      const sw = bundle['sw.js'];
      if (sw?.type !== 'chunk') return;
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .map((name) => `/${name}`)
        .sort();
      const page = bundle['index.html'];
      const hash = createHash('sha256').update(assets.join('\n'));
      if (page?.type === 'asset') hash.update(page.source);
      const version = hash.digest('hex').slice(0, 16);
      sw.code = sw.code
        .replaceAll('__SW_VERSION__', version)
        .replace(/["'`]__SW_ASSETS__["'`]/, assets.map((a) => JSON.stringify(a)).join(','));
      listed = assets;
    },
    writeBundle() {
      // The worker caches every file it lists, all or none: one missing and no phone works offline.
      const missing = listed.filter((asset) => !fs.existsSync(path.join(outDir, asset)));
      if (missing.length > 0) throw new Error(`sw.js lists files the build did not write: ${missing.join(', ')}`);
    },
  };
}

/** A group's modules only, not everything they import (which would pull the shell into each). */
const GROUP = { includeDependenciesRecursively: false } as const;
const FIELD_APP =
  /packages\/(web\/src\/features\/itinerary\/(?!screens\/[a-z-]+\/)|domain\/src\/(continue-rules\/(?!shift-|messages)|transitions\/|itinerary\/(?!screen-groups|model|stop-name)))/;
const FIELD_STEPS =
  /packages\/(web\/src\/(components\/ui\/(confirm-button|done-screen|step-header|scan-accepted)|lib\/(use-action|scan-data))|domain\/src\/(scanning\/|continue-rules\/messages|field-checks\/deviation-reasons|itinerary\/(model|stop-name)))/;
const SIGNED_IN =
  /node_modules\/lucide-react\/|packages\/(web\/src\/(app\/nav-menu|components\/(ui\/sheet|field\/continue-itinerary)|lib\/(last-step|persisted-state))|domain\/src\/(access\/nav|field-checks\/shift-lists|format\/))/;

export default defineConfig({
  plugins: [react(), precompressBrotli(), serviceWorker()],
  // The manifest tells the server which chunks a route needs, to name them in the page (ADR 015).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on a nurse's first screen: a phone on HTTP/1.1 fetches six files at a time,
        // each a round trip, so a dozen sub-kilobyte chunks cost more than their bytes (ADR 025).
        codeSplitting: {
          groups: [
            // Everything the entry imports, in the entry: split by which lazy pages also import
            // them, they came as four files.
            { name: 'shell', tags: ['$initial'], test: (id) => !id.includes('/service-worker/'), ...GROUP },
            // The itinerary's page, its rules (steps, continue rules, transitions) and its own
            // components: only the itinerary imports them. Left out: screen-groups.ts (the router
            // needs it first) and what the shift's check-in pages share (field-steps).
            { name: 'field-app', test: FIELD_APP, ...GROUP },
            // What the shift's check-in pages and the itinerary's steps share: scanning, the
            // itinerary's model and stop names, the step's header, confirm button and done screen.
            { name: 'field-steps', test: FIELD_STEPS, ...GROUP },
            // Every signed-in page: the menu and its sheet, the icons, the "Continue your
            // itinerary" entry and the date formats the nurse's lists share.
            { name: 'signed-in', test: SIGNED_IN, ...GROUP },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
});
