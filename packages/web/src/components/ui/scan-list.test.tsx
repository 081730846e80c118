import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanList, toScanListItems } from './scan-list.tsx';

afterEach(cleanup);

const lines = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');

describe('ScanList', () => {
  it('is one checklist named by its label: each item by name, ticked once scanned, and what is left', () => {
    render(
      <ScanList
        label="Supplies to scan"
        items={[
          { key: 'si-1', name: 'Amber Tube', color: '#b45309', scanned: true },
          { key: '1', name: 'Amber Tube', color: '#b45309', scanned: false },
          { key: '2', name: 'Gold Top Tube', color: '#eab308', scanned: false },
        ]}
      />,
    );
    expect(screen.getByText('2 left: Amber Tube, Gold Top Tube')).toBeTruthy();
    expect(lines('Supplies to scan').map((line) => line.textContent)).toEqual([
      '✓Amber TubeScanned',
      '○Amber TubeTo scan',
      '○Gold Top TubeTo scan',
    ]);
    expect(lines('Supplies to scan').map((line) => line.className)).toEqual([
      'ui-scan-list__item ui-scan-list__item--done',
      'ui-scan-list__item',
      'ui-scan-list__item',
    ]);
  });

  it('shows each supply’s cap colour as a swatch, hidden from screen readers (the name says it)', () => {
    render(
      <ScanList
        label="Tubes"
        items={[
          { key: 'a', name: 'Lavender Top Tube (EDTA)', color: '#a78bfa', scanned: false },
          { key: 'b', name: 'Urine Cup', color: null, scanned: false },
        ]}
      />,
    );
    const [lavender, cup] = lines('Tubes');
    const swatch = lavender!.querySelector<HTMLElement>('.ui-cap-swatch')!;
    expect(swatch.style.getPropertyValue('--cap-color')).toBe('#a78bfa');
    expect(swatch.getAttribute('aria-hidden')).toBe('true');
    expect(cup!.querySelector('.ui-cap-swatch')).toBeNull();
  });

  it('says "All scanned" when nothing is left', () => {
    render(<ScanList label="Tubes" items={[{ key: 't', name: 'Amber Tube', scanned: true }]} />);
    expect(screen.getByText('All scanned')).toBeTruthy();
  });

  it('keeps the tick marks from screen readers: the state is read as text', () => {
    render(<ScanList label="Tubes" items={[{ key: 't', name: 'Amber Tube', scanned: true }]} />);
    expect(screen.getByText('✓').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Scanned')).toBeTruthy();
  });

  it('a line can carry an action (removing a scan)', () => {
    render(
      <ScanList
        label="Tubes"
        items={[{ key: 't', name: 'Amber Tube', scanned: true, action: <button type="button">Remove</button> }]}
      />,
    );
    expect(within(lines('Tubes')[0]!).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});

describe('ScanList over scan rows', () => {
  it('takes the domain’s scanRows with how to name each', () => {
    render(
      <ScanList
        label="Packages"
        rows={[
          { supplyItemID: 'si-1', scanned: true },
          { supplyItemID: 'si-2', scanned: false },
        ]}
        nameOf={(id) => (id === 'si-1' ? 'Mail-in Box' : 'Specimen Bag')}
      />,
    );
    expect(lines('Packages').map((line) => line.textContent)).toEqual(['✓Mail-in BoxScanned', '○Specimen BagTo scan']);
    expect(screen.getByText('1 left: Specimen Bag')).toBeTruthy();
  });
});

describe('toScanListItems', () => {
  it('names and colours the domain’s scan rows by supply item', () => {
    expect(
      toScanListItems(
        [
          { supplyItemID: 'si-bag-1', scanned: true },
          { supplyItemID: 'si-bag-2', scanned: false },
        ],
        (id) => (id === 'si-bag-1' ? 'Specimen Bag' : 'Supply item'),
        (id) => (id === 'si-bag-1' ? '#64748b' : null),
      ),
    ).toEqual([
      { key: 'si-bag-1', name: 'Specimen Bag', color: '#64748b', scanned: true },
      { key: 'si-bag-2', name: 'Supply item', color: null, scanned: false },
    ]);
  });
});
