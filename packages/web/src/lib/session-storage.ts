/** Small values kept across a reload of the tab (a login step's email, a form's input). */
import { useEffect, useState } from 'react';

export function useSessionState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = sessionStorage.getItem(key);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or full storage: the value lives only in memory.
    }
  }, [key, value]);
  return [value, setValue];
}
