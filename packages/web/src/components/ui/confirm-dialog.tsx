/**
 * Asks before an action that moves money or cannot be taken back (settling a payout): a modal
 * dialog over the page, the question as its title, what it means in words, then Cancel and the
 * action. Built on the Sheet (a centred dialog when wide, from the bottom of a phone), so focus,
 * Escape and the backdrop behave alike; focus lands on Cancel, so a stray Enter changes nothing.
 * Import it from this file (it carries the Sheet's close icon).
 */
import { ConfirmActions, type ConfirmPanelProps } from './confirm-panel.tsx';
import { Sheet } from './sheet.tsx';

export interface ConfirmDialogProps extends ConfirmPanelProps {
  open: boolean;
}

export function ConfirmDialog({ open, title, children, ...actions }: ConfirmDialogProps) {
  return (
    <Sheet open={open} onClose={actions.busy ? () => undefined : actions.onCancel} title={title}>
      {children}
      <ConfirmActions {...actions} />
    </Sheet>
  );
}
