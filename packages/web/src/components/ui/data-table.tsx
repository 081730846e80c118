import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './data-table.css';

export interface DataTableColumn<Row, Sort extends string> {
  key: string;
  header: string;
  /** Sortable by this key: the header becomes a button and says how the rows are sorted. */
  sort?: Sort;
  render: (row: Row) => ReactNode;
  /** Narrow screens hide it: the row's other cells still say what it is. */
  secondary?: boolean;
}

export interface DataTableProps<Row, Sort extends string> {
  /** What the table lists, read by screen readers as its name. */
  caption: string;
  columns: readonly DataTableColumn<Row, Sort>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: { key: Sort; direction: 'asc' | 'desc' };
  onSort?: (key: Sort, direction: 'asc' | 'desc') => void;
  /** Shown in the body when there are no rows (an EmptyState). */
  empty?: ReactNode;
  /** True while a new page loads: the rows stay, dimmed, and the table says it is busy. */
  busy?: boolean;
}

/**
 * A table of records (orders, team, reports): sortable headers with `aria-sort`, a caption, and
 * on a phone the secondary columns hidden. Office and operations lists use it.
 */
export function DataTable<Row, Sort extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
  busy = false,
}: DataTableProps<Row, Sort>) {
  return (
    // A wide table scrolls sideways on a narrow screen: the region is focusable so a keyboard can scroll it.
    <div className="ui-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={cx('ui-table', busy && 'ui-table--busy')} aria-busy={busy || undefined}>
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sort !== undefined && sort?.key === column.sort;
              const ariaSort = sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cx(column.secondary && 'ui-table__secondary')}
                >
                  {column.sort !== undefined && onSort ? (
                    <button
                      type="button"
                      className="ui-table__sort"
                      onClick={() => onSort(column.sort!, sorted && sort.direction === 'desc' ? 'asc' : 'desc')}
                    >
                      {column.header}
                      <span aria-hidden="true">{sorted ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cx(column.secondary && 'ui-table__secondary')}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
