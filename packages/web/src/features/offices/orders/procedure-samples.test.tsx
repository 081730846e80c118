import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
  });
});
