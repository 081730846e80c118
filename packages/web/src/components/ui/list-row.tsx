import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './class-names.ts';

export interface ListRowProps {
  title: ReactNode;
  /** One muted line under the title: when, where. */
  meta?: ReactNode;
  /** At the row's end: an amount, a count. */
  value?: ReactNode;
  /** A StatusChip under the value. */
  status?: ReactNode;
  /** The row opens this (an app path); the whole row is the link, at least 44 px high. */
  to?: string;
  /** The link's accessible name when the visible text is not enough. */
  linkLabel?: string;
  className?: string;
}

/**
 * One line of a list: a transaction, a payout. Put rows in a `<ul className="ui-list-rows">`, each in
 * an `<li>`: a divided list on one surface, denser than cards, for lists people scan.
 */
export function ListRow({ title, meta, value, status, to, linkLabel, className }: ListRowProps) {
  const body = (
    <>
      <span className="ui-list-row__main">
        <span className="ui-list-row__title">{title}</span>
        {meta != null ? <span className="ui-list-row__meta">{meta}</span> : null}
      </span>
      {value != null || status != null ? (
        <span className="ui-list-row__end">
          {value != null ? <span className="ui-list-row__value">{value}</span> : null}
          {status}
        </span>
      ) : null}
    </>
  );
  return to ? (
    <Link to={to} aria-label={linkLabel} className={cx('ui-list-row', 'ui-list-row--link', className)}>
      {body}
    </Link>
  ) : (
    <div className={cx('ui-list-row', className)}>{body}</div>
  );
}
