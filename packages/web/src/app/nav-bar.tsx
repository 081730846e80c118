/** The nav bar per role (SPEC.md 2.8), branded by the URL's partner. */
import { useState, type CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { navItemsFor, type NavItemId } from '@sc/domain/access/nav';
import { Button } from '../components/ui/index.ts';
import { ContinueItineraryLink, useContinueItinerary } from '../features/nurse/continue-itinerary.tsx';
import { call } from '../lib/api.ts';
import { useApp, useAppNavigate, useAppPath } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';

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
  approvals: paths.approvals.href(),
};

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return async () => {
    await call('signOut', {});
    queryClient.clear();
    // The tab's saved steps (e.g. a login stuck on "Reset your password") belong to the session.
    try {
      sessionStorage.clear();
    } catch {
      // Storage unavailable: nothing was saved.
    }
    navigate(paths.login.href(), { replace: true });
  };
}

export function NavBar() {
  const { viewer, config, partner } = useApp();
  const appPath = useAppPath();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const style = partner ? ({ '--brand': partner.color } as CSSProperties) : undefined;
  const items = viewer ? navItemsFor(viewer, config.flags) : [];
  // A nurse checked in to a shift: her way back to the step she stood on (issue 13).
  const continueItinerary = useContinueItinerary();

  return (
    <nav className="ui-navbar app-nav" style={style} aria-label="Main">
      <div className="app-nav__bar">
        <NavLink to={appPath(paths.home.href())} className="app-nav__brand">
          {partner ? partner.displayName : 'Sample Collect'}
        </NavLink>
        {viewer ? (
          <button
            type="button"
            className="app-nav__toggle"
            aria-expanded={open}
            aria-controls="app-nav-menu"
            onClick={() => setOpen(!open)}
          >
            Menu
          </button>
        ) : null}
      </div>
      {viewer ? (
        <ul id="app-nav-menu" className="app-nav__menu" data-open={open}>
          {continueItinerary ? (
            <li>
              <ContinueItineraryLink variant="link" onClick={() => setOpen(false)} />
            </li>
          ) : null}
          {items.map((item) => (
            <li key={item.id}>
              <NavLink to={appPath(hrefs[item.id])} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Button variant="link" onClick={() => void signOut()}>
              Sign out
            </Button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
