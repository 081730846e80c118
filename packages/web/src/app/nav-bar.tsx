/**
 * The nav bar (requirements.md 2.8), branded by the URL's partner: the brand, and once someone is signed
 * in, their items (nav-menu.tsx).
 */
import { Suspense, type CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { useApp, useAppPath } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { lazyComponent } from './lazy.ts';

// Where it always was, for the screens that sign out too (the location blocker).
export { useSignOut } from './use-sign-out.ts';

// The items, their icons and the sheet come with the first signed-in page, not with /login.
const NavMenu = lazyComponent<typeof import('./nav-menu.tsx')>(() => import('./nav-menu.tsx'), 'NavMenu');

export function NavBar() {
  const { viewer, partner } = useApp();
  const appPath = useAppPath();
  const style = partner ? ({ '--brand': partner.color } as CSSProperties) : undefined;

  return (
    <nav className="ui-navbar app-nav" style={style} aria-label="Main">
      <NavLink to={appPath(paths.home.href())} className="app-nav__brand">
        {partner ? partner.displayName : 'Sample Collect'}
      </NavLink>
      {viewer ? (
        <Suspense fallback={null}>
          <NavMenu />
        </Suspense>
      ) : null}
    </nav>
  );
}
