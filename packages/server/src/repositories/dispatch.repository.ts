/**
 * Dispatch's reads and writes (issue 25, ADR 049). Every list is bounded and read through an index:
 * waiting visits by `orders_waiting (service_region_id, requested_date, id) where status = 'ordered'`,
 * nurses by `nurse_service_regions_region`, runs by `dispatch_runs_region_day`.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DispatchPlan, DispatchProblem } from '@sc/domain/dispatch/problem';
import type { DispatchRunStatus } from '@sc/domain/vocabulary/dispatch';
import type { SupplyStrategy } from '@sc/domain/vocabulary/itinerary';
import type { TaskType } from '@sc/domain/vocabulary/nurse-profile';
import type { OfferStatus, ShiftStatus } from '@sc/domain/vocabulary/shifts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { DispatchProgress } from '../db/schema-dispatch.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** The most waiting visits one board shows and one run plans. */
export const MAX_WAITING_VISITS = 500;
/** The most nurses one region's day considers. */
export const MAX_DAY_NURSES = 200;

export async function listServiceRegions(db: Db) {
  return db
    .select({ id: t.serviceRegions.id, name: t.serviceRegions.name, timeZone: t.serviceRegions.timeZone })
    .from(t.serviceRegions)
    .orderBy(t.serviceRegions.name)
    .limit(100);
}

export interface WaitingVisitRow {
  id: string;
  requisitionNumber: string | null;
  patientId: string | null;
  patientName: string;
  address: string;
  lat: number | null;
  lng: number | null;
  windowStart: string | null;
  windowEnd: string | null;
  fastingHours: number;
  procedureIds: string[];
  taskIds: string[];
  /** Each waiting procedure's dropOffPlaceGroups, in procedureIds' order (ADR 065). */
  dropOffPlaceGroups: string[][];
  /** The places of the groups those name, by group id (an entry that is a place's own id is absent). */
  groupPlaces: Record<string, string[]>;
  containers: {
    kind: string;
    temperature: string;
    centrifuge: boolean;
    lightSensitive: boolean;
    stabilityHours: number;
  }[];
}

/**
 * A region's orders waiting for a visit on `day`, oldest id first, with their procedures and
 * containers; with them the day's orders with no point and no region, which every board lists so
 * none is lost (ADR 071).
 */
export async function listWaitingVisits(db: Db, serviceRegionId: string, day: string): Promise<WaitingVisitRow[]> {
  // The page of orders first (orders_waiting, once for the region and once for no region), then
  // each one's patient, procedures and containers.
  return rowsOf<WaitingVisitRow>(
    db.execute(sql`
      with w as (
        (select o.id, o.requisition_number, o.patient_id, o.lat, o.lng, o.window_start, o.window_end, o.fasting_hours
        from orders o
        where o.service_region_id = ${serviceRegionId} and o.requested_date = ${day} and o.status = 'ordered'
        order by o.id
        limit ${MAX_WAITING_VISITS})
        union all
        (select o.id, o.requisition_number, o.patient_id, o.lat, o.lng, o.window_start, o.window_end, o.fasting_hours
        from orders o
        where o.service_region_id is null and o.requested_date = ${day} and o.status = 'ordered' and o.lat is null
        order by o.id
        limit ${MAX_WAITING_VISITS})
      )
      select w.id, w.requisition_number as "requisitionNumber", w.patient_id as "patientId",
        coalesce(trim(p.first_name || ' ' || p.last_name), '') as "patientName", coalesce(p.address, '') as address,
        w.lat, w.lng, w.window_start as "windowStart", w.window_end as "windowEnd", w.fasting_hours as "fastingHours",
        coalesce(pr.ids, '{}') as "procedureIds", coalesce(pr.tasks, '{}') as "taskIds",
        coalesce(pr.groups, '[]') as "dropOffPlaceGroups", coalesce(gp.places, '{}') as "groupPlaces",
        coalesce((select json_agg(json_build_object('kind', c.kind, 'temperature', c.temperature,
            'centrifuge', c.centrifuge, 'lightSensitive', c.light_sensitive, 'stabilityHours', c.stability_hours)
            order by c.position)
          from order_containers c where c.order_id = w.id), '[]') as containers
      from w
      left join users p on p.id = w.patient_id
      -- One read of the order's waiting procedures (procedures_order) for the three lists.
      left join lateral (select array_agg(x.id order by x.id) as ids,
          array_agg(distinct x.task_id) filter (where x.task_id is not null) as tasks,
          json_agg(x.drop_off_place_groups order by x.id) as groups
        from procedures x where x.order_id = w.id and x.status = 'ordered') pr on true
      -- The places of the groups they name (ADR 065), through place_group_places' key (group_id, place_id):
      -- a group holds at most 200 places (ADR 060), and most visits name one group or none.
      left join lateral (select json_object_agg(g.group_id, g.places) as places
        from (select m.group_id, array_agg(m.place_id order by m.place_id) as places
          from place_group_places m
          where m.group_id in (select e.id from json_array_elements(pr.groups) as a (entries)
            cross join lateral json_array_elements_text(a.entries) as e (id))
          group by m.group_id) g) gp on true
      order by w.id`),
  );
}

