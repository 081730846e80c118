import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface FigureProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the number is ("Balance", "Withdrawable"). */
  label: ReactNode;
  /** The number, already formatted ("$265", "3 stops"). */
  value: ReactNode;
  /** A line under it ("Available Nov 28"). */
  note?: ReactNode;
  /** `hero`: the screen's one big number; `default`: one of a row of figures. */
  size?: 'hero' | 'default';
}

/**
 * A labelled figure: the wallet's balance, a count. The label is read first, then the value, as
 * one group; `FigureRow` lays several side by side (two columns on a phone).
 */
export function Figure({ label, value, note, size = 'default', className, ...rest }: FigureProps) {
  const labelId = useId();
  return (
    <div {...rest} role="group" aria-labelledby={labelId} className={cx('ui-figure', `ui-figure--${size}`, className)}>
      <span id={labelId} className="ui-figure__label">
        {label}
      </span>
      <span className="ui-figure__value">{value}</span>
      {note != null ? <span className="ui-figure__note">{note}</span> : null}
    </div>
  );
}

export function FigureRow({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx('ui-figure-row', className)} />;
}
