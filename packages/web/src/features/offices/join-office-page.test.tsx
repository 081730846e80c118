/** Joining an office (issue 27): a refused join is told once, in plain words, and changes nothing on the page. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { JoinOfficePage } from './join-office-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const app = {
  viewer: { userID: 'user-1', role: 'assistant', status: 'approved' },
  config: { flags: {} },
  partner: null,
} as unknown as AppContextValue;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fnKey('getOfficeInvitation', {}), {
    invitation: { officeID: 'office-lab', officeName: 'Riverside Lab', status: 'pending' },
  });
  return render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={['/join-office']}>
          <JoinOfficePage />
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}

describe('JoinOfficePage', () => {
  it.each([
    ['Join office', 'acceptOfficeInvitation'],
    ['Decline invitation', 'declineOfficeInvitation'],
  ])('%s refused: one plain message, the invitation still offered', async (button, fn) => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'conflict', message: 'This invitation was withdrawn.' } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation was withdrawn.');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`/api/fn/${fn}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Join Riverside Lab' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
