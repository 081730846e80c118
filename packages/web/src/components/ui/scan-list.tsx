/**
 * The items a scan step expects, each ticked once scanned: whoever scans (nurse, packer) sees what
 * is left at a glance. The rows are the domain's `scanRows`; `nameOf` names a row's item.
 */
import type { ScanRow } from '@sc/domain/scanning/scan-acceptance';
import { cx } from './class-names.ts';

export const scanListTexts = {
  scanned: 'Scanned',
  toScan: 'To scan',
} as const;

export interface ScanListProps {
  /** The list's accessible name, e.g. "Specimen bags". */
  label: string;
  rows: readonly ScanRow[];
  nameOf: (supplyItemID: string) => string;
}

export function ScanList({ label, rows, nameOf }: ScanListProps) {
  return (
    <ul className="ui-scan-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.supplyItemID} className={cx('ui-scan-list__item', row.scanned && 'ui-scan-list__item--done')}>
          <span className="ui-scan-list__mark" aria-hidden="true">
            {row.scanned ? '✓' : '○'}
          </span>
          <span className="ui-scan-list__name">{nameOf(row.supplyItemID)}</span>
          <span className="ui-scan-list__state">{row.scanned ? scanListTexts.scanned : scanListTexts.toScan}</span>
        </li>
      ))}
    </ul>
  );
}
