/**
 * Operations (issue 25, `admin` only; anyone else is answered as for an unknown function): people
 * and offices with their decisions (requirements.md 2.2, 2.4, 4, 6), and the live day: today's itineraries,
 * where each nurse last was, late and early alerts (requirements.md 4's transit rule), deviation reasons
 * and every collected specimen's stability clock.
 */
import { z } from 'zod';
import { officeDecisions, userDecisions } from '../access/people-decisions.ts';
import { boxPolygon } from '../operations/region-polygon.ts';
import { credentialKinds, credentialStatuses } from '../vocabulary/nurse-profile.ts';
import { officeStatuses, officeTypes } from '../vocabulary/accounts.ts';
import { itineraryStatuses, transitKinds, waypointStatuses, waypointTypes } from '../vocabulary/itinerary.ts';
import { flagNameSchema } from './access.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { clockSchema, operationsPlacesContract, polygonInputSchema } from './operations-places.ts';
import { operationsSuppliesContract } from './operations-supplies.ts';
import { idSchema, okSchema, roleSchema, userStatusSchema } from './schemas.ts';
import { specimenSchema } from './stability.ts';

const operations = rolesAccess('admin');

export const peopleGroups = ['all', 'nurses', 'office-staff', 'packers'] as const;
export type PeopleGroup = (typeof peopleGroups)[number];

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
const timeZoneSchema = z
  .string()
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/, 'Unknown time zone')
  .max(64);

const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
  office: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** requirements.md 3 professionalInfo: the documents operations check before approving a nurse. */
  npi: z.string().nullable(),
  malpractice: z.object({ carrier: z.string().nullable(), expiryDate: z.string().nullable() }).nullable(),
  credentials: z.array(
    z.object({
      kind: z.enum(credentialKinds),
      name: z.string(),
      number: z.string(),
      stateCode: z.string(),
      expiryDate: z.string(),
      status: z.enum(credentialStatuses),
    }),
  ),
  /** The decisions the rule allows from their status (people-decisions.ts). */
  decisions: z.array(z.enum(userDecisions)),
});

const positionSchema = z.object({ lat: z.number(), lng: z.number(), lastUpdate: z.string() });

