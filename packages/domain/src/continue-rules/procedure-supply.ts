/**
 * Procedure supply checks (requirements.md 2.11 "procedures supply", 5 "Procedure supply checks"): every
 * supply-instruction quantity must have scanned items, and the procedure needs a kit item. Only the
 * kinds that need scanning count: all but centrifuge, discard-after-transfer, fill-by-patient,
 * refrigerate and transfer-from-container.
 *
 * Conventions here, where requirements.md 5 leaves them open:
 * - Quantities of the same supply add up; a quantity is rounded up, and zero or less needs nothing.
 * - "have scanned items": at least that many scanned items of the supply; items of other supplies
 *   do not count towards it.
 * - The texts are ours (requirements.md 5 gives none): "Scan the procedure kit before continuing." and the
 *   requirements.md's "Scan all items before continuing.".
 */
import type { Procedure, SupplyInstruction, Waypoint } from '../itinerary-data/model.ts';
import type { SupplyInstructionKind } from '../vocabulary/procedures.ts';
import { nurseSuppliedProceduresOf } from '../itinerary-data/selectors.ts';
import type { ExpectedItem } from '../scanning/match-scan.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { stepMessages } from './messages.ts';

const notScanned: ReadonlySet<SupplyInstructionKind> = new Set([
  'centrifuge',
  'discard-after-transfer',
  'fill-by-patient',
  'refrigerate',
  'transfer-from-container',
]);

/** requirements.md 5: whether supplies of an instruction of this kind are scanned. */
export function needsScanning(kind: SupplyInstructionKind): boolean {
  return !notScanned.has(kind);
}

/** Supply id -> how many scanned items the procedure needs, in instruction order. */
export function toRequiredSupplies(instructions: readonly SupplyInstruction[]): Map<string, number> {
  const required = new Map<string, number>();
  for (const { supplyID, kind, quantity } of instructions) {
    const count = Number.isFinite(quantity) ? Math.max(0, Math.ceil(quantity)) : 0;
    if (!needsScanning(kind) || count === 0) continue;
    required.set(supplyID, (required.get(supplyID) ?? 0) + count);
  }
  return required;
}

/** The scan list for "scan procedure supplies": one unscanned item per required unit. */
export function toSupplyScanList(instructions: readonly SupplyInstruction[]): ExpectedItem[] {
  return [...toRequiredSupplies(instructions)].flatMap(([supplyID, count]) =>
    Array.from({ length: count }, () => ({ supplyID, isScanned: false })),
  );
}

export interface ProcedureSupplyState {
  supplyInstructions: readonly SupplyInstruction[];
  kitSupplyItemID: string | null;
  /** The supply id of each scanned item. */
  scannedSupplyIDs: readonly string[];
}

export const procedureSupplySteps = [
  'scan-procedure-supply',
  'scan-procedure-supplies',
  'click-procedure-supplies',
] as const;
export type ProcedureSupplyStep = (typeof procedureSupplySteps)[number];

function hasAllSupplies(state: ProcedureSupplyState): boolean {
  const scanned = new Map<string, number>();
  for (const id of state.scannedSupplyIDs) scanned.set(id, (scanned.get(id) ?? 0) + 1);
  return [...toRequiredSupplies(state.supplyInstructions)].every(([id, count]) => (scanned.get(id) ?? 0) >= count);
}

/** Everything the procedure still lacks (the whole requirements.md 5 check, for "Prepare for the visit"). */
export function procedureSupplyFailures(state: ProcedureSupplyState): string[] {
  return [
    ...(state.kitSupplyItemID ? [] : [stepMessages.scanProcedureKit]),
    ...(hasAllSupplies(state) ? [] : [stepMessages.scanAllItems]),
  ];
}

export function isProcedureSupplyComplete(state: ProcedureSupplyState): boolean {
  return procedureSupplyFailures(state).length === 0;
}

/**
 * Per step (requirements.md 2.11): scan procedure supply is the kit container, scan procedure supplies the
 * items; click procedure supplies (sample scanning disabled) has nothing to scan.
 */
export function procedureSupplyStepFailures(step: ProcedureSupplyStep, state: ProcedureSupplyState): string[] {
  switch (step) {
    case 'scan-procedure-supply':
      return state.kitSupplyItemID ? [] : [stepMessages.scanProcedureKit];
    case 'scan-procedure-supplies':
      return hasAllSupplies(state) ? [] : [stepMessages.scanAllItems];
    case 'click-procedure-supplies':
      return [];
  }
}

/** The procedure's supply state: the server's kit and scanned items. */
export function supplyStateOf(ctx: StepRuleContext, procedure: Procedure): ProcedureSupplyState {
  return {
    supplyInstructions: procedure.supplyInstructions,
    kitSupplyItemID: procedure.kitSupplyItemID,
    scannedSupplyIDs: procedure.supplyItemIDs.flatMap((id) => ctx.lookups.supplyIDOf(id) ?? []),
  };
}

/** Prepare for the visit, after each procedure's group: every nurse-supplied procedure complete (requirements.md 5). */
export function waypointSupplyFailures(ctx: StepRuleContext, waypoint: Waypoint): string[] {
  const failures = nurseSuppliedProceduresOf(ctx.data, waypoint)
    .filter((p) => p.status !== 'failed')
    .flatMap((p) => procedureSupplyFailures(supplyStateOf(ctx, p)));
  return [
    ...(failures.includes(stepMessages.scanProcedureKit) ? [stepMessages.everyProcedureKit] : []),
    ...(failures.includes(stepMessages.scanAllItems) ? [stepMessages.everyProcedureSupplies] : []),
  ];
}
