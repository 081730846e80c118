/**
 * "Where is my specimen" (architecture.md 10): the stage a procedure's specimen has reached, read from
 * its custody events in the order they happened.
 */
import type { CustodyEventKind } from '../vocabulary/custody.ts';

export const specimenWhereabouts = [
  'not-collected',
  'with-nurse',
  'packed',
  'in-the-mail',
  'to-lab',
  'at-lab',
  'failed',
  'canceled',
] as const;
export type SpecimenWhereabouts = (typeof specimenWhereabouts)[number];

export const SPECIMEN_WHEREABOUTS_LABELS: Record<SpecimenWhereabouts, string> = {
  'not-collected': 'Not collected yet',
  'with-nurse': 'With the nurse',
  packed: 'Packed for shipping',
  'in-the-mail': 'In the mail to the lab',
  'to-lab': 'On the way to the lab',
  'at-lab': 'At the lab',
  failed: 'Never collected',
  canceled: 'Canceled',
};

/**
 * The stage each event moves the specimen to. The steps before a collection move it nowhere (it is
 * not collected until a tube is): a nurse assigned after a cancel, or reassigned after a
 * collection, never moves it back. A tube not collected leaves it where it was too.
 */
const stageOf: Record<CustodyEventKind, SpecimenWhereabouts | null> = {
  ordered: null,
  scheduled: null,
  'nurse-assigned': null,
  'en-route': null,
  arrived: null,
  'sample-collected': 'with-nurse',
  'collection-failed': null,
  centrifuged: 'with-nurse',
  bagged: 'with-nurse',
  'collection-completed': 'with-nurse',
  packed: 'packed',
  shipped: 'in-the-mail',
  'to-lab': 'to-lab',
  'dropped-off': 'at-lab',
  failed: 'failed',
  canceled: 'canceled',
};

/** The specimen's stage after `kinds` (oldest first); not collected before any event. */
export function whereaboutsOf(kinds: readonly CustodyEventKind[]): SpecimenWhereabouts {
  let stage: SpecimenWhereabouts = 'not-collected';
  for (const kind of kinds) stage = stageOf[kind] ?? stage;
  return stage;
}

/**
 * An order's specimens in one word, for the orders list: the least advanced of its tests that are
 * still going (a visit's tubes travel together); failed when every test failed; canceled when all
 * were canceled; not collected yet for an order with no procedure.
 */
export function orderWhereaboutsOf(tests: readonly SpecimenWhereabouts[]): SpecimenWhereabouts {
  if (tests.length === 0) return 'not-collected';
  const going = tests.filter((w) => w !== 'canceled' && w !== 'failed');
  if (going.length === 0) return tests.includes('failed') ? 'failed' : 'canceled';
  return going.reduce((a, b) => (specimenWhereabouts.indexOf(a) <= specimenWhereabouts.indexOf(b) ? a : b));
}

/** The stages in which the specimen is out of the lab's hands and its stability clock runs. */
const ON_THE_WAY: ReadonlySet<SpecimenWhereabouts> = new Set(['with-nurse', 'packed', 'in-the-mail', 'to-lab']);

/**
 * When the specimen must reach the lab (architecture.md 10, "the stability clocks"): its first tube's
 * collection plus the shortest stability window of its containers. Null once it is at the lab,
 * failed or canceled, before it is collected, or when no window is known.
 */
export function labDeadlineOf(
  whereabouts: SpecimenWhereabouts,
  collectedAt: string | null,
  stabilityHours: number | null,
): string | null {
  if (!ON_THE_WAY.has(whereabouts) || collectedAt === null || stabilityHours === null) return null;
  return new Date(Date.parse(collectedAt) + stabilityHours * 3_600_000).toISOString();
}
