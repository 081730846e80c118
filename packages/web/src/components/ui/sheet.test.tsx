import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sheet } from './sheet.tsx';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/wallet">Wallet</a>
        <a href="/help">Help</a>
      </Sheet>
    </>
  );
}

function openSheet() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Menu' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

describe('Sheet', () => {
  it('is not in the page while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog named by its title, focus on its first item', () => {
    openSheet();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Wallet' }));
  });

  it('keeps Tab and Shift+Tab inside (focus trap)', () => {
    openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    const help = screen.getByRole('link', { name: 'Help' });
    help.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(help);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a tap on the backdrop', () => fireEvent.click(document.querySelector('.ui-sheet__backdrop')!)],
  ])('%s closes it and focus returns to the opener', (_how, close) => {
    const opener = openSheet();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
