/**
 * What the nurse's itinerary screens read (requirements.md 2.11, 7): the itinerary's flow data and the
 * driving estimate. Its steps' writes are itinerary-steps.ts.
 */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';
import { itineraryDataSchema, latLngSchema, supplyItemDataSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

export const itineraryContract = {
  getItineraryFlowData: defineFunction({
    summary:
      'The caller’s itinerary with its waypoints, actions, procedures, samples and shipments, and the supply items it names.',
    input: z.object({ itineraryID: idSchema }),
    output: z.object({
      itinerary: itineraryDataSchema,
      timeZone: z.string(),
      supplyItems: z.record(z.string(), supplyItemDataSchema),
      /** Who each patient waypoint visits, by waypoint id (the patient list). */
      patients: z.record(
        z.string(),
        z.object({
          name: z.string(),
          phone: z.string().nullable(),
          /**
           * The booked patient's date of birth, "YYYY-MM-DD": the identity step shows it in words to
           * compare with her ID (requirements.md 2.11). Absent from a copy the phone kept before.
           */
          dateOfBirth: z.string().nullable().optional(),
          /** The ordering offices' notes for the nurse ("Buzz 4B. Street parking."): on the drive and at the door. */
          notes: z.array(z.string()).optional(),
        }),
      ),
      /**
       * The named place each pick-drop stop is at (the lab's drop-off point), by waypoint id, with its
       * receiving hours ("HH:MM" local to the place; none: it receives at any hour).
       */
      places: z
        .record(
          z.string(),
          z.object({
            name: z.string(),
            address: z.string(),
            receivingStart: z.string().nullable().optional(),
            receivingEnd: z.string().nullable().optional(),
            /** The zone its hours are read in: its service region's, else the itinerary's (ADR 076). */
            timeZone: z.string().optional(),
            /**
             * At a lab drop-off, the other labs its specimens may go to (their place groups allow them),
             * so the phone names the nearest one open when this one is closed, with no signal (ADR 076).
             */
            otherLabs: z
              .array(
                z.object({
                  name: z.string(),
                  address: z.string(),
                  lat: z.number(),
                  lng: z.number(),
                  receivingStart: z.string().nullable(),
                  receivingEnd: z.string().nullable(),
                  timeZone: z.string(),
                }),
              )
              .optional(),
          }),
        )
        .optional(),
      /**
       * Her pay for this itinerary in cents: the earnings of the offer she accepted (requirements.md 3, 4;
       * the day's done screen). Absent when no offer of hers prices it: an itinerary worked within
       * a shift is paid as the shift.
       */
      earningsCents: z.number().int().optional(),
      /** The feature flag that turns transit blocking off (requirements.md 4). */
      transitBlockingDisabled: z.boolean(),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: { access: 'read', record: 'itinerary', field: 'itineraryID' },
    example: { itineraryID: 'itinerary-accepted' },
  }),
  getItineraryDrivingEstimate: defineFunction({
    summary:
      'Driving time from leave-from through the itinerary’s open waypoints, in milliseconds (requirements.md 7).',
    input: z.object({ itineraryID: idSchema, leaveFrom: latLngSchema, waypointID: idSchema.optional() }),
    output: z.object({ durationMs: z.number().int().min(0) }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: { access: 'read', record: 'itinerary', field: 'itineraryID' },
    example: { itineraryID: 'itinerary-accepted', leaveFrom: { lat: 40.7033, lng: -73.9881 } },
  }),
};
