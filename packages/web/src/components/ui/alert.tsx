import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';

export type AlertTone = 'info' | 'success' | 'danger' | 'warning';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
}

/**
 * A message box. `danger` is role="alert" (interrupts the screen reader); the other tones are
 * role="status" (read politely).
 */
export function Alert({ tone = 'info', title, className, children, ...rest }: AlertProps) {
  return (
    <div
      {...rest}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx('ui-alert', `ui-alert--${tone}`, className)}
    >
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children}
    </div>
  );
}
