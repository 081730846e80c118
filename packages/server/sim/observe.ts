/**
 * What the product holds and shows, read for the invariants (architecture.md 11): rows by SQL
 * through the server's own database, beside the answers of the named functions people read (the
 * office's orders list, operations' boards, a nurse's offers). Reads only: it changes nothing.
 */
import { sql } from 'drizzle-orm';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { isWaitingForNurse } from '@sc/domain/invariants/orders-in-one-state';
import type {
  BoardFacts,
  NurseOutItineraryFacts,
  OfferFacts,
  OperationView,
  OrderFacts,
  WorkPiece,
} from '@sc/domain/invariants/view';
import type { OrderStatus } from '@sc/domain/vocabulary/orders';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import { queryRows } from '../test/harness.ts';
import { observeSupplies } from './observe-supplies.ts';
import { observeField } from './observe-field.ts';
import { call, type World } from './world.ts';

const rows = <T>(world: World, query: ReturnType<typeof sql>) => queryRows<T>(world.t.db, query);

async function officeShows(world: World, officeID: string): Promise<Map<string, OrderStatus>> {
  const shown = new Map<string, OrderStatus>();
  const cookie = officeID === world.office.id ? world.office.cookie : world.admin;
  for (let page = 1; ; page++) {
    const res = await call(world, 'listOrders', { officeID, page, pageSize: 50 }, cookie);
    if (res.status !== 200) return shown;
    for (const o of res.body.orders as { id: string; status: OrderStatus }[]) shown.set(o.id, o.status);
    if (page * 50 >= res.body.total) return shown;
  }
}

async function orders(world: World, now: Date): Promise<OrderFacts[]> {
  const shown = new Map<string, OrderStatus>();
  for (const office of world.followedOffices) for (const [id, s] of await officeShows(world, office)) shown.set(id, s);
  const list = await rows<{
    id: string;
    status: OrderStatus;
    requestedDate: string | null;
    timeZone: string | null;
    serviceRegionId: string | null;
    procedures: ProcedureStatus[] | null;
  }>(
    world,
    sql`select o.id, o.status, o.requested_date::text as "requestedDate", o.time_zone as "timeZone",
          o.service_region_id as "serviceRegionId", array_agg(p.status order by p.id) as procedures
        from orders o left join procedures p on p.order_id = o.id
        where o.office_id in ${sql.raw(`(${world.followedOffices.map((id) => `'${id}'`).join(',')})`)}
        group by o.id order by o.id`,
  );
  return list.map((o) => ({
    id: o.id,
    storedStatus: o.status,
    procedureStatuses: (o.procedures ?? []).filter((s) => s !== null),
    officeShows: shown.get(o.id) ?? null,
    requestedDate: o.requestedDate,
    today: toLocalDateKey(now, o.timeZone ?? 'America/New_York'),
    serviceRegionId: o.serviceRegionId,
  }));
}

/** Every board an order waiting for a nurse should be on: its region's, or every region's when it has none. */
async function boards(world: World, waiting: OrderFacts[]): Promise<BoardFacts[]> {
  const wanted = new Set<string>();
  for (const o of waiting)
    for (const region of o.serviceRegionId ? [o.serviceRegionId] : world.regions.map((r) => r.id))
      wanted.add(`${region} ${o.requestedDate}`);
  const read: BoardFacts[] = [];
  for (const key of [...wanted].sort()) {
    const [serviceRegionId, day] = key.split(' ') as [string, string];
    const res = await call(world, 'getDispatchBoard', { day, serviceRegionID: serviceRegionId }, world.admin);
    if (res.status === 200)
      read.push({ serviceRegionId, day, waitingIds: (res.body.waiting as { id: string }[]).map((w) => w.id) });
  }
  return read;
}

async function work(world: World): Promise<WorkPiece[]> {
  const shifts = await rows<{ id: string; nurseId: string; startMs: string; endMs: string }>(
    world,
    sql`select id, user_id as "nurseId", (extract(epoch from start_at) * 1000)::bigint::text as "startMs",
          (extract(epoch from end_at) * 1000)::bigint::text as "endMs"
        from shifts where user_id is not null and status in ('accepted', 'in_progress', 'complete')`,
  );
  // An itinerary ends when its last stop's actions do.
  const itineraries = await rows<{
    id: string;
    nurseId: string;
    shiftId: string | null;
    startMs: string;
    endMs: string;
  }>(
    world,
    sql`select i.id, i.user_id as "nurseId", i.shift_id as "shiftId",
          (extract(epoch from i.start_at) * 1000)::bigint::text as "startMs",
          (extract(epoch from coalesce(max(w.scheduled_start_at + make_interval(mins => a.minutes)), i.start_at)) * 1000)::bigint::text as "endMs"
        from itineraries i
        left join waypoints w on w.itinerary_id = i.id
        left join lateral (select coalesce(sum(action_duration_minutes), 0)::int as minutes
                           from waypoint_actions where waypoint_id = w.id) a on true
        where i.user_id is not null and i.status in ('accepted', 'in_progress', 'done')
        group by i.id`,
  );
  return [
    ...shifts.map((s) => ({ ...s, kind: 'shift' as const, shiftId: null, startMs: +s.startMs, endMs: +s.endMs })),
    ...itineraries.map((i) => ({ ...i, kind: 'itinerary' as const, startMs: +i.startMs, endMs: +i.endMs })),
  ];
}

