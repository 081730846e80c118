/**
 * Moving through the itinerary's steps (requirements.md 2.11, 4, 9): route order, back and next, where a
 * nurse enters the flow, when the flow data is stale, and which steps may be opened.
 *
 * Route order is the pre-order walk of the tree's screens (`flattenSteps`, the step engine's:
 * step-flow/tree.ts); group nodes are not in it. "Back and next are computed from route order" (requirements.md 4), and no step may be opened before
 * every step ahead of it is complete (`canReach`).
 */
import { needsScanning } from '../continue-rules/procedure-supply.ts';
import { stepAfter, stepBefore } from '../step-flow/route-order.ts';
import { isWithinPath, pathOf } from './paths.ts';
import { nurseSuppliedProceduresOf } from '../itinerary-data/selectors.ts';
import type { Step } from './step.ts';
import type { ItineraryData, Waypoint } from '../itinerary-data/model.ts';

export { canReach, firstIncompleteStep, flattenSteps, resolveStep } from '../step-flow/tree.ts';

/** The step after `currentPath` in route order; null at the end or when the path is not a step. */
export function nextStep(steps: readonly Step[], currentPath: string): Step | null {
  return stepAfter(steps, (s) => s.path, currentPath);
}

/** The step before `currentPath` in route order; null at the start or when the path is not a step. */
export function previousStep(steps: readonly Step[], currentPath: string): Step | null {
  return stepBefore(steps, (s) => s.path, currentPath);
}

/** requirements.md 9: flow data for an itinerary or waypoint is stale after 10 minutes. */
export const FLOW_DATA_STALE_MS = 10 * 60 * 1000;

/**
 * Whether flow data loaded at `loadedAt` is stale at `now`: more than 10 minutes old. Never
 * loaded, or an unreadable time, counts as stale; a load time in the future (clock change) does not.
 */
export function isStale(loadedAt: Date | number | null | undefined, now: Date | number): boolean {
  if (loadedAt === null || loadedAt === undefined) return true;
  const elapsed = +now - +loadedAt;
  return Number.isNaN(elapsed) || elapsed > FLOW_DATA_STALE_MS;
}

/**
 * Whether the supplies of a visit are packed (requirements.md 2.11 entry: "packing is incomplete"): every
 * procedure the nurse supplies has its kit and as many scanned supply items as its scanning supply
 * instructions ask for (requirements.md 5), and the waypoint's own bag is scanned. The data keeps scanned
 * supply item ids without their supply, so the count is compared; the scan-procedure-supplies
 * continue rule, which sees the scan list, checks each supply.
 */
export function isVisitPackingComplete(data: ItineraryData, waypoint: Waypoint): boolean {
  const proceduresPacked = nurseSuppliedProceduresOf(data, waypoint).every((p) => {
    const required = p.supplyInstructions.filter((i) => needsScanning(i.kind)).reduce((n, i) => n + i.quantity, 0);
    return p.kitSupplyItemID !== null && p.supplyItemIDs.length >= required;
  });
  return proceduresPacked && waypoint.supplyItemID !== null;
}

export interface EntryContext {
  /** The waypoint whose flow is entered; by default the current one (see `currentWaypoint`). */
  readonly waypointID?: string | null;
  /** The waypoint the nurse is at by location. */
  readonly nurseAtWaypointID?: string | null;
}

/**
 * The waypoint the itinerary is at: the first one in transit or at-waypoint, else the first one the
 * nurse is at by location, else the first not complete. Undefined when all are complete.
 */
export function currentWaypoint(data: ItineraryData, ctx: EntryContext = {}): Waypoint | undefined {
  return (
    data.waypoints.find((w) => w.status === 'transit' || w.status === 'at-waypoint') ??
    data.waypoints.find((w) => w.id === ctx.nurseAtWaypointID) ??
    data.waypoints.find((w) => w.status !== 'complete')
  );
}

/**
 * Where a nurse enters the flow (requirements.md 2.11 entry rules), for the waypoint in `ctx.waypointID` or
 * the current one:
 * - patient waypoint in transit: go-to-patient;
 * - at the patient waypoint (status at-waypoint, or the nurse is there by location): action-blocked
 *   if present; else procedures-supply if packing is incomplete and that step exists; else
 *   patient-list; else the waypoint's first step;
 * - pick-drop waypoint: if the nurse is at the waypoint (by location, or arrival recorded), the
 *   step after drive-to-location; otherwise the first step of its flow;
 * - otherwise (not yet under way, complete): the waypoint's first step.
 * A waypoint without steps, or no waypoint, enters at the first step (the overview).
 * Null only when `steps` is empty.
 */
export function entryStep(steps: readonly Step[], data: ItineraryData, ctx: EntryContext = {}): Step | null {
  const first = steps[0] ?? null;
  const waypoint =
    ctx.waypointID != null ? data.waypoints.find((w) => w.id === ctx.waypointID) : currentWaypoint(data, ctx);
  if (waypoint === undefined) return first;
  const find = (path: string) => steps.find((s) => s.path === path) ?? null;
  const atWaypoint = waypoint.status === 'at-waypoint' || ctx.nurseAtWaypointID === waypoint.id;

  if (waypoint.type === 'patient') {
    const base = pathOf.waypoint(waypoint.id);
    const firstOfWaypoint = steps.find((s) => isWithinPath(s.path, base)) ?? first;
    if (waypoint.status === 'transit') return find(`${base}/go-to-patient`) ?? firstOfWaypoint;
    if (!atWaypoint) return firstOfWaypoint;
    const procedures = find(`${base}/procedures-supply`);
    return (
      find(`${base}/action-blocked`) ??
      (procedures && !isVisitPackingComplete(data, waypoint) ? procedures : null) ??
      find(`${base}/patient-list`) ??
      firstOfWaypoint
    );
  }

  // Its flow: the packed mail-in drop-off, or the lab drop-off (ADR 064), whichever the tree built.
  const mailIn = pathOf.mailIn(waypoint.id);
  const lab = pathOf.waypoint(waypoint.id);
  const isMailIn = steps.some((s) => isWithinPath(s.path, mailIn));
  const base = isMailIn ? mailIn : lab;
  const firstOfWaypoint = steps.find((s) => isWithinPath(s.path, base)) ?? first;
  if (!atWaypoint) return firstOfWaypoint;
  const afterDrive = nextStep(steps, isMailIn ? `${mailIn}/drive` : `${lab}/go-to-pick-drop`);
  return afterDrive && isWithinPath(afterDrive.path, base) ? afterDrive : firstOfWaypoint;
}
