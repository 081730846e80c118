import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

interface ButtonLookProps {
  /** primary (default): the one main action; secondary; danger: destructive; link: looks like a link. */
  variant?: ButtonVariant;
  /** Stretch to the container's width (thumb-friendly on phones). */
  fullWidth?: boolean;
}

function buttonClass(variant: ButtonVariant, fullWidth: boolean, extra?: string): string {
  return cx('ui-button', `ui-button--${variant}`, fullWidth && 'ui-button--full', extra);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLookProps {
  /** Work in progress: shows a spinner, sets aria-busy and disables the button. */
  busy?: boolean;
}

/**
 * A button. `type` defaults to "button"; pass `type="submit"` for a form's submit button.
 * While `busy`, the label stays (so the accessible name does not change) with a spinner beside it.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, fullWidth, className)}
    >
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends LinkProps, ButtonLookProps {
  ref?: ComponentProps<typeof Link>['ref'];
}

/** A react-router `Link` that looks like a button: for navigation, not for actions. */
export function LinkButton({ variant = 'primary', fullWidth = false, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={buttonClass(variant, fullWidth, className)} />;
}

export interface AnchorButtonProps extends ComponentProps<'a'>, ButtonLookProps {}

/** A plain link that looks like a button: for a file the server serves (a PDF), not an app route. */
export function AnchorButton({ variant = 'primary', fullWidth = false, className, ...rest }: AnchorButtonProps) {
  return <a {...rest} className={buttonClass(variant, fullWidth, className)} />;
}
