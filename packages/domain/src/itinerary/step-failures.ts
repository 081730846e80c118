/** Placeholder until the step rules land: no step has failures. */
import type { ItineraryFlowState } from './flow-state.ts';
import type { ItineraryData } from './model.ts';
import type { StepFailureProvider } from './step-tree.ts';

export function itineraryStepFailures(
  _data: ItineraryData,
  _flow: ItineraryFlowState,
  _lookups: { supplyIDOf(supplyItemID: string): string | null },
): StepFailureProvider {
  return () => [];
}
