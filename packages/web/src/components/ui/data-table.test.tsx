import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { Pagination } from './pagination.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  patient: string;
  tests: string;
}
const rows: Row[] = [
  { id: 'a', patient: 'Ben Okafor', tests: 'A1C' },
  { id: 'b', patient: 'Pia Patient', tests: 'LIPID, VITD' },
];
const columns = [
  { key: 'patient', header: 'Patient', sort: 'patient' as const, render: (r: Row) => r.patient },
  { key: 'tests', header: 'Tests', render: (r: Row) => r.tests, secondary: true },
];

describe('DataTable', () => {
  it('is a table named by its caption, a row per record', () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PatientTests', 'Ben OkaforA1C', 'Pia PatientLIPID, VITD']);
  });

  it('says how it is sorted, and a sortable header asks for the other direction', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ key: 'patient', direction: 'desc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Patient/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Tests' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Patient/ }));
    expect(onSort).toHaveBeenCalledWith('patient', 'asc');
    expect(screen.queryByRole('button', { name: 'Tests' })).toBeNull();
  });

  it('shows its empty state in the body, and says when it is busy', () => {
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>No orders match</p>}
        busy
      />,
    );
    expect(screen.getByRole('table', { name: 'Orders' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'No orders match' })).toBeTruthy();
  });
});

describe('Pagination', () => {
  it('says which records show, and turns pages within bounds', () => {
    const onPage = vi.fn();
    render(<Pagination page={2} pageSize={25} total={60} noun="orders" onPage={onPage} />);
    expect(screen.getByText('Showing 26–50 of 60 orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('has nothing to turn to when everything fits', () => {
    render(<Pagination page={1} pageSize={25} total={0} noun="orders" onPage={() => undefined} />);
    expect(screen.getByText('No orders')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
