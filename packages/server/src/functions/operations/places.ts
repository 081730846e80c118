/**
 * Operations' places (issue 25): labs, drop-off boxes and packing places with their receiving
 * hours, which dispatch plans lab drop-offs by (migration 025). Hours are minutes from local
 * midnight in the database and "HH:MM" on the wire.
 */
import { AppError } from '../../lib/app-error.ts';
import { listPlacesForOperations, setPlaceReceivingHours } from '../../repositories/operations.repository.ts';
import type { Handler } from '../context.ts';

export const PLACE_NOT_FOUND = 'No place has this id.';

const pad = (n: number) => String(n).padStart(2, '0');
/** 1440 (midnight at the end of the day) reads "24:00". */
export const toClock = (minute: number | null) =>
  minute === null ? null : `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
export const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const listPlaces: Handler<'listPlaces'> = async (_input, ctx) => ({
  places: (await listPlacesForOperations(ctx.db)).map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    address: p.address,
    region: p.region,
    regionID: p.regionID,
    lat: p.lat,
    lng: p.lng,
    receivingStart: toClock(p.startMinute),
    receivingEnd: toClock(p.endMinute),
  })),
});

export const setPlaceHours: Handler<'setPlaceHours'> = async ({ placeID, hours }, ctx) => {
  const next = hours ? { startMinute: toMinute(hours.start), endMinute: toMinute(hours.end) } : null;
  const before = await setPlaceReceivingHours(ctx.db, placeID, next);
  if (!before) throw new AppError('not_found', PLACE_NOT_FOUND, 'placeID');
  const same = before.startMinute === (next?.startMinute ?? null) && before.endMinute === (next?.endMinute ?? null);
  if (!same)
    await ctx.audit({
      action: 'place.set-hours',
      recordType: 'place',
      recordId: placeID,
      detail: { from: before, to: next },
    });
  return { ok: true as const };
};
