/**
 * Packing a supply transfer, pick-and-pack/{supplyTransferID} (requirements.md 2.12, 3, 5 "Supply
 * transfer continue rules"): what blocks Next on each step.
 *
 * - Nothing is valid until the transfer has finished loading: every step, printing included.
 * - Only lab-flow procedures have steps; a procedure step for any other id is "No procedure found"
 *   (the requirements.md text of the same situation in centrifugation). A procedures step with no lab-flow
 *   procedure at all is "No procedures found": there is nothing to pack.
 * - A shipment step for a shipment not on the transfer is "Missing shipment" (requirements.md 8).
 * - Print steps, close-procedure-kit and done-packing never block.
 * - requirements.md 5 gives these rules without texts; the texts are ours (see messages.ts).
 */
import { isScanListComplete } from '../scanning/match-scan.ts';
import { stepMessages as m } from './messages.ts';

export const supplyTransferProcedureSteps = [
  'scan-procedure-kit',
  'scan-procedure-supplies',
  'print-requisition-form',
  'scan-requisition-form',
  'print-instruction-sheet',
  'scan-instruction-sheet',
  'close-procedure-kit',
] as const;
export const supplyTransferShipmentSteps = [
  'scan-supply-box',
  'scan-kits-to-supply-box',
  'print-shipping-label',
  'scan-shipping-label',
  'supply-box-photo',
  'done-packing',
] as const;

export type SupplyTransferStep =
  | { step: 'procedures' }
  | { step: (typeof supplyTransferProcedureSteps)[number]; procedureID: string }
  | { step: (typeof supplyTransferShipmentSteps)[number]; supplyShipmentID: string };

export interface SupplyTransferProcedure {
  id: string;
  /** requirements.md 2.12: only lab-flow procedures are packed; the others are ignored. */
  isLabFlow: boolean;
  kitSupplyItemID: string | null;
  supplyItemIDs: readonly string[];
  /** requirements.md 3 local packing state per procedure. */
  instructionSheetScanned: boolean;
  requisitionFormScanned: boolean;
  /** requirements.md 3 local scan list of the procedure's supplies. */
  supplyScanList: readonly { isScanned: boolean }[];
}

export interface SupplyTransferShipment {
  id: string;
  boxSupplyItemID: string | null;
  /** requirements.md 3 local scan list of the kits going into the box. */
  kitsScanList: readonly { isScanned: boolean }[];
  scannedShippingLabelBarcode: string | null;
  boxImage: string | null;
}

export interface SupplyTransferState {
  /** requirements.md 3 "loading-completed per transfer". */
  loadingCompleted: boolean;
  procedures: readonly SupplyTransferProcedure[];
  shipments: readonly SupplyTransferShipment[];
}

export function supplyTransferFailures(step: SupplyTransferStep, state: SupplyTransferState): string[] {
  if (!state.loadingCompleted) return [m.transferLoading];
  const lab = state.procedures.filter((p) => p.isLabFlow);

  if (step.step === 'procedures') {
    if (lab.length === 0) return [m.noProceduresFound];
    return [
      ...(lab.every((p) => p.kitSupplyItemID) ? [] : [m.everyProcedureKit]),
      ...(lab.every((p) => p.supplyItemIDs.length > 0) ? [] : [m.everyProcedureSupplies]),
      ...(lab.every((p) => p.instructionSheetScanned) ? [] : [m.everyInstructionSheet]),
    ];
  }

  if ('procedureID' in step) {
    const procedure = lab.find((p) => p.id === step.procedureID);
    if (procedure === undefined) return [m.noProcedureFound];
    switch (step.step) {
      case 'scan-procedure-kit':
        return procedure.kitSupplyItemID ? [] : [m.scanProcedureKit];
      case 'scan-procedure-supplies':
        return isScanListComplete(procedure.supplyScanList) ? [] : [m.scanAllItems];
      case 'scan-requisition-form':
        return procedure.requisitionFormScanned ? [] : [m.scanRequisitionForm];
      case 'scan-instruction-sheet':
        return procedure.instructionSheetScanned ? [] : [m.scanInstructionSheet];
      case 'print-requisition-form':
      case 'print-instruction-sheet':
      case 'close-procedure-kit':
        return [];
    }
  }

  const shipment = state.shipments.find((s) => s.id === step.supplyShipmentID);
  if (shipment === undefined) return [m.missingShipment];
  switch (step.step) {
    case 'scan-supply-box':
      return shipment.boxSupplyItemID ? [] : [m.scanSupplyBox];
    case 'scan-kits-to-supply-box':
      return isScanListComplete(shipment.kitsScanList) ? [] : [m.scanAllItems];
    case 'scan-shipping-label':
      return shipment.scannedShippingLabelBarcode ? [] : [m.scanBarcode];
    case 'supply-box-photo':
      return shipment.boxImage ? [] : [m.takePhoto];
    case 'print-shipping-label':
    case 'done-packing':
      return [];
  }
}
