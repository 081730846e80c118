/**
 * The nav bar's items per role (requirements.md 2.8) with their icons, the phone's menu sheet and Sign
 * out. Loaded in its own chunk once someone is signed in, so the sign-in page's first load does
 * not carry the icons and the sheet.
 */
import { useState } from 'react';
import { NavLink } from 'react-router';
import { navItemsFor, type NavItemId } from '@sc/domain/access/nav';
import { Icon } from '../components/ui/icon.tsx';
import {
  ApprovalsIcon,
  HomeIcon,
  TimeIcon,
  WarningIcon,
  CalendarIcon,
  EarningsIcon,
  HelpIcon,
  KitIcon,
  MenuIcon,
  OfficeIcon,
  OrdersIcon,
  ProfileIcon,
  ReportsIcon,
  RouteIcon,
  SettingsIcon,
  SignOutIcon,
  TeamIcon,
  VisitsIcon,
  WalletIcon,
  type IconType,
} from '../components/ui/icons.ts';
import { Sheet } from '../components/ui/sheet.tsx';
import { ContinueItineraryLink, useContinueItinerary } from '../components/field/continue-itinerary.tsx';
import { useApp, useAppPath } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { useSignOut } from './use-sign-out.ts';

const hrefs: Record<NavItemId, string> = {
  wallet: paths.wallet.href(),
  profile: paths.profile.href(),
  'order-kit': paths.orderKit.href(),
  'work-settings': paths.workSettings.href(),
  help: paths.help.href(),
  visits: paths.officeVisits.href(),
  orders: paths.officeOrders.href(),
  team: paths.officeTeam.href(),
  reports: paths.officeReports.href(),
  'your-settings': paths.userSettings.href(),
  'office-settings': paths.officeSettings.href(),
  operations: paths.adminHome.href(),
  dispatch: paths.adminDispatch.href(),
  'live-day': paths.liveDay.href(),
  people: paths.people.href(),
  'failed-jobs': paths.failedJobs.href(),
  payouts: paths.payouts.href(),
};

/** Each nav item's icon (the words carry the meaning; the icon helps the eye find it). */
const icons: Record<NavItemId, IconType> = {
  wallet: WalletIcon,
  profile: ProfileIcon,
  'order-kit': KitIcon,
  'work-settings': CalendarIcon,
  help: HelpIcon,
  visits: VisitsIcon,
  orders: OrdersIcon,
  team: TeamIcon,
  reports: ReportsIcon,
  'your-settings': SettingsIcon,
  'office-settings': OfficeIcon,
  operations: HomeIcon,
  dispatch: RouteIcon,
  'live-day': TimeIcon,
  people: ApprovalsIcon,
  'failed-jobs': WarningIcon,
  payouts: EarningsIcon,
};

/**
 * The signed-in part of the nav bar. On a wide screen the items sit in the bar; on a phone "Menu"
 * opens them in a sheet from the bottom (focus kept inside, Escape closes), each a 48 px row with
 * its icon, Sign out last.
 */
export function NavMenu() {
  const { viewer, config } = useApp();
  const appPath = useAppPath();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const items = viewer ? navItemsFor(viewer, config.flags) : [];
  // A nurse checked in to a shift: her way back to the step she stood on (issue 13).
  const continueItinerary = useContinueItinerary();

  const links = items.map((item) => (
    <li key={item.id}>
      <NavLink to={appPath(hrefs[item.id])} onClick={close}>
        <Icon icon={icons[item.id]} />
        {item.label}
      </NavLink>
    </li>
  ));
  const signOutItem = (
    <li>
      <button type="button" onClick={() => void signOut()}>
        <Icon icon={SignOutIcon} />
        Sign out
      </button>
    </li>
  );

  return (
    <>
      <div className="app-nav__wide">
        {continueItinerary ? <ContinueItineraryLink variant="secondary" className="app-nav__continue" /> : null}
        <ul className="app-nav__links">
          {links}
          {signOutItem}
        </ul>
      </div>
      <button
        type="button"
        className="app-nav__toggle"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon icon={MenuIcon} />
        Menu
      </button>
      <Sheet open={open} onClose={close} title="Menu">
        {continueItinerary ? <ContinueItineraryLink fullWidth className="app-nav__continue" onClick={close} /> : null}
        <ul className="ui-menu-list">{links}</ul>
        <ul className="ui-menu-list ui-menu-list--end">{signOutItem}</ul>
      </Sheet>
    </>
  );
}
