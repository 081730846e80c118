/**
 * Which status may follow which (requirements.md 4), per entity. Staying put is always allowed and is
 * not listed. Every transition in this folder moves statuses only along these edges; the
 * property tests check it from the outside, and the draft asserts it from the inside.
 */
import type {
  ItineraryStatus,
  ProcessingActionStatus,
  WaypointActionStatus,
  WaypointStatus,
} from '../vocabulary/itinerary.ts';
import type { ProcedureStatus, SampleStatus } from '../vocabulary/procedures.ts';
import type { OfferStatus, ShiftStatus } from '../vocabulary/shifts.ts';
import type { ShipmentStatus, SupplyItemStatus, SupplyTransferStatus } from '../vocabulary/supplies.ts';

interface StatusKinds {
  waypoint: WaypointStatus;
  waypointAction: WaypointActionStatus;
  processingAction: ProcessingActionStatus;
  procedure: ProcedureStatus;
  sample: SampleStatus;
  supplyItem: SupplyItemStatus;
  shipment: ShipmentStatus;
  itinerary: ItineraryStatus;
  shift: ShiftStatus;
  nurseOffer: OfferStatus;
  supplyTransfer: SupplyTransferStatus;
}

export type StatusKind = keyof StatusKinds;

type Graph<S extends string> = { readonly [K in S]: readonly S[] };

export const statusTransitions: { readonly [K in StatusKind]: Graph<StatusKinds[K]> } = {
  // pending -> transit (drive starts) -> at-waypoint (arrival) -> complete. Arriving without a
  // recorded drive is allowed: the nurse may already be there (design).
  waypoint: {
    pending: ['transit', 'at-waypoint'],
    transit: ['at-waypoint'],
    'at-waypoint': ['complete'],
    complete: [],
  },
  // Unlock supplies / patient ID -> in-progress; the mail-in pack step -> packed; recomputation or
  // the end of a pick-drop stop -> complete or canceled. complete and canceled are final.
  waypointAction: {
    incomplete: ['in-progress', 'packed', 'complete', 'canceled'],
    'in-progress': ['packed', 'complete', 'canceled'],
    packed: ['complete', 'canceled'],
    complete: [],
    canceled: [],
  },
  processingAction: {
    incomplete: ['in-progress', 'packed', 'complete', 'canceled'],
    'in-progress': ['packed', 'complete', 'canceled'],
    packed: ['complete', 'canceled'],
    complete: [],
    canceled: [],
  },
  // completed, canceled and failed are final (requirements.md 4 lists no way out of them).
  // An office's order waits (ordered) until dispatch puts it on an itinerary, or it is canceled.
  procedure: {
    ordered: ['scheduled', 'canceled'],
    scheduled: ['in-progress', 'completed', 'canceled', 'failed'],
    'in-progress': ['completed', 'canceled', 'failed'],
    completed: [],
    canceled: [],
    failed: [],
  },
  // collected at collection, failed on a failed collection, completed at drop-off.
  sample: {
    pending: ['collected', 'failed'],
    collected: ['failed', 'completed'],
    failed: [],
    completed: [],
  },
  // Scanning in a procedure sets used; unsetting returns activated.
  supplyItem: {
    inactive: ['activated'],
    activated: ['used'],
    used: ['activated'],
  },
  // ready_to_ship after the label scan, in-transit on drop-off.
  shipment: {
    pending: ['ready_to_ship'],
    ready_to_ship: ['in-transit'],
    'in-transit': [],
  },
  // done when every waypoint is complete.
  itinerary: {
    open: ['accepted', 'canceled'],
    accepted: ['in_progress', 'done', 'canceled'],
    in_progress: ['done', 'canceled'],
    done: [],
    canceled: [],
  },
  shift: {
    open: ['accepted', 'canceled'],
    accepted: ['in_progress', 'canceled'],
    in_progress: ['complete', 'canceled'],
    complete: [],
    canceled: [],
  },
  nurseOffer: {
    offered: ['accepted', 'declined', 'withdrawn', 'no-response'],
    accepted: [],
    declined: [],
    withdrawn: [],
    'no-response': [],
  },
  supplyTransfer: {
    pending: ['packed'],
    packed: [],
  },
};

/** Whether `from` may become `to` (equal statuses always may: that is no move). */
export function canMoveStatus<K extends StatusKind>(kind: K, from: StatusKinds[K], to: StatusKinds[K]): boolean {
  if (from === to) return true;
  const graph = statusTransitions[kind] as Graph<StatusKinds[K]>;
  return graph[from].includes(to);
}
