/** The office page (requirements.md 2.1, 2.4): loading, the load error, then by office status. */
import { Navigate, useLocation, useOutlet } from 'react-router';
import { officePageFor } from '@sc/domain/access/home';
import { messages } from '@sc/domain/messages';
import { BookCallPage, CallBookedPage } from '../../components/booking/booking-pages.tsx';
import { StatusPage } from '../../components/status/status-page.tsx';
import { Alert, Button, Page, PageLoading } from '../../components/ui/index.ts';
import { useAppPath, useViewer } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';
import { OfficeDashboard } from './office-dashboard.tsx';

export function OfficePage() {
  const viewer = useViewer();
  const appPath = useAppPath();
  const { state } = useLocation();
  // A nested office route (office/orders, …) when one is open; null on the office home.
  const nested = useOutlet();
  const officeID = viewer.office?.id ?? '';
  const office = useFn('getOffice', { officeID }, { enabled: officeID !== '' });

  if (officeID === '') return <StatusPage page="welcome" />;
  if (office.isPending) return <PageLoading label="Loading your office…" />;
  if (office.error) {
    return (
      <Page width="narrow">
        <Alert tone="danger">{messages.officeLoadFailed}</Alert>
        <Button onClick={() => void office.refetch()}>Try again</Button>
      </Page>
    );
  }
  const page = officePageFor(viewer, office.data.office);
  switch (page.kind) {
    case 'redirect-nurse-home':
      return <Navigate replace to={appPath(paths.home.href())} />;
    case 'redirect-staffing':
      // The state carries a flash (e.g. "Successfully joined organization!") through the redirect.
      return nested ?? <Navigate replace to={appPath(paths.officeOrders.href())} state={state} />;
    case 'dashboard':
      return nested ?? <OfficeDashboard office={office.data.office} />;
    case 'schedule-demo':
      return <BookCallPage title="Schedule a demo" subject="office" />;
    case 'meeting-scheduled':
      return (
        <CallBookedPage title="Your meeting is scheduled">
          <p>
            Thanks for booking a demo for {office.data.office.name}. We'll walk you through ordering visits, managing
            your team and reports, and approve your office after the call.
          </p>
        </CallBookedPage>
      );
    case 'status':
      return <StatusPage page={page.page} />;
  }
}
