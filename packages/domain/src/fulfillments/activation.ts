/**
 * Activating a kit she received (requirements.md 2.12 my-supplies/{fulfillmentID}/activate, 4 supply items
 * activated, 5 scan rules; issue 23): each item of the fulfillment is scanned with requirements.md 5's rules
 * and texts ("Barcode already scanned.", "Wrong supply" ...), and becomes activated; the fulfillment
 * is activated once all are.
 */
import { matchScan, type ExpectedItem, type ScanToMatch } from '../scanning/match-scan.ts';
import type { FulfillmentStatus } from '../vocabulary/fulfillments.ts';

export const activationTexts = {
  /** requirements.md 8, verbatim: a scan that names no supply item. */
  missingSupplyItem: 'Missing supply item ID for update',
  notFound: 'No fulfillment has this ID.',
  alreadyActivated: 'This kit is already activated.',
  /** requirements.md 8, verbatim, with the reason. */
  loadFailed: (reason: string) => `There was a problem loading your supplies: ${reason}`,
} as const;

export interface FulfillmentItem {
  supplyItemID: string;
  supplyID: string;
  serial: string | null;
  activated: boolean;
}

/**
 * Null when the fulfillment may be activated now; otherwise why not. A shipped kit may be: the
 * first scan of one of its own items is the proof it reached her (ADR 057), so she never waits for
 * a carrier's delivery notice to start work.
 */
export function activationRefusal(status: FulfillmentStatus): string | null {
  if (status === 'activated') return activationTexts.alreadyActivated;
  return null;
}

/** The kit's status after an accepted scan: activated with its last item, else delivered (it is in her hands). */
export function statusAfterScan(done: boolean): FulfillmentStatus {
  return done ? 'activated' : 'delivered';
}

export type ActivationScan = { ok: true; supplyItemID: string; done: boolean } | { ok: false; message: string };

/**
 * Matches one resolved scan against the kit's items: the item scanned must be one of the kit's
 * (the same supply item, not merely the same supply), not activated before.
 */
export function activateScan(items: readonly FulfillmentItem[], scan: ScanToMatch): ActivationScan {
  if (scan.supplyItemID === null) return { ok: false, message: activationTexts.missingSupplyItem };
  const expected: (ExpectedItem & { id: string })[] = items.map((i) => ({
    id: i.supplyItemID,
    supplyID: i.supplyID,
    serial: i.serial,
    isScanned: i.activated,
    scannedKey: i.activated ? i.supplyItemID : null,
    supplyItemID: i.activated ? i.supplyItemID : null,
  }));
  const own = expected.find((e) => e.id === scan.supplyItemID);
  // Another unit of the same supply is not this kit's: "Wrong supply".
  const candidates = own ? [own] : [];
  const result = matchScan(candidates, scan, { alsoScanned: expected.filter((e) => e.isScanned).map((e) => e.id) });
  if (!result.ok) return { ok: false, message: result.message };
  const remaining = items.filter((i) => !i.activated && i.supplyItemID !== scan.supplyItemID).length;
  return { ok: true, supplyItemID: scan.supplyItemID, done: remaining === 0 };
}
