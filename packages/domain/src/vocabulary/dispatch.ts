/** Dispatch (issue 25, ADR 049): a dispatcher's optimiser runs for a region's day. */

/**
 * `queued` waits for the job queue; `running` is being optimised (progress arrives live); `done` has a
 * plan the dispatcher may change by hand; `failed` ended without one; `published` made its offers.
 */
export const dispatchRunStatuses = ['queued', 'running', 'done', 'failed', 'published'] as const;
export type DispatchRunStatus = (typeof dispatchRunStatuses)[number];

/** A dispatcher's manual changes to a plan: pin a visit (to a nurse, a time), move it, take it out. */
export const dispatchChangeKinds = ['pin', 'unpin', 'move', 'unassign'] as const;
export type DispatchChangeKind = (typeof dispatchChangeKinds)[number];
