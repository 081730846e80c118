import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';

export type CardTone = 'default' | 'danger' | 'success';

export interface CardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Heading of the card, rendered as an h2 (screen-reader users jump between cards by heading). */
  title?: ReactNode;
  /** Accent stripe: danger for problems, success for done. Say it in words too; colour is a hint. */
  tone?: CardTone;
}

/**
 * A surface grouping related content. Deliberately not a landmark region: a screen full of cards
 * would flood the landmark list; the h2 gives the structure.
 */
export function Card({ title, tone = 'default', className, children, ...rest }: CardProps) {
  return (
    <div {...rest} className={cx('ui-card', tone !== 'default' && `ui-card--${tone}`, className)}>
      {title != null ? <h2 className="ui-card__title">{title}</h2> : null}
      {children}
    </div>
  );
}

export type CardActionsProps = ComponentProps<'div'>;

/** Row of buttons closing a card: full width and stacked on phones, right-aligned when wide. */
export function CardActions({ className, ...rest }: CardActionsProps) {
  return <div {...rest} className={cx('ui-card__actions', className)} />;
}
