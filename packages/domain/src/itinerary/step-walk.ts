/**
 * The nurse's walk through the steps (issue 27: half the taps, nothing lost). Every step of requirements.md
 * 2.11 stays in the tree with its route and its continue rule; this says which of them Next and
 * Back pass over, which screen shows what a passed step says, and which steps move on by
 * themselves.
 *
 * - Shown on another step: a step that only gives an instruction is shown on the step that acts on
 *   it (put the tube in the amber bag: on the screen where she scans that bag; seal the specimen
 *   bag: where she scans it; the physician's and collection instructions: where she scans the
 *   first tube; her ID and the centrifuge reminder: where she checks the patient's identity). It
 *   counts as done once its own rule passes (instruction steps' rules only ask that their records
 *   exist) and its host is there.
 * - Nothing to do: a step whose work needs nothing from her (a procedure with no supplies to scan;
 *   an insulated or amber bag already scanned for an earlier sample of the procedure; a bag for a
 *   sample not collected; supplies already unlocked by the identity check).
 * - A passed step is still addressable: opened by its route it shows itself, with Next.
 * - Progress ("Step 5 of 30") counts the steps she is expected to see, from the tree's shape only,
 *   so the count stays the same through a visit; a step passed or shown against expectation takes
 *   the number of the next one.
 */
import { chartingValueOf } from '../continue-rules/charting.ts';
import { isChecklistComplete } from '../continue-rules/checklists.ts';
import type { StepRuleContext } from '../continue-rules/itinerary-step.ts';
import { toRequiredSupplies } from '../continue-rules/procedure-supply.ts';
import { getOwn } from '../scanning/lookup.ts';
import type { ItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ChartingItem, ItineraryData, Procedure } from '../itinerary-data/model.ts';
import {
  FASTING_CHARTING_TITLE,
  findChartingItem,
  neededSupplies,
  needsFastingCompliance,
} from '../itinerary-data/selectors.ts';
import type { Step } from './step.ts';
import type { StepKind } from './step-kinds/index.ts';

type Scope = 'waypoint' | 'procedure' | 'sample';

interface HostRule {
  /** The kinds that may show it, looked for after it in route order (the first one shown). */
  readonly ahead: readonly StepKind[];
  /** Looked for before it when none ahead is shown (the sample's own chart). */
  readonly behind?: readonly StepKind[];
  /** Host and step are about the same waypoint, procedure or sample. */
  readonly scope: Scope;
}

const firstSampleStep: readonly StepKind[] = ['scan-sample', 'complete-charting'];

/** Instruction steps and the steps that act on them. */
export const hostRules: Partial<Readonly<Record<StepKind, HostRule>>> = {
  'procedures-supply': {
    ahead: ['scan-procedure-supply', 'scan-procedure-supplies', 'click-procedure-supplies'],
    scope: 'waypoint',
  },
  'waypoint-supply': { ahead: ['scan-waypoint-supply'], scope: 'waypoint' },
  'nurse-id': { ahead: ['patient-id'], scope: 'waypoint' },
  'centrifugation-reminder': { ahead: ['patient-id'], scope: 'waypoint' },
  'patient-diagnosis': { ahead: firstSampleStep, scope: 'procedure' },
  'required-patient-action': { ahead: firstSampleStep, scope: 'procedure' },
  'transfer-instructions': { ahead: firstSampleStep, scope: 'procedure' },
  'collection-instructions': { ahead: firstSampleStep, scope: 'procedure' },
  'charting-samples': { ahead: firstSampleStep, scope: 'procedure' },
  'put-amber-bag': { ahead: ['scan-amber-bag'], behind: ['complete-charting'], scope: 'sample' },
  'put-insulated-bag': { ahead: ['scan-insulated-bag'], behind: ['complete-charting'], scope: 'sample' },
  'put-specimen-bag': { ahead: ['scan-specimen-bag'], scope: 'procedure' },
  'seal-specimen-bag': { ahead: ['scan-specimen-bag'], scope: 'procedure' },
};

export type StepPass =
  | { readonly reason: 'shown-on'; readonly host: Step }
  | { readonly reason: 'nothing-to-do' }
  | { readonly reason: 'shown' };

