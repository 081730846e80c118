/**
 * Service workers (requirements.md 7, ADR 022): requirements.md 7 has every service worker unregistered, so none left
 * by an earlier deployment or another app on this host can serve stale pages; ours, `/sw.js`, is
 * the one exception. It is registered once a nurse opens an itinerary, so the field app opens with
 * no signal, and never on a first load (it starts after the page has shown).
 */
export const OUR_WORKER = '/sw.js';

const isOurs = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker !== null && new URL(worker.scriptURL).pathname === OUR_WORKER,
  );

/** Unregisters every worker but ours. */
export async function unregisterForeignWorkers(container = globalThis.navigator?.serviceWorker): Promise<number> {
  if (!container) return 0;
  const foreign = (await container.getRegistrations()).filter((registration) => !isOurs(registration));
  await Promise.all(foreign.map((registration) => registration.unregister()));
  return foreign.length;
}

/** Installs ours (built apps only: the dev server has no `/sw.js`). */
export function registerFieldWorker(container = globalThis.navigator?.serviceWorker): void {
  if (!container || !import.meta.env.PROD) return;
  void container.register(OUR_WORKER, { scope: '/' }).catch(() => undefined);
}
