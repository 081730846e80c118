/**
 * State kept in localStorage under a key (issue 4: the itinerary's local flow state survives a
 * reload), read back through `parse` so a damaged or older entry becomes a valid value.
 *
 * Conventions here:
 * - localStorage is the store: every hook on a key, in this tab (listeners below) or another
 *   (`storage` events), shows the same value, and a functional update reads what the previous one
 *   wrote, so `set(p => …)` twice in a row composes.
 * - When storage refuses a write (private mode, full), the value lives on in memory for this tab.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface PersistedStateOptions<T> {
  /** Turns what was stored (JSON-parsed) into a valid T; throwing falls back to the initial value. */
  parse: (stored: unknown) => T;
}

export type SetPersistedState<T> = (update: T | ((previous: T) => T)) => void;

/** Writes storage refused, by key; dropped when another tab writes the key. */
const unsaved = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

function readRaw(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key)!;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string) {
  try {
    localStorage.setItem(key, raw);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, raw);
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribeTo(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  listeners.set(key, forKey);
  forKey.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the storage.
    if (event.key !== key && event.key !== null) return;
    unsaved.delete(key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    forKey.delete(listener);
    if (forKey.size === 0) listeners.delete(key);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePersistedState<T>(
  key: string,
  initial: T,
  { parse }: PersistedStateOptions<T>,
): [T, SetPersistedState<T>] {
  // The last value read, so an unchanged entry gives the same object (useSyncExternalStore needs it).
  const cache = useRef<{ key: string; raw: string | null; value: T } | null>(null);

  const read = useCallback((): T => {
    const raw = readRaw(key);
    const cached = cache.current;
    if (cached && cached.key === key && cached.raw === raw) return cached.value;
    let value: T;
    try {
      value = raw === null ? initial : parse(JSON.parse(raw));
    } catch {
      value = initial;
    }
    cache.current = { key, raw, value };
    return value;
  }, [key, initial, parse]);

  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key]);
  const value = useSyncExternalStore(subscribe, read);

  const set = useCallback<SetPersistedState<T>>(
    (update) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(read()) : update;
      writeRaw(key, JSON.stringify(next));
    },
    [key, read],
  );
  return [value, set];
}
