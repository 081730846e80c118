/**
 * Step paths, relative to `itinerary/{itineraryID}` (requirements.md 2.11): keyed as the requirements.md says by
 * waypoint, waypoint action, procedure and processing action, with each key word the segment its
 * kind declares (step-kinds/). Every id is one URL segment (`encodeURIComponent`), so an id holding
 * "/" cannot change the tree.
 */
import { segmentOf, type StepKind } from './step-kinds/index.ts';

/** One path segment for an id. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

const keyed = (base: string, kind: StepKind, id: string) =>
  `${base === '' ? '' : `${base}/`}${segmentOf(kind)}/${segment(id)}`;

export const pathOf = {
  waypoint: (waypointID: string) => keyed('', 'waypoint', waypointID),
  waypointAction: (waypointID: string, waypointActionID: string) =>
    keyed(pathOf.waypoint(waypointID), 'waypoint-action', waypointActionID),
  procedure: (waypointID: string, waypointActionID: string, procedureID: string) =>
    keyed(pathOf.waypointAction(waypointID, waypointActionID), 'procedure', procedureID),
  mailInPacking: (waypointActionID: string) => keyed('', 'mail-in-packing', waypointActionID),
  mailIn: (waypointID: string) => keyed('', 'mail-in', waypointID),
  shipment: (waypointID: string, shipmentID: string) => keyed(pathOf.mailIn(waypointID), 'shipment', shipmentID),
  centrifugation: (processingActionID: string) => keyed('', 'centrifugation', processingActionID),
} as const;

/** A child step's path: its kind's segment under `base`, after the id for a kind keyed by one. */
export function childPath(base: string, kind: StepKind, id?: string): string {
  return id === undefined ? `${base}/${segmentOf(kind)}` : keyed(base, kind, id);
}

export { isWithinPath } from '../step-flow/tree.ts';
