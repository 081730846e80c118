import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcedureSamples } from './procedure-samples.tsx';

afterEach(cleanup);

describe('the office’s tubes (issue 27)', () => {
  it('each shows its cap colour as the nurse’s scan lists do', () => {
    render(
      <ProcedureSamples
        timeZone="America/New_York"
        samples={[
          {
            id: 's1',
            tube: 'Lavender Top Tube (EDTA)',
            color: '#a78bfa',
            serial: 'LV-1',
            status: 'collected',
            collectedAt: '2026-11-24T14:05:00Z',
            failure: null,
          },
          {
            id: 's2',
            tube: 'Urine Cup',
            color: null,
            serial: null,
            status: 'pending',
            collectedAt: null,
            failure: null,
          },
        ]}
      />,
    );
    const lavender = screen.getByText('Lavender Top Tube (EDTA)').closest('li')!;
    const swatch = lavender.querySelector<HTMLElement>('.ui-cap-swatch')!;
    expect(swatch.style.getPropertyValue('--cap-color')).toBe('#a78bfa');
    expect(swatch.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Urine Cup').closest('li')!.querySelector('.ui-cap-swatch')).toBeNull();
    // By its name, not its serial read from an item id (ADR 086: "· wl" read as nothing).
    expect(lavender.textContent).not.toContain('LV-1');
  });

  it('a tube collected in another year than now shows that year (ADR 078)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T15:00:00Z'));
    try {
      const tube = (id: string, collectedAt: string) => ({
        id,
        tube: `Tube ${id}`,
        color: null,
        serial: null,
        status: 'collected' as const,
        collectedAt,
        failure: null,
      });
      render(
        <ProcedureSamples
          timeZone="America/New_York"
          samples={[tube('a', '2025-12-30T15:00:00Z'), tube('b', '2026-01-02T14:00:00Z')]}
        />,
      );
      expect(screen.getByText(/Collected Dec 30, 2025, 10:00 AM/)).toBeTruthy();
      expect(screen.getByText(/Collected Jan 2, 9:00 AM/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
