import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import type { IconType } from './icons.ts';

export interface EmptyStateProps {
  /** What the emptiness means, as a short heading: "No shifts yet". */
  title: ReactNode;
  /** What to do next, in a sentence or two. */
  children?: ReactNode;
  /** The next step as a button or link, e.g. a LinkButton to the offers. */
  action?: ReactNode;
  /**
   * What the list holds (CalendarIcon for shifts; EmptyIcon when nothing fits). Required, not
   * defaulted: a default icon here would bring Lucide into the first load with the index.
   */
  icon: IconType;
  /** The heading's level where the page's outline needs another than h2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An empty list or finished task, said as a person would: an icon, what it means, what to do next
 * and the action that does it, so an empty screen is never a dead end.
 */
export function EmptyState({ title, children, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('ui-empty', className)}>
      <span className="ui-empty__icon">
        <Icon icon={icon} size="2rem" />
      </span>
      <Heading className="ui-empty__title">{title}</Heading>
      {children ? <div className="ui-empty__body">{children}</div> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
