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

test.each([
  ['“zzzz nowhere”: beside the address', 'leaveFrom', 'Leave from', ADDRESS_PLACE_TEXTS.notFound('zzzz nowhere')],
  [
    'a pin that does not read: beside the pin',
    'leaveFromPin',
    ADDRESS_PLACE_TEXTS.pinLabel,
    ADDRESS_PLACE_TEXTS.badPin,
  ],
])('the refusal of %s', async (_name, field, label, message) => {
  renderPage({ leaveFrom: null, leaveFromPin: null });
  fireEvent.change(screen.getByLabelText('Leave from'), { target: { value: 'zzzz nowhere' } });
  vi.mocked(call).mockRejectedValueOnce(new ApiError('bad_request', message, 400, field));
  fireEvent.click(screen.getByRole('button', { name: 'Save locations' }));
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'updateLocationSettings',
    { leaveFrom: 'zzzz nowhere', leaveFromPin: '', returnTo: '' },
    expect.anything(),
  );
});
