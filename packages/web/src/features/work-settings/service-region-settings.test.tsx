/**
 * requirements.md 2.10: `service-region-settings/{serviceRegionGroupID}` is reached from the work area,
 * a link beside each region she works in, and shows that region's own settings.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { call } from '../../lib/api.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { fnKey } from '../../lib/query.ts';
import { WorkAreaPage } from './work-settings-pages.tsx';

vi.mock(import('../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
});

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;
const settings = {
  workSettings: {
    timeZone: 'America/New_York',
    availability: { weekly: [], exceptions: [] },
    location: { leaveFrom: null, leaveFromPin: null, returnTo: null },
    serviceRegions: [
      { id: 'region-brooklyn', name: 'Brooklyn', selected: true },
      { id: 'region-manhattan', name: 'Manhattan', selected: false },
      { id: 'region-queens', name: 'Queens', selected: true },
    ],
    shiftPreferences: { dayParts: [], maxHoursPerWeek: null, maxDriveMinutes: null },
    taskTypes: [],
  },
  onboarding: { status: 'approved', missing: [] },
} as unknown as FnOutput<'getWorkSettings'>;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fnKey('getWorkSettings', {}), settings);
  render(
    <AppContext.Provider value={app}>
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <Routes>
            <Route path={paths.workSettingsWorkArea.pattern} element={<WorkAreaPage />} />
            <Route path={paths.workSettingsServiceRegion.pattern} element={<WorkAreaPage />} />
            <Route path={paths.workSettings.pattern} element={<p>Work Settings hub</p>} />
          </Routes>
        </QueryClientProvider>
      </MemoryRouter>
    </AppContext.Provider>,
  );
}

describe('a region’s own settings (requirements.md 2.10)', () => {
  test('the work area links each region she works in to its settings, and only those', () => {
    renderAt('/work-settings/work-area');
    expect(screen.getByRole('link', { name: 'Brooklyn settings' }).getAttribute('href')).toBe(
      '/work-settings/service-region-settings/region-brooklyn',
    );
    expect(screen.getByRole('link', { name: 'Queens settings' }).getAttribute('href')).toBe(
      '/work-settings/service-region-settings/region-queens',
    );
    expect(screen.queryByRole('link', { name: 'Manhattan settings' })).toBeNull();
  });

  test('the link opens that region’s page: its name, her choice for it alone, and saving keeps the others', async () => {
    renderAt('/work-settings/work-area');
    fireEvent.click(screen.getByRole('link', { name: 'Brooklyn settings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Brooklyn settings' })).toBeTruthy();
    expect(screen.getByText('You are offered work in Brooklyn while you work in it.')).toBeTruthy();
    const mine = screen.getByRole('checkbox', { name: 'I work in Brooklyn' }) as HTMLInputElement;
    expect(mine.checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Queens|Manhattan/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to work area' }).getAttribute('href')).toBe(
      '/work-settings/work-area',
    );
    vi.mocked(call).mockResolvedValueOnce(settings);
    fireEvent.click(mine);
    fireEvent.click(screen.getByRole('button', { name: 'Save Brooklyn settings' }));
    await waitFor(() =>
      expect(vi.mocked(call)).toHaveBeenCalledWith(
        'updateServiceRegions',
        { serviceRegionIDs: ['region-queens'] },
        expect.anything(),
      ),
    );
  });

  test('a region that does not exist says so', () => {
    renderAt('/work-settings/service-region-settings/region-nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Service region settings' })).toBeTruthy();
    expect(screen.getByText('There is no such service region.')).toBeTruthy();
  });
});
