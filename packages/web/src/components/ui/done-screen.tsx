import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import { CelebrateIcon, EarningsIcon, type IconType } from './icons.ts';

export interface DoneStat {
  icon: IconType;
  /** What is counted: "Stops". */
  label: string;
  /** The figure, as said: "3 of 3", "5". */
  value: string;
  /** A second line where something went otherwise: "1 failed". */
  detail?: string;
}

export interface DoneScreenProps {
  /** The heading (h2: the page keeps its own h1). */
  title: string;
  /** One sentence under it. */
  message?: ReactNode;
  /** The day in figures, in reading order. */
  stats: readonly DoneStat[];
  /** The day's pay, formatted; absent when it is not known here. */
  earnings?: string | null;
  /** Where the money goes: beside the figure, or alone (no "Earnings" row) when there is none. */
  earningsNote?: ReactNode;
  /** What to do now: back home, the wallet. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The end of a day's work: a clear "done", what she did in figures, and what she earned, so the
 * last screen of a long day is a receipt, not a dead end. Field screens only: import it from this
 * file.
 */
export function DoneScreen({ title, message, stats, earnings, earningsNote, actions, className }: DoneScreenProps) {
  const titleId = useId();
  return (
    <section className={cx('ui-done', className)} aria-labelledby={titleId}>
      <div className="ui-done__hero" role="status">
        <span className="ui-done__badge">
          <Icon icon={CelebrateIcon} size="2rem" />
        </span>
        <h2 id={titleId} className="ui-done__title">
          {title}
        </h2>
        {message ? <p className="ui-done__message">{message}</p> : null}
      </div>
      <dl className="ui-done__stats">
        {stats.map((stat) => (
          <div key={stat.label} className="ui-done__stat">
            <dt>
              <Icon icon={stat.icon} size="1em" />
              {stat.label}
            </dt>
            <dd>
              <span className="ui-done__value">{stat.value}</span>
              {stat.detail ? <span className="ui-done__detail">{stat.detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {earnings != null ? (
        <div className="ui-done__earnings">
          <Icon icon={EarningsIcon} size="1.5rem" />
          <div>
            <p className="ui-done__earnings-label">Earnings</p>
            <p className="ui-done__earnings-value">{earnings}</p>
            {earningsNote != null ? <p className="ui-done__earnings-note">{earningsNote}</p> : null}
          </div>
        </div>
      ) : earningsNote != null ? (
        // No figure here: an "Earnings" row would promise one; the note alone says where pay goes.
        <p>{earningsNote}</p>
      ) : null}
      {actions ? <div className="ui-done__actions">{actions}</div> : null}
    </section>
  );
}
