import { TRANSIT_BLOCKING_DISABLED_FLAG } from '@sc/domain/constants';
import { toItineraryOutput } from '@sc/domain/contract/field-schemas';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import { listProcedureContacts, loadItineraryData } from '../../repositories/itinerary-data.repository.ts';
import { findAcceptedItineraryEarnings } from '../../repositories/shift-offers.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { callerFlag } from '../caller-flag.ts';
import { supplyItemIDsOf } from '../field-state.ts';
import { readOwnItinerary } from '../itinerary-access.ts';
import { flowPlaces } from './flow-places.ts';

type FlowData = Awaited<ReturnType<Handler<'getItineraryFlowData'>>>;

/** Everything the itinerary's steps read (requirements.md 2.11 "flow data"), for its own nurse only. */
export const getItineraryFlowData: Handler<'getItineraryFlowData'> = async ({ itineraryID }, ctx) => {
  const caller = requireCaller(ctx);
  const own = await readOwnItinerary(ctx.db, caller, itineraryID);
  const itinerary = await loadItineraryData(ctx.db, own.row);
  const items = await findSupplyItemsData(ctx.db, supplyItemIDsOf(itinerary));
  const contacts = await listProcedureContacts(ctx.db, Object.keys(itinerary.procedures));
  const patients: FlowData['patients'] = {};
  for (const waypoint of itinerary.waypoints) {
    if (waypoint.type !== 'patient') continue;
    const draftIDs = new Set(waypoint.draftWaypoints.map((d) => d.id));
    const stop = Object.values(itinerary.procedures)
      .filter((p) => draftIDs.has(p.draftWaypointID))
      .map((p) => contacts.get(p.id))
      .filter((c) => c !== undefined);
    const contact = stop[0];
    if (!contact) continue;
    // The identity step shows her date of birth; the drive and the door show the offices' notes,
    // each once however many of the visit's tests carry it (requirements.md 2.11).
    const notes = [...new Set(stop.map((c) => c.notes.trim()).filter((n) => n !== ''))];
    patients[waypoint.id] = { name: contact.name, phone: contact.phone, dateOfBirth: contact.dateOfBirth, notes };
  }
  // Her pay, for the day's done screen: only an offer she accepted prices an itinerary.
  const earningsCents = await findAcceptedItineraryEarnings(ctx.db, itineraryID, caller.userId);
  return {
    itinerary: toItineraryOutput(itinerary),
    timeZone: own.row.timeZone,
    supplyItems: Object.fromEntries(items.map((i) => [i.id, i])),
    patients,
    // The lab drop-off's drive shows the place's receiving hours (ADR 064); at a closed lab the
    // phone names the nearest one open (ADR 076).
    places: await flowPlaces(ctx.db, itinerary),
    ...(earningsCents === undefined ? {} : { earningsCents }),
    transitBlockingDisabled: await callerFlag(ctx, TRANSIT_BLOCKING_DISABLED_FLAG),
  };
};
