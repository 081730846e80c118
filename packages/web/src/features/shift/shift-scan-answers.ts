/**
 * The check-in scans' answers in a nurse's words (issue 13.4): a supply taken is named ("Amber Tube
 * scanned"), and a refusal keeps its requirements.md 5 text with a hint after it: what the barcode is and what
 * the shift still needs ("That is a Visit Bag. Scan the Shift bag.").
 *
 * The server refuses a check-in scan with the requirements.md text alone, and the page holds only the shift's
 * supply ids, so the names are asked for here: one request on a success (beside the page's own
 * refresh), and on a refusal only. When they cannot be had (no signal), the answer is the requirements.md
 * text as it was.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { leftToScan, refusalHint, ScanRefusal, scannedText } from '@sc/domain/scanning/scan-answers';
import { call } from '../../lib/api.ts';
import type { ShiftDetails } from './use-shift.ts';

export const shiftScanTexts = {
  shiftBag: 'shift bag',
} as const;

/** At most this many items per getSupplyItemsData request (requirements.md 7). */
const BATCH = 50;

type Shift = Pick<ShiftDetails, 'supplies' | 'supplyNames' | 'supplyItemIDs'>;

/** "Amber Tube scanned" for a supply item taken, or undefined (the Scanner's own answer) when it cannot be named. */
export async function shiftSupplyAnswer(supplyItemID: string): Promise<string | undefined> {
  try {
    const { items } = await call('getSupplyItemsData', { supplyItemIDs: [supplyItemID] });
    const name = items[0]?.supplyName;
    return name ? scannedText(name) : undefined;
  } catch {
    return undefined;
  }
}

/** What the shift still needs, by supply name (a name per unit left; a supply without a name is left out, never shown by id). */
export function shiftSuppliesLeft(shift: Shift, scannedSupplyIDs: readonly (string | null)[]): string[] {
  return leftToScan(shift.supplies, scannedSupplyIDs).flatMap((id) => {
    const name = shift.supplyNames[id];
    return name ? [name] : [];
  });
}

/** The hint for a refused check-in scan, or null when there is none or the names cannot be had. */
async function hintFor(
  message: string,
  barcode: string,
  shift: Shift,
  want: 'supplies' | 'shift-bag',
): Promise<string | null> {
  if (message !== scanMessages.wrongSupply && message !== scanMessages.alreadyScanned) return null;
  const scan = await call('scanBarcode', { barcode, route: globalThis.location?.pathname });
  const ids = [...new Set([...(scan.supplyItemID ? [scan.supplyItemID] : []), ...shift.supplyItemIDs])].slice(0, BATCH);
  const { items } = ids.length > 0 ? await call('getSupplyItemsData', { supplyItemIDs: ids }) : { items: [] };
  const byID = new Map(items.map((item) => [item.id, item]));
  const scanned = scan.supplyItemID ? (byID.get(scan.supplyItemID)?.supplyName ?? null) : null;
  const wanted =
    want === 'shift-bag'
      ? [shiftScanTexts.shiftBag]
      : shiftSuppliesLeft(
          shift,
          shift.supplyItemIDs.map((id) => byID.get(id)?.supplyID ?? null),
        );
  return refusalHint({ message, scanned, wanted });
}

/**
 * Runs a check-in scan (`scanShiftSupply`, `scanShiftBag`); its refusal comes back as a
 * `ScanRefusal` with the requirements.md text unchanged and the hint, or as it was when there is no hint.
 */
export async function withShiftScanHint<T>(
  run: () => Promise<T>,
  input: { barcode: string; shift: Shift; want: 'supplies' | 'shift-bag' },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const hint = await hintFor(error.message, input.barcode, input.shift, input.want).catch(() => null);
    throw hint === null ? error : new ScanRefusal(error.message, hint);
  }
}
