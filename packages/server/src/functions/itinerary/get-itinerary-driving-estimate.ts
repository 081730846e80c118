import { loadItineraryData } from '../../repositories/itinerary-data.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { requireCaller, type Handler } from '../context.ts';
import { readOwnItinerary } from '../itinerary-access.ts';

/**
 * requirements.md 7: the driving time from leave-from, in milliseconds, from the routing adapter. To one
 * waypoint when `waypointID` is given (the transit check before driving to it), else through every
 * waypoint not yet complete, in order.
 */
export const getItineraryDrivingEstimate: Handler<'getItineraryDrivingEstimate'> = async (input, ctx) => {
  const own = await readOwnItinerary(ctx.db, requireCaller(ctx), input.itineraryID);
  const { waypoints } = await loadItineraryData(ctx.db, own.row);
  const targets = input.waypointID
    ? waypoints.filter((w) => w.id === input.waypointID)
    : waypoints.filter((w) => w.status !== 'complete');
  if (input.waypointID && targets.length === 0)
    throw new AppError('not_found', refusalTexts.waypointNotFound, 'waypointID');
  const stops = [input.leaveFrom, ...targets.map((w) => ({ lat: w.location.lat, lng: w.location.lng }))];
  return { durationMs: Math.round(await ctx.adapters.routing.drivingDurationMs(stops)) };
};
