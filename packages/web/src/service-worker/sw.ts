/**
 * The product's own service worker (issue 13, ADR 022): the app shell and every built asset are
 * kept on the phone, so an itinerary route reloaded with no signal still opens, and the flow data
 * it needs comes from the field cache (lib/field-cache.ts). Nothing of /api is ever cached here.
 *
 * Versioned with the build: the build writes the asset list and its hash below, so a new build is
 * a new worker that caches the new files and drops the old cache once it takes over.
 */

// Written by the build (vite.config.ts, serviceWorkerPlugin).
const BUILD = { version: '__SW_VERSION__', assets: ['__SW_ASSETS__'] };
const CACHE = `sc-shell-${BUILD.version}`;
const SHELL = '/index.html';

/** The worker scope's few members this file uses (the DOM lib has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...BUILD.assets]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('sc-shell-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The server's page (with its first reads inside) when it answers; the shell when it cannot.
    event.respondWith(fetch(request).catch(() => fromCache(SHELL)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change: the cached copy is the file.
    event.respondWith(fromCache(url.pathname).catch(() => fetch(request)));
  }
});

async function fromCache(path: string): Promise<Response> {
  const cached = await caches.match(path, { cacheName: CACHE });
  if (!cached) throw new Error(`not cached: ${path}`);
  return cached;
}
