/**
 * Which group of screens shows each step kind. Groups load lazily, one chunk each, so opening a
 * step downloads only the screens of its part of the flow (SPEC.md 9, DESIGN.md 8).
 */
import type { ScreenStepKind } from '@sc/domain/itinerary/step-tree';
import type { StepScreens } from '../step-screen.ts';

const groups = {
  drive: () => import('./drive/index.ts'),
  visit: () => import('./visit/index.ts'),
  procedure: () => import('./procedure/index.ts'),
  mailIn: () => import('./mail-in/index.ts'),
  centrifugation: () => import('./centrifugation/index.ts'),
} satisfies Record<string, () => Promise<{ screens: StepScreens }>>;

export type ScreenGroup = keyof typeof groups;

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
  'mail-in-scan-box': 'mailIn',
  'mail-in-follow-instructions': 'mailIn',
  'mail-in-pack-specimen-bags': 'mailIn',
  'mail-in-stop': 'drive',
  'mail-in-drive': 'drive',
  'mail-in-scan': 'mailIn',
  'mail-in-shipments': 'mailIn',
  'shipment-scan-box': 'mailIn',
  'shipment-print-label': 'mailIn',
  'shipment-scan-label': 'mailIn',
  'shipment-take-photo': 'mailIn',
  'shipment-drop-off': 'mailIn',
  'centrifugation-scan-specimen-bags': 'centrifugation',
  'centrifugation-scan-samples': 'centrifugation',
  'centrifugation-instructions': 'centrifugation',
  'centrifugation-photo-confirmation': 'centrifugation',
  'centrifugation-pack-specimen-bags': 'centrifugation',
  'centrifugation-procedure-scan-specimen-bag': 'centrifugation',
  'centrifugation-procedure-scan-samples': 'centrifugation',
};

const loaded = new Map<ScreenGroup, Promise<StepScreens>>();

/** The screens of a group, loading its chunk once (a failed load is tried again next time). */
export function loadScreenGroup(group: ScreenGroup): Promise<StepScreens> {
  let promise = loaded.get(group);
  if (!promise) {
    promise = groups[group]().then((module) => module.screens);
    promise.catch(() => loaded.delete(group));
    loaded.set(group, promise);
  }
  return promise;
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 200);

/**
 * Loads every group ahead, so a phone that loses its connection mid-visit still has every screen:
 * one group per idle moment, so the loads do not compete with the nurse's first taps. Answers a
 * function that stops the rest.
 */
export function preloadScreenGroups(): () => void {
  const pending = Object.keys(groups) as ScreenGroup[];
  let stopped = false;
  const next = () => {
    const group = pending.shift();
    if (stopped || !group) return;
    void loadScreenGroup(group)
      .catch(() => undefined)
      .finally(() => whenIdle(next));
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}

/**
 * The group a step path most likely shows, from its last segments alone, so its chunk can load while
 * the flow data does (the tree, which knows for sure, needs the data). A wrong guess costs one chunk.
 */
const visitKindsUnderProcedure = new Set([
  'patient-id',
  'unlock-supplies',
  'scan-procedure-supply',
  'scan-procedure-supplies',
  'click-procedure-supplies',
]);

export function likelyScreenGroup(stepPath: string): ScreenGroup {
  const last = stepPath.split('/').at(-1) ?? '';
  if (last === 'go-to-patient' || /^mail-in\/[^/]+\/(stop|drive)$/.test(stepPath)) return 'drive';
  if (stepPath.startsWith('centrifugation/')) return 'centrifugation';
  if (stepPath.startsWith('mail-in/') || stepPath.startsWith('packing/')) return 'mailIn';
  if (stepPath.includes('/procedure/') && !stepPath.includes('/procedures-supply/')) {
    return visitKindsUnderProcedure.has(last) ? 'visit' : 'procedure';
  }
  return 'visit';
}
