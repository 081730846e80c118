/**
 * requirements.md 7: users/{id}/location/current set with coordinates and lastUpdate, for the caller (a
 * nurse or packer). Written only when the domain's thresholds say so (requirements.md 5, 9: none yet, 5
 * minutes passed, or a move over 100 m) against the stored one; a fix that changes nothing answers
 * `written: false`. The time is the phone's (`at`, checked like a step's), so a fix replayed from
 * the offline queue keeps when it was taken.
 */
import { shouldWriteLocation } from '@sc/domain/field-checks/location-writes';
import { lockUserLocation, saveUserLocation } from '../../repositories/user-locations.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { stepTime } from '../step-time.ts';

export const setUserLocation: Handler<'setUserLocation'> = async ({ location, at }, ctx) => {
  const caller = requireCaller(ctx);
  const timestamp = stepTime(at, ctx);
  const stored = await lockUserLocation(ctx.db, caller.userId);
  const last = stored ? { lat: stored.lat, lng: stored.lng, timestamp: stored.lastUpdate } : null;
  if (!shouldWriteLocation(last, { ...location, timestamp })) return { ok: true as const, written: false };
  await saveUserLocation(ctx.db, caller.userId, {
    lat: location.lat,
    lng: location.lng,
    lastUpdate: new Date(timestamp),
  });
  // Operations' live day shows where she last was (issue 25): a notice, never the position itself.
  ctx.publish(`positions/${caller.userId}`);
  return { ok: true as const, written: true };
};
