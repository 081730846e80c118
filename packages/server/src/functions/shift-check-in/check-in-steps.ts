/**
 * shift/{shiftID}: area-check, leave-from, scan-shift-bag, scan-shift-supplies and check-in
 * (requirements.md 2.10, 4, 5, 7). Each writes the shift's own row or scan list, and notifies the nurse.
 */
import { CHECK_IN_WINDOW_DISABLED_FLAG, SUPPLY_PREPARATION_DISABLED_FLAG } from '@sc/domain/constants';
import { checkInTooEarly } from '@sc/domain/field-checks/check-in-window';
import { checkInRefusal, toShiftSupplyScanList } from '@sc/domain/continue-rules/shift-check-in';
import { geocheckShift as geocheck, toGeoCheck } from '@sc/domain/field-checks/geocheck';
import { matchScan } from '@sc/domain/scanning/match-scan';
import { shiftBagRefusal } from '@sc/domain/scanning/supply-types';
import { startShift } from '@sc/domain/transitions/offers';
import { AppError } from '../../lib/app-error.ts';
import { recordAnalyticsEvent } from '../../repositories/analytics.repository.ts';
import {
  addShiftSupplyItem,
  listShiftRegions,
  listShiftScannedItems,
  removeShiftSupplyItem,
  startShiftItineraries,
  updateShiftCheckIn,
} from '../../repositories/shift-check-in.repository.ts';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import { callerFlag } from '../caller-flag.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { appliedChanges } from '../refusals.ts';
import { publishShifts } from '../shift-notices.ts';
import { stepTime } from '../step-time.ts';
import { resolveSupplyItemScan } from '../supply-item-scan.ts';
import { lockPreparableShift } from './own-shift.ts';

const notify = (ctx: FnContext) => publishShifts(ctx, [requireCaller(ctx).userId]);

export const geocheckShift: Handler<'geocheckShift'> = async ({ shiftID, location }, ctx) => {
  const shift = await lockPreparableShift(ctx, shiftID);
  const result = geocheck({ nurseLocation: location, shiftRegions: await listShiftRegions(ctx.db, shift.id) });
  if (!result.ok) throw new AppError('bad_request', result.message, 'location');
  const now = ctx.config.clock.now();
  await updateShiftCheckIn(ctx.db, shift.id, { geoCheck: { ...toGeoCheck(result.region, location, now.getTime()) } });
  // The area check opens check-in (requirements.md 2.10): its first pass starts it.
  if (shift.geoCheck === null)
    await recordAnalyticsEvent(ctx.db, {
      name: 'start shift check-in',
      userId: requireCaller(ctx).userId,
      geo: location,
      properties: { shiftID },
      at: now,
    });
  await recordAnalyticsEvent(ctx.db, {
    name: 'finish geo check',
    userId: requireCaller(ctx).userId,
    geo: location,
    properties: { shiftID },
    at: now,
  });
  notify(ctx);
  return { ok: true as const, serviceRegionID: result.region.id };
};

export const setShiftLeaveFrom: Handler<'setShiftLeaveFrom'> = async ({ shiftID, leaveFrom }, ctx) => {
  const shift = await lockPreparableShift(ctx, shiftID);
  await updateShiftCheckIn(ctx.db, shift.id, { leaveFrom: { ...leaveFrom } });
  notify(ctx);
  return { ok: true as const };
};

/** The shift bag is a branded bag the shift's supply list does not ask for (domain `shiftBagRefusal`). */
export const scanShiftBag: Handler<'scanShiftBag'> = async ({ shiftID, barcode }, ctx) => {
  const shift = await lockPreparableShift(ctx, shiftID);
  const scan = await resolveSupplyItemScan(ctx.db, barcode);
  const [item] = await findSupplyItemsData(ctx.db, [scan.supplyItemID]);
  const refusal = shiftBagRefusal({ supplyType: item?.supplyType ?? null, supplyID: scan.supplyID }, [
    ...Object.keys(shift.supplies),
  ]);
  if (refusal !== null) throw new AppError('bad_request', refusal, 'barcode');
  await updateShiftCheckIn(ctx.db, shift.id, { supplyItemId: scan.supplyItemID });
  notify(ctx);
  return { ok: true as const, supplyItemID: scan.supplyItemID };
};

