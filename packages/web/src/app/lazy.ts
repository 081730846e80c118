/**
 * Lazy areas (requirements.md 9). A chunk that has not arrived after 120 seconds fails like any other
 * load error, so the person sees the error page with a retry instead of a blank screen.
 *
 * A lazy component can be loaded ahead (`preload`): once its chunk is there it renders at once,
 * with no Suspense fallback first. That matters beyond one render: React holds a boundary's
 * content back for 300 ms after its fallback showed, so a screen whose chunk was already loading
 * would otherwise paint a third of a second late (issue 13: the step's first paint).
 */
import { createElement, use, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@sc/domain/constants';
import { tracked } from '../lib/tracked.ts';

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('This part of the app took too long to load.')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
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

/** A component rendered inside another screen, loaded on first use or ahead with `preload`. */
export function lazyComponent<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= tracked(withTimeout(load).then((module) => module[name] as ComponentType<P>)));
  // `use` reads a settled promise at once (tracked): only a chunk still on its way suspends.
  const Lazy = (props: P) => createElement(use(preload()), props);
  return Object.assign(Lazy, { preload });
}
