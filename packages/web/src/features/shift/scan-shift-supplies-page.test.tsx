/** Issue 13.4: the check-in supplies page is one checklist, by name and cap colour, saying what is left. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { ScanShiftSuppliesPage } from './preparation-pages.tsx';
import { readyShift, type ShiftDetailsAnswer } from './shift.fixture.ts';

afterEach(cleanup);

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;

const shift: ShiftDetailsAnswer = {
  ...readyShift,
  geoCheck: null,
  leaveFrom: null,
  supplies: { 'sup-amber-tube': 2, 'sup-urine-cup': 1 },
  supplyNames: { 'sup-amber-tube': 'Amber Tube', 'sup-urine-cup': 'Urine Cup' },
  itineraryIDs: [],
};

const nurseItem = {
  id: 'si-tube-0001',
  serial: null,
  skuID: 'sku-amber-tube',
  status: 'activated' as const,
  supplyID: 'sup-amber-tube',
  supplyName: 'Amber Tube',
  supplyType: 'tube',
  color: '#b45309',
  icon: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fnKey('getShiftDetails', { shiftID: 'shift-1' }), shift);
  client.setQueryData(fnKey('getNurseSupplyItems', {}), { items: [nurseItem], hasMore: false });
  return render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter initialEntries={['/shift/shift-1/scan-shift-supplies']}>
          <Routes>
            <Route path="/shift/:shiftID/scan-shift-supplies" element={<ScanShiftSuppliesPage />} />
          </Routes>
        </MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}

describe('ScanShiftSuppliesPage (requirements.md 2.10 scan-shift-supplies; issue 13.4)', () => {
  it('keeps its heading and count, and lists each unit to scan, ticked by name, with what is left', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your supplies' })).toBeTruthy();
    expect(screen.getByText('1 of 3 scanned')).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'Supplies for this shift' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['✓Amber TubeScanned', '○Amber TubeTo scan', '○Urine CupTo scan']);
    expect(screen.getByText('2 left: Amber Tube, Urine Cup')).toBeTruthy();
    // One checklist: the count-per-supply lines ("Amber Tube: 2") are gone.
    expect(screen.queryByText('Amber Tube: 2')).toBeNull();
  });

  it('still offers to remove a scanned item, by its supply’s name', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Remove Amber Tube' })).toBeTruthy();
  });
});
