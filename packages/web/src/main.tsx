import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createRouter, preloadFirstScreen } from './app/router.tsx';
import { startClock } from './lib/clock.ts';
import { persistFieldCache, restoreFieldCache } from './lib/field-cache.ts';
import { seedPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query.ts';
import { unregisterForeignWorkers } from './lib/service-worker.ts';
import './styles.css';
import './app/app.css';

// Any service worker but ours goes (requirements.md 7, ADR 022).
void unregisterForeignWorkers();

// The server's instant, read before seedPageData takes the page data element away (ADR 066).
startClock();
const queryClient = createQueryClient();
seedPageData(queryClient);
// Under what the page answered: the nurse's day, for a reload with no signal (ADR 022).
restoreFieldCache(queryClient);
persistFieldCache(queryClient);
const router = createRouter(queryClient);

/** The longest the first render waits for the first screen's chunks: then the frame shows "Loading…". */
const FIRST_SCREEN_WAIT_MS = 2_000;

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
void Promise.race([
  preloadFirstScreen(window.location.pathname).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]).then(render);
