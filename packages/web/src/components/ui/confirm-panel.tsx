/**
 * Asks before an action that changes someone's record (issue 25: approve, decline, waitlist): what
 * will happen, in words, with the action and a way back. It sits where the action was pressed (no
 * modal to lose on a phone) and takes focus so a keyboard or screen reader lands on the question.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

export interface ConfirmPanelProps {
  /** The question: "Decline Abel Approval?" */
  title: string;
  /** What follows: "They will be emailed and see the rejection page." */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger for what cannot be undone by the person (decline); primary otherwise. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={title}
      className={`ui-alert ui-alert--${variant === 'danger' ? 'danger' : 'warning'} ui-confirm-panel`}
    >
      <p className="ui-alert__title">{title}</p>
      {children}
      <ConfirmActions {...{ confirmLabel, cancelLabel, variant, busy, onConfirm, onCancel }} />
    </div>
  );
}

/** The way back, then the action: a confirm's two buttons, shared with ConfirmDialog. */
export function ConfirmActions({
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: Omit<ConfirmPanelProps, 'title' | 'children'>) {
  return (
    <div className="ui-card__actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button variant={variant} busy={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