/** requirements.md 5: a scan matching no unscanned required supply is "Wrong supply"; twice, "Barcode already scanned.". */
export const scanShiftSupply: Handler<'scanShiftSupply'> = async ({ shiftID, barcode }, ctx) => {
  const shift = await lockPreparableShift(ctx, shiftID);
  const scan = await resolveSupplyItemScan(ctx.db, barcode);
  const scanned = await listShiftScannedItems(ctx.db, shift.id);
  const matched = matchScan(toShiftSupplyScanList(shift.supplies, scanned), scan, {
    alsoScanned: shift.supplyItemId ? [shift.supplyItemId] : [],
  });
  if (!matched.ok) throw new AppError('bad_request', matched.message, 'barcode');
  await addShiftSupplyItem(ctx.db, shift.id, scan.supplyItemID);
  notify(ctx);
  return { ok: true as const, supplyItemID: scan.supplyItemID, scannedCount: scanned.length + 1 };
};

export const unscanShiftSupply: Handler<'unscanShiftSupply'> = async ({ shiftID, supplyItemID }, ctx) => {
  const shift = await lockPreparableShift(ctx, shiftID);
  if ((await removeShiftSupplyItem(ctx.db, shift.id, supplyItemID)) > 0) notify(ctx);
  return { ok: true as const };
};

/** requirements.md 4: the shift becomes in progress at check-in, and with it its itineraries. */
export const checkInShift: Handler<'checkInShift'> = async ({ shiftID, lateCheckInReason, at }, ctx) => {
  const caller = requireCaller(ctx);
  const time = stepTime(at, ctx);
  const shift = await lockPreparableShift(ctx, shiftID);
  const supplyPreparationDisabled = await callerFlag(ctx, SUPPLY_PREPARATION_DISABLED_FLAG);
  const scanned = await listShiftScannedItems(ctx.db, shift.id);
  const refusal = checkInRefusal(
    {
      supplies: shift.supplies,
      scannedSupplyItemIDs: scanned.map((s) => s.supplyItemID),
      geoCheck: shift.geoCheck,
      shiftBagSupplyItemID: shift.supplyItemId,
    },
    { supplyPreparationDisabled },
  );
  if (refusal) throw new AppError('conflict', refusal, 'shiftID');
  // ADR 077: then the hour. What she can still do comes first; the wait is last. On the server's
  // clock: a check-in her phone queued offline arrives after she tapped it, never before.
  const tooEarly =
    shift.status === 'accepted'
      ? checkInTooEarly({
          startTime: shift.startAt,
          timeZone: shift.timeZone,
          now: ctx.config.clock.now(),
          windowDisabled: await callerFlag(ctx, CHECK_IN_WINDOW_DISABLED_FLAG),
        })
      : null;
  if (tooEarly) throw new AppError('conflict', tooEarly, 'shiftID');
  const changes = appliedChanges(
    startShift(
      { id: shift.id, status: shift.status, userID: shift.userId, nursesOffered: {} },
      { userID: caller.userId },
    ),
    { not_found: 'shiftID' },
  );
  if (changes.length === 0) return { ok: true as const };
  await updateShiftCheckIn(ctx.db, shift.id, { status: 'in_progress' });
  await startShiftItineraries(ctx.db, shift.id);
  await recordAnalyticsEvent(ctx.db, {
    name: 'finish shift check-in',
    userId: caller.userId,
    at: new Date(time),
    properties: {
      shiftID,
      leaveFrom: shift.leaveFrom,
      lateCheckInReason: lateCheckInReason ?? null,
      requiresOfflineSupplies: !supplyPreparationDisabled,
    },
  });
  notify(ctx);
  ctx.publish(`itineraries/${caller.userId}`);
  return { ok: true as const };
};
