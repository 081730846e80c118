/**
 * The demo's custody events (architecture.md 10): each demo procedure's history as the product would
 * have recorded it, so the procedure page's timeline and "where is my specimen" show every stage
 * (waiting, scheduled, with the nurse, at the lab, failed, canceled) to a newcomer.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CustodyEventKind } from '@sc/domain/vocabulary/custody';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { DEMO_ORDER_IDS } from './seed-orders.ts';

const HOUR = 3_600_000;
const LAB = 'Riverside Lab Drop-off, 55 Front St, Brooklyn, NY 11201';
const NURSE = { actorUserId: 'user-nurse', actorRole: 'nurse' };
const OFFICE = { actorUserId: 'user-prescriber', actorRole: 'prescriber' };
const OPERATIONS = { actorUserId: 'user-admin', actorRole: 'admin' };

/** Collected this morning and not yet at the lab. */
const STILL_WITH_THE_NURSE = new Set(['order-lena-cmp']);

/** A procedure's history after its order, by where it ended. */
const visitKinds: CustodyEventKind[] = ['en-route', 'arrived', 'sample-collected', 'collection-completed'];
const historyOf = (status: string, orderID: string): CustodyEventKind[] => {
  const visit: CustodyEventKind[] = ['scheduled', 'nurse-assigned'];
  if (status === 'canceled') return ['canceled'];
  if (status === 'failed') return [...visit, 'en-route', 'arrived', 'failed'];
  if (status !== 'completed') return [];
  return STILL_WITH_THE_NURSE.has(orderID)
    ? [...visit, ...visitKinds]
    : [...visit, ...visitKinds, 'to-lab', 'dropped-off'];
};

export async function seedDemoCustody(tx: Tx, now: Date): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const events: (typeof t.custodyEvents.$inferInsert)[] = [];

  // The demo itinerary's visits: ordered, put on the itinerary by operations, taken by the nurse.
  for (const procedureId of ['proc-pia-panel', 'proc-pia-urine', 'proc-ben-a1c'])
    events.push(
      { procedureId, kind: 'ordered', at: at(-96), ...OFFICE },
      { procedureId, kind: 'scheduled', at: at(-48), ...OPERATIONS },
      { procedureId, kind: 'nurse-assigned', at: at(-24), ...NURSE, detail: 'Nora Nightingale' },
    );

  // The office's other orders (seed-orders.ts), each as far as its status says it went.
  const procedures = await tx
    .select({
      id: t.procedures.id,
      status: t.procedures.status,
      // The visit began at the window's start, on the requested day in the patient's zone.
      visitAt:
        sql`(${t.orders.requestedDate} + ${t.orders.windowStart}::time) at time zone ${t.orders.timeZone}`.mapWith(
          t.orders.createdAt,
        ),
      orderId: t.orders.id,
      orderedAt: t.orders.createdAt,
      address: t.users.address,
      failedReason: t.procedures.failedReason,
    })
    .from(t.procedures)
    .innerJoin(t.orders, eq(t.orders.id, t.procedures.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.patientId))
    .where(inArray(t.procedures.orderId, DEMO_ORDER_IDS));
  for (const p of procedures) {
    events.push({ procedureId: p.id, kind: 'ordered', at: p.orderedAt, ...OFFICE });
    // Every visit with a history is over before now: seed-orders.ts puts "this morning" on yesterday before 8:45.
    const visitAt = p.visitAt;
    historyOf(p.status, p.orderId).forEach((kind, i) => {
      const when =
        kind === 'scheduled'
          ? new Date(p.orderedAt.getTime() + 12 * HOUR)
          : kind === 'nurse-assigned'
            ? new Date(p.orderedAt.getTime() + 24 * HOUR)
            : new Date(visitAt.getTime() + (i - 2) * 10 * 60_000 + (kind === 'dropped-off' ? HOUR : 0));
      const who = kind === 'canceled' ? OFFICE : kind === 'scheduled' ? OPERATIONS : NURSE;
      const atLab = kind === 'to-lab' || kind === 'dropped-off';
      events.push({
        procedureId: p.id,
        kind,
        at: kind === 'canceled' ? new Date(p.orderedAt.getTime() + 2 * HOUR) : when,
        ...who,
        place:
          kind === 'canceled' || kind === 'scheduled' || kind === 'nurse-assigned' ? null : atLab ? LAB : p.address,
        detail: kind === 'failed' ? p.failedReason : kind === 'nurse-assigned' ? 'Nora Nightingale' : null,
      });
    });
  }
  await tx.insert(t.custodyEvents).values(events);
}
