import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { seedPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query.ts';
import './styles.css';
import './app/app.css';

// The product has no service worker; unregister any left by an earlier deployment (SPEC.md 7).
void navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));

const queryClient = createQueryClient();
seedPageData(queryClient);
const router = createRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
