/**
 * Where the phone is, for the drive screen: the watch (requirements.md 7: 30 s, not high accuracy) as it
 * moves, and until its first fix, one high-accuracy read (requirements.md 7: 5 s). A watch may give its
 * first fix only once the phone moves (Chromium does so for a second watcher on a page), and the
 * ETA and the arrival prompt should not wait for that.
 */
import { useEffect, useState } from 'react';
import type { LatLng } from '@sc/domain/field-checks/deviation';
import { getLatLngOrNull, useCurrentPosition } from '../../../../lib/location-watch.ts';

export function usePhonePosition(): LatLng | null {
  const { position } = useCurrentPosition();
  const [first, setFirst] = useState<LatLng | null>(null);
  useEffect(() => {
    let mounted = true;
    void getLatLngOrNull().then((fix) => {
      if (mounted && fix) setFirst(fix);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return position ? { lat: position.lat, lng: position.lng } : first;
}
