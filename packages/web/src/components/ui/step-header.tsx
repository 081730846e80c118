import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import { StopIcon } from './icons.ts';

/** A 1-based position: the domain's `Progress` (itinerary/progress.ts). */
export interface StepPosition {
  readonly index: number;
  readonly count: number;
}

export const stepHeaderTexts = {
  step: (p: StepPosition) => `Step ${p.index} of ${p.count}`,
  stop: (p: StepPosition) => `Stop ${p.index} of ${p.count}`,
} as const;

export interface StepHeaderProps {
  /** The step's title: the page's h1. */
  title: ReactNode;
  /** Where she is in the visit; none on a step outside a stop (the overview). */
  visit?: StepPosition | null;
  /** Where she is in the day. */
  day?: StepPosition | null;
  /** The row above the title: Back and the way to the overview. */
  nav?: ReactNode;
  className?: string;
}

/**
 * The top of a field step: Back, then "Stop 2 of 4", the step's title, and "Step 3 of 9" over a
 * bar that fills as the visit goes, so she always knows where she is and how much is left.
 * Field screens only: import it from this file.
 */
export function StepHeader({ title, visit, day, nav, className }: StepHeaderProps) {
  return (
    <header className={cx('ui-step-header', className)}>
      {nav != null ? <div className="ui-page__back ui-step-header__nav">{nav}</div> : null}
      {day ? (
        <p className="ui-step-header__day">
          <Icon icon={StopIcon} size="1em" />
          {stepHeaderTexts.stop(day)}
        </p>
      ) : null}
      <h1 className="ui-page__title ui-step-header__title">{title}</h1>
      {visit ? (
        <div className="ui-step-header__visit">
          <p className="ui-step-header__count">{stepHeaderTexts.step(visit)}</p>
          {/* The words above say it; the bar is the same fact drawn. */}
          <div className="ui-step-header__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, (100 * visit.index) / Math.max(1, visit.count))}%` }} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
