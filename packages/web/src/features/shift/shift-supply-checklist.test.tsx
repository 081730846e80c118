import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fnKey } from '../../lib/query.ts';
import { ShiftSupplyChecklist, toShiftChecklist } from './shift-supply-checklist.tsx';

afterEach(cleanup);

const shift = {
  supplies: { 'sup-amber-tube': 2, 'sup-gold-tube': 1 },
  supplyNames: { 'sup-amber-tube': 'Amber Tube', 'sup-gold-tube': 'Gold Top SST Tube' },
  supplyItemIDs: ['si-tube-0001'],
};

function item(id: string, supplyID: string, supplyName: string, color: string | null) {
  return {
    id,
    serial: null,
    skuID: `sku-${supplyID}`,
    status: 'activated' as const,
    supplyID,
    supplyName,
    supplyType: 'tube',
    color,
    icon: null,
  };
}

describe('toShiftChecklist', () => {
  it('a line per unit needed, the scanned ones ticked first, named and coloured by supply', () => {
    const supplyOf = (id: string) => (id === 'si-tube-0001' ? 'sup-amber-tube' : null);
    const colorOf = (id: string) => (id === 'sup-amber-tube' ? '#b45309' : null);
    expect(toShiftChecklist(shift, supplyOf, colorOf)).toEqual([
      { key: 'sup-amber-tube#0', name: 'Amber Tube', color: '#b45309', scanned: true },
      { key: 'sup-amber-tube#1', name: 'Amber Tube', color: '#b45309', scanned: false },
      { key: 'sup-gold-tube#0', name: 'Gold Top SST Tube', color: null, scanned: false },
    ]);
  });
});

describe('ShiftSupplyChecklist', () => {
  it('shows the checklist with what is left, naming scanned items from the nurse’s own', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(fnKey('getNurseSupplyItems', {}), {
      items: [item('si-tube-0001', 'sup-amber-tube', 'Amber Tube', '#b45309')],
      hasMore: false,
    });
    render(
      <QueryClientProvider client={client}>
        <ShiftSupplyChecklist shift={shift} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('2 left: Amber Tube, Gold Top SST Tube')).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Supplies for this shift' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '✓Amber TubeScanned',
      '○Amber TubeTo scan',
      '○Gold Top SST TubeTo scan',
    ]);
  });
});