async function ledger(world: World): Promise<OperationView['ledger']> {
  const entries = await rows<OperationView['ledger']['entries'][number]>(
    world,
    sql`select e.id::text, e.kind, e.user_id as "userId", e.withdrawal_id as "withdrawalId",
          e.itinerary_id as "itineraryId", e.shift_id as "shiftId",
          coalesce(sum(l.amount_cents), 0)::int as "lineSum", count(l.id)::int as "lineCount"
        from journal_entries e left join journal_lines l on l.entry_id = e.id group by e.id order by e.id`,
  );
  const accounts = await rows<OperationView['ledger']['accounts'][number]>(
    world,
    sql`select a.id::text, a.user_id as "userId", a.kind, a.balance_cents::int as "balanceCents",
          coalesce(sum(l.amount_cents), 0)::int as "linesCents"
        from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.id order by a.id`,
  );
  const withdrawals = await rows<OperationView['ledger']['withdrawals'][number]>(
    world,
    sql`select id, user_id as "userId", amount_cents::int as "amountCents", status from withdrawals order by id`,
  );
  const providerPaid = [...world.provider.payments.values()].map((p) => ({
    withdrawalId: p.withdrawalId,
    amountCents: p.amountCents,
  }));
  return { entries, accounts, withdrawals, providerPaid };
}

async function offers(world: World): Promise<OfferFacts[]> {
  const list = await rows<Omit<OfferFacts, 'shownToNurse' | 'startMs'> & { startMs: string }>(
    world,
    sql`select o.itinerary_id as "itineraryId", o.user_id as "userId", o.status, i.status as "itineraryStatus",
          i.user_id as "itineraryHolder", (extract(epoch from i.start_at) * 1000)::bigint::text as "startMs"
        from itinerary_offers o join itineraries i on i.id = o.itinerary_id order by 1, 2`,
  );
  // What a simulated nurse's phone lists now, asked only where it matters: an offer still open in
  // the rows whose itinerary is gone (another's, canceled or begun). Elsewhere the rows say it.
  const nowMs = world.clock.now().getTime();
  const gone = (o: (typeof list)[number]) =>
    o.status === 'offered' &&
    (o.itineraryStatus === 'canceled' ||
      (o.itineraryHolder !== null && o.itineraryHolder !== o.userId) ||
      +o.startMs <= nowMs);
  const shown = new Map<string, Set<string>>();
  for (const nurse of world.nurses) {
    if (!list.some((o) => o.userId === nurse.id && gone(o))) continue;
    const res = await call(world, 'getShiftsOffered', { limit: 50 }, nurse.cookie);
    shown.set(nurse.id, new Set((res.body?.offers ?? []).map((o: { id: string }) => o.id)));
  }
  return list.map((o) => ({
    ...o,
    startMs: +o.startMs,
    shownToNurse: shown.has(o.userId) ? shown.get(o.userId)!.has(o.itineraryId) : null,
  }));
}

/**
 * The itineraries of each day a nurse was marked out sick (ADR 085) that she held or was offered,
 * as they stand: in its own zone's day, as marking her out read them.
 */
async function nursesOut(world: World): Promise<NurseOutItineraryFacts[]> {
  return rows<NurseOutItineraryFacts>(
    world,
    sql`select d.user_id as "nurseId", d.day::text as day, i.id as "itineraryId", i.status, i.user_id as holder,
          o.status as "herOffer",
          (select count(*)::int from procedures p join draft_waypoints dw on dw.id = p.draft_waypoint_id
            join waypoints w on w.id = dw.waypoint_id
            where w.itinerary_id = i.id and p.status = 'scheduled') as "visitsWaiting"
        from nurse_days_out d
        join itineraries i on (i.start_at at time zone i.time_zone)::date = d.day
        left join itinerary_offers o on o.itinerary_id = i.id and o.user_id = d.user_id
        where i.user_id = d.user_id or o.user_id is not null
        order by 1, 2, 3`,
  );
}

/** The whole view after a step; the step's answers are taken from the world (and cleared). */
export async function observe(world: World): Promise<OperationView> {
  const now = world.clock.now();
  const orderFacts = await orders(world, now);
  const waiting = orderFacts.filter(isWaitingForNurse);
  const view: OperationView = {
    nowMs: now.getTime(),
    orders: orderFacts,
    boards: await boards(world, waiting),
    flags: [],
    work: await work(world),
    ledger: await ledger(world),
    offers: await offers(world),
    jobs: (
      await rows<{ id: string; kind: string; status: string; payload: { withdrawalId?: string } }>(
        world,
        sql`select id::text, kind, status, payload from jobs order by id`,
      )
    ).map((j) => ({
      id: j.id,
      kind: j.kind,
      status: j.status,
      held: j.status === 'running' && world.provider.held.some((h) => h.withdrawalId === j.payload.withdrawalId),
    })),
    answers: [],
    repeats: [],
    supplies: await observeSupplies(world),
    nursesOut: await nursesOut(world),
  };
  await observeField(world, view);
  // The observation's own reads are answers too (a 5xx there is a break like any other).
  view.answers = world.answers.splice(0);
  view.repeats = world.repeats.splice(0);
  view.reconciliations = world.reconciliations.splice(0);
  return view;
}
