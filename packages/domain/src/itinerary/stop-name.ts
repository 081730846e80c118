/**
 * A stop's display name, one for every screen that names it (the drive card, the overview, the
 * shift page): who or what the stop is. The patient's name, else the named place's (the lab),
 * else its kind.
 */
import type { ItineraryData, Waypoint } from '../itinerary-data/model.ts';

/** The names the flow data gives (getItineraryFlowData's patients and places, by waypoint id). */
export interface StopNames {
  patients: Readonly<Record<string, { name: string; phone?: string | null }>>;
  places?: Readonly<Record<string, { name: string; address?: string }>>;
}

export const stopKindNames = {
  patient: 'Patient visit',
  dropOff: 'Lab drop-off',
  mailIn: 'Mail-in drop-off',
  pickUp: 'Pick-up',
} as const;

export function stopNameOf(data: ItineraryData, waypoint: Waypoint, names: StopNames): string {
  const name = names.patients[waypoint.id]?.name ?? names.places?.[waypoint.id]?.name;
  if (name) return name;
  if (waypoint.type === 'patient') return stopKindNames.patient;
  const types = new Set(waypoint.waypointActionIDs.map((id) => data.waypointActions[id]?.type));
  if (types.has('mail-in') && !types.has('dropoff')) return stopKindNames.mailIn;
  return types.has('pickup') && !types.has('dropoff') ? stopKindNames.pickUp : stopKindNames.dropOff;
}
