/**
 * What an itinerary step's continue rule reads (requirements.md 5), and how it finds the records its step
 * names. The server's data is read first, then the phone's local flow state for what has no write
 * of its own (or whose write is still queued), so a reload or another phone does not ask the nurse
 * again for what the server already holds.
 *
 * A step whose ids name nothing in the data answers requirements.md 8's not-found text for what is missing,
 * never a throw; a failed or canceled procedure has nothing left to do, so its steps never block.
 */
import type { ItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData, Procedure, Sample, Waypoint, WaypointAction } from '../itinerary-data/model.ts';
import { waypointsOf } from '../itinerary-data/selectors.ts';
import type { ItineraryFlags } from '../itinerary-data/flags.ts';
import type { StepRef } from '../itinerary-data/step-ref.ts';
import { getOwn } from '../scanning/lookup.ts';
import { missingSample, stepMessages as m } from './messages.ts';

export interface StepFailureLookups {
  /** The supply a supply item is of, when the flow data knows the item. */
  supplyIDOf(supplyItemID: string): string | null;
  /** The flags the waypoint check reads (scan-waypoint-supply); none set when absent. */
  readonly flags?: ItineraryFlags;
}

export interface StepRuleContext {
  readonly data: ItineraryData;
  readonly flow: ItineraryFlowState;
  readonly lookups: StepFailureLookups;
}

/** A step kind's continue rule: the texts that keep Next disabled on one of its steps. */
export type StepRule = (ctx: StepRuleContext, step: StepRef) => string[];

/** Never blocks. */
export const noRule: StepRule = () => [];

export function withWaypoint(rule: (waypoint: Waypoint, ctx: StepRuleContext, step: StepRef) => string[]): StepRule {
  return (ctx, step) => {
    const waypoint = waypointsOf(ctx.data).find((w) => w.id === step.waypointID);
    return waypoint === undefined ? [m.waypointNotFound] : rule(waypoint, ctx, step);
  };
}

export function withAction(rule: (action: WaypointAction, ctx: StepRuleContext, step: StepRef) => string[]): StepRule {
  return (ctx, step) => {
    const action =
      step.waypointActionID === undefined ? undefined : getOwn(ctx.data.waypointActions, step.waypointActionID);
    return action === undefined ? [m.waypointNotFound] : rule(action, ctx, step);
  };
}

export function withMailInAction(rule: (action: WaypointAction, ctx: StepRuleContext) => string[]): StepRule {
  return withAction((action, ctx) => (action.type === 'mail-in' ? rule(action, ctx) : [m.waypointNotFound]));
}

/** A procedure's step; one that failed or was canceled has nothing left to do. */
export function withProcedure(rule: (procedure: Procedure, ctx: StepRuleContext, step: StepRef) => string[]): StepRule {
  return (ctx, step) => {
    const procedure = step.procedureID === undefined ? undefined : getOwn(ctx.data.procedures, step.procedureID);
    if (procedure === undefined) return [m.procedureNotFound];
    return procedure.status === 'failed' || procedure.status === 'canceled' ? [] : rule(procedure, ctx, step);
  };
}

export function withSample(rule: (procedure: Procedure, sample: Sample, ctx: StepRuleContext) => string[]): StepRule {
  return withProcedure((procedure, ctx, step) => {
    const sample = procedure.samples.find((s) => s.id === step.sampleID);
    return sample === undefined ? [missingSample(step.sampleID ?? '', procedure.id)] : rule(procedure, sample, ctx);
  });
}
