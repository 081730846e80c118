import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DoneIcon } from './icons.ts';
import { StatusChip } from './status-chip.tsx';

afterEach(cleanup);

describe('StatusChip', () => {
  it('says its state in words, neutral by default', () => {
    render(<StatusChip>Scheduled</StatusChip>);
    const chip = screen.getByText('Scheduled');
    expect(chip.classList.contains('ui-chip')).toBe(true);
    expect(chip.classList.contains('ui-chip--neutral')).toBe(true);
  });

  it.each(['neutral', 'info', 'success', 'warning', 'danger'] as const)('tone %s gets its class', (tone) => {
    render(<StatusChip tone={tone}>State</StatusChip>);
    expect(screen.getByText('State').classList.contains(`ui-chip--${tone}`)).toBe(true);
  });

  it('an icon is decoration: hidden from screen readers, the name stays the words', () => {
    render(
      <StatusChip tone="success" icon={DoneIcon}>
        Accepted
      </StatusChip>,
    );
    const chip = screen.getByText('Accepted');
    expect(chip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(chip.textContent).toBe('Accepted');
  });
});
