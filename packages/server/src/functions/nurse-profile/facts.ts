/** What onboarding reads of a nurse (ADR 043), and the answers her profile and settings pages get. */
import { formatMapPin, isPlaced } from '@sc/domain/addresses/address-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { localMoment } from '@sc/domain/nurse-profile/availability';
import { expiryState, missingOnboardingSteps, type OnboardingFacts } from '@sc/domain/nurse-profile/onboarding';
import type { DayPart } from '@sc/domain/vocabulary/nurse-profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { messages } from '@sc/domain/messages';
import { readProfile, readWorkSettings } from '../../repositories/nurse-settings.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';

/** `now` (the clock's) decides her day, in her time zone. */
export async function loadNurse(db: Db, userId: string, now: Date) {
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'nurse') throw new AppError('not_found', messages.userNotFound);
  const { profile, credentials } = await readProfile(db, userId);
  const work = await readWorkSettings(db, userId);
  // Who she is, as onboarding checks it and as her profile shows it.
  const person = {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    dateOfBirth: user.dateOfBirth,
    title: profile?.title ?? null,
    npi: profile?.npi ?? null,
  };
  const facts: OnboardingFacts = {
    ...person,
    credentials,
    serviceRegionCount: work.regions.filter((r) => r.selected).length,
    weeklyHourBlocks: work.weekly.length,
    taskTypes: work.tasks,
    hasLeaveFrom: (work.settings?.leaveFromAddress ?? '').trim() !== '',
  };
  const today = localMoment(now, user.timeZone).date;
  const onboarding = { status: user.status, missing: missingOnboardingSteps(facts, today) };
  const answerProfile: FnOutput<'getNurseProfile'>['profile'] = {
    ...person,
    email: user.email,
    faxNumber: user.faxNumber,
    timeZone: user.timeZone,
    gender: profile?.gender ?? null,
    languages: profile?.languages ?? [],
    pictureFileID: profile?.pictureFileId ?? null,
    malpracticeInsurance: profile?.malpracticeCarrier
      ? { carrier: profile.malpracticeCarrier, expiryDate: profile.malpracticeExpiry }
      : null,
    credentials: credentials.map((c) => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      number: c.number,
      stateCode: c.stateCode,
      expiryDate: c.expiryDate,
      status: c.status,
      expiry: expiryState(c.expiryDate, today),
    })),
  };
  const workSettings: FnOutput<'getWorkSettings'>['workSettings'] = {
    timeZone: user.timeZone,
    availability: {
      weekly: work.weekly.map((b) => ({ weekday: b.weekday, startMinute: b.startMinute, endMinute: b.endMinute })),
      exceptions: work.exceptions.map((e) => ({ date: e.day, startMinute: e.startMinute, endMinute: e.endMinute })),
    },
    location: {
      leaveFrom: work.settings?.leaveFromAddress ?? null,
      leaveFromPin:
        work.settings && isPlaced({ lat: work.settings.leaveFromLat, lng: work.settings.leaveFromLng })
          ? formatMapPin({ lat: work.settings.leaveFromLat!, lng: work.settings.leaveFromLng! })
          : null,
      returnTo: work.settings?.returnToAddress ?? null,
    },
    serviceRegions: work.regions.map((r) => ({ id: r.id, name: r.name, selected: Boolean(r.selected) })),
    shiftPreferences: {
      dayParts: (work.settings?.dayParts ?? []) as DayPart[],
      maxHoursPerWeek: work.settings?.maxHoursPerWeek ?? null,
      maxDriveMinutes: work.settings?.maxDriveMinutes ?? null,
    },
    taskTypes: work.tasks,
  };
  return { user, facts, today, onboarding, profile: answerProfile, workSettings };
}
