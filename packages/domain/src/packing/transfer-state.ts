/**
 * A supply transfer as the packer's screens and the server read it (requirements.md 3 local flow state:
 * scan lists with isScanned, instruction sheet and requisition form scanned flags, loading
 * completed), built from what the server stored. The phone keeps the last one it was given (a
 * reload loses nothing) and the continue rules read it; done packing reads the same on the server.
 */
import type {
  SupplyTransferProcedure,
  SupplyTransferShipment,
  SupplyTransferState,
} from '../continue-rules/supply-transfer.ts';
import { supplyTransferFailures, type SupplyTransferStep } from '../continue-rules/supply-transfer.ts';
import type { SupplyTransferKind } from '../vocabulary/packing.ts';
import type { ShipmentStatus, SupplyTransferStatus } from '../vocabulary/supplies.ts';
import { transferRoute } from './transfer-route.ts';

export interface ScannedItemView {
  supplyItemID: string;
  supplyID: string;
}

export interface TransferProcedureView {
  id: string;
  name: string;
  kitSupplyID: string;
  kitSupplyName: string;
  kitSupplyItemID: string | null;
  /** The Code 128 value of its requisition form and instruction sheet. */
  requisitionBarcode: string;
  instructionSheetBarcode: string;
  /** One row per unit to scan, in instruction order. */
  expectedSupplies: { supplyID: string; name: string }[];
  scannedSupplies: ScannedItemView[];
  requisitionFormScanned: boolean;
  instructionSheetScanned: boolean;
}

export interface TransferShipmentView {
  id: string;
  status: ShipmentStatus;
  boxSupplyItemID: string | null;
  /** What goes into the box: the procedures' kits (by item) or a kit order's lines (by supply). */
  expectedKits: { supplyID: string; supplyItemID: string | null; name: string }[];
  kitsInBox: ScannedItemView[];
  shippingLabelBarcode: string | null;
  trackingNumber: string | null;
  scannedShippingLabelBarcode: string | null;
  boxImageFileID: string | null;
}

export interface TransferView {
  id: string;
  kind: SupplyTransferKind;
  status: SupplyTransferStatus;
  recipient: string;
  address: string;
  neededBy: string | null;
  procedures: TransferProcedureView[];
  shipments: TransferShipmentView[];
  /** requirements.md 8's texts for the procedures left out. */
  warnings: string[];
}

/** Marks `expected` rows scanned by the items given: exact items first, then by supply. */
export function markScanned<R extends { supplyID: string; supplyItemID?: string | null }>(
  expected: readonly R[],
  scanned: readonly ScannedItemView[],
): (R & { isScanned: boolean; scannedItemID: string | null })[] {
  const left = [...scanned];
  const rows = expected.map((row) => ({ ...row, isScanned: false, scannedItemID: null as string | null }));
  for (const row of rows) {
    if (!row.supplyItemID) continue;
    const i = left.findIndex((s) => s.supplyItemID === row.supplyItemID);
    if (i !== -1) {
      row.isScanned = true;
      row.scannedItemID = left.splice(i, 1)[0]!.supplyItemID;
    }
  }
  for (const row of rows) {
    if (row.isScanned || row.supplyItemID) continue;
    const i = left.findIndex((s) => s.supplyID === row.supplyID);
    if (i !== -1) {
      row.isScanned = true;
      row.scannedItemID = left.splice(i, 1)[0]!.supplyItemID;
    }
  }
  return rows;
}

export function toTransferState(view: TransferView | null | undefined): SupplyTransferState {
  if (!view) return { loadingCompleted: false, procedures: [], shipments: [] };
  const procedures: SupplyTransferProcedure[] = view.procedures.map((p) => ({
    id: p.id,
    isLabFlow: true,
    kitSupplyItemID: p.kitSupplyItemID,
    supplyItemIDs: p.scannedSupplies.map((s) => s.supplyItemID),
    instructionSheetScanned: p.instructionSheetScanned,
    requisitionFormScanned: p.requisitionFormScanned,
    supplyScanList: markScanned(p.expectedSupplies, p.scannedSupplies),
  }));
  const shipments: SupplyTransferShipment[] = view.shipments.map((s) => ({
    id: s.id,
    boxSupplyItemID: s.boxSupplyItemID,
    kitsScanList: markScanned(s.expectedKits, s.kitsInBox),
    scannedShippingLabelBarcode: s.scannedShippingLabelBarcode,
    boxImage: s.boxImageFileID,
  }));
  return { loadingCompleted: true, procedures, shipments };
}

export function routeOfView(view: TransferView): SupplyTransferStep[] {
  return transferRoute({
    kind: view.kind,
    procedureIDs: view.procedures.map((p) => p.id),
    shipmentIDs: view.shipments.map((s) => s.id),
  });
}

/**
 * What still blocks done packing on a shipment: every step before it on the route, in order (the
 * procedures step's summary is left out, its procedures' own steps say the same).
 */
export function failuresBeforeDone(view: TransferView, supplyShipmentID: string): string[] {
  const state = toTransferState(view);
  const route = routeOfView(view);
  const done = route.findIndex((s) => s.step === 'done-packing' && s.supplyShipmentID === supplyShipmentID);
  if (done === -1) return [];
  const failures = route
    .slice(0, done)
    .filter((s) => s.step !== 'procedures')
    .flatMap((s) => supplyTransferFailures(s, state));
  return [...new Set(failures)];
}
