/**
 * The live day (issue 25): a day's itineraries in a time zone with their stops, each nurse's last
 * position, the transit rule's judgement of her next stop, deviation reasons, and every collected
 * tube with its stability rule (the screen runs the clock). Every procedure whose tube is shown is
 * audited with its patient, in this call's transaction (ADR 017).
 */
import { nearPlaceText, type KnownPlace } from '@sc/domain/location/near-place';
import { liveEtas, liveTransit } from '@sc/domain/operations/live-day';
import { zonedInstant } from '@sc/domain/format/dates';
import { badRequest } from '../../lib/app-error.ts';
import {
  listDeviationsOf,
  listItinerariesStarting,
  listPlacePoints,
  listWaypointsOf,
} from '../../repositories/operations.repository.ts';
import { listSpecimensOfItineraries } from '../../repositories/specimens.repository.ts';
import type { Handler } from '../context.ts';
import { toSpecimen } from '../stability/specimens.ts';

export const LIVE_DAY_LIMIT = 300;
/** How far back an itinerary still in progress may have started to be on today's live day. */
const CARRY_OVER_MS = 24 * 60 * 60_000;
const iso = (value: Date | string) => new Date(value).toISOString();

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function dayRange(day: string, timeZone: string): [Date, Date] {
  try {
    const from = zonedInstant(day, '00:00', timeZone);
    const to = zonedInstant(nextDay(day), '00:00', timeZone);
    if (from !== null && to !== null) return [new Date(from), new Date(to)];
  } catch {
    throw badRequest('timeZone: Unknown time zone', 'timeZone');
  }
  throw badRequest('day: Enter a date as YYYY-MM-DD.', 'day');
}

export const getLiveDay: Handler<'getLiveDay'> = async ({ day, timeZone }, ctx) => {
  const now = ctx.config.clock.now();
  const [from, to] = dayRange(day, timeZone);
  // Today's live day also holds an itinerary begun last evening and still in progress.
  const today = now >= from && now < to;
  const carryOverSince = today ? new Date(from.getTime() - CARRY_OVER_MS) : null;
  const rows = await listItinerariesStarting(ctx.db, from, to, LIVE_DAY_LIMIT + 1, carryOverSince);
  const itineraries = rows.slice(0, LIVE_DAY_LIMIT);
  const ids = itineraries.map((i) => i.id);
  const waypoints = await listWaypointsOf(ctx.db, ids);
  const specimens = await listSpecimensOfItineraries(ctx.db, ids);
  const places: KnownPlace[] = itineraries.some((i) => i.lat !== null) ? await listPlacePoints(ctx.db) : [];
  const deviations = await listDeviationsOf(
    ctx.db,
    waypoints.map((w) => w.id),
  );
  for (const procedureID of new Set(specimens.map((s) => s.procedureID))) {
    const patient = specimens.find((s) => s.procedureID === procedureID)?.patientID ?? null;
    await ctx.audit({
      action: 'getLiveDay',
      recordType: 'procedure',
      recordId: procedureID,
      subjectUserId: patient,
      detail: { access: 'read' },
    });
  }
  return {
    now: now.toISOString(),
    truncated: rows.length > LIVE_DAY_LIMIT,
    tileUrl: ctx.config.mapTileUrl ?? null,
    itineraries: itineraries.map((i) => {
      const stops = waypoints.filter((w) => w.itineraryId === i.id);
      const position =
        i.lat !== null && i.lng !== null && i.lastUpdate !== null
          ? { lat: i.lat, lng: i.lng, lastUpdate: iso(i.lastUpdate) }
          : null;
      const open = i.status === 'accepted' || i.status === 'in_progress';
      const liveStops = stops.map((w) => ({ ...w, scheduledStartAt: iso(w.scheduledStartAt) }));
      const etas = open ? liveEtas(liveStops, position, now) : new Map<string, string | null>();
      return {
        id: i.id,
        status: i.status,
        startAt: iso(i.startAt),
        timeZone: i.timeZone,
        nurse: i.nurseId
          ? { id: i.nurseId, name: `${i.firstName ?? ''} ${i.lastName ?? ''}`.trim(), phone: i.phone }
          : null,
        position,
        // Her position in words, by the nearest of her stops, her leave-from and the labs (ADR 083).
        near: position
          ? nearPlaceText(position, [
              ...stops.map((w) => ({ name: w.placeName ?? w.address, lat: w.lat, lng: w.lng })),
              ...(i.leaveFromAddress && i.leaveFromLat !== null && i.leaveFromLng !== null
                ? [{ name: i.leaveFromAddress, lat: i.leaveFromLat, lng: i.leaveFromLng }]
                : []),
              ...places,
            ])
          : null,
        transit: open ? liveTransit(liveStops, position, now) : null,
        waypoints: stops.map((w) => ({
          id: w.id,
          position: w.position,
          type: w.type,
          name: w.placeName ?? w.address,
          point: { lat: w.lat, lng: w.lng },
          status: w.status,
          statusAt: w.statusAt === null ? null : iso(w.statusAt),
          scheduledStartAt: iso(w.scheduledStartAt),
          etaAt: etas.get(w.id) ?? null,
          deviations: deviations
            .filter((d) => d.waypointId === w.id)
            .map((d) => ({ kind: d.kind, reason: d.reason, at: iso(d.at) })),
        })),
        specimens: specimens.filter((s) => s.itineraryID === i.id).map(toSpecimen),
      };
    }),
  };
};
