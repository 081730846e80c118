/**
 * What keeps Next disabled on each screen of the itinerary (requirements.md 5: "Next buttons are disabled
 * while the current step has validation failures; the tooltip lists failures, one per line"): the
 * `StepFailureProvider` that `buildItinerarySteps` plugs in, running the continue rule each screen's
 * kind declares (step-kinds/).
 *
 * The flow rules of continue-rules/ are reused as they are, each beside the adapter that builds its
 * state from the server's data and the phone's local flow state. A step whose Next makes the
 * completing write (patient-id starts the action, task saves the charting: see the web screens'
 * `onContinue`) cannot ask for that write before Next: patient-id passes once its identity
 * checklist is ticked, task once every charting question is answered. Rules requirements.md 5 leaves open (go-to-
 * patient, the checklists, the bags, the kit...) are ours, with texts in continue-rules/messages.ts
 * marked "Ours".
 */
import type { StepFailureLookups, StepRuleContext } from '../continue-rules/itinerary-step.ts';
import type { ItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import type { Step, StepFailureProvider, StepTreeContext } from './step.ts';
import { isScreenKind, screenKind } from './step-kinds/index.ts';
import { buildItinerarySteps } from './step-tree.ts';

/** The provider for one itinerary and this phone's flow state. Group nodes have no screen and no Next. */
export function itineraryStepFailures(
  data: ItineraryData,
  flow: ItineraryFlowState,
  lookups: StepFailureLookups,
): StepFailureProvider {
  const ctx: StepRuleContext = { data, flow, lookups };
  return (step) => (isScreenKind(step.kind) ? screenKind(step.kind).rule(ctx, step) : []);
}

/** `buildItinerarySteps` with every screen's failures; the flow state is also the tree's local flow. */
export function buildItineraryStepsWithFailures(
  data: ItineraryData,
  flow: ItineraryFlowState,
  ctx: Omit<StepTreeContext, 'failures' | 'localFlow'>,
  lookups: Pick<StepFailureLookups, 'supplyIDOf'>,
): Step {
  const failures = itineraryStepFailures(data, flow, { supplyIDOf: lookups.supplyIDOf, flags: ctx.flags });
  return buildItinerarySteps(data, { ...ctx, localFlow: flow, failures });
}
