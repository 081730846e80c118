import type { nurseProfileContract } from '@sc/domain/contract/nurse-profile';
import type { AreaHandlers } from '../context.ts';
import { getNurseProfile, setProfilePicture, submitOnboarding, updateNurseProfile } from './profile.ts';
import {
  findAvailableNurses,
  getWorkSettings,
  updateAvailability,
  updateLocationSettings,
  updateMyProcedures,
  updateServiceRegions,
  updateShiftPreferences,
} from './work-settings.ts';

export const nurseProfileHandlers = {
  getNurseProfile,
  updateNurseProfile,
  setProfilePicture,
  submitOnboarding,
  getWorkSettings,
  updateAvailability,
  updateLocationSettings,
  updateServiceRegions,
  updateShiftPreferences,
  updateMyProcedures,
  findAvailableNurses,
} satisfies AreaHandlers<typeof nurseProfileContract>;
