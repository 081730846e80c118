/** Her leave-from in her work settings: never without a place on the map unsaid (ADR 071). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ADDRESS_PLACE_TEXTS } from '@sc/domain/addresses/address-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { ApiError, call } from '../../lib/api.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { LocationSettingsPage } from './work-settings-pages.tsx';

vi.mock(import('../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
});

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;

function renderPage(location: { leaveFrom: string | null; leaveFromPin: string | null }) {
  const settings = {
    workSettings: {
      timeZone: 'America/New_York',
      availability: { weekly: [], exceptions: [] },
      location: { ...location, returnTo: null },
      serviceRegions: [],
      shiftPreferences: { dayParts: [], maxHoursPerWeek: null, maxDriveMinutes: null },
      taskTypes: [],
    },
    onboarding: { status: 'approved', missing: [] },
  } as unknown as FnOutput<'getWorkSettings'>;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fnKey('getWorkSettings', {}), settings);
  render(
    <AppContext.Provider value={app}>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <LocationSettingsPage />
        </QueryClientProvider>
      </MemoryRouter>
    </AppContext.Provider>,
  );
}

test('a leave-from saved with no point says dispatch leaves her out, and how to fix it', () => {
  renderPage({ leaveFrom: '200 Water St, Brooklyn, NY 11201', leaveFromPin: null });
  const warning = screen.getByText(ADDRESS_PLACE_TEXTS.leaveFromUnplaced).closest('.ui-alert')!;
  expect(warning.textContent).toContain('Needs a place on the map');
  expect(screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel)).toBeTruthy();
});

test('a placed one shows its pin and no warning', () => {
  renderPage({ leaveFrom: '200 Water St, Brooklyn, NY 11201', leaveFromPin: '40.7033, -73.9881' });
  expect((screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel) as HTMLInputElement).value).toBe('40.7033, -73.9881');
  expect(screen.queryByText(ADDRESS_PLACE_TEXTS.leaveFromUnplaced)).toBeNull();
});

test('a pin that does not read: the server’s refusal beside the pin', async () => {
  renderPage({ leaveFrom: null, leaveFromPin: null });
  fireEvent.change(screen.getByLabelText('Leave from'), { target: { value: 'zzzz nowhere' } });
  fireEvent.change(screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel), { target: { value: 'somewhere' } });
  vi.mocked(call).mockRejectedValueOnce(new ApiError('bad_request', ADDRESS_PLACE_TEXTS.badPin, 400, 'leaveFromPin'));
  fireEvent.click(screen.getByRole('button', { name: 'Save locations' }));
  await waitFor(() => expect(screen.getByText(ADDRESS_PLACE_TEXTS.badPin)).toBeTruthy());
  expect(screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel).getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'updateLocationSettings',
    { leaveFrom: 'zzzz nowhere', leaveFromPin: 'somewhere', returnTo: '' },
    expect.anything(),
  );
});

test('“zzzz nowhere” is looked up, found nowhere: beside the address, correct it or place a pin; nothing saved', async () => {
  renderPage({ leaveFrom: null, leaveFromPin: null });
  fireEvent.change(screen.getByLabelText('Leave from'), { target: { value: 'zzzz nowhere' } });
  vi.mocked(call).mockResolvedValueOnce({ candidates: [] } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Save locations' }));
  const message = ADDRESS_PLACE_TEXTS.notFound('zzzz nowhere');
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  expect(screen.getByLabelText('Leave from').getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  expect(vi.mocked(call)).toHaveBeenCalledWith('geocodeAddress', { address: 'zzzz nowhere', limit: 1 });
});

test('an address the lookup places: “Placed at”, and Confirm saves it with that point', async () => {
  renderPage({ leaveFrom: '200 Water St, Brooklyn, NY 11201', leaveFromPin: '40.7033, -73.9881' });
  // A new address: the old one's pin does not go with it.
  fireEvent.change(screen.getByLabelText('Leave from'), { target: { value: '150 Court St, Brooklyn' } });
  expect((screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel) as HTMLInputElement).value).toBe('');
  vi.mocked(call).mockResolvedValueOnce({
    candidates: [{ label: '150 Court St, Brooklyn, NY 11201', point: { lat: 40.6879, lng: -73.9934 } }],
  } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Save locations' }));
  await waitFor(() => expect(screen.getByText('Placed at: 150 Court St, Brooklyn, NY 11201')).toBeTruthy());
  expect(screen.getByText('Is this the right place?')).toBeTruthy();
  vi.mocked(call).mockResolvedValueOnce({ workSettings: {} } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(vi.mocked(call)).toHaveBeenCalledWith(
      'updateLocationSettings',
      { leaveFrom: '150 Court St, Brooklyn', leaveFromPin: '40.6879, -73.9934', returnTo: '' },
      expect.anything(),
    ),
  );
});
