import { useEffect, useState } from 'react';
import { cx } from './class-names.ts';

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /**
   * Be a polite live region (role="status"). Turn off when a parent is already the live region,
   * so the label is not announced twice.
   */
  announce?: boolean;
  className?: string;
}

/** A spinning ring with an accessible label. The ring itself is hidden from assistive tech. */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  announce = true,
  className,
}: SpinnerProps) {
  return (
    <span role={announce ? 'status' : undefined} className={cx('ui-spinner-wrap', className)}>
      <span className="ui-spinner" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner-label' : 'ui-visually-hidden'}>{label}</span>
    </span>
  );
}

export interface PageLoadingProps {
  /** Message shown under the spinner, e.g. requirements.md's "Loading your itinerary…". */
  label?: string;
  /** Wait this long before showing anything, so fast loads do not flash. 0 shows at once. */
  delayMs?: number;
}

/**
 * Full-area loading state. The live region is rendered at once and stays empty until the delay
 * has passed; filling an existing region is what screen readers reliably announce.
 */
export function PageLoading({ label = 'Loading…', delayMs = 500 }: PageLoadingProps) {
  const [delayPassed, setDelayPassed] = useState(false);
  const shown = delayPassed || delayMs <= 0;

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <div role="status" className="ui-page-loading">
      {shown ? <Spinner label={label} showLabel announce={false} /> : null}
    </div>
  );
}
