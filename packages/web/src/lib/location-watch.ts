/**
 * The phone's position (SPEC.md 7): one-off reads with high accuracy and a 5 s timeout.
 */
import { CURRENT_POSITION_OPTIONS } from '@sc/domain/field-checks/location-writes';

export interface Position {
  lat: number;
  lng: number;
  accuracy: number;
  at: string;
}

export function getCurrentPositionOnce(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          lat: p.coords.latitude,
          lng: p.coords.longitude,
          accuracy: p.coords.accuracy,
          at: new Date(p.timestamp).toISOString(),
        }),
      reject,
      { ...CURRENT_POSITION_OPTIONS },
    );
  });
}
