/**
 * The phone's position (requirements.md 7): a watch (timeout 30 s, not high accuracy) while a field screen
 * is open, one-off reads (high accuracy, timeout 5 s) where a step needs the position now, and the
 * location record written only when the domain's rule says so (requirements.md 4/5: after 5 minutes or a
 * move over 100 m).
 */
import { useEffect, useRef, useState } from 'react';
import { messages } from '@sc/domain/messages';
import {
  CURRENT_POSITION_OPTIONS,
  WATCH_POSITION_OPTIONS,
  shouldWriteLocation,
  type LocationFix,
} from '@sc/domain/field-checks/location-writes';
import type { LatLng } from '@sc/domain/field-checks/deviation';
import type { LocationPermission } from '@sc/domain/location/permission';

export interface Position {
  lat: number;
  lng: number;
  /** Metres, as the browser reports it. */
  accuracy: number;
  /** When the fix was taken (ISO 8601). */
  at: string;
}

export interface LocationError {
  code: 'denied' | 'unavailable' | 'timeout';
  /** The browser's own words (for logs; screens show the requirements.md texts). */
  message: string;
}

export interface CurrentPosition {
  position: Position | null;
  permission: LocationPermission;
  error: LocationError | null;
}

/** Typed as always there, but missing on some browsers and webviews. */
const hasGeolocation = () =>
  typeof navigator !== 'undefined' && Boolean((navigator as { geolocation?: Geolocation }).geolocation);

function toPosition(p: GeolocationPosition): Position {
  return {
    lat: p.coords.latitude,
    lng: p.coords.longitude,
    accuracy: p.coords.accuracy,
    at: new Date(p.timestamp).toISOString(),
  };
}

function toLocationError(error: GeolocationPositionError): LocationError {
  // Codes from the Geolocation API: 1 permission denied, 2 position unavailable, 3 timeout.
  const code = error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
  return { code, message: error.message };
}

/** One high-accuracy read (5 s timeout); rejects with the browser's error, or when there is no geolocation. */
export function getCurrentPositionOnce(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!hasGeolocation()) {
      reject(new Error(messages.geolocationUnavailable));
      return;
    }
    navigator.geolocation.getCurrentPosition((p) => resolve(toPosition(p)), reject, { ...CURRENT_POSITION_OPTIONS });
  });
}

/**
 * Watches the position while mounted (and `enabled`). A timeout or an unavailable position after a
 * first fix keeps the last position and the permission `allowed` (Chrome reports a timeout each
 * 30 s the phone does not move); before any fix it is `error`.
 */
export function useCurrentPosition({ enabled = true }: { enabled?: boolean } = {}): CurrentPosition {
  const [state, setState] = useState<CurrentPosition>(() => ({
    position: null,
    permission: hasGeolocation() ? 'prompt' : 'unavailable',
    error: null,
  }));

  useEffect(() => {
    if (!enabled || !hasGeolocation()) return;
    const id = navigator.geolocation.watchPosition(
      (p) => setState({ position: toPosition(p), permission: 'allowed', error: null }),
      (browserError) => {
        const error = toLocationError(browserError);
        setState((previous) => ({
          position: error.code === 'denied' ? null : previous.position,
          permission: error.code === 'denied' ? 'denied' : previous.position ? 'allowed' : 'error',
          error,
        }));
      },
      { ...WATCH_POSITION_OPTIONS },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [enabled]);

  return state;
}

/**
 * Decides, fix by fix, whether the location record is written: only when `shouldWriteLocation`
 * says so, one write at a time; a write that fails does not count, so the next fix tries again.
 */
export function createLocationWriter() {
  let last: LocationFix | null = null;
  let writing = false;
  return {
    offer(position: Position, write: (location: LatLng) => unknown): boolean {
      const fix: LocationFix = { lat: position.lat, lng: position.lng, timestamp: position.at };
      if (writing || !shouldWriteLocation(last, fix)) return false;
      const previous = last;
      last = fix;
      writing = true;
      Promise.resolve()
        .then(() => write({ lat: fix.lat, lng: fix.lng }))
        .catch(() => {
          last = previous;
        })
        .finally(() => {
          writing = false;
        });
      return true;
    },
  };
}

/**
 * Watches the position and writes the location record through `write` (e.g. the setUserLocation
 * function) when the rule allows. Returns the watch's state for the screen.
 */
export function useLocationWrites(
  write: (location: LatLng) => unknown,
  options: { enabled?: boolean } = {},
): CurrentPosition {
  const current = useCurrentPosition(options);
  const latestWrite = useRef(write);
  useEffect(() => {
    latestWrite.current = write;
  }, [write]);
  const [writer] = useState(createLocationWriter);
  useEffect(() => {
    if (current.position) writer.offer(current.position, latestWrite.current);
  }, [current.position, writer]);
  return current;
}

/** The phone's position now, or null when it cannot be had (the caller decides what that means). */
export async function getLatLngOrNull(): Promise<{ lat: number; lng: number } | null> {
  try {
    const { lat, lng } = await getCurrentPositionOnce();
    return { lat, lng };
  } catch {
    return null;
  }
}
