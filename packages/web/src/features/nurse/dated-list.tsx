/**
 * A list grouped by the date each item starts in its own zone (requirements.md 2.3: "dddd, MMMM D"
 * headings), with infinite scroll: 20 at first, 20 more when the end comes into view or the
 * "Show more" button is pressed (requirements.md 9).
 */
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { nextShiftLimit } from '@sc/domain/field-checks/shift-lists';
import { groupByLocalDate } from '@sc/domain/format/dates';
import { Button } from '../../components/ui/index.ts';
import { useLoadMoreOnScroll } from './load-more.ts';

export interface DatedListProps<T extends { startTime: string; timeZone: string }> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  setLimit: Dispatch<SetStateAction<number>>;
  moreLabel: string;
}

export function DatedList<T extends { startTime: string; timeZone: string }>({
  items,
  itemKey,
  renderItem,
  hasMore,
  loadingMore,
  setLimit,
  moreLabel,
}: DatedListProps<T>) {
  const end = useLoadMoreOnScroll(hasMore, setLimit);
  const groups = groupByLocalDate(items, (item) => ({ time: item.startTime, timeZone: item.timeZone }));
  return (
    <>
      {groups.map((group) => (
        <section key={group.dateKey} aria-label={group.longHeading}>
          <h2>{group.longHeading}</h2>
          {group.items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </section>
      ))}
      {hasMore ? (
        <div ref={end}>
          <Button variant="secondary" busy={loadingMore} onClick={() => setLimit((current) => nextShiftLimit(current))}>
            {moreLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
