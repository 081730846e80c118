/**
 * Operations' places (issue 25, `admin` only): labs, drop boxes and packing places created and
 * edited with their point, region and receiving hours; service regions created and edited; place
 * groups and their types (requirements.md 3 placeGroupID and dropOffPlaceGroups), whose changes reach
 * open screens on `place-group-types/{type}` (requirements.md 7's live subscription).
 */
import { z } from 'zod';
import { MAX_GROUP_PLACES, placeGroupTypes } from '../operations/place-groups.ts';
import { MAX_RING_POSITIONS, MAX_RINGS } from '../operations/region-polygon.ts';
import { placeTypes } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const operations = rolesAccess('admin');

export const clockSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter a time as HH:MM.');
export const hoursSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((h) => h.end > h.start, { message: 'The end must be after the start.', path: ['end'] });
export const polygonInputSchema = z
  .array(z.array(z.array(z.number()).max(3)).max(MAX_RING_POSITIONS + 1))
  .max(MAX_RINGS + 1);

const recordName = z.string().trim().min(1, 'Enter a name.').max(120);

const savedSchema = z.object({ id: z.string(), created: z.boolean(), changed: z.boolean() });

export const operationsPlacesContract = {
  savePlace: defineFunction({
    summary:
      'Operations: create a lab, drop box or packing place (no placeID) or edit one: name, address, point, service region and receiving hours (what dispatch plans drop-offs by).',
    input: z.object({
      placeID: idSchema.optional(),
      name: recordName,
      type: z.enum(placeTypes),
      address: z.string().trim().min(1, 'Enter the address.').max(300),
      lat: z.number().min(-90, 'A latitude is -90 to 90.').max(90, 'A latitude is -90 to 90.').nullable(),
      lng: z.number().min(-180, 'A longitude is -180 to 180.').max(180, 'A longitude is -180 to 180.').nullable(),
      regionID: idSchema.nullable(),
      hours: hoursSchema.nullable(),
    }),
    output: savedSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: {
      placeID: 'place-lab',
      name: 'Riverside Lab Drop-off',
      type: 'lab',
      address: '55 Front St, Brooklyn, NY 11201',
      lat: 40.7023,
      lng: -73.9903,
      regionID: 'region-brooklyn',
      hours: { start: '08:00', end: '18:00' },
    },
  }),
  saveServiceRegion: defineFunction({
    summary:
      'Operations: create a service region (no regionID) or edit one: its name, time zone and area (rings of [longitude, latitude], outer then holes; null for none drawn).',
    input: z.object({
      regionID: idSchema.optional(),
      name: recordName,
      timeZone: z.string().trim().min(1, 'Choose the time zone.').max(64),
      polygon: polygonInputSchema.nullable(),
    }),
    output: savedSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: {
      regionID: 'region-queens',
      name: 'Queens',
      timeZone: 'America/New_York',
      polygon: [
        [
          [-73.96, 40.54],
          [-73.7, 40.54],
          [-73.7, 40.8],
          [-73.96, 40.8],
          [-73.96, 40.54],
        ],
      ],
    },
  }),
  listPlaceGroups: defineFunction({
    summary:
      'Operations: the place groups with their type and places (a procedure’s dropOffPlaceGroups and an office’s placeGroupID name them, requirements.md 3). At most 500.',
    input: z.object({}),
    output: z.object({
      groups: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.enum(placeGroupTypes),
          places: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(placeTypes) })),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  savePlaceGroup: defineFunction({
    summary:
      'Operations: create a place group (no groupID) or edit one: its name, type and places, as the type allows (operations/place-groups.ts); open screens of that type are told (requirements.md 7).',
    input: z.object({
      groupID: idSchema.optional(),
      name: recordName,
      type: z.enum(placeGroupTypes),
      placeIDs: z
        .array(idSchema)
        .max(MAX_GROUP_PLACES + 1)
        .refine((ids) => new Set(ids).size === ids.length, 'A place is listed twice.'),
    }),
    output: savedSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: { name: 'Riverside Lab sites', type: 'lab-company', placeIDs: ['place-lab'] },
  }),
};
