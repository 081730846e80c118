/**
 * The supply shipment flow, ship/{supplyShipmentID} (SPEC.md 2.12, 4, 5): one step, scan supply
 * box, which needs a box supply item. SPEC 4 also says a supply-box scan state must exist for it:
 * a missing state reads as nothing scanned yet.
 */
import { stepMessages as m } from './messages.ts';

export const supplyShipmentSteps = ['scan-supply-box'] as const;
export type SupplyShipmentStep = (typeof supplyShipmentSteps)[number];

export interface SupplyBoxScanState {
  boxSupplyItemID: string | null;
}

export function supplyShipmentFailures(
  step: SupplyShipmentStep,
  state: SupplyBoxScanState | null | undefined,
): string[] {
  switch (step) {
    case 'scan-supply-box':
      return state?.boxSupplyItemID ? [] : [m.scanSupplyBox];
  }
}