export interface StepWalk {
  /** Why Next and Back pass over a step, or 'shown'. */
  passOf(step: Step): StepPass;
  /** The step Next opens from `path`: the next one not passed; null at the end. */
  next(path: string): Step | null;
  /** The step Back opens from `path`: the previous one not passed; null at the start. */
  previous(path: string): Step | null;
  /** The steps whose instructions the step at `path` shows, in route order. */
  shownOn(path: string): Step[];
  /** Whether the step is one of the visit's counted steps ("Step n of m"). */
  counted(step: Step): boolean;
}

export interface StepWalkInput {
  /** Route order (`flattenSteps`). */
  readonly steps: readonly Step[];
  readonly data: ItineraryData;
  /** What keeps Next disabled on a step (the tree's `StepFailureProvider`). */
  readonly failuresOf: (step: Step) => readonly string[];
}

function inScope(scope: Scope, a: Step, b: Step): boolean {
  if (a.waypointID !== b.waypointID) return false;
  if (scope === 'waypoint') return true;
  if (a.procedureID !== b.procedureID || a.procedureID === undefined) return false;
  return scope === 'procedure' || a.sampleID === b.sampleID;
}

function procedureOf(data: ItineraryData, step: Step): Procedure | undefined {
  return step.procedureID === undefined ? undefined : getOwn(data.procedures, step.procedureID);
}

/** A procedure whose supplies need no scan (requirements.md 5: none of its supply instructions is scanned). */
export function hasNoSuppliesToScan(procedure: Procedure): boolean {
  return toRequiredSupplies(procedure.supplyInstructions).size === 0;
}

/** Bag kinds one bag serves for every sample of the procedure. */
const sharedBagKinds: ReadonlySet<StepKind> = new Set(['scan-amber-bag', 'scan-insulated-bag']);

export function stepWalk({ steps, data, failuresOf }: StepWalkInput): StepWalk {
  const indexOf = new Map(steps.map((step, index) => [step.path, index]));
  const passes = new Map<string, StepPass>();
  const failures = new Map<string, boolean>();
  const blocked = (step: Step) => {
    let value = failures.get(step.path);
    if (value === undefined) failures.set(step.path, (value = failuresOf(step).length > 0));
    return value;
  };
  const sampleOf = (step: Step) => procedureOf(data, step)?.samples.find((s) => s.id === step.sampleID);
  /** An earlier step of the same bag kind, for a sample of the procedure still collected, scans the bag. */
  const earlierBagStep = (step: Step) => {
    const index = indexOf.get(step.path) ?? -1;
    return steps
      .slice(0, Math.max(0, index))
      .some((s) => s.kind === step.kind && inScope('procedure', s, step) && sampleOf(s)?.status !== 'failed');
  };

  function nothingToDo(step: Step): boolean {
    if (blocked(step)) return false;
    switch (step.kind) {
      case 'unlock-supplies':
        return true;
      case 'scan-procedure-supplies': {
        const procedure = procedureOf(data, step);
        return procedure !== undefined && hasNoSuppliesToScan(procedure);
      }
      case 'scan-amber-bag':
      case 'scan-insulated-bag':
        return sampleOf(step)?.status === 'failed' || earlierBagStep(step);
      default:
        return false;
    }
  }

  function hostOf(step: Step, rule: HostRule, shownOnly: boolean): Step | null {
    const index = indexOf.get(step.path) ?? -1;
    if (index < 0) return null;
    const fits = (kinds: readonly StepKind[]) => (s: Step) =>
      kinds.includes(s.kind) && inScope(rule.scope, s, step) && (!shownOnly || passOf(s).reason === 'shown');
    const ahead = steps.slice(index + 1).find(fits(rule.ahead));
    if (ahead) return ahead;
    return rule.behind ? (steps.slice(0, index).findLast(fits(rule.behind)) ?? null) : null;
  }

  function passOf(step: Step): StepPass {
    const known = passes.get(step.path);
    if (known) return known;
    const rule = hostRules[step.kind];
    let pass: StepPass = { reason: 'shown' };
    if (rule) {
      const host = blocked(step) ? null : hostOf(step, rule, true);
      if (host) pass = { reason: 'shown-on', host };
    } else if (nothingToDo(step)) {
      pass = { reason: 'nothing-to-do' };
    }
    passes.set(step.path, pass);
    return pass;
  }

  const shown = (step: Step) => passOf(step).reason === 'shown';

  return {
    passOf,
    next(path) {
      const index = indexOf.get(path);
      return index === undefined ? null : (steps.slice(index + 1).find(shown) ?? null);
    },
    previous(path) {
      const index = indexOf.get(path);
      return index === undefined ? null : (steps.slice(0, index).findLast(shown) ?? null);
    },
    shownOn(path) {
      const index = indexOf.get(path);
      if (index === undefined) return [];
      return steps.filter((s) => {
        const pass = passOf(s);
        return pass.reason === 'shown-on' && pass.host.path === path;
      });
    },
    counted(step) {
      const rule = hostRules[step.kind];
      if (rule) return hostOf(step, rule, false) === null;
      if (step.kind === 'unlock-supplies') return false;
      if (step.kind === 'scan-procedure-supplies') {
        const procedure = procedureOf(data, step);
        return procedure === undefined || !hasNoSuppliesToScan(procedure);
      }
      if (sharedBagKinds.has(step.kind)) {
        const index = indexOf.get(step.path) ?? 0;
        return !steps.slice(0, index).some((s) => s.kind === step.kind && inScope('procedure', s, step));
      }
      return true;
    },
  };
}

