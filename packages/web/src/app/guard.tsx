/** Applies a route's needs (requirements.md 2.7, 2.8, 6) through the domain's `guardRoute`. */
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { guardRoute, type RouteNeeds } from '@sc/domain/access/guards';
import { useApp, useAppPath } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { NotFound } from './not-found.tsx';
import { PatientHandoff } from './patient-handoff.tsx';

export function Guard({ needs }: { needs: RouteNeeds }) {
  const { viewer, config } = useApp();
  const appPath = useAppPath();
  const location = useLocation();
  const navigation = useNavigation();
  const result = guardRoute(needs, { viewer, flags: config.flags, production: config.production });
  switch (result.kind) {
    case 'allow':
      return <Outlet />;
    case 'not-found':
      return <NotFound />;
    case 'login':
      // A navigation already under way wins (e.g. to login with "Your account has been deleted"
      // while its lazy screen loads); the guard decides again once it has settled.
      if (navigation.state !== 'idle') return null;
      return (
        <Navigate
          replace
          to={appPath(paths.login.href({}, { redirect: location.pathname + location.search }))}
        />
      );
    case 'patient-site':
      return <PatientHandoff />;
    case 'join-office':
      return <Navigate replace to={appPath(paths.joinOffice.href())} />;
    case 'complete-profile':
      return <Navigate replace to={appPath(paths.profile.href())} />;
    case 'home':
      return <Navigate replace to={appPath(paths.home.href())} />;
  }
}
