import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Settle
      </button>
      <ConfirmDialog
        open={open}
        title="Settle $10 to Devi Das?"
        confirmLabel="Settle"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>Mark it paid only after the bank transfer has gone out.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks its question in a modal dialog, focus on Cancel; Cancel closes it without acting', () => {
    let confirmed = 0;
    render(<Harness onConfirm={() => (confirmed += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle $10 to Devi Das?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Mark it paid only after the bank transfer has gone out.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmed).toBe(0);
  });

  it('acts only on its confirm button', () => {
    let confirmed = 0;
    render(<Harness onConfirm={() => (confirmed += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Settle' }));
    expect(confirmed).toBe(1);
  });
});
