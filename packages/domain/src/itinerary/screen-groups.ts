/**
 * The groups the itinerary's screens are delivered in (SPEC.md 9: a step downloads only the screens
 * of its part of the flow). The web app loads one chunk per group, from the folder of the group's
 * name; the server names the chunk a step path most likely needs in the page (ADR 015), so the guess
 * from a path lives here, beside the table it must agree with.
 */
import type { ScreenStepKind } from './step-tree.ts';

export const SCREEN_GROUPS = ['drive', 'visit', 'procedure', 'mail-in', 'centrifugation'] as const;

export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

/** Which group of screens shows each step kind. */
export const screenGroupOf: Readonly<Record<ScreenStepKind, ScreenGroup>> = {
  overview: 'visit',
  waypoint: 'visit',
  'go-to-patient': 'drive',
  'action-blocked': 'visit',
  'procedures-supply': 'visit',
  'scan-procedure-supply': 'visit',
  'scan-procedure-supplies': 'visit',
  'click-procedure-supplies': 'visit',
  'waypoint-supply': 'visit',
  'scan-waypoint-supply': 'visit',
  'nurse-id': 'visit',
  'patient-list': 'visit',
  'locate-mail-in-box': 'visit',
  'scan-in-mail-in-box': 'visit',
  'centrifugation-reminder': 'visit',
  'patient-id': 'visit',
  'unlock-supplies': 'visit',
  'patient-consent': 'procedure',
  'patient-diagnosis': 'procedure',
  'fasting-compliance': 'procedure',
  'sample-label-checklist': 'procedure',
  'required-patient-action': 'procedure',
  'transfer-instructions': 'procedure',
  'collection-instructions': 'procedure',
  'charting-samples': 'procedure',
  'scan-sample': 'procedure',
  'complete-charting': 'procedure',
  'put-amber-bag': 'procedure',
  'scan-amber-bag': 'procedure',
  'put-insulated-bag': 'procedure',
  'scan-insulated-bag': 'procedure',
  'put-specimen-bag': 'procedure',
  'seal-specimen-bag': 'procedure',
  'scan-specimen-bag': 'procedure',
  task: 'procedure',
  packing: 'procedure',
  'scan-shipping-label': 'procedure',
  'mail-in-scan-box': 'mail-in',
  'mail-in-follow-instructions': 'mail-in',
  'mail-in-pack-specimen-bags': 'mail-in',
  'mail-in-stop': 'drive',
  'mail-in-drive': 'drive',
  'mail-in-scan': 'mail-in',
  'mail-in-shipments': 'mail-in',
  'shipment-scan-box': 'mail-in',
  'shipment-print-label': 'mail-in',
  'shipment-scan-label': 'mail-in',
  'shipment-take-photo': 'mail-in',
  'shipment-drop-off': 'mail-in',
  'centrifugation-scan-specimen-bags': 'centrifugation',
  'centrifugation-scan-samples': 'centrifugation',
  'centrifugation-instructions': 'centrifugation',
  'centrifugation-photo-confirmation': 'centrifugation',
  'centrifugation-pack-specimen-bags': 'centrifugation',
  'centrifugation-procedure-scan-specimen-bag': 'centrifugation',
  'centrifugation-procedure-scan-samples': 'centrifugation',
};

/** The visit screens whose paths lie under a procedure's. */
const visitKindsUnderProcedure = new Set([
  'patient-id',
  'unlock-supplies',
  'scan-procedure-supply',
  'scan-procedure-supplies',
  'click-procedure-supplies',
]);

/**
 * The group a step path most likely shows, from its last segments alone, so its chunk can load while
 * the flow data does (the tree, which knows for sure, needs the data). A wrong guess costs one chunk.
 */
export function likelyScreenGroup(stepPath: string): ScreenGroup {
  const last = stepPath.split('/').at(-1) ?? '';
  if (last === 'go-to-patient' || /^mail-in\/[^/]+\/(stop|drive)$/.test(stepPath)) return 'drive';
  if (stepPath.startsWith('centrifugation/')) return 'centrifugation';
  if (stepPath.startsWith('mail-in/') || stepPath.startsWith('packing/')) return 'mail-in';
  if (stepPath.includes('/procedure/') && !stepPath.includes('/procedures-supply/')) {
    return visitKindsUnderProcedure.has(last) ? 'visit' : 'procedure';
  }
  return 'visit';
}