/** Every step shown, in route order: the walk before issue 27, for screens shown outside a flow. */
export function plainWalk(steps: readonly Step[]): StepWalk {
  const indexOf = (path: string) => steps.findIndex((s) => s.path === path);
  return {
    passOf: () => ({ reason: 'shown' }),
    next: (path) => (indexOf(path) < 0 ? null : (steps[indexOf(path) + 1] ?? null)),
    previous: (path) => (indexOf(path) <= 0 ? null : (steps[indexOf(path) - 1] ?? null)),
    shownOn: () => [],
    counted: () => true,
  };
}

/**
 * Charting items the visit asked on a step of their own: the fasting question, answered on
 * fasting-compliance, is not asked again on the charting details (issue 27: asked once).
 */
export function chartingItemsAskedBefore(procedure: Procedure): ReadonlySet<string> {
  if (!needsFastingCompliance(procedure)) return new Set();
  const item = findChartingItem(procedure.charting.items, FASTING_CHARTING_TITLE);
  return new Set(item ? [item.id] : []);
}

/** The charting items left for the charting details to show: groups with nothing left go too. */
export function chartingItemsToShow(procedure: Procedure): ChartingItem[] {
  const asked = chartingItemsAskedBefore(procedure);
  const keep = (items: readonly ChartingItem[]): ChartingItem[] =>
    items.flatMap((item) => {
      if (asked.has(item.id)) return [];
      if (item.type !== 'group') return [item];
      const children = keep(item.children ?? []);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return keep(procedure.charting.items);
}

/**
 * Whether the work of a step that moves on by itself once the nurse has done it there is done, as
 * a completing scan moves on (issue 27): every line of a checklist ticked, the fasting question
 * answered yes (a no shows its caution and waits for Next), every item of a procedure bag picked.
 * Undefined for a step that waits for Next. The screen moves on only when it saw the work undone
 * and then done: revisited with its work done, a step shows its state and Next.
 */
export function stepWorkDone(step: Step, data: ItineraryData, flow: ItineraryFlowState): boolean | undefined {
  switch (step.kind) {
    case 'patient-id':
    case 'patient-consent':
    case 'sample-label-checklist':
      return isChecklistComplete(step.kind, getOwn(flow.checklists, step.path));
    case 'click-procedure-supplies': {
      const procedure = procedureOf(data, step);
      if (procedure === undefined) return undefined;
      const needed = [...neededSupplies(procedure).values()].reduce((sum, n) => sum + n, 0);
      return procedure.supplyItemIDs.length >= needed;
    }
    case 'fasting-compliance': {
      const procedure = procedureOf(data, step);
      const item = procedure && findChartingItem(procedure.charting.items, FASTING_CHARTING_TITLE);
      if (procedure === undefined || item === undefined) return undefined;
      const ctx: StepRuleContext = { data, flow, lookups: { supplyIDOf: () => null } };
      return chartingValueOf(ctx, procedure, item) === 'yes';
    }
    default:
      return undefined;
  }
}

/**
 * A step whose work is done before she reaches it moves on by itself when Next brings her there
 * (not when Back or a link does): charting details with nothing left to fill, whose Next only saves
 * the charting.
 */
export function movesOnOnArrival(step: Step, data: ItineraryData): boolean {
  if (step.kind !== 'task') return false;
  const procedure = procedureOf(data, step);
  return (
    procedure !== undefined &&
    procedure.status !== 'failed' &&
    procedure.status !== 'canceled' &&
    chartingItemsToShow(procedure).length === 0
  );
}
