import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import type { IconType } from './icons.ts';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusChipProps extends ComponentProps<'span'> {
  /** neutral (default): a plain state; info: under way; success: done; warning: needs a look; danger: failed. */
  tone?: ChipTone;
  /** An icon before the words; the words carry the meaning, colour and icon only help. */
  icon?: IconType;
}

/** A short state in a pill ("Accepted", "In transit"): text on a tinted ground, AA on every tone. */
export function StatusChip({ tone = 'neutral', icon, className, children, ...rest }: StatusChipProps) {
  return (
    <span {...rest} className={cx('ui-chip', `ui-chip--${tone}`, className)}>
      {icon ? <Icon icon={icon} size="1em" /> : null}
      {children}
    </span>
  );
}
