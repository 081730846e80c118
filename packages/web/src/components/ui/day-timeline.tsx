/**
 * People's days side by side on one clock (dispatch's plan, issue 25): a row per person, her hours
 * as a band, each stop a bar from arrival to departure. Times are seconds from the day's midnight;
 * each bar carries its words (label and times) for screen readers and as a tooltip.
 *
 * With `drag`, a bar marked draggable can be dragged onto another row (HTML5 drag and drop, ADR
 * 084): the row under it shows `drag.hint` (e.g. whether the stop fits there); dropping calls
 * `drag.onDrop`. Dragging needs a mouse: the caller offers the same move another way (a list).
 */
import { useState, type DragEvent } from 'react';
import './day-timeline.css';

export interface TimelineBar {
  id: string;
  start: number;
  end: number;
  label: string;
  tone?: 'visit' | 'drop' | 'pinned';
  /** Whether it can be dragged onto another row (with `drag`). */
  draggable?: boolean;
}

export interface TimelineRow {
  id: string;
  label: string;
  colour?: number;
  hours?: { start: number; end: number };
  bars: readonly TimelineBar[];
}

export interface TimelineDrag {
  onStart: (rowId: string, barId: string) => void;
  /** The row the dragged bar is over, or null when it left them. */
  onOver: (rowId: string | null) => void;
  onDrop: (rowId: string) => void;
  onEnd: () => void;
  /** Words shown on the row under the dragged bar, e.g. "Fits · +12 min driving". */
  hint?: (rowId: string) => string | undefined;
}

export interface DayTimelineProps {
  label: string;
  rows: readonly TimelineRow[];
  format: (seconds: number) => string;
  drag?: TimelineDrag;
}

export function DayTimeline({ label, rows, format, drag }: DayTimelineProps) {
  const [dragging, setDragging] = useState<{ row: string; bar: string } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const enter = (rowId: string) => (e: DragEvent) => {
    if (!dragging || !drag) return;
    e.preventDefault();
    if (over !== rowId) {
      setOver(rowId);
      drag.onOver(rowId);
    }
  };
  const end = (): void => {
    setDragging(null);
    setOver(null);
    drag?.onEnd();
  };
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
        {rows.map((row) => {
          const hint = dragging && over === row.id && row.id !== dragging.row ? drag?.hint?.(row.id) : undefined;
          return (
            <li
              key={row.id}
              className={`ui-timeline-day__row${dragging && over === row.id ? ' ui-timeline-day__row--over' : ''}`}
              onDragEnter={enter(row.id)}
              onDragOver={enter(row.id)}
              onDrop={(e) => {
                if (!dragging || !drag) return;
                e.preventDefault();
                if (row.id !== dragging.row) drag.onDrop(row.id);
                end();
              }}
            >
              <span className={`ui-timeline-day__name ui-map--c${(row.colour ?? 7) % 8}`}>{row.label}</span>
              <div className="ui-timeline-day__track">
                {hint ? (
                  <span className="ui-timeline-day__hint" aria-hidden="true">
                    {hint}
                  </span>
                ) : null}
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
                    {...(drag && bar.draggable
                      ? {
                          draggable: true,
                          onDragStart: (e: DragEvent) => {
                            e.dataTransfer.effectAllowed = 'move';
                            e.dataTransfer.setData('text/plain', bar.label);
                            setDragging({ row: row.id, bar: bar.id });
                            drag.onStart(row.id, bar.id);
                          },
                          onDragEnd: end,
                        }
                      : {})}
                    style={{ left: pct(bar.start), width: pct(from + Math.max(bar.end - bar.start, 60)) }}
                    title={`${bar.label}, ${format(bar.start)}–${format(bar.end)}`}
                    aria-label={`${bar.label}, ${format(bar.start)} to ${format(bar.end)}`}
                    role="img"
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
