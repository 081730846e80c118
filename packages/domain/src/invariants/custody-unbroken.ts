/**
 * Invariant 3 (architecture.md 10, 11): every specimen's custody chain runs from its order to its
 * lab without a gap, and its stability window was met, or an alert was raised before it closed.
 *
 * - The chain starts at the order ("ordered" first, for a procedure placed with one) and every
 *   event that moves the specimen follows the one it needs: a tube is collected only once a nurse
 *   was assigned and arrived; it is bagged, spun, packed or driven to the lab only once collected;
 *   it reaches the lab only from the drive there or the mail. A gap is a specimen the office cannot
 *   follow: "where is my specimen" would answer a stage no one recorded.
 * - A test collected in another test's tube (ADR 028: a shared container is its first procedure's
 *   sample) has no tube of its own and no "sample-collected": its collection is its visit's.
 * - It ends at a lab: a drop-off is at a lab's stop, and once its itinerary is done every collected
 *   specimen has been dropped off or shipped (never left with the nurse), unless it failed.
 * - The stability alerts are not stored: the nurse's steps, operations' live day and the office's
 *   procedure page compute them from each tube's collection time and its rule's window at the minute
 *   they are shown (stability/specimen-clock.ts), so every tube out of the lab raises "must reach
 *   the lab by" before its window closes exactly when the product knows both. A collected tube
 *   with no window, or whose collection comes after its arrival at the lab, raises nothing: its
 *   window can be missed in silence.
 */
import type { CustodyEventKind } from '../vocabulary/custody.ts';
import type { InvariantBreak, SpecimenCustodyFacts } from './view.ts';

/** What each event needs to have happened before it (any one of the kinds listed). */
const NEEDS: Partial<Record<CustodyEventKind, readonly CustodyEventKind[]>> = {
  scheduled: ['ordered'],
  'sample-collected': ['arrived'],
  'nurse-assigned': ['scheduled'],
  arrived: ['nurse-assigned'],
  'en-route': ['nurse-assigned'],
  'collection-failed': ['arrived'],
  centrifuged: ['sample-collected'],
  bagged: ['sample-collected'],
  'collection-completed': ['sample-collected'],
  packed: ['sample-collected'],
  shipped: ['packed'],
  'to-lab': ['sample-collected'],
  'dropped-off': ['to-lab', 'shipped'],
};

/** Events that name a stage the specimen left for good. */
const ENDS: readonly CustodyEventKind[] = ['dropped-off', 'shipped', 'failed', 'canceled'];

export function custodyBreaks(specimens: readonly SpecimenCustodyFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const fail = (message: string) => breaks.push({ invariant: 'custody-unbroken', message });
  for (const s of specimens) {
    const kinds = s.events.map((e) => e.kind);
    if (s.orderId !== null && kinds.length > 0 && kinds[0] !== 'ordered')
      fail(`procedure ${s.procedureId}'s custody starts with ${kinds[0]}, not its order ${s.orderId}`);
    const seen = new Set<CustodyEventKind>();
    for (const event of s.events) {
      const needs = NEEDS[event.kind];
      // Scheduling and its nurse need the order only where there is one (the demo's procedures have none).
      const unordered = (event.kind === 'scheduled' || event.kind === 'nurse-assigned') && s.orderId === null;
      // A test riding in another's tube is collected when the nurse has arrived and the tube is.
      const asked = unordered
        ? undefined
        : s.ownTubes
          ? needs
          : needs?.map((k) => (k === 'sample-collected' ? 'arrived' : k));
      if (asked && !asked.some((k) => seen.has(k)))
        fail(`procedure ${s.procedureId}'s specimen is ${event.kind} with no ${asked.join(' or ')} before it`);
      if (event.kind === 'dropped-off' && event.atLab === false)
        fail(`procedure ${s.procedureId}'s specimen was dropped off at a stop that is not a lab`);
      seen.add(event.kind);
    }
    const collected = seen.has('sample-collected') || (!s.ownTubes && seen.has('collection-completed'));
    if (s.itineraryDone && collected && !ENDS.some((k) => seen.has(k)))
      fail(`procedure ${s.procedureId}'s itinerary is done but its specimen never reached a lab or the mail`);
    for (const tube of s.tubes) {
      if (tube.stabilityHours === null)
        fail(`tube ${tube.sampleId} of procedure ${s.procedureId} has no stability window: no alert can be raised`);
      if (tube.atLabMs !== null && tube.atLabMs < tube.collectedAtMs)
        fail(`tube ${tube.sampleId} of procedure ${s.procedureId} reached the lab before it was collected`);
    }
    if (s.tubes.length > 0 && !collected)
      fail(`procedure ${s.procedureId} has collected tubes but no collection in its custody`);
  }
  return breaks;
}
