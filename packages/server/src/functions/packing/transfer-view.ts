/**
 * A transfer of the packer's place as the packing flow reads it (domain TransferView), from its
 * stored rows. The procedures the packer cannot pack are left out with requirements.md 8's texts, logged.
 */
import { toSupplyScanList } from '@sc/domain/continue-rules/procedure-supply';
import type { SupplyInstruction } from '@sc/domain/itinerary-data/model';
import { instructionSheetBarcode } from '@sc/domain/packing/packing-scans';
import { packableProcedures } from '@sc/domain/packing/transfer-route';
import type { TransferView } from '@sc/domain/packing/transfer-state';
import { AppError } from '../../lib/app-error.ts';
import { findPlaceTransfer, loadTransferRows } from '../../repositories/packing-flow.repository.ts';
import type { FnContext } from '../context.ts';
import { requirePackerPlace } from './packer-place.ts';

export const TRANSFER_NOT_FOUND = 'Supply transfer not found.';

/** The Code 128 value of a procedure's requisition form: its order's number, else one of its own. */
export function requisitionBarcodeOf(procedureId: string, requisitionNumber: string | null): string {
  return requisitionNumber ?? `RF-${procedureId}`;
}

/** Her place's transfer or a 404 that reads like an unknown id (another place's included). */
export async function requirePlaceTransfer(ctx: FnContext, transferId: string) {
  const place = await requirePackerPlace(ctx);
  const transfer = await findPlaceTransfer(ctx.db, transferId, place.id);
  if (!transfer) throw new AppError('not_found', TRANSFER_NOT_FOUND);
  return { place, transfer };
}

export async function loadTransferView(
  ctx: FnContext,
  transfer: NonNullable<Awaited<ReturnType<typeof findPlaceTransfer>>>,
): Promise<{ view: TransferView; patientIDs: string[] }> {
  const rows = await loadTransferRows(ctx.db, transfer.id);
  const supplyById = new Map(rows.supplies.map((s) => [s.id, s]));
  const nameOf = (id: string) => supplyById.get(id)?.name ?? id;

  const candidates = rows.procedures.map((p) => {
    const instructions = p.supplyInstructionConfig as SupplyInstruction[];
    // A kit-shipment order names its kit (ADR 058); otherwise the kit its supplies belong to.
    const kitSupplyID =
      p.kitSupplyId ??
      instructions.map((i) => supplyById.get(i.supplyID)?.kitSupplyId).find((k): k is string => Boolean(k)) ??
      null;
    // A catalogue test's specimens go to a lab, wherever dispatch later sends them.
    const isLabFlow = p.dropOffPlaceGroups.length > 0 || p.testId !== null;
    return { ...p, instructions, exists: true, isLabFlow, kitSupplyID };
  });
  const { procedures, warnings } = packableProcedures(candidates);
  for (const warning of warnings) ctx.log.warn({ supplyTransferID: transfer.id }, warning);

  const scansOf = (role: string, key: (s: (typeof rows.scans)[number]) => string | null, id: string) =>
    rows.scans
      .filter((s) => s.role === role && key(s) === id)
      .map((s) => ({ supplyItemID: s.supplyItemId, supplyID: s.supplyId }));
  const documentScanned = (procedureId: string, document: string) =>
    rows.documents.some((d) => d.procedureId === procedureId && d.document === document);

  const expectedKits =
    transfer.kind === 'kit-order'
      ? rows.lines.flatMap((l) =>
          Array.from({ length: l.quantity }, () => ({
            supplyID: l.supplyId,
            supplyItemID: null,
            name: nameOf(l.supplyId),
          })),
        )
      : procedures.map((p) => ({
          supplyID: p.kitSupplyID!,
          supplyItemID: p.kitSupplyItemId,
          name: nameOf(p.kitSupplyID!),
        }));

  const view: TransferView = {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    recipient: transfer.recipient,
    address: transfer.address,
    neededBy: transfer.neededBy,
    warnings,
    procedures: procedures.map((p) => ({
      id: p.id,
      name: p.testName ?? nameOf(p.kitSupplyID!),
      kitSupplyID: p.kitSupplyID!,
      kitSupplyName: nameOf(p.kitSupplyID!),
      kitSupplyItemID: p.kitSupplyItemId,
      requisitionBarcode: requisitionBarcodeOf(p.id, p.requisitionNumber),
      instructionSheetBarcode: instructionSheetBarcode(p.id),
      expectedSupplies: toSupplyScanList(p.instructions).map((row) => ({
        supplyID: row.supplyID,
        name: nameOf(row.supplyID),
      })),
      scannedSupplies: scansOf('procedure-supply', (s) => s.procedureId, p.id),
      requisitionFormScanned: documentScanned(p.id, 'requisition-form'),
      instructionSheetScanned: documentScanned(p.id, 'instruction-sheet'),
    })),
    shipments: rows.shipments.map((s) => ({
      id: s.id,
      status: s.status,
      boxSupplyItemID: s.boxSupplyItemId,
      // A kit shipment's box takes the procedures' own kits; a kit order's, any item of each line.
      expectedKits,
      kitsInBox: scansOf('box-kit', (x) => x.supplyShipmentId, s.id),
      shippingLabelBarcode: s.shippingLabelBarcode,
      trackingNumber: s.trackingNumber,
      scannedShippingLabelBarcode: s.scannedShippingLabelBarcode,
      boxImageFileID: s.boxImageFileId,
    })),
  };
  return { view, patientIDs: transfer.patientId ? [transfer.patientId] : [] };
}
