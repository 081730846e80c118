/**
 * The supply transfer flow's route order (requirements.md 2.12): a procedures step, then per lab-flow
 * procedure its seven steps, then, once the transfer has a shipment, six steps per shipment. Back
 * and Next are computed from this order, as every step flow's are (requirements.md 4).
 *
 * Why this is hard: the packer sees only what can be packed. A procedure of the transfer that is
 * not a lab flow is left out (requirements.md 8 "procedure is not a lab flow and is ignored", logged), one
 * whose supplies belong to no kit is left out with requirements.md 8's "Procedure {id} missing kit supply; it
 * will be ignored.", and a procedure id naming nothing with "Missing procedure; it will be
 * ignored.". A nurse's kit order has no procedures at all: its route starts at the shipment.
 */
import {
  supplyTransferProcedureSteps,
  supplyTransferShipmentSteps,
  type SupplyTransferStep,
} from '../continue-rules/supply-transfer.ts';
import { stepAfter, stepBefore } from '../step-flow/route-order.ts';
import type { SupplyTransferKind } from '../vocabulary/packing.ts';

export const packingWarnings = {
  missingProcedure: 'Missing procedure; it will be ignored.',
  notLabFlow: 'Procedure is not a lab flow and is ignored',
} as const;

/** requirements.md 8, verbatim: "Procedure {id} missing kit supply; it will be ignored." */
export function missingKitSupply(procedureID: string): string {
  return `Procedure ${procedureID} missing kit supply; it will be ignored.`;
}

export interface TransferProcedureInput {
  id: string;
  /** Null when the transfer names a procedure that does not exist. */
  exists: boolean;
  isLabFlow: boolean;
  /** The kit supply its supplies belong to, null when none does. */
  kitSupplyID: string | null;
}

/** The procedures the packer packs, in order, and a warning for each one left out. */
export function packableProcedures<P extends TransferProcedureInput>(
  procedures: readonly P[],
): { procedures: P[]; warnings: string[] } {
  const kept: P[] = [];
  const warnings: string[] = [];
  for (const p of procedures) {
    if (!p.exists) warnings.push(packingWarnings.missingProcedure);
    else if (!p.isLabFlow) warnings.push(packingWarnings.notLabFlow);
    else if (p.kitSupplyID === null) warnings.push(missingKitSupply(p.id));
    else kept.push(p);
  }
  return { procedures: kept, warnings };
}

/** A step's path below pick-and-pack/{supplyTransferID} (requirements.md 2.12's route names). */
export function transferStepPath(step: SupplyTransferStep): string {
  if (step.step === 'procedures') return '';
  if ('procedureID' in step) return `procedure/${step.procedureID}/${step.step}`;
  return `shipment/${step.supplyShipmentID}/${step.step}`;
}

/** Parses a path below pick-and-pack/{supplyTransferID}; null when it names no step. */
export function parseTransferStepPath(path: string): SupplyTransferStep | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return { step: 'procedures' };
  const [kind, id, step, ...rest] = clean.split('/');
  if (rest.length > 0 || !id || !step) return null;
  if (kind === 'procedure') {
    const found = supplyTransferProcedureSteps.find((s) => s === step);
    return found ? { step: found, procedureID: id } : null;
  }
  if (kind === 'shipment') {
    const found = supplyTransferShipmentSteps.find((s) => s === step);
    return found ? { step: found, supplyShipmentID: id } : null;
  }
  return null;
}

/** Every step of the transfer in route order. */
export function transferRoute(input: {
  kind: SupplyTransferKind;
  procedureIDs: readonly string[];
  shipmentIDs: readonly string[];
}): SupplyTransferStep[] {
  const steps: SupplyTransferStep[] = [];
  if (input.kind === 'kit-shipment') {
    steps.push({ step: 'procedures' });
    for (const procedureID of input.procedureIDs)
      for (const step of supplyTransferProcedureSteps) steps.push({ step, procedureID });
  }
  for (const supplyShipmentID of input.shipmentIDs)
    for (const step of supplyTransferShipmentSteps) steps.push({ step, supplyShipmentID });
  return steps;
}

/** The step after this one in route order (step-flow/route-order.ts), null at the end or off the route. */
export function nextTransferStep(
  route: readonly SupplyTransferStep[],
  step: SupplyTransferStep,
): SupplyTransferStep | null {
  return stepAfter(route, transferStepPath, transferStepPath(step));
}

/** The step before this one in route order, null at the start or off the route. */
export function previousTransferStep(
  route: readonly SupplyTransferStep[],
  step: SupplyTransferStep,
): SupplyTransferStep | null {
  return stepBefore(route, transferStepPath, transferStepPath(step));
}
