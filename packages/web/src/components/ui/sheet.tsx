import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import { CloseIcon } from './icons.ts';

export interface SheetProps {
  open: boolean;
  /** Escape, the close button, a tap on the backdrop. */
  onClose: () => void;
  /** The sheet's heading, which also names the dialog. */
  title: string;
  children: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel that slides up from the bottom of a phone (the phone menu, a short choice): its
 * first control takes focus, Tab and Shift+Tab stay inside it, Escape or the backdrop closes it,
 * and focus goes back to whatever opened it. Rendered only while open.
 */
export function Sheet({ open, onClose, title, children, closeLabel = 'Close', className }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // An effect event: a parent's new onClose each render does not re-run the focus effect.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const focusables = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    // The first item, not the close button: that is what she opened the sheet for.
    (focusables()[1] ?? focusables()[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = panel.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={cx('ui-sheet', className)}>
      <div className="ui-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="ui-sheet__panel">
        <div className="ui-sheet__header">
          <h2 id={titleId} className="ui-sheet__title">
            {title}
          </h2>
          <button type="button" className="ui-sheet__close" aria-label={closeLabel} onClick={onClose}>
            <Icon icon={CloseIcon} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
