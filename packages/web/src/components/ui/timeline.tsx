import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import type { ChipTone } from './status-chip.tsx';

export interface TimelineItem {
  id: string | number;
  title: ReactNode;
  /** The moment, machine-readable (ISO 8601), and as people read it. */
  dateTime: string;
  time: ReactNode;
  /** The dot's colour; the title carries the meaning. */
  tone?: ChipTone;
  /** Quieter lines under the title: who, where, what. */
  details?: ReactNode[];
}

export interface TimelineProps {
  /** The list's accessible name ("Where the specimen has been"). */
  label: string;
  items: TimelineItem[];
}

/** Events in the order they happened, each with its time and a few quiet details. */
export function Timeline({ label, items }: TimelineProps) {
  return (
    <ol className="ui-timeline" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={cx('ui-timeline__item', `ui-timeline__item--${item.tone ?? 'neutral'}`)}>
          <div className="ui-timeline__head">
            <strong>{item.title}</strong>
            <time dateTime={item.dateTime}>{item.time}</time>
          </div>
          {(item.details ?? []).map((detail, i) => (
            <div key={i} className="ui-subline">
              {detail}
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}