export interface DayNurseRow {
  id: string;
  name: string;
  timeZone: string;
  taskTypes: TaskType[];
  blocks: { weekday: number; startMinute: number; endMinute: number }[];
  exception: { startMinute: number | null; endMinute: number | null } | null;
  lat: number | null;
  lng: number | null;
}

/** Approved nurses who work the region, with their task types, weekly hours and that day's exception. */
export async function listRegionNurses(db: Db, serviceRegionId: string, day: string): Promise<DayNurseRow[]> {
  return rowsOf<DayNurseRow>(
    db.execute(sql`
      select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.time_zone as "timeZone",
        coalesce((select array_agg(tt.task_type order by tt.task_type) from nurse_task_types tt where tt.user_id = u.id), '{}')
          as "taskTypes",
        coalesce((select json_agg(json_build_object('weekday', w.weekday, 'startMinute', w.start_minute,
          'endMinute', w.end_minute)) from nurse_weekly_availability w where w.user_id = u.id), '[]') as blocks,
        (select json_build_object('startMinute', e.start_minute, 'endMinute', e.end_minute)
          from nurse_availability_exceptions e where e.user_id = u.id and e.day = ${day}) as exception,
        ws.leave_from_lat as lat, ws.leave_from_lng as lng
      from nurse_service_regions r
      join users u on u.id = r.user_id and u.role = 'nurse' and u.status = 'approved'
      left join nurse_work_settings ws on ws.user_id = u.id
      where r.service_region_id = ${serviceRegionId}
      order by name
      limit ${MAX_DAY_NURSES}`),
  );
}

/** Labs and drop boxes of the region with a point and receiving hours. */
export async function listRegionPlaces(db: Db, serviceRegionId: string) {
  return db
    .select({
      id: t.places.id,
      name: t.places.name,
      type: t.places.type,
      lat: t.places.lat,
      lng: t.places.lng,
      start: t.places.receivingStartMinute,
      end: t.places.receivingEndMinute,
    })
    .from(t.places)
    .where(and(eq(t.places.serviceRegionId, serviceRegionId), inArray(t.places.type, ['lab', 'drop-off'])))
    .orderBy(t.places.id)
    .limit(50);
}

export type RunRow = typeof t.dispatchRuns.$inferSelect;

export async function latestRun(db: Db, serviceRegionId: string, day: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(t.dispatchRuns)
    .where(and(eq(t.dispatchRuns.serviceRegionId, serviceRegionId), eq(t.dispatchRuns.day, day)))
    .orderBy(desc(t.dispatchRuns.createdAt))
    .limit(1);
  return row;
}

