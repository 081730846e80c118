/**
 * The field cache (issue 13, ADR 022): the answers a nurse's day is walked with, kept in this
 * phone's storage, so an itinerary reloaded with no signal opens where she was. Only a nurse's
 * answers are kept, only these functions, only while she is signed in (signing out clears the
 * query cache, and with it this copy), and a copy is never shown to another person: the page's own
 * answer of who is signed in wins over it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FnName, FnOutput } from '@sc/domain/contract/index';
import { fnKey } from './query.ts';

const STORAGE_KEY = 'sc:field-cache';
/** Bumped when a kept answer changes shape: an older copy is then dropped, not misread. */
// 2: the scan data's items say whether she holds each and whether it is a shift's bag (issue 22).
const VERSION = 2;
/** More than a day's itinerary and scan data; a larger copy is not kept (storage is ~5 MB). */
const MAX_CHARS = 2_000_000;

const KEPT: ReadonlySet<FnName> = new Set<FnName>([
  'getAppConfig',
  'getViewer',
  'getItineraryFlowData',
  'getNurseScanData',
  'getNurseSupplyItems',
  'getShiftDetails',
  'getNurseSchedule',
]);

interface KeptQuery {
  key: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

interface Stored {
  version: number;
  viewerID: string;
  queries: KeptQuery[];
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const viewerOf = (client: QueryClient) =>
  client.getQueryData<FnOutput<'getViewer'>>(fnKey('getViewer', {}))?.viewer ?? null;

function read(storage: Storage): Stored | null {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    if (stored?.version !== VERSION || typeof stored.viewerID !== 'string' || !Array.isArray(stored.queries))
      return null;
    return stored as Stored;
  } catch {
    return null;
  }
}

/**
 * Puts the kept answers into the cache, under what the page already answered: a copy of another
 * person's day (the page says someone else is signed in) is dropped instead.
 */
export function restoreFieldCache(client: QueryClient, storage: Storage = localStorage): number {
  const stored = read(storage);
  if (!stored) return 0;
  const signedIn = client.getQueryState(fnKey('getViewer', {})) ? viewerOf(client) : undefined;
  if (signedIn !== undefined && signedIn?.id !== stored.viewerID) {
    storage.removeItem(STORAGE_KEY);
    return 0;
  }
  let restored = 0;
  for (const { key, data, updatedAt } of stored.queries) {
    if (!Array.isArray(key) || !KEPT.has(key[0] as FnName) || client.getQueryState(key)) continue;
    client.setQueryData(key, data, { updatedAt });
    // Shown at once, and asked again as soon as there is signal: the copy may be older than it says.
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    restored += 1;
  }
  return restored;
}

/** Keeps the copy in step with the cache (after a burst of answers, not on each). */
export function persistFieldCache(client: QueryClient, storage: Storage = localStorage, delayMs = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const viewer = viewerOf(client);
    if (viewer?.role !== 'nurse') {
      storage.removeItem(STORAGE_KEY);
      return;
    }
    const queries: KeptQuery[] = client
      .getQueryCache()
      .getAll()
      // A failed refetch (no signal) keeps its last answer: so does the copy.
      .filter((q) => KEPT.has(q.queryKey[0] as FnName) && q.state.data !== undefined)
      .map((q) => ({ key: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
    const text = JSON.stringify({ version: VERSION, viewerID: viewer.id, queries } satisfies Stored);
    try {
      if (text.length <= MAX_CHARS) storage.setItem(STORAGE_KEY, text);
    } catch {
      // Storage full or private: the app works, only not after an offline reload.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // Only a new answer or a query gone changes the copy: fetch starts, pauses and failures do not.
    const changed = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (!changed) return;
    clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  });
  // A reload or a closed tab within the delay must not lose the last answer: save as the page goes.
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  globalThis.addEventListener?.('pagehide', saveNow);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', saveNow);
  };
}
