/** Group nodes: key levels of the tree that are not screens of their own (requirements.md 2.11). */
import type { GroupKind } from './declare.ts';

export const groupKinds = {
  'procedure-supplies': { title: 'Procedure supplies', segment: 'procedure' },
  'waypoint-action': { title: 'Visit', segment: 'waypoint-action' },
  procedure: { title: 'Procedure', segment: 'procedure' },
  'mail-in-packing': { title: 'Pack the mail-in box', segment: 'packing' },
  'mail-in': { title: 'Mail-in drop-off', segment: 'mail-in' },
  /** A lab drop-off stop (ADR 064): waypoint/{waypointID}, a group here, a screen at a patient's stop. */
  'lab-drop-off': { title: 'Lab drop-off', segment: 'waypoint' },
  shipment: { title: 'Shipment', segment: 'shipment' },
  centrifugation: { title: 'Centrifugation', segment: 'centrifugation' },
  'centrifugation-procedure': { title: 'New specimen bag', segment: 'procedure' },
} as const satisfies Readonly<Record<string, GroupKind>>;
