/**
 * Asks before an action that moves money or cannot be taken back (settling a payout): a modal
 * dialog over the page, the question as its title, what it means in words, then Cancel and the
 * action. Built on the Sheet (a centred dialog when wide, from the bottom of a phone), so focus,
 * Escape and the backdrop behave alike; focus lands on Cancel, so a stray Enter changes nothing.
 * Import it from this file (it carries the Sheet's close icon).
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Sheet } from './sheet.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: "Settle $10 to Devi Das?" */
  title: string;
  /** What follows, in words. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger for what returns or removes something; primary otherwise. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Sheet open={open} onClose={busy ? () => undefined : onCancel} title={title}>
      {children}
      <div className="ui-card__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Sheet>
  );
}
