import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../vocabulary/accounts.ts';
import { locationDeniedText, showsLocationBlocker, type LocationPermission } from './permission.ts';

const permissions: LocationPermission[] = ['allowed', 'denied', 'error', 'prompt', 'unavailable'];
const blocks = new Set<LocationPermission>(['denied', 'unavailable']);

describe('showsLocationBlocker (requirements.md 2.9: app-wide for nurses and packers when location permission is denied)', () => {
  const rows = [...roles, undefined].flatMap((role) =>
    permissions.map((permission) => {
      const expected = (role === 'nurse' || role === 'packer') && blocks.has(permission);
      return [
        `requirements.md 2.9: ${role ?? 'signed out'} with ${permission} -> ${expected ? 'blocker' : 'no blocker'}`,
        role,
        permission,
        expected,
      ] as const;
    }),
  );
  it.each(rows)('%s', (_, role, permission, expected) => expect(showsLocationBlocker(role, permission)).toBe(expected));
});

describe('locationDeniedText (requirements.md 8, verbatim)', () => {
  const nurse = 'Your device is denying location access, which is required for getting and completing itineraries';
  const others = 'Your device is denying location access, which is required to use the product';
  it.each(roles.map((role): [Role, string] => [role, role === 'nurse' ? nurse : others]))(
    'requirements.md 8: %s -> %j',
    (role, text) => expect(locationDeniedText(role)).toBe(text),
  );
});
