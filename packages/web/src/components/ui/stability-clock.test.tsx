import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertingSpecimens, StabilityClock, type ClockedSpecimen } from './stability-clock.tsx';

afterEach(cleanup);

const COLLECTED = Date.parse('2030-06-03T14:00:00.000Z'); // 10:00 AM in New York
const serum: ClockedSpecimen = {
  sampleID: 's-1',
  tube: 'Gold Top SST Tube',
  serial: '0004',
  timeZone: 'America/New_York',
  collectedAt: new Date(COLLECTED).toISOString(),
  spunAt: null,
  atLabAt: null,
  rule: { centrifuge: true, clotMinutes: 30, stabilityHours: 72, temperature: 'refrigerated', lightSensitive: false },
};
const at = (minutes: number) => COLLECTED + minutes * 60_000;

describe('StabilityClock (issue 25)', () => {
  it('a tube inside its windows: its lines, its handling, no alert', () => {
    render(<StabilityClock specimen={serum} now={at(45)} />);
    const clock = screen.getByRole('region', { name: 'Stability clock: Gold Top SST Tube (0004)' });
    expect(clock.textContent).toContain('Within limits');
    expect(clock.textContent).toContain('45 minutes ago, at 10:00 AM');
    expect(clock.textContent).toContain('By 12:00 PM');
    expect(clock.textContent).toContain('Keep cold (2–8 °C)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alertingSpecimens([serum], at(45))).toEqual([]);
  });

  it('nearing the spin limit: a warning with the time, read politely', () => {
    render(<StabilityClock specimen={serum} now={at(100)} />);
    expect(screen.getByText('Nearing its limit')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Gold Top SST Tube: spin by 12:00 PM.');
    expect(alertingSpecimens([serum], at(100))).toEqual([serum]);
  });

  it('past it: a danger alert that interrupts', () => {
    render(<StabilityClock specimen={serum} now={at(130)} />);
    expect(screen.getByRole('alert').textContent).toContain('not spun within 2 hours of collection');
  });

  it('a tube with no known rule says so', () => {
    render(<StabilityClock specimen={{ ...serum, rule: null }} now={at(10)} />);
    expect(screen.getByText('No stability rule is known for this tube.')).toBeTruthy();
  });
});
