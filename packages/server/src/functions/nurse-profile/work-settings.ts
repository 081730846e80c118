/**
 * Her work settings (requirements.md 2.10 work-settings and children, 3 shiftSettings and taskTypes; issue
 * 23): each page saves its own section whole. These are dispatch's inputs (findAvailableNurses).
 */
import { placeAddress } from '@sc/domain/addresses/address-place';
import { weeklyBlocksProblem } from '@sc/domain/nurse-profile/availability';
import { badRequest, notFound } from '../../lib/app-error.ts';
import {
  findAvailableNurses as queryAvailableNurses,
  replaceAvailability,
  replaceServiceRegions,
  replaceTaskTypes,
  upsertWorkSettings,
} from '../../repositories/nurse-settings.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { loadNurse } from './facts.ts';

export const settingsTexts = {
  leaveFrom: 'Enter the address you leave from.',
  exception: 'An exception has both its start and end, or neither (a day off).',
  unknownRegion: 'Choose service regions from the list.',
} as const;

async function answer(ctx: FnContext, userId: string, section: string) {
  await ctx.audit({ action: `workSettings.${section}`, recordType: 'user', recordId: userId, subjectUserId: userId });
  ctx.publish(`users/${userId}`);
  const { workSettings, onboarding } = await loadNurse(ctx.db, userId, ctx.config.clock.now());
  return { workSettings, onboarding };
}

export const getWorkSettings: Handler<'getWorkSettings'> = async (_input, ctx) => {
  const { workSettings, onboarding } = await loadNurse(ctx.db, requireCaller(ctx).userId, ctx.config.clock.now());
  return { workSettings, onboarding };
};

export const updateAvailability: Handler<'updateAvailability'> = async ({ weekly, exceptions }, ctx) => {
  const { userId } = requireCaller(ctx);
  const problem = weeklyBlocksProblem(weekly);
  if (problem) throw badRequest(problem, 'weekly');
  for (const e of exceptions)
    if (
      (e.startMinute === null) !== (e.endMinute === null) ||
      (e.startMinute !== null && e.endMinute! <= e.startMinute)
    )
      throw badRequest(settingsTexts.exception, 'exceptions');
  await replaceAvailability(ctx.db, userId, weekly, exceptions);
  return answer(ctx, userId, 'availability');
};

/**
 * Her leave-from is where dispatch starts and ends her day (ADR 049): one with no place on the map
 * is refused (ADR 071), so a new address never keeps the old one's point, nor leaves her out of
 * planning unsaid.
 */
export const updateLocationSettings: Handler<'updateLocationSettings'> = async (
  { leaveFrom, leaveFromPin, returnTo },
  ctx,
) => {
  const { userId } = requireCaller(ctx);
  if (leaveFrom === '') throw badRequest(settingsTexts.leaveFrom, 'leaveFrom');
  const place = placeAddress({ address: leaveFrom, pin: leaveFromPin });
  if (!place.ok) throw badRequest(place.message, place.field === 'pin' ? 'leaveFromPin' : 'leaveFrom');
  await upsertWorkSettings(ctx.db, userId, {
    leaveFromAddress: leaveFrom,
    leaveFromLat: place.point?.lat ?? null,
    leaveFromLng: place.point?.lng ?? null,
    returnToAddress: returnTo || null,
  });
  return answer(ctx, userId, 'location');
};

export const updateServiceRegions: Handler<'updateServiceRegions'> = async ({ serviceRegionIDs }, ctx) => {
  const { userId } = requireCaller(ctx);
  const unknown = await replaceServiceRegions(ctx.db, userId, serviceRegionIDs);
  if (unknown.length > 0) throw badRequest(settingsTexts.unknownRegion, 'serviceRegionIDs');
  return answer(ctx, userId, 'serviceRegions');
};

export const updateShiftPreferences: Handler<'updateShiftPreferences'> = async (input, ctx) => {
  const { userId } = requireCaller(ctx);
  await upsertWorkSettings(ctx.db, userId, {
    dayParts: [...new Set(input.dayParts)],
    maxHoursPerWeek: input.maxHoursPerWeek,
    maxDriveMinutes: input.maxDriveMinutes,
  });
  return answer(ctx, userId, 'shiftPreferences');
};

export const updateMyProcedures: Handler<'updateMyProcedures'> = async ({ taskTypes }, ctx) => {
  const { userId } = requireCaller(ctx);
  await replaceTaskTypes(ctx.db, userId, taskTypes);
  return answer(ctx, userId, 'procedures');
};

/** Dispatch's question (operations): an unknown region simply has nobody. */
export const findAvailableNurses: Handler<'findAvailableNurses'> = async ({ serviceRegionID, time, taskType }, ctx) => {
  const at = new Date(time);
  if (Number.isNaN(at.getTime())) throw notFound();
  return { nurses: await queryAvailableNurses(ctx.db, { serviceRegionId: serviceRegionID, taskType, at }) };
};
