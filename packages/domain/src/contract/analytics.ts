/** Analytics events the web app records itself (requirements.md 7); the server records the rest as it writes. */
import { z } from 'zod';
import { clientEventNames, TRACK_EVENTS_MAX } from './client-events.ts';
import { defineFunction, signedIn } from './define.ts';
import { atSchema } from './field-schemas.ts';

/** The screens’ event fields are ids, routes, counts and flags (requirements.md 7: fulfillment ID, prevRoute, unknownBarcode). */
const propertyValue = z.union([z.string().max(300), z.number(), z.boolean(), z.null()]);

const clientEvent = z.object({
  name: z.enum(clientEventNames),
  route: z.string().max(300).optional(),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  properties: z
    .record(z.string().max(50), propertyValue)
    .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
    .default({}),
});

export const analyticsContract = {
  trackEvent: defineFunction({
    summary: 'Records one analytics event of the screens, with the caller’s id, email, route and fields (requirements.md 7).',
    input: clientEvent,
    output: z.object({ ok: z.literal(true) }),
    access: signedIn,
    write: false,
    patientData: 'none',
    example: { name: 'click location preferences', route: '/work-settings', properties: { prevRoute: '/' } },
  }),
  trackEvents: defineFunction({
    summary:
      'Records events the phone gathered (its scans answered without the server, issue 13), each at the time it happened (up to 48 hours ago), in one request.',
    input: z.object({
      events: z
        .array(clientEvent.extend({ at: atSchema }))
        .min(1)
        .max(TRACK_EVENTS_MAX),
    }),
    output: z.object({ ok: z.literal(true), recorded: z.number().int().min(0) }),
    access: signedIn,
    write: false,
    patientData: 'none',
    example: {
      events: [
        { name: 'scan item', route: '/itinerary/itinerary-accepted', properties: { barcodeValue: 'TUBE-0001' } },
      ],
    },
  }),
};
