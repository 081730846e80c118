/** Where the nurse or packer is (requirements.md 2.9, 3, 6, 7): the location the app shares while it runs. */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';
import { atSchema, latLngSchema } from './field-schemas.ts';

export const userLocationContract = {
  setUserLocation: defineFunction({
    summary:
      'The caller’s current location (requirements.md 7: users/{id}/location/current with coordinates and lastUpdate). Written only when there is none yet, 5 minutes have passed or the caller moved over 100 m (requirements.md 5, 9); `written` says whether it was.',
    input: z.object({ location: latLngSchema, at: atSchema }),
    output: z.object({ ok: z.literal(true), written: z.boolean() }),
    access: rolesAccess('nurse', 'packer'),
    write: true,
    patientData: 'none',
    example: { location: { lat: 40.6895, lng: -73.9927 } },
  }),
};
