/** Order kit: a quantity over one order's limit is told beside its item, by name, and nothing is sent (ADR 086). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { OrderKitPage } from './order-kit-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const app = {
  viewer: { userID: 'user-nurse', role: 'nurse', status: 'approved' },
  config: { flags: { orderKit: true } },
  partner: null,
} as unknown as AppContextValue;

describe('OrderKitPage', () => {
  it('names the item whose quantity is over the limit, and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(fnKey('listOrderableSupplies', {}), {
      supplies: [
        { id: 'sup-procedure-bag', name: 'Procedure Bag', type: 'bag' },
        { id: 'sup-amber-tube', name: 'Amber Tube', type: 'tube' },
      ],
    });
    render(
      <QueryClientProvider client={client}>
        <AppContext value={app}>
          <MemoryRouter initialEntries={['/orderKit']}>
            <OrderKitPage />
          </MemoryRouter>
        </AppContext>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Procedure Bag'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Amber Tube'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('At most 20 Procedure Bag items in one order.')).toBeTruthy();
    expect(screen.queryByText(/Quantity:/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
