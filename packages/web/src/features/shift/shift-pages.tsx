/** Shift check-in (SPEC.md 2.10): shift/{shiftID} and its children. Filled in by the shift check-in work. */
import { Outlet } from 'react-router';
import { Page } from '../../components/ui/index.ts';

export function ShiftPage() {
  return <Outlet />;
}

function Soon({ title }: { title: string }) {
  return <Page title={title} width="narrow" />;
}

export const ShiftOverviewPage = () => <Soon title="Shift" />;
export const AreaCheckPage = () => <Soon title="Area check" />;
export const CheckInPage = () => <Soon title="Check in" />;
export const LeaveFromPage = () => <Soon title="Leave from" />;
export const ScanShiftBagPage = () => <Soon title="Scan shift bag" />;
export const ScanShiftSuppliesPage = () => <Soon title="Your supplies" />;
