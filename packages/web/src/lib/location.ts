/**
 * Browser location permission for the blocker (requirements.md 2.9): watched through the Permissions API,
 * polled every 3 s as well (some browsers never fire `change`), and probed with one high-accuracy
 * position request while the permission is still undecided (requirements.md 7 options).
 */
import { useEffect, useState } from 'react';
import { LOCATION_DENIAL_MESSAGE_MS, LOCATION_PERMISSION_POLL_MS } from '@sc/domain/constants';
import type { LocationPermission } from '@sc/domain/location/permission';

export const oneOffPositionOptions: PositionOptions = { enableHighAccuracy: true, timeout: 5_000 };

function toPermission(state: PermissionState): LocationPermission {
  return state === 'granted' ? 'allowed' : state === 'denied' ? 'denied' : 'prompt';
}

export function useLocationPermission(enabled: boolean): { permission: LocationPermission; errorShown: boolean } {
  const [permission, setPermission] = useState<LocationPermission>(() =>
    typeof navigator !== 'undefined' && !('geolocation' in navigator) ? 'unavailable' : 'prompt',
  );
  const [errorShown, setErrorShown] = useState(false);

  useEffect(() => {
    if (!enabled || !('geolocation' in navigator)) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    let probed = false;
    let hideError: ReturnType<typeof setTimeout> | undefined;

    const showError = () => {
      setErrorShown(true);
      clearTimeout(hideError);
      hideError = setTimeout(() => setErrorShown(false), LOCATION_DENIAL_MESSAGE_MS);
    };
    const probe = () => {
      if (probed) return;
      probed = true;
      navigator.geolocation.getCurrentPosition(
        () => !cancelled && setPermission('allowed'),
        (error) => {
          if (cancelled) return;
          if (error.code === error.PERMISSION_DENIED) {
            setPermission('denied');
            showError();
          }
        },
        oneOffPositionOptions,
      );
    };
    const read = async () => {
      try {
        status ??= await navigator.permissions.query({ name: 'geolocation' });
        if (cancelled) return;
        const next = toPermission(status.state);
        setPermission(next);
        if (next === 'prompt') probe();
      } catch {
        // No Permissions API: the position request alone tells.
        probe();
      }
    };
    void read().then(() => {
      if (status) status.onchange = () => void read();
    });
    const poll = setInterval(() => void read(), LOCATION_PERMISSION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(poll);
      clearTimeout(hideError);
      if (status) status.onchange = null;
    };
  }, [enabled]);

  return { permission, errorShown };
}