export const operationsContract = {
  ...operationsPlacesContract,
  ...operationsSuppliesContract,
  listPeople: defineFunction({
    summary:
      'Operations: nurses, office staff and packers with status, office, documents (NPI, malpractice insurance, licences and certifications with expiry) and the decisions open to them; oldest first, by pages of at most 100.',
    input: z.object({
      group: z.enum(peopleGroups).default('all'),
      status: userStatusSchema.optional(),
      /** Part of a name or an email. */
      search: z.string().trim().max(100).optional(),
      limit: z.number().int().min(1).max(100).default(50),
      /** The `next` of the page before. */
      after: z.string().max(120).optional(),
    }),
    output: z.object({ people: z.array(personSchema), next: z.string().nullable() }),
    access: operations,
    write: false,
    patientData: 'none',
    example: { group: 'nurses', status: 'require_approval' },
  }),
  decideOnUser: defineFunction({
    summary:
      'Operations: approve, decline, waitlist or ask a person for an interview (requirements.md 2.2, 4), as the transition rule allows from their status; the person is emailed and their open screen changes.',
    input: z.object({ userID: idSchema, decision: z.enum(userDecisions) }),
    output: z.object({ userID: z.string(), status: userStatusSchema, changed: z.boolean() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { userID: 'user-approval-nurse', decision: 'waitlist' },
  }),
  listOfficesForReview: defineFunction({
    summary: 'Operations: offices with their type, status, staff count and the decisions open to them, newest first.',
    input: z.object({
      status: z.enum(officeStatuses).optional(),
      limit: z.number().int().min(1).max(100).default(50),
    }),
    output: z.object({
      offices: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.enum(officeTypes),
          status: z.enum(officeStatuses),
          createdAt: z.string(),
          staff: z.number().int(),
          decisions: z.array(z.enum(officeDecisions)),
          /** requirements.md 3 Office.placeGroupID: where its specimens go (ADR 065); null for any lab of the region. */
          placeGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  decideOnOffice: defineFunction({
    summary:
      'Operations: approve an office or ask it for a demo call (requirements.md 2.4, 4), as the transition rule allows; its staff’s open screens change.',
    input: z.object({ officeID: idSchema, decision: z.enum(officeDecisions) }),
    output: z.object({ officeID: z.string(), status: z.enum(officeStatuses), changed: z.boolean() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { officeID: 'office-demo', decision: 'approve' },
  }),
  setOfficePlaceGroup: defineFunction({
    summary:
      'Operations: the place group an office’s specimens go to (requirements.md 3 Office.placeGroupID), or none for any lab of the visit’s region. Its new orders name the group as their procedures’ dropOffPlaceGroups; orders already placed keep theirs (ADR 065).',
    input: z.object({ officeID: idSchema, placeGroupID: idSchema.nullable() }),
    output: z.object({ officeID: z.string(), placeGroupID: z.string().nullable(), changed: z.boolean() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { officeID: 'office-lab', placeGroupID: 'group-riverside-lab' },
  }),
  listCatalogue: defineFunction({
    summary:
      'Operations: the feature flags, the test catalogue’s tests and the supplies’ SKUs, each with whether it is on (requirements.md 5: a scan of an inactive SKU answers "Inactive supply. Please contact support."). At most 500 of each.',
    input: z.object({}),
    output: z.object({
      flags: z.array(z.object({ name: z.string(), enabled: z.boolean(), description: z.string() })),
      tests: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), active: z.boolean() })),
      skus: z.array(
        z.object({
          id: z.string(),
          supplyID: z.string(),
          supplyName: z.string(),
          type: z.string(),
          active: z.boolean(),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  setFeatureFlag: defineFunction({
    summary: 'Operations: turn a feature flag on or off for everyone (a QA override still wins for its tester).',
    input: z.object({ flag: flagNameSchema, enabled: z.boolean() }),
    output: okSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: { flag: 'visits', enabled: false },
  }),
  setSkuActive: defineFunction({
    summary: 'Operations: make a SKU active or inactive; scans of an inactive one are refused (requirements.md 5).',
    input: z.object({ skuID: idSchema, active: z.boolean() }),
    output: okSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: { skuID: 'sku-sst-tube', active: true },
  }),
  setLabTestActive: defineFunction({
    summary: 'Operations: offer a catalogue test to offices, or stop offering it (orders already placed keep it).',
    input: z.object({ testID: idSchema, active: z.boolean() }),
    output: okSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: { testID: 'test-cbc', active: true },
  }),
  listPlaces: defineFunction({
    summary:
      'Operations: labs, drop-off boxes and packing places with their address, service region and receiving hours (what dispatch plans lab drop-offs by). At most 500.',
    input: z.object({}),
    output: z.object({
      places: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.string(),
          address: z.string(),
          region: z.string().nullable(),
          regionID: z.string().nullable(),
          lat: z.number().nullable(),
          lng: z.number().nullable(),
          /** Local wall-clock "HH:MM" in its region's zone; null when it receives at any hour. */
          receivingStart: z.string().nullable(),
          receivingEnd: z.string().nullable(),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  setPlaceHours: defineFunction({
    summary:
      'Operations: a place’s receiving hours ("HH:MM" to "HH:MM", the end after the start), or none to receive at any hour.',
    input: z.object({
      placeID: idSchema,
      hours: z
        .object({ start: clockSchema, end: clockSchema })
        .refine((h) => h.end > h.start, { message: 'The end must be after the start.', path: ['end'] })
        .nullable(),
    }),
    output: okSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: { placeID: 'place-lab', hours: { start: '08:00', end: '18:00' } },
  }),
  listServiceRegions: defineFunction({
    summary:
      'Operations: the service regions with their time zone and area (GeoJSON-style rings of [longitude, latitude]; null when none is drawn), what the shift geocheck reads (requirements.md 5: Not in service region).',
    input: z.object({}),
    output: z.object({
      regions: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          timeZone: z.string(),
          polygon: z.array(z.array(z.array(z.number()))).nullable(),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  setServiceRegionPolygon: defineFunction({
    summary:
      'Operations: a service region’s area, an outer ring then holes, each closed, at least a triangle (operations/region-polygon.ts).',
    input: z.object({
      regionID: idSchema,
      polygon: polygonInputSchema,
    }),
    output: okSchema,
    access: operations,
    write: true,
    patientData: 'none',
    example: {
      regionID: 'region-brooklyn',
      polygon: boxPolygon(-74.04, 40.57, -73.86, 40.74),
    },
  }),
  lookUpBarcode: defineFunction({
    summary:
      'Operations: what a barcode stands for (a supply item, a batch item or a shipping label), its SKU and whether it is active, and what a scan of it answers by requirements.md 5’s rules (the exact message when refused): for a nurse or packer who reports a refused scan.',
    input: z.object({ barcode: z.string().trim().min(1).max(120) }),
    output: z.object({
      barcode: z.string(),
      type: z.string().nullable(),
      targetID: z.string().nullable(),
      sku: z.object({ id: z.string(), supplyID: z.string(), active: z.boolean() }).nullable(),
      item: z.object({ id: z.string(), serial: z.string().nullable(), status: z.string() }).nullable(),
      batchSerials: z.number().int().nullable(),
      /** The scan's answer: null when accepted, else requirements.md 5's message. */
      refusal: z.string().nullable(),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: { barcode: 'TUBE-0004' },
  }),
  getLiveDay: defineFunction({
    summary:
      'Operations: the itineraries of a day (in a time zone): each waypoint’s status, each nurse’s last known position and its time, late or early by requirements.md 4’s transit rule, deviation reasons as given, and every collected specimen with its stability rule. At most 300 itineraries.',
    input: z.object({ day: daySchema, timeZone: timeZoneSchema.default('America/New_York') }),
    output: z.object({
      now: z.string(),
      truncated: z.boolean(),
      /** The map tile server's URL template when configured: the live day draws on a street map (ADR 083). */
      tileUrl: z.string().nullable(),
      itineraries: z.array(
        z.object({
          id: z.string(),
          status: z.enum(itineraryStatuses),
          startAt: z.string(),
          timeZone: z.string(),
          nurse: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
          position: positionSchema.nullable(),
          /**
           * Her position in words (location/near-place.ts, ADR 083): "near 625 Atlantic Ave" or
           * "1.2 km from Riverside Lab"; null without a position or nothing known within 5 km.
           */
          near: z.string().nullable(),
          /** The next stop not yet complete, as requirements.md 4's transit check would judge it now. */
          transit: z
            .object({ waypointID: z.string(), kind: z.enum(transitKinds), etaAt: z.string(), message: z.string() })
            .nullable(),
          waypoints: z.array(
            z.object({
              id: z.string(),
              position: z.number().int(),
              type: z.enum(waypointTypes),
              name: z.string(),
              /** Where the stop is, for the map (never shown as text). */
              point: z.object({ lat: z.number(), lng: z.number() }),
              status: z.enum(waypointStatuses),
              statusAt: z.string().nullable(),
              scheduledStartAt: z.string(),
              /** Estimated arrival from her last position, stop to stop (operations/live-day.ts liveEtas); null when none. */
              etaAt: z.string().nullable(),
              deviations: z.array(
                z.object({ kind: z.enum(['duration', 'location', 'arrival']), reason: z.string(), at: z.string() }),
              ),
            }),
          ),
          specimens: z.array(specimenSchema),
        }),
      ),
    }),
    access: operations,
    write: false,
    // Stops name patients and specimens are theirs: each procedure shown is audited with its patient.
    patientData: { access: 'read', record: 'itinerary' },
    example: { day: '2030-06-03' },
  }),
};
