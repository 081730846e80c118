/** Location permission states (requirements.md 4) and when the blocker shows (requirements.md 2.9). */
import { requiresLocation } from '../auth/roles.ts';
import type { Role } from '../vocabulary/accounts.ts';
import { messages } from '../messages.ts';

export type LocationPermission = 'allowed' | 'denied' | 'error' | 'prompt' | 'unavailable';

export function showsLocationBlocker(role: Role | undefined, permission: LocationPermission): boolean {
  return role !== undefined && requiresLocation(role) && (permission === 'denied' || permission === 'unavailable');
}

export function locationDeniedText(role: Role): string {
  return role === 'nurse' ? messages.locationDeniedNurse : messages.locationDeniedOther;
}
