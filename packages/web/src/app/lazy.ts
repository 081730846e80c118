/**
 * Lazy areas (SPEC.md 9). A chunk that has not arrived after 120 seconds fails like any other
 * load error, so the person sees the error page with a retry instead of a blank screen.
 */
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@sc/domain/constants';

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('This part of the app took too long to load.')), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A route's `lazy` for a module exporting the page as `name`. */
export function lazyRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await withTimeout(load))[name] as ComponentType });
}

/** React.lazy for a component rendered inside another screen. */
export function lazyComponent<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
) {
  return lazy(async () => ({ default: (await withTimeout(load))[name] as ComponentType<P> }));
}
