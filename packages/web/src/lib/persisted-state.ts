/**
 * State kept in localStorage under a key, read back through `parse` (so a damaged or older entry
 * becomes a valid value), and shared across tabs through `storage` events. Functional updates
 * compose, like useState's.
 */
import { useCallback, useEffect, useState } from 'react';

export interface PersistedStateOptions<T> {
  parse: (stored: unknown) => T;
}

function read<T>(key: string, initial: T, parse: (stored: unknown) => T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? initial : parse(JSON.parse(raw));
  } catch {
    return initial;
  }
}

export function usePersistedState<T>(
  key: string,
  initial: T,
  { parse }: PersistedStateOptions<T>,
): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => read(key, initial, parse));

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setValue(read(key, initial, parse));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // `initial` and `parse` are read only when another tab writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        try {
          localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Private mode or full storage: the value lives only in memory.
        }
        return value;
      }),
    [key],
  );
  return [value, update];
}
