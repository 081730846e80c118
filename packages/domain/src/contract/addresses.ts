/** Addresses become places (ADR 082, ADR 071): what an address form asks before it saves. */
import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from '../addresses/address-match.ts';
import { defineFunction, rolesAnyStatusAccess } from './define.ts';
import { latLngSchema } from './field-schemas.ts';

/** The most candidates a lookup answers: a form shows the first, a list never grows long. */
export const GEOCODE_MAX_CANDIDATES = 5;

export const addressesContract = {
  geocodeAddress: defineFunction({
    summary:
      'Where an address is on the map (ADR 082): up to 5 candidates, best first, each its point and the address in words as the geocoder knows it ("163 Elm Pl, Brooklyn, NY 11201"); none when it cannot be placed (requirements.md 3: a patient’s address, 2.10 a nurse’s leave-from; operations’ places). The form shows the first and asks to confirm it before saving it as the address’s pin (ADR 071).',
    input: z.object({
      address: z
        .string()
        .trim()
        .min(1, 'Enter the address.')
        .max(ADDRESS_MAX_LENGTH, `An address is at most ${ADDRESS_MAX_LENGTH} characters.`),
      limit: z.number().int().min(1).max(GEOCODE_MAX_CANDIDATES).optional(),
    }),
    output: z.object({
      candidates: z.array(z.object({ label: z.string(), point: latLngSchema })).max(GEOCODE_MAX_CANDIDATES),
    }),
    // Those who save an address with a point: offices (a new patient), nurses (leave-from), operations
    // (places). Any account status: a nurse sets where she leaves from while she joins, before approval,
    // as updateLocationSettings allows; the lookup reads no record, so it reveals nothing to anyone.
    access: rolesAnyStatusAccess('prescriber', 'assistant', 'nurse', 'admin'),
    write: false,
    // No record is read or written: the typed text is looked up and forgotten.
    patientData: 'none',
    example: { address: '163 Elm Pl, Brooklyn, NY' },
  }),
};
