import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPanel } from './confirm-panel.tsx';

afterEach(cleanup);

describe('ConfirmPanel (issue 25: ask before acting)', () => {
  it('takes focus, says what follows, and confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmPanel
        title="Decline Abel?"
        confirmLabel="Yes, decline"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>They will be emailed.</p>
      </ConfirmPanel>,
    );
    const group = screen.getByRole('group', { name: 'Decline Abel?' });
    expect(document.activeElement).toBe(group);
    expect(group.textContent).toContain('They will be emailed.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy, cancel waits', () => {
    render(<ConfirmPanel title="Approve?" confirmLabel="Yes, approve" busy onConfirm={() => {}} onCancel={() => {}} />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
