/**
 * Operations' home (issue 25): where the day is run from. Each area one tap away, with what it is
 * for; dispatch builds the day, the live day watches it, people and offices are decided on, payouts
 * and failed jobs are settled.
 */
import { Card, LinkButton, Page } from '../../components/ui/index.ts';
import {
  ApprovalsIcon,
  EarningsIcon,
  KitIcon,
  OfficeIcon,
  RouteIcon,
  ScanIcon,
  StopIcon,
  TimeIcon,
  WarningIcon,
  type IconType,
} from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';

const areas: { title: string; text: string; href: string; icon: IconType; action: string }[] = [
  {
    title: 'Dispatch',
    text: 'Build a day from the waiting visits with the optimiser, then offer it to nurses.',
    href: paths.adminDispatch.href(),
    icon: RouteIcon,
    action: 'Open dispatch',
  },
  {
    title: 'Live day',
    text: 'Today’s itineraries: where each nurse is, who runs late, and every specimen’s stability clock.',
    href: paths.liveDay.href(),
    icon: TimeIcon,
    action: 'Open the live day',
  },
  {
    title: 'People',
    text: 'Nurses, office staff and packers: documents, approvals, declines, waitlist and interviews.',
    href: paths.people.href(),
    icon: ApprovalsIcon,
    action: 'Open people',
  },
  {
    title: 'Offices',
    text: 'Offices that signed up: approve after the demo call.',
    href: paths.adminOffices.href(),
    icon: OfficeIcon,
    action: 'Open offices',
  },
  {
    title: 'Catalogue',
    text: 'Feature flags, the tests offices may order and the SKUs that may be scanned.',
    href: paths.adminCatalogue.href(),
    icon: KitIcon,
    action: 'Open the catalogue',
  },
  {
    title: 'Places',
    text: 'Labs and drop boxes with their hours, service regions and their areas, place groups.',
    href: paths.adminPlaces.href(),
    icon: StopIcon,
    action: 'Open places',
  },
  {
    title: 'Supplies',
    text: 'Supplies and their SKUs, active or not; items and batches registered under their barcodes.',
    href: paths.adminSupplies.href(),
    icon: ScanIcon,
    action: 'Open supplies',
  },
  {
    title: 'Payouts',
    text: 'Nurses’ withdrawals waiting for the bank: settle or fail.',
    href: paths.payouts.href(),
    icon: EarningsIcon,
    action: 'Open payouts',
  },
  {
    title: 'Failed jobs',
    text: 'Work that failed its last try: see why, try again or drop it.',
    href: paths.failedJobs.href(),
    icon: WarningIcon,
    action: 'Open failed jobs',
  },
];

export function OperationsHomePage() {
  const appPath = useAppPath();
  return (
    <Page title="Operations" width="wide">
      <ul className="app-list" aria-label="Operations">
        {areas.map((area) => (
          <li key={area.title}>
            <Card icon={area.icon} title={area.title}>
              <p>{area.text}</p>
              <LinkButton to={appPath(area.href)} variant="secondary">
                {area.action}
              </LinkButton>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