export async function findRun(db: Db, id: string, lock = false): Promise<RunRow | undefined> {
  const query = db.select().from(t.dispatchRuns).where(eq(t.dispatchRuns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertRun(
  db: Db,
  run: {
    id: string;
    serviceRegionId: string;
    day: string;
    problem: DispatchProblem;
    plan: DispatchPlan | null;
    createdBy: string;
  },
): Promise<void> {
  await db.insert(t.dispatchRuns).values({ ...run, status: 'queued' });
}

export async function updateRun(
  db: Db,
  id: string,
  set: {
    status?: DispatchRunStatus;
    progress?: DispatchProgress | null;
    problem?: DispatchProblem;
    plan?: DispatchPlan;
    failure?: string | null;
    publishedAt?: Date;
  },
): Promise<void> {
  await db.update(t.dispatchRuns).set(set).where(eq(t.dispatchRuns.id, id));
}

export interface DispatchItineraryRow {
  id: string;
  status: string;
  startTime: string;
  nurseName: string | null;
  visitCount: number;
  earningsCents: number;
  offers: { userID: string; name: string; status: OfferStatus; declineReason: string | null }[];
}

/** Itineraries published by the region's runs of that day, with every offer made on them. */
export async function listDispatchItineraries(db: Db, serviceRegionId: string, day: string) {
  return rowsOf<DispatchItineraryRow>(
    db.execute(sql`
      select i.id, i.status, to_char(i.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTime",
        (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = i.user_id) as "nurseName",
        (select count(*)::int from waypoints w where w.itinerary_id = i.id and w.type = 'patient') as "visitCount",
        (di.base_earnings_cents + di.additional_earnings_cents) as "earningsCents",
        coalesce((select json_agg(json_build_object('userID', o.user_id, 'name', trim(u.first_name || ' ' || u.last_name),
            'status', o.status, 'declineReason', o.decline_reason) order by o.created_at)
          from itinerary_offers o join users u on u.id = o.user_id where o.itinerary_id = i.id), '[]') as offers
      from dispatch_runs r
      join dispatch_itineraries di on di.run_id = r.id
      join itineraries i on i.id = di.itinerary_id
      where r.service_region_id = ${serviceRegionId} and r.day = ${day}
      order by i.start_at, i.id
      limit 200`),
  );
}

/** Shifts of the region starting on the local day (`from`..`to`) that a nurse holds with work on them. */
export async function listDayShifts(db: Db, serviceRegionId: string, from: Date, to: Date) {
  return rowsOf<{
    id: string;
    status: ShiftStatus;
    startTime: string;
    endTime: string;
    nurseName: string | null;
    itineraryCount: number;
  }>(
    db.execute(sql`
      select s.id, s.status, to_char(s.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTime",
        to_char(s.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endTime",
        (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = s.user_id) as "nurseName",
        (select count(*)::int from itineraries i where i.shift_id = s.id) as "itineraryCount"
      from shift_service_regions r
      join shifts s on s.id = r.shift_id and s.start_at >= ${from.toISOString()}::timestamptz
        and s.start_at < ${to.toISOString()}::timestamptz
      where r.service_region_id = ${serviceRegionId}
        -- Work a nurse holds: a shift with no nurse or no itinerary plans no one's day (ADR 049).
        and s.user_id is not null and exists (select 1 from itineraries i where i.shift_id = s.id)
      order by s.start_at, s.id
      limit 200`),
  );
}

export async function findDispatchItinerary(db: Db, itineraryId: string) {
  const [row] = await db
    .select({
      itineraryId: t.dispatchItineraries.itineraryId,
      runId: t.dispatchItineraries.runId,
      plannedUserId: t.dispatchItineraries.plannedUserId,
      earningsCents: sql<number>`${t.dispatchItineraries.baseEarningsCents} + ${t.dispatchItineraries.additionalEarningsCents}`,
      serviceRegionId: t.dispatchRuns.serviceRegionId,
      problem: t.dispatchRuns.problem,
      plan: t.dispatchRuns.plan,
    })
    .from(t.dispatchItineraries)
    .innerJoin(t.dispatchRuns, eq(t.dispatchRuns.id, t.dispatchItineraries.runId))
    .where(eq(t.dispatchItineraries.itineraryId, itineraryId));
  return row;
}

/** Whether the nurse works the region and performs every task type given. */
export async function nurseFitsRegion(db: Db, userId: string, serviceRegionId: string, taskTypes: readonly string[]) {
  const needed =
    taskTypes.length === 0
      ? sql`''`
      : sql.join(
          taskTypes.map((x) => sql`${x}`),
          sql`, `,
        );
  const [row] = await rowsOf<{ fits: boolean }>(
    db.execute(sql`
      select exists (select 1 from nurse_service_regions r
        join users u on u.id = r.user_id and u.role = 'nurse' and u.status = 'approved'
        where r.user_id = ${userId} and r.service_region_id = ${serviceRegionId})
      and (select count(*)::int from nurse_task_types tt where tt.user_id = ${userId} and tt.task_type in (${needed}))
        = ${taskTypes.length} as fits`),
  );
  return row?.fits === true;
}

export interface PublishedStop {
  waypointId: string;
  type: 'patient' | 'pick-drop';
  position: number;
  lat: number;
  lng: number;
  address: string;
  placeId: string | null;
  scheduledStartAt: Date;
  actions: PublishedAction[];
  /** A patient stop's supply strategy: the order's (a kit shipped ahead, requirements.md 2.11) or the nurse's supplies. */
  supplyStrategy: SupplyStrategy;
}

/** A stop's action; a mail-in one packs a kit visit's samples into the kit's box, its shipment (ADR 080). */
export interface PublishedAction {
  id: string;
  type: 'sample' | 'dropoff' | 'mail-in';
  durationMinutes: number;
  procedureIds: string[];
  mailIn?: { shipmentId: string; linkedActionId: string };
}

/** One planned nurse day as an open itinerary with its stops, offered to her; its procedures scheduled. */
export async function insertPublishedItinerary(
  db: Db,
  it: {
    id: string;
    runId: string;
    startAt: Date;
    timeZone: string;
    plannedUserId: string;
    baseEarningsCents: number;
    additionalEarningsCents: number;
    stops: PublishedStop[];
  },
): Promise<void> {
  await db
    .insert(t.itineraries)
    .values({ id: it.id, shiftId: null, status: 'open', startAt: it.startAt, timeZone: it.timeZone });
  await db.insert(t.dispatchItineraries).values({
    itineraryId: it.id,
    runId: it.runId,
    plannedUserId: it.plannedUserId,
    baseEarningsCents: it.baseEarningsCents,
    additionalEarningsCents: it.additionalEarningsCents,
  });
  await db.insert(t.waypoints).values(
    it.stops.map((s) => ({
      id: s.waypointId,
      itineraryId: it.id,
      position: s.position,
      type: s.type,
      lat: s.lat,
      lng: s.lng,
      address: s.address,
      placeId: s.placeId,
      scheduledStartAt: s.scheduledStartAt,
    })),
  );
  const patientStops = it.stops.filter((s) => s.type === 'patient');
  if (patientStops.length > 0)
    await db.insert(t.draftWaypoints).values(
      patientStops.map((s) => ({
        id: `dw-${s.waypointId}`,
        waypointId: s.waypointId,
        supplyStrategy: s.supplyStrategy,
      })),
    );
  const actions = it.stops.flatMap((s) =>
    s.actions.map((a, position) => ({ ...a, waypointId: s.waypointId, position })),
  );
  await db.insert(t.waypointActions).values(
    actions.map((a) => ({
      id: a.id,
      itineraryId: it.id,
      waypointId: a.waypointId,
      position: a.position,
      type: a.type,
      actionDurationMinutes: a.durationMinutes,
    })),
  );
  const links = actions.flatMap((a) =>
    a.procedureIds.map((procedureId, position) => ({ waypointActionId: a.id, procedureId, position })),
  );
  if (links.length > 0) await db.insert(t.waypointActionProcedures).values(links);
  // A kit visit's samples go back in the kit's own mail-in box (ADR 058, 080): the mail-in action
  // links the visit's action, carries the box's shipment, and its procedures' samples ship in it.
  const mailIns = actions.flatMap((a) => (a.mailIn ? [{ ...a, mailIn: a.mailIn }] : []));
  if (mailIns.length > 0) {
    await db.insert(t.shipments).values(mailIns.map((a) => ({ id: a.mailIn.shipmentId, waypointActionId: a.id })));
    for (const a of mailIns)
      await db.update(t.waypointActions).set({ shipmentId: a.mailIn.shipmentId }).where(eq(t.waypointActions.id, a.id));
    await db
      .insert(t.waypointActionLinks)
      .values(mailIns.map((a) => ({ mailInActionId: a.id, linkedActionId: a.mailIn.linkedActionId })));
    for (const a of mailIns)
      await db
        .update(t.procedures)
        .set({ sampleShipmentId: a.mailIn.shipmentId })
        .where(inArray(t.procedures.id, a.procedureIds));
  }
  for (const s of patientStops) {
    const procedureIds = s.actions.flatMap((a) => a.procedureIds);
    await db
      .update(t.procedures)
      .set({ status: 'scheduled', draftWaypointId: `dw-${s.waypointId}` })
      .where(and(inArray(t.procedures.id, procedureIds), eq(t.procedures.status, 'ordered')));
    // The packer's transfer follows its procedures to this visit (ADR 080): her screens, the
    // shipped-kit rule and the phone's scan data find "the transfer of this visit" by it.
    if (s.supplyStrategy === 'kit-shipment' && procedureIds.length > 0)
      await db
        .update(t.supplyTransfers)
        .set({ draftWaypointId: `dw-${s.waypointId}` })
        .where(
          and(
            eq(t.supplyTransfers.kind, 'kit-shipment'),
            inArray(
              t.supplyTransfers.id,
              db
                .select({ id: t.procedures.supplyTransferId })
                .from(t.procedures)
                .where(inArray(t.procedures.id, procedureIds)),
            ),
          ),
        );
  }
  await db.insert(t.itineraryOffers).values({
    itineraryId: it.id,
    userId: it.plannedUserId,
    status: 'offered',
    earningsCents: it.baseEarningsCents + it.additionalEarningsCents,
  });
}

/** The orders of the published visits leave the waiting list. */
export async function scheduleOrders(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(t.orders)
    .set({ status: 'scheduled' })
    .where(and(inArray(t.orders.id, [...orderIds]), eq(t.orders.status, 'ordered')));
}

/** Orders of these ids still waiting (not scheduled by someone else meanwhile), locked. */
export async function lockWaitingOrders(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return rowsOf<{
    id: string;
    address: string;
    patientId: string | null;
    officeIds: string[];
    supplyStrategy: SupplyStrategy;
  }>(
    db.execute(sql`
      select o.id, coalesce(p.address, '') as address, o.patient_id as "patientId", o.supply_strategy as "supplyStrategy",
        array[o.office_id, o.created_by_office_id] as "officeIds"
      from orders o left join users p on p.id = o.patient_id
      where o.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and o.status = 'ordered'
      for update of o`),
  );
}

export async function placeAddresses(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: t.places.id, address: t.places.address })
    .from(t.places)
    .where(inArray(t.places.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.address]));
}

/** Offers the itinerary to one more nurse at its earnings; an offer she has already is left as it is. */
export async function offerItineraryTo(db: Db, itineraryId: string, userId: string, earningsCents: number) {
  await db
    .insert(t.itineraryOffers)
    .values({ itineraryId, userId, status: 'offered', earningsCents })
    .onConflictDoNothing();
}

/** A run's visits as the board names and draws them, whatever their orders' status now (at most a run's 500). */
export async function listRunVisits(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return rowsOf<{ id: string; patientId: string | null; patientName: string; windowStart: string; windowEnd: string }>(
    db.execute(sql`
      select o.id, o.patient_id as "patientId", coalesce(trim(p.first_name || ' ' || p.last_name), '') as "patientName",
        coalesce(o.window_start, '') as "windowStart", coalesce(o.window_end, '') as "windowEnd"
      from orders o left join users p on p.id = o.patient_id
      where o.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
}
