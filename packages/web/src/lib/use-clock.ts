/**
 * The time, to the last whole step of `stepMs` (epoch ms), re-rendering once a step: for what a
 * screen counts from now, such as an ETA worked out on the phone. Flooring keeps the value the same
 * between renders within a step, as useSyncExternalStore requires.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { now as productNow } from './clock.ts';

export function useClock(stepMs = 30_000): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = setInterval(onChange, stepMs);
      return () => clearInterval(timer);
    },
    [stepMs],
  );
  const read = useCallback(() => Math.floor(productNow() / stepMs) * stepMs, [stepMs]);
  return useSyncExternalStore(subscribe, read, read);
}
