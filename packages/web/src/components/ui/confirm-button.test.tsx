import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button.tsx';

afterEach(cleanup);

describe('ConfirmButton', () => {
  it('is one large full-width button named by its label; one tap confirms', () => {
    const onClick = vi.fn();
    render(<ConfirmButton onClick={onClick}>Done, the sample is in the bag</ConfirmButton>);
    const button = screen.getByRole('button', { name: 'Done, the sample is in the bag' });
    expect(button.classList.contains('ui-confirm-button')).toBe(true);
    expect(button.classList.contains('ui-button--full')).toBe(true);
    expect(button.classList.contains('ui-button--primary')).toBe(true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a check mark hidden from screen readers', () => {
    render(<ConfirmButton>Next</ConfirmButton>);
    expect(screen.getByRole('button', { name: 'Next' }).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('while busy shows the spinner instead of the check and ignores taps', () => {
    const onClick = vi.fn();
    render(
      <ConfirmButton busy onClick={onClick}>
        Next
      </ConfirmButton>,
    );
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('svg')).toBeNull();
    expect(button.querySelector('.ui-spinner')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
