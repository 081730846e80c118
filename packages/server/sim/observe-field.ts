/**
 * The field's facts for invariants 3 and 4 (architecture.md 11): every procedure's custody events
 * and collected tubes (the tubes as operations read them, getProcedureSpecimens), and the finished
 * work with what completing it owes (the same figures completion-earnings.ts pays). Reads only.
 */
import { sql } from 'drizzle-orm';
import { earningFor } from '@sc/domain/wallet/ledger';
import type { FinishedWork, OperationView, SpecimenCustodyFacts } from '@sc/domain/invariants/view';
import type { CustodyEventKind } from '@sc/domain/vocabulary/custody';
import { queryRows } from '../test/harness.ts';
import { call, type World } from './world.ts';

async function custody(world: World): Promise<SpecimenCustodyFacts[]> {
  const procedures = await queryRows<{ id: string; orderId: string | null; itineraryDone: boolean; ownTubes: boolean }>(
    world.t.db,
    sql`select p.id, p.order_id as "orderId", coalesce(bool_or(i.status = 'done'), false) as "itineraryDone",
          exists (select 1 from samples s where s.procedure_id = p.id) as "ownTubes"
        from procedures p
        left join draft_waypoints d on d.id = p.draft_waypoint_id
        left join waypoints w on w.id = d.waypoint_id
        left join itineraries i on i.id = w.itinerary_id
        group by p.id order by p.id`,
  );
  const events = await queryRows<{ procedureId: string; kind: CustodyEventKind; atMs: string; atLab: boolean | null }>(
    world.t.db,
    sql`select e.procedure_id as "procedureId", e.kind, (extract(epoch from e.at) * 1000)::bigint::text as "atMs",
          case when e.kind = 'dropped-off' and w.id is not null then w.type = 'pick-drop' end as "atLab"
        from custody_events e left join waypoints w on w.id = e.waypoint_id
        order by e.at, e.id`,
  );
  const collected = [...new Set(events.filter((e) => e.kind === 'sample-collected').map((e) => e.procedureId))];
  const tubes = new Map<string, SpecimenCustodyFacts['tubes']>();
  for (let i = 0; i < collected.length; i += 50) {
    const res = await call(world, 'getProcedureSpecimens', { procedureIDs: collected.slice(i, i + 50) }, world.admin);
    for (const s of (res.body?.specimens ?? []) as {
      sampleID: string;
      procedureID: string;
      collectedAt: string;
      atLabAt: string | null;
      rule: { stabilityHours: number } | null;
    }[]) {
      const list = tubes.get(s.procedureID) ?? [];
      list.push({
        sampleId: s.sampleID,
        collectedAtMs: Date.parse(s.collectedAt),
        stabilityHours: s.rule?.stabilityHours ?? null,
        atLabMs: s.atLabAt === null ? null : Date.parse(s.atLabAt),
      });
      tubes.set(s.procedureID, list);
    }
  }
  const byProcedure = new Map<string, SpecimenCustodyFacts['events']>();
  for (const e of events) {
    const list = byProcedure.get(e.procedureId) ?? [];
    list.push({ kind: e.kind, atMs: +e.atMs, atLab: e.atLab });
    byProcedure.set(e.procedureId, list);
  }
  return procedures.map((p) => ({
    procedureId: p.id,
    orderId: p.orderId,
    events: byProcedure.get(p.id) ?? [],
    itineraryDone: p.itineraryDone,
    ownTubes: p.ownTubes,
    tubes: tubes.get(p.id) ?? [],
  }));
}

/** Done itineraries, and shifts whose itineraries are all done, with what finishing them owes. */
async function finished(world: World): Promise<FinishedWork[]> {
  const itineraries = await queryRows<{ id: string; userId: string; cents: number | null }>(
    world.t.db,
    sql`select i.id, i.user_id as "userId",
          (select o.earnings_cents from itinerary_offers o
            where o.itinerary_id = i.id and o.user_id = i.user_id and o.status = 'accepted')::int as cents
        from itineraries i where i.status = 'done' and i.user_id is not null order by i.id`,
  );
  const shifts = await queryRows<{ id: string; userId: string; base: number | null; extra: number | null }>(
    world.t.db,
    sql`select s.id, s.user_id as "userId", s.base_earnings_cents::int as base,
          (select so.additional_earnings_cents from shift_offers so
            where so.shift_id = s.id and so.user_id = s.user_id and so.status = 'accepted')::int as extra
        from shifts s
        where s.user_id is not null
          and exists (select 1 from itineraries i where i.shift_id = s.id and i.status = 'done' and i.user_id = s.user_id)
          and not exists (select 1 from itineraries i where i.shift_id = s.id and i.status not in ('done', 'canceled'))
        order by s.id`,
  );
  return [
    ...itineraries.map((i) => ({
      kind: 'itinerary' as const,
      id: i.id,
      userId: i.userId,
      owedCents: earningFor('itinerary', 0, i.cents ?? 0),
    })),
    ...shifts.map((s) => ({
      kind: 'shift' as const,
      id: s.id,
      userId: s.userId,
      owedCents: earningFor('shift', s.base ?? 0, s.extra ?? 0),
    })),
  ];
}

/** Adds the field's facts to a view being built. */
export async function observeField(world: World, view: OperationView): Promise<void> {
  view.custody = await custody(world);
  view.ledger.finished = await finished(world);
}
