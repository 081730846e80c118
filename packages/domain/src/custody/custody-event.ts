/**
 * Custody events (architecture.md 10, issue 14): the append-only record of where a procedure's specimen
 * has been, from the order to the lab. The server writes them in the same transaction as the write
 * that causes them; the procedure page's timeline and "where is my specimen" read them.
 */
import type { CustodyEventKind } from '../vocabulary/custody.ts';

/** What the office reads on the timeline. */
export const CUSTODY_EVENT_LABELS: Record<CustodyEventKind, string> = {
  ordered: 'Ordered',
  scheduled: 'Scheduled',
  'nurse-assigned': 'Nurse assigned',
  'en-route': 'Nurse on the way',
  arrived: 'Nurse arrived',
  'sample-collected': 'Tube collected and scanned',
  'collection-failed': 'Tube not collected',
  centrifuged: 'Centrifuged',
  bagged: 'Bagged',
  'collection-completed': 'Collection completed',
  packed: 'Packed for shipping',
  shipped: 'Shipped',
  'to-lab': 'On the way to the lab',
  'dropped-off': 'Dropped off at the lab',
  failed: 'Failed',
  canceled: 'Canceled',
};

/**
 * One event before it is written: the procedure it concerns and what the cause knows. The server
 * adds the time and the person (the write's own).
 */
export interface CustodyEventDraft {
  procedureID: string;
  kind: CustodyEventKind;
  /** The stop where it happened, when it happened at one. */
  waypointID: string | null;
  /** The address (or place) where it happened, as it stood then. */
  place: string | null;
  sampleID: string | null;
  /** The tube, bag or box involved. */
  supplyItemID: string | null;
  /** A failure's or cancellation's reason. */
  detail: string | null;
}

/** A draft with the fields a kind does not use left empty. */
export function custodyEvent(
  procedureID: string,
  kind: CustodyEventKind,
  fields: Partial<Omit<CustodyEventDraft, 'procedureID' | 'kind'>> = {},
): CustodyEventDraft {
  return {
    procedureID,
    kind,
    waypointID: null,
    place: null,
    sampleID: null,
    supplyItemID: null,
    detail: null,
    ...fields,
  };
}

/** Who did it, as the timeline names the role ("Nora Nightingale, Nurse"). */
export const CUSTODY_ACTOR_ROLES: Record<string, string> = {
  nurse: 'Nurse',
  prescriber: 'Prescriber',
  assistant: 'Assistant',
  packer: 'Packer',
  admin: 'Operations',
};
