import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanList } from './scan-list.tsx';

afterEach(cleanup);

describe('ScanList', () => {
  it('is a list named by its label, one line per row with its name and whether it is scanned', () => {
    render(
      <ScanList
        label="Specimen bags"
        rows={[
          { supplyItemID: 'si-1', scanned: true },
          { supplyItemID: 'si-2', scanned: false },
        ]}
        nameOf={(id) => `Bag ${id}`}
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Specimen bags' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['✓Bag si-1Scanned', '○Bag si-2To scan']);
    expect(lines.map((line) => line.className)).toEqual([
      'ui-scan-list__item ui-scan-list__item--done',
      'ui-scan-list__item',
    ]);
  });

  it('keeps the tick marks from screen readers: the state is read as text', () => {
    render(<ScanList label="Tubes" rows={[{ supplyItemID: 't', scanned: true }]} nameOf={(id) => id} />);
    expect(screen.getByText('✓').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Scanned')).toBeTruthy();
  });
});
