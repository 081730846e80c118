/**
 * People's days side by side on one clock (dispatch's plan, issue 25): a row per person, her hours
 * as a band, each stop a bar from arrival to departure. Times are seconds from the day's midnight;
 * each bar carries its words (label and times) for screen readers and as a tooltip.
 */
import './day-timeline.css';

export interface TimelineBar {
  id: string;
  start: number;
  end: number;
  label: string;
  tone?: 'visit' | 'drop' | 'pinned';
}

export interface TimelineRow {
  id: string;
  label: string;
  colour?: number;
  hours?: { start: number; end: number };
  bars: readonly TimelineBar[];
}

export interface DayTimelineProps {
  label: string;
  rows: readonly TimelineRow[];
  format: (seconds: number) => string;
}

export function DayTimeline({ label, rows, format }: DayTimelineProps) {
  const all = rows.flatMap((r) => [
    ...r.bars.flatMap((b) => [b.start, b.end]),
    ...(r.hours ? [r.hours.start, r.hours.end] : []),
  ]);
  const from = Math.floor((all.length ? Math.min(...all) : 8 * 3600) / 3600) * 3600;
  const to = Math.ceil((all.length ? Math.max(...all) : 17 * 3600) / 3600) * 3600;
  const span = Math.max(3600, to - from);
  const pct = (s: number) => `${(((s - from) / span) * 100).toFixed(2)}%`;
  const hours: number[] = [];
  for (let h = from; h <= to; h += 3600) hours.push(h);
  return (
    <div className="ui-timeline-day" role="group" aria-label={label}>
      <div className="ui-timeline-day__scale" aria-hidden="true">
        {hours.map((h) => (
          <span key={h} style={{ left: pct(h) }}>
            {format(h)}
          </span>
        ))}
      </div>
      <ul className="ui-timeline-day__rows">
        {rows.map((row) => (
          <li key={row.id} className="ui-timeline-day__row">
            <span className={`ui-timeline-day__name ui-map--c${(row.colour ?? 7) % 8}`}>{row.label}</span>
            <div className="ui-timeline-day__track">
              {row.hours ? (
                <span
                  className="ui-timeline-day__hours"
                  style={{ left: pct(row.hours.start), width: pct(from + row.hours.end - row.hours.start) }}
                />
              ) : null}
              {row.bars.map((bar) => (
                <span
                  key={bar.id}
                  className={`ui-timeline-day__bar ui-timeline-day__bar--${bar.tone ?? 'visit'}`}
                  style={{ left: pct(bar.start), width: pct(from + Math.max(bar.end - bar.start, 60)) }}
                  title={`${bar.label}, ${format(bar.start)}–${format(bar.end)}`}
                  aria-label={`${bar.label}, ${format(bar.start)} to ${format(bar.end)}`}
                  role="img"
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
