/**
 * The supply shipment flow, ship/{supplyShipmentID} (requirements.md 2.12, 4, 5): one step, scan supply
 * box, which needs a box supply item. requirements.md 4 also says a supply-box scan state must exist for it:
 * a missing state reads as nothing scanned yet.
 */
import { defineStepFlow } from '../step-flow/flow.ts';
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

/**
 * The flow declared (step-flow/flow.ts): its one step at ship/{supplyShipmentID}/scan-shipping-box
 * (requirements.md 2.12 routes). Its state is the server's shipment, so a reload keeps it.
 */
export const supplyShipmentFlow = defineStepFlow([
  {
    key: 'scan-supply-box',
    path: 'scan-shipping-box',
    title: 'Scan shipping box',
    rule: (state: SupplyBoxScanState | null | undefined) => supplyShipmentFailures('scan-supply-box', state),
  },
]);
