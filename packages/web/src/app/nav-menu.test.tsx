import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SHIFT_LIMIT } from '@sc/domain/field-checks/shift-lists';
import { makeViewer } from '@sc/domain/access/viewer.fixture';
import { AppContext, type AppContextValue } from '../lib/app-context.tsx';
import { fnKey } from '../lib/query.ts';
import { NavMenu } from './nav-menu.tsx';

afterEach(cleanup);

const nurse: AppContextValue = {
  viewer: makeViewer('nurse', 'approved', { id: 'user-nurse', firstName: 'Nora', lastName: 'Nurse' }),
  config: { flags: {} } as unknown as AppContextValue['config'],
  partner: null,
};

const operations: AppContextValue = { ...nurse, viewer: makeViewer('admin', 'approved', { id: 'user-admin' }) };

function renderMenu(app: AppContextValue = nurse, at = '/profile') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // No checked-in shift: the schedule answers from the cache, no request is made.
  const schedule = { filter: 'upcoming', limit: INITIAL_SHIFT_LIMIT } as const;
  queryClient.setQueryData(fnKey('getNurseSchedule', schedule), { shifts: [], hasMore: false });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AppContext value={app}>
        <QueryClientProvider client={queryClient}>
          <nav aria-label="Main">
            <NavMenu />
          </nav>
        </QueryClientProvider>
      </AppContext>
    </MemoryRouter>,
  );
}

describe('NavMenu (requirements.md 2.8 items; issue 13: a proper phone menu)', () => {
  it('lists the role’s items with an icon each, and Sign out', () => {
    renderMenu();
    const wide = document.querySelector('.app-nav__links')!;
    const names = within(wide as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Wallet', 'Profile', 'Work Settings', 'Help']);
    for (const link of within(wide as HTMLElement).getAllByRole('link')) {
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(
      within(wide as HTMLElement)
        .getByRole('link', { name: 'Profile' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(wide as HTMLElement).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('Menu opens the items in a sheet (a modal dialog) and Escape closes it', () => {
    renderMenu();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Wallet', 'Profile', 'Work Settings', 'Help']);
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing an item closes the sheet', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Help' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Building the day is operations' daily work: one tap from every page (architecture.md 6, ADR 049).
  it('operations have Dispatch, after Operations, marked on the board itself', () => {
    renderMenu(operations, '/admin/dispatch');
    const wide = document.querySelector('.app-nav__links') as HTMLElement;
    expect(
      within(wide)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Operations', 'Dispatch', 'Live day', 'People', 'Failed jobs', 'Payouts']);
    const dispatch = within(wide).getByRole('link', { name: 'Dispatch' });
    expect(dispatch.getAttribute('href')).toBe('/admin/dispatch');
    expect(dispatch.getAttribute('aria-current')).toBe('page');
  });
});
