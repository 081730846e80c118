/**
 * A lab that is closed cannot take specimens (ADR 076): finishing a lab drop-off there, judged at
 * the step's time (when the nurse pressed Finish drop-off, replayed from her queue or not) in the
 * lab's own zone, is refused with the hours, and nothing is written, so custody stays with her. A
 * lab whose hours are not known receives at any hour; a finished stop answers as it did.
 */
import { isLabDropOffStop } from '@sc/domain/continue-rules/lab-drop-off';
import { closedLabRefusal } from '@sc/domain/field-checks/receiving-hours';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { AppError } from '../../lib/app-error.ts';
import { listStopPlaces } from '../../repositories/itinerary-data.repository.ts';
import type { FnContext } from '../context.ts';
import { toClock } from '../operations/places.ts';

export async function refuseClosedLab(ctx: FnContext, itinerary: ItineraryData, waypointID: string, at: string) {
  const waypoint = itinerary.waypoints.find((w) => w.id === waypointID);
  if (!waypoint || waypoint.status === 'complete' || !isLabDropOffStop(itinerary, waypoint)) return;
  const place = (await listStopPlaces(ctx.db, itinerary.id))[waypointID];
  if (!place) return;
  const hours = { receivingStart: toClock(place.startMinute), receivingEnd: toClock(place.endMinute) };
  const refusal = closedLabRefusal({ name: place.name, ...hours }, place.timeZone, at);
  if (refusal) throw new AppError('conflict', refusal, 'waypointID');
}
