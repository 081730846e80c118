import { cloneElement, useId, type ReactElement } from 'react';
import { cx } from './class-names.ts';

/** Props DisabledReasons sets on its child; a `Button` or a plain `<button>` has them all. */
export interface DisabledReasonsChildProps {
  disabled?: boolean;
  title?: string;
  'aria-describedby'?: string;
}

export interface DisabledReasonsProps {
  /** Why the action is not allowed yet, one sentence each. Empty: the child is left as it is. */
  failures: readonly string[];
  /** The one button to guard, e.g. a step's Next. */
  children: ReactElement<DisabledReasonsChildProps>;
  /**
   * Also print the reasons under the button. Phones have no hover, so a tooltip alone never
   * shows there; use this where the user would otherwise not know what is missing.
   */
  showReasons?: boolean;
  className?: string;
}

/**
 * Disables its child button while there are failures, and says why: one failure per line in
 * the tooltip (`title`, joined by "\n") and in a list the button's aria-describedby points at.
 *
 * The tooltip is set on the wrapper too, and CSS stops pointer events on the disabled button, so
 * hovering shows it in browsers that give disabled controls no mouse events.
 */
export function DisabledReasons({
  failures,
  children,
  showReasons = false,
  className,
}: DisabledReasonsProps) {
  const listId = useId();
  const blocked = failures.length > 0;
  const tooltip = blocked ? failures.join('\n') : undefined;
  const ownDescribedBy = children.props['aria-describedby'];

  // The wrapper is always rendered so the button keeps its place in the tree (and its focus and
  // state) when failures come and go.
  const button = blocked
    ? cloneElement(children, {
        disabled: true,
        title: tooltip,
        'aria-describedby': cx(ownDescribedBy, listId),
      })
    : children;

  return (
    <div className={cx('ui-disabled-reasons', className)} title={tooltip}>
      {button}
      {blocked ? (
        <ul
          id={listId}
          className={showReasons ? 'ui-disabled-reasons__list' : 'ui-visually-hidden'}
        >
          {failures.map((failure, index) => (
            <li key={index}>{failure}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
