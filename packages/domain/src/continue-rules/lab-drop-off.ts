/**
 * The lab drop-off at a pick-drop stop with drop-off actions and no mail-in action (ADR 064; the
 * legacy routes of requirements.md 2.11, under waypoint/{waypointID}): drive to the lab, scan every
 * specimen bag dropped there, hand them over. What blocks Next, and which bags are expected.
 *
 * Steps: go-to-pick-drop (arrive), drop-off-scan-specimen-bag (every expected bag scanned),
 * drop-off-details (arrived, every bag scanned, nothing still to collect). Its Next finishes the
 * stop (finishWaypoint -> finishPickDropStop: the drop-off actions and the stop complete, and the
 * procedures reach the lab in their custody trail).
 *
 * Conventions here, where requirements.md leaves them open:
 * - The procedures dropped off are those of the stop's drop-off actions that are not canceled,
 *   failed procedures aside (their specimens go nowhere).
 * - A procedure's bag is the new specimen bag its centrifugation saved, else its specimen bag: the
 *   tubes travel in the last bag they were put in. A kit-shipment procedure leaves by mail and has
 *   no bag here; a procedure with no collected sample has none either.
 * - "Every bag" may be none (every visit failed): the stop is still finished, to close the day.
 * - A procedure whose samples are all still pending blocks the hand-over: its visit is not done.
 * - A finished stop never blocks (another phone, a reload after the finish).
 * - Scans are this phone's (`dropOffBagsScanned`): there is no write per bag. The step's one write
 *   is the finish. Rejected samples are not handled here (the legacy rejected-samples screens).
 */
import type { ItineraryData, Procedure, Waypoint } from '../itinerary-data/model.ts';
import { actionsOf, hasArrivedAt, liveProceduresOf, supplyStrategyOf, uniqueBy } from '../itinerary-data/selectors.ts';
import { getOwn } from '../scanning/lookup.ts';
import { scanMessages } from '../scanning/messages.ts';
import type { StepRuleContext } from './itinerary-step.ts';
import { stepMessages as m } from './messages.ts';

export const labDropOffSteps = ['go-to-pick-drop', 'drop-off-scan-specimen-bag', 'drop-off-details'] as const;
export type LabDropOffStep = (typeof labDropOffSteps)[number];

/** A specimen bag handed over at the lab, with the procedures whose tubes it holds. */
export interface DropOffBag {
  supplyItemID: string;
  procedureIDs: readonly string[];
}

export interface LabDropOffState {
  /** The stop's arrival is recorded (at-waypoint or complete). */
  arrived: boolean;
  /** The stop is finished: nothing blocks any more. */
  complete: boolean;
  /** The bags to hand over, in procedure order. */
  bags: readonly DropOffBag[];
  /** The bags scanned at the lab on this phone. */
  scanned: readonly string[];
  /** Procedures dropped off here whose samples are all still to collect. */
  notCollected: readonly string[];
}

export function labDropOffFailures(step: LabDropOffStep, state: LabDropOffState): string[] {
  if (state.complete) return [];
  const arrive = state.arrived ? [] : [m.arriveAtWaypoint];
  const scanned = new Set(state.scanned);
  const bags = state.bags.every((b) => scanned.has(b.supplyItemID)) ? [] : [m.scanAllItems];
  switch (step) {
    case 'go-to-pick-drop':
      return arrive;
    case 'drop-off-scan-specimen-bag':
      return bags;
    case 'drop-off-details':
      return [...arrive, ...(state.notCollected.length > 0 ? [m.collectBeforeDropOff] : []), ...bags];
  }
}

// ---------------------------------------------------------------------------------------------
// Which stops, procedures and bags

/** A pick-drop stop whose work is a lab drop-off: a live drop-off action, no live mail-in action. */
export function isLabDropOffStop(data: ItineraryData, waypoint: Waypoint): boolean {
  if (waypoint.type !== 'pick-drop') return false;
  const live = actionsOf(data, waypoint).filter((a) => a.status !== 'canceled');
  return live.some((a) => a.type === 'dropoff') && !live.some((a) => a.type === 'mail-in');
}

/** The procedures dropped off at the stop, once each: its live drop-off actions', failed ones aside. */
export function dropOffProceduresOf(data: ItineraryData, waypoint: Waypoint): Procedure[] {
  const actions = actionsOf(data, waypoint).filter((a) => a.type === 'dropoff' && a.status !== 'canceled');
  return uniqueBy(
    actions.flatMap((a) => liveProceduresOf(data, a.procedureIDs)),
    (p) => p.id,
  ).filter((p) => p.status !== 'failed');
}

const isCollected = (p: Procedure) => p.samples.some((s) => s.status === 'collected' || s.status === 'completed');

/** The bag a procedure's tubes travel in: its centrifugation's new bag, else its specimen bag. */
export function dropOffBagOf(data: ItineraryData, procedure: Procedure): string | null {
  const centrifuged = Object.values(data.processingActions).find(
    (a) => a.status !== 'canceled' && getOwn(a.newSpecimenBags, procedure.id) !== undefined,
  );
  return getOwn(centrifuged?.newSpecimenBags ?? {}, procedure.id)?.supplyItemID ?? procedure.specimenBag?.id ?? null;
}

/** The specimen bags to hand over at the stop: one per bag, with the procedures it holds. */
export function expectedDropOffBags(data: ItineraryData, waypoint: Waypoint): DropOffBag[] {
  const bags = new Map<string, string[]>();
  for (const procedure of dropOffProceduresOf(data, waypoint)) {
    if (!isCollected(procedure) || supplyStrategyOf(data, procedure) === 'kit-shipment') continue;
    const bag = dropOffBagOf(data, procedure);
    if (bag !== null) bags.set(bag, [...(bags.get(bag) ?? []), procedure.id]);
  }
  return [...bags].map(([supplyItemID, procedureIDs]) => ({ supplyItemID, procedureIDs }));
}

/**
 * A bag scanned at the lab (requirements.md 5's texts): one of the stop's bags not scanned yet, else
 * "Barcode already scanned."; anything else, another procedure's bag or not a bag at all, is
 * "Wrong supply". Answers the bag's supply item to keep.
 */
export function matchDropOffBag(
  bags: readonly DropOffBag[],
  scanned: readonly string[],
  supplyItemID: string | null,
): { ok: true; supplyItemID: string } | { ok: false; message: string } {
  const bag = bags.find((b) => b.supplyItemID === supplyItemID);
  if (!bag) return { ok: false, message: scanMessages.wrongSupply };
  if (scanned.includes(bag.supplyItemID)) return { ok: false, message: scanMessages.alreadyScanned };
  return { ok: true, supplyItemID: bag.supplyItemID };
}

/** The stop's drop-off state: the server's record, then this phone's scans. */
export function labDropOffStateOf(ctx: Pick<StepRuleContext, 'data' | 'flow'>, waypoint: Waypoint): LabDropOffState {
  const notCollected = dropOffProceduresOf(ctx.data, waypoint)
    .filter((p) => p.samples.length > 0 && p.samples.every((s) => s.status === 'pending'))
    .map((p) => p.id);
  return {
    arrived: hasArrivedAt(waypoint),
    complete: waypoint.status === 'complete',
    bags: expectedDropOffBags(ctx.data, waypoint),
    scanned: getOwn(ctx.flow.dropOffBagsScanned ?? {}, waypoint.id) ?? [],
    notCollected,
  };
}
