/**
 * The groups the itinerary's screens are delivered in (requirements.md 9: a step downloads only the screens
 * of its part of the flow). The web app loads one chunk per group, from the folder of the group's
 * name; each step kind declares its group (step-kinds/). The server names the chunk a step path
 * most likely needs in the page (ADR 015), before any data says which kind the step is, so the
 * guess from a path lives here, in a module light enough for the router's first load.
 */
export const SCREEN_GROUPS = ['drive', 'visit', 'procedure', 'mail-in', 'lab-drop-off', 'centrifugation'] as const;

export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

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
  if (last === 'go-to-patient' || last === 'go-to-pick-drop' || /^mail-in\/[^/]+\/(stop|drive)$/.test(stepPath))
    return 'drive';
  if (/^waypoint\/[^/]+\/drop-off-(scan-specimen-bag|details)$/.test(stepPath)) return 'lab-drop-off';
  if (stepPath.startsWith('centrifugation/')) return 'centrifugation';
  if (stepPath.startsWith('mail-in/') || stepPath.startsWith('packing/')) return 'mail-in';
  if (stepPath.includes('/procedure/') && !stepPath.includes('/procedures-supply/')) {
    return visitKindsUnderProcedure.has(last) ? 'visit' : 'procedure';
  }
  return 'visit';
}
