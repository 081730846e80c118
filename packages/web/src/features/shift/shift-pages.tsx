/**
 * Shift check-in (requirements.md 2.10, 4, 5): shift/{shiftID} (the shift: "Shift for {date}", "Itinerary
 * details", "Your supplies"), then area-check, leave-from, scan-shift-bag, scan-shift-supplies and
 * check-in. Every step shows the server's state, so a reload keeps the nurse's progress; each Next
 * is disabled while the domain's rule for the step fails, with the reasons listed.
 */
import { Outlet } from 'react-router';

export { AreaCheckPage } from './area-check-page.tsx';
export { CheckInPage } from './check-in-page.tsx';
export { LeaveFromPage } from './leave-from-page.tsx';
export { ShiftOverviewPage } from './overview-page.tsx';
export { ScanShiftBagPage, ScanShiftSuppliesPage } from './preparation-pages.tsx';

/** The shift's pages, each a step of the check-in; one lazily loaded chunk (app/router.tsx). */
export function ShiftPage() {
  return <Outlet />;
}
