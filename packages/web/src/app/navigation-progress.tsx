/**
 * The route loading indicator (requirements.md 9): shown after 500 ms of loading a route, at once when
 * coming from login.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ROUTE_LOADING_DELAY_FROM_LOGIN_MS, ROUTE_LOADING_DELAY_MS } from '@sc/domain/constants';
import { isAt, paths } from '../lib/paths.ts';

export function NavigationProgress() {
  const navigation = useNavigation();
  const fromLogin = isAt(paths.login, useLocation().pathname);
  const loading = navigation.state !== 'idle';
  // The delay that elapsed belongs to one navigation: keyed by its target location.
  const target = navigation.location?.key ?? null;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (!loading || target === null) return;
    const timer = setTimeout(
      () => setShownFor(target),
      fromLogin ? ROUTE_LOADING_DELAY_FROM_LOGIN_MS : ROUTE_LOADING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loading, target, fromLogin]);

  return loading && shownFor === target ? (
    <div className="app-progress" role="progressbar" aria-label="Loading" />
  ) : null;
}
