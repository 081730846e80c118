/**
 * requirements.md 7: the analytics events only the screens know of (clicks, the supplies flow's start and
 * finish). Apart from the contract so a screen can name one without loading zod.
 */
export const clientEventNames = [
  'click location preferences',
  'click availability preferences',
  'start adding supplies',
  'finish adding supplies',
  'check DOB',
  'start procedure',
  'start kit packing',
  'start procedure bag packing',
  // Answered on the phone from getNurseScanData (ADR 022); the server records the ones it answers.
  'scan item',
] as const;
export type ClientEventName = (typeof clientEventNames)[number];

/** The most events one trackEvents call carries (the phone's batch of scans it answered). */
export const TRACK_EVENTS_MAX = 50;
