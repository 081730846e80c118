/**
 * The mail-in screens: packing the box after the visit (packing/{waypointActionID}) and dropping it
 * off at the stop (mail-in/{waypointID} and its shipments) (requirements.md 2.11, 4, 5).
 */
import { withMailInAction, withWaypoint } from '../../continue-rules/itinerary-step.ts';
import { packedMailInMessages } from '../../continue-rules/messages.ts';
import {
  packedMailInFailures,
  packedStateOf,
  type packedMailInShipmentSteps,
} from '../../continue-rules/packed-mail-in.ts';
import {
  unpackedMailInFailures,
  unpackedStateOf,
  type UnpackedMailInStep,
} from '../../continue-rules/unpacked-mail-in.ts';
import type { ScreenKinds } from './declare.ts';

const packing = (step: UnpackedMailInStep) =>
  withMailInAction((a, ctx) => unpackedMailInFailures(step, unpackedStateOf(ctx, a)));

const atStop = (step: 'scan' | 'shipments') =>
  withWaypoint((w, ctx) => packedMailInFailures({ step }, packedStateOf(ctx, w)));

const atShipment = (step: (typeof packedMailInShipmentSteps)[number]) =>
  withWaypoint((w, ctx, { shipmentID }) =>
    shipmentID === undefined
      ? [packedMailInMessages.missingShipment]
      : packedMailInFailures({ step, shipmentID }, packedStateOf(ctx, w)),
  );

export const mailInKinds = {
  // Unpacked mail-in.
  'mail-in-scan-box': {
    title: 'Scan the mail-in box',
    group: 'mail-in',
    segment: 'scan-mail-in-box',
    rule: packing('scan-mail-in-box'),
  },
  'mail-in-follow-instructions': {
    title: 'Prepare the box', // requirements.md
    group: 'mail-in',
    segment: 'follow-instructions',
    rule: packing('follow-instructions'),
  },
  'mail-in-pack-specimen-bags': {
    title: 'Pack the specimen bags',
    group: 'mail-in',
    segment: 'pack-specimen-bags',
    rule: packing('pack-specimen-bags'),
  },
  // Packed mail-in.
  'mail-in-scan': { title: 'Scan the package(s)', group: 'mail-in', segment: 'scan', rule: atStop('scan') }, // requirements.md
  'mail-in-shipments': {
    title: 'Drop-offs', // requirements.md
    group: 'mail-in',
    segment: 'shipments',
    rule: atStop('shipments'),
    continueLabel: 'Finalize drop-off',
  },
  'shipment-scan-box': { title: 'Scan the box', group: 'mail-in', segment: 'scan-box', rule: atShipment('scan-box') },
  'shipment-print-label': {
    title: 'Print the label',
    group: 'mail-in',
    segment: 'print-label',
    rule: atShipment('print-label'),
  },
  'shipment-scan-label': {
    title: 'Scan the label',
    group: 'mail-in',
    segment: 'scan-label',
    rule: atShipment('scan-label'),
  },
  'shipment-take-photo': {
    title: 'Take a photo', // requirements.md (centrifugation's wording, reused)
    group: 'mail-in',
    segment: 'take-photo',
    rule: atShipment('take-photo'),
  },
  'shipment-drop-off': { title: 'Drop off', group: 'mail-in', segment: 'drop-off', rule: atShipment('drop-off') },
} as const satisfies ScreenKinds<'mail-in'>;
