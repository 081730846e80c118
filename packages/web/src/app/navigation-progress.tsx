/**
 * The route loading indicator (SPEC.md 9): shown after 500 ms of loading a route, at once when
 * coming from login.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ROUTE_LOADING_DELAY_FROM_LOGIN_MS, ROUTE_LOADING_DELAY_MS } from '@sc/domain/constants';

export function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const fromLogin = useRef(false);
  fromLogin.current = pathname.endsWith('/login');

  useEffect(() => {
    if (navigation.state === 'idle') {
      setVisible(false);
      return;
    }
    const delay = fromLogin.current ? ROUTE_LOADING_DELAY_FROM_LOGIN_MS : ROUTE_LOADING_DELAY_MS;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [navigation.state]);

  return visible ? <div className="app-progress" role="progressbar" aria-label="Loading" /> : null;
}
