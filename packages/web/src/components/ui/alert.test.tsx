import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

afterEach(cleanup);

describe('Alert', () => {
  it('danger interrupts: role="alert"', () => {
    render(
      <Alert tone="danger" title="Could not save">
        There was a problem loading data for this office
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Could not saveThere was a problem loading data for this office',
    );
    expect(alert.classList.contains('ui-alert--danger')).toBe(true);
  });

  it.each(['info', 'success', 'warning'] as const)('%s is polite: role="status"', (tone) => {
    render(<Alert tone={tone}>Saved</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('defaults to info', () => {
    render(<Alert>Note</Alert>);
    expect(screen.getByRole('status').classList.contains('ui-alert--info')).toBe(true);
  });
});
