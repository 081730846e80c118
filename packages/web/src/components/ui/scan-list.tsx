/**
 * The items a scan step expects, each ticked once scanned: the nurse sees what is left at a glance
 * (shared by the centrifugation and mail-in screens).
 */
import type { ScanRow } from './centrifugation-model.ts';

export const scanListTexts = {
  scanned: 'Scanned',
  toScan: 'To scan',
} as const;

export function ScanList({
  label,
  rows,
  nameOf,
}: {
  /** The list's accessible name, e.g. "Specimen bags". */
  label: string;
  rows: readonly ScanRow[];
  nameOf: (supplyItemID: string) => string;
}) {
  return (
    <ul className="scan-list" aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.supplyItemID}
          className={row.scanned ? 'scan-list__item scan-list__item--done' : 'scan-list__item'}
        >
          <span className="scan-list__mark" aria-hidden="true">
            {row.scanned ? '✓' : '○'}
          </span>
          <span className="scan-list__name">{nameOf(row.supplyItemID)}</span>
          <span className="scan-list__state">{row.scanned ? scanListTexts.scanned : scanListTexts.toScan}</span>
        </li>
      ))}
    </ul>
  );
}
