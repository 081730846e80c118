/**
 * A bag step of the procedure (amber, insulated, specimen): the bag scanned. requirements.md 2.11 titles the
 * specimen-bag steps Confirm for kit shipment: the kit shipped to the patient is the samples'
 * container, so its supply item stands in for the specimen bag, and likewise for the amber and
 * insulated bags it carries.
 */
import type { Procedure } from '../itinerary-data/model.ts';
import { supplyStrategyOf } from '../itinerary-data/selectors.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { stepMessages as m } from './messages.ts';

export function bagFailures(ctx: StepRuleContext, procedure: Procedure, bagScanned: boolean): string[] {
  if (bagScanned) return [];
  if (supplyStrategyOf(ctx.data, procedure) !== 'kit-shipment') return [m.scanBarcode];
  return procedure.kitSupplyItemID !== null ? [] : [m.scanProcedureKit];
}
