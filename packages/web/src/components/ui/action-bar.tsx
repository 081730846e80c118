import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';

export type ActionBarProps = ComponentProps<'div'>;

/**
 * The screen's primary action where the thumb is: stuck to the bottom of a phone's screen (above
 * the home indicator: safe-area aware) while the content scrolls under it; an ordinary row at the
 * end of the content on a wide screen. Put one primary action in it, and at most one more.
 */
export function ActionBar({ className, ...rest }: ActionBarProps) {
  return <div {...rest} className={cx('ui-action-bar', className)} />;
}
