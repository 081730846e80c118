import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import type { IconType } from './icons.ts';

export type CardTone = 'default' | 'danger' | 'success' | 'warning' | 'info';

export interface CardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Heading of the card, rendered as an h2 (screen-reader users jump between cards by heading). */
  title?: ReactNode;
  /** An icon before the title: what kind of thing the card is (a stop, a shift, a sample). */
  icon?: IconType;
  /** One line under the title, smaller and muted: when, where, how much. */
  meta?: ReactNode;
  /** A StatusChip (or two) at the title's end: the card's state at a glance. */
  status?: ReactNode;
  /** Accent stripe: danger for problems, success for done. Say it in words too; colour is a hint. */
  tone?: CardTone;
}

/**
 * A surface grouping related content, read top down: title (with its icon and status), meta,
 * body, then CardActions. Deliberately not a landmark region: a screen full of cards would flood
 * the landmark list; the h2 gives the structure.
 */
export function Card({ title, icon, meta, status, tone = 'default', className, children, ...rest }: CardProps) {
  const header = title != null || status != null;
  return (
    <div {...rest} className={cx('ui-card', tone !== 'default' && `ui-card--${tone}`, className)}>
      {header ? (
        <div className="ui-card__header">
          {icon ? (
            <span className="ui-card__icon">
              <Icon icon={icon} />
            </span>
          ) : null}
          {title != null ? <h2 className="ui-card__title">{title}</h2> : null}
          {status != null ? <span className="ui-card__status">{status}</span> : null}
        </div>
      ) : null}
      {meta != null ? <p className="ui-card__meta">{meta}</p> : null}
      {children}
    </div>
  );
}

export type CardActionsProps = ComponentProps<'div'>;

/** Row of buttons closing a card: full width and stacked on phones, right-aligned when wide. */
export function CardActions({ className, ...rest }: CardActionsProps) {
  return <div {...rest} className={cx('ui-card__actions', className)} />;
}
