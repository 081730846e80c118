/**
 * What the lab drop-off's screens show (ADR 064), as pure functions over the domain's rule: each
 * bag to hand over with whose tubes it holds, and the phone's scans kept for the stop.
 */
import { expectedDropOffBags, type DropOffBag } from '@sc/domain/continue-rules/lab-drop-off';
import type { ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { getOwn } from '@sc/domain/scanning/lookup';

export function dropOffBagsScannedOf(local: ItineraryFlowState, waypointID: string): readonly string[] {
  return getOwn(local.dropOffBagsScanned ?? {}, waypointID) ?? [];
}

/** The phone's state with one more bag scanned at the stop. */
export function addDropOffBag(local: ItineraryFlowState, waypointID: string, supplyItemID: string): ItineraryFlowState {
  const scanned = dropOffBagsScannedOf(local, waypointID);
  if (scanned.includes(supplyItemID)) return local;
  return { ...local, dropOffBagsScanned: { ...local.dropOffBagsScanned, [waypointID]: [...scanned, supplyItemID] } };
}

export interface HandOverRow {
  bag: DropOffBag;
  /** The patients whose tubes the bag holds, by the names the flow data gives. */
  patients: string[];
  /** The tubes collected into it. */
  tubes: number;
}

/** Each bag handed over at the stop, with whose tubes and how many. */
export function handOverRows(
  data: ItineraryData,
  waypointID: string | undefined,
  patients: Readonly<Record<string, { name: string }>>,
): HandOverRow[] {
  const waypoint = data.waypoints.find((w) => w.id === waypointID);
  if (!waypoint) return [];
  const patientOf = (procedureID: string) =>
    data.waypoints.find(
      (w) =>
        w.type === 'patient' &&
        w.waypointActionIDs.some((id) => getOwn(data.waypointActions, id)?.procedureIDs.includes(procedureID)),
    );
  return expectedDropOffBags(data, waypoint).map((bag) => {
    const names = bag.procedureIDs.flatMap((id) => {
      const visit = patientOf(id);
      const name = visit ? getOwn(patients, visit.id)?.name : undefined;
      return name ? [name] : [];
    });
    const tubes = bag.procedureIDs
      .flatMap((id) => getOwn(data.procedures, id)?.samples ?? [])
      .filter((s) => s.status === 'collected' || s.status === 'completed').length;
    return { bag, patients: [...new Set(names)], tubes };
  });
}
