import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import type { Viewer } from '@sc/domain/access/viewer';
import { makeViewer } from '@sc/domain/access/viewer.fixture';
import { fnKey } from '../lib/query.ts';
import { RootLayout } from './root-layout.tsx';

const KEY = 'a'.repeat(64);
const config: FnOutput<'getAppConfig'> = {
  production: false,
  patientSiteUrl: 'https://patients.example',
  supportEmail: 'help@example.com',
  supportPhone: '+1 718 555 0100',
  partners: [],
  flags: {},
};
const setUser = vi.fn();
const fetch = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ key: KEY }), { headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  sessionStorage.clear();
  window.$chatwoot = { setUser };
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  setUser.mockClear();
  fetch.mockClear();
  vi.unstubAllGlobals();
  delete window.$chatwoot;
});

/** The shell around two ordinary signed-in pages, neither of them Help. */
async function renderShell(viewer: Viewer | null, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fnKey('getAppConfig', {}), config);
  client.setQueryData(fnKey('getViewer', {}), { viewer });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'admin', element: <h1>Operations</h1> },
          { path: 'admin/people', element: <h1>People</h1> },
          { path: 'login', element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  // The nav's menu is its own chunk: the shell suspends until it arrives.
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('the chat messenger knows who is signed in on every signed-in page (requirements.md 7)', () => {
  it('a page other than Help tells it name, id, email and key-hash, once for the viewer across pages', async () => {
    const router = await renderShell(
      makeViewer('admin', 'approved', { id: 'user-admin', firstName: 'Olga', lastName: 'Ops', email: 'ops@demo.test' }),
      '/admin',
    );
    await screen.findByRole('heading', { name: 'Operations' });
    await waitFor(() => expect(setUser).toHaveBeenCalledTimes(1));
    expect(setUser).toHaveBeenCalledWith('user-admin', {
      name: 'Olga Ops',
      email: 'ops@demo.test',
      identifier_hash: KEY,
    });
    await act(() => router.navigate('/admin/people'));
    await screen.findByRole('heading', { name: 'People' });
    expect(setUser).toHaveBeenCalledTimes(1);
    // The key was asked for once, then kept (requirements.md 9: cached 24 hours).
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/fn/getUserHmacKey')).toHaveLength(1);
  });

  it('signed out, it is told nothing and no key is asked for', async () => {
    await renderShell(null, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(setUser).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/fn/getUserHmacKey')).toHaveLength(0);
  });
});
