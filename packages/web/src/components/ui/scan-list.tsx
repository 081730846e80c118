/**
 * One checklist of what a scan step asks for (issue 13.4): each item by name and cap colour,
 * ticked once scanned, and a line saying what is left ("2 left: Amber Tube, Gold Top Tube", the
 * domain's `remainingText`). Whoever scans (nurse, packer) sees at arm's length what to pick next.
 */
import { remainingText } from '@sc/domain/scanning/scan-answers';
import type { ScanRow } from '@sc/domain/scanning/scan-acceptance';
import type { ReactNode } from 'react';
import { CapSwatch } from './cap-swatch.tsx';
import { cx } from './class-names.ts';
import './scan-list.css';

export const scanListTexts = {
  scanned: 'Scanned',
  toScan: 'To scan',
} as const;

export interface ScanListItem {
  /** Unique within the list (a supply item id, or the line's place for a unit not scanned yet). */
  key: string;
  /** What a person calls it: the supply's name. */
  name: string;
  /** The supply's colour (its cap or bag), any CSS colour; none when the supply has no colour. */
  color?: string | null;
  scanned: boolean;
  /** Something to do on the line, such as removing a scan. */
  action?: ReactNode;
}

/** Lines named by the screen, or the domain's `scanRows` with how to name (and colour) each. */
export type ScanListProps = {
  /** The list's accessible name, e.g. "Specimen bags". */
  label: string;
} & (
  | { items: readonly ScanListItem[] }
  | {
      rows: readonly ScanRow[];
      nameOf: (supplyItemID: string) => string;
      colorOf?: (supplyItemID: string) => string | null;
    }
);

/** The lines of the domain's `scanRows` (one per expected supply item), named and coloured. */
export function toScanListItems(
  rows: readonly ScanRow[],
  nameOf: (supplyItemID: string) => string,
  colorOf: (supplyItemID: string) => string | null = () => null,
): ScanListItem[] {
  return rows.map((row) => ({
    key: row.supplyItemID,
    name: nameOf(row.supplyItemID),
    color: colorOf(row.supplyItemID),
    scanned: row.scanned,
  }));
}

export function ScanList(props: ScanListProps) {
  const { label } = props;
  const items = 'items' in props ? props.items : toScanListItems(props.rows, props.nameOf, props.colorOf);
  const left = items.filter((item) => !item.scanned).map((item) => item.name);
  return (
    <div className="ui-scan-list-wrap">
      <p className={cx('ui-scan-list__left', left.length === 0 && 'ui-scan-list__left--done')}>{remainingText(left)}</p>
      <ul className="ui-scan-list" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className={cx('ui-scan-list__item', item.scanned && 'ui-scan-list__item--done')}>
            <span className="ui-scan-list__mark" aria-hidden="true">
              {item.scanned ? '✓' : '○'}
            </span>
            <CapSwatch color={item.color} />
            <span className="ui-scan-list__name">{item.name}</span>
            <span className="ui-scan-list__state">{item.scanned ? scanListTexts.scanned : scanListTexts.toScan}</span>
            {item.action}
          </li>
        ))}
      </ul>
    </div>
  );
}
