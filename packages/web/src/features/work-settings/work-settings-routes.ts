/** Work settings' pages, one lazy chunk (requirements.md 9). */
export {
  AvailabilityPage,
  LocationSettingsPage,
  MyProceduresPage,
  ShiftPreferencesPage,
  WorkAreaPage,
  WorkSettingsPage,
} from './work-settings-pages.tsx';
