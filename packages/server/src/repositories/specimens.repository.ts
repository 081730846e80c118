/**
 * Collected tubes and what their stability clocks run from (issue 25): collection time, the
 * procedure's centrifugation and lab drop-off (its custody events), and its rule as the order
 * planned the container (order_containers) or, with no order, as the test says (lab_tests).
 * Read by procedure ids (the nurse's steps, the procedure page; at most 50) or itinerary ids (the
 * live day; at most 300), through indexes: samples by procedure, custody events by procedure,
 * order containers by order.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SpecimenTemperature } from '@sc/domain/vocabulary/catalogue';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

export interface SpecimenRow {
  sampleID: string;
  procedureID: string;
  itineraryID: string | null;
  waypointID: string | null;
  supplyID: string;
  tube: string;
  serial: string | null;
  timeZone: string | null;
  processing: string | null;
  refrigerated: boolean;
  lightSensitive: boolean;
  collectedAt: Date | string;
  spunAt: Date | string | null;
  atLabAt: Date | string | null;
  patientID: string | null;
  /** From the order's planned container, else the procedure's test; null when neither. */
  centrifuge: boolean | null;
  clotMinutes: number | null;
  stabilityHours: number | null;
  temperature: SpecimenTemperature | null;
  ruleLightSensitive: boolean | null;
}

const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function specimensWhere(db: Db, where: SQL): Promise<SpecimenRow[]> {
  return rowsOf<SpecimenRow>(
    db.execute(sql`
      select s.id as "sampleID", s.procedure_id as "procedureID", w.itinerary_id as "itineraryID",
        w.id as "waypointID", s.supply_id as "supplyID", coalesce(sup.name, s.supply_id) as tube, s.serial,
        coalesce(i.time_zone, o.time_zone) as "timeZone", s.processing, s.refrigerated,
        s.light_sensitive as "lightSensitive", s.collected_at as "collectedAt",
        (select min(ce.at) from custody_events ce where ce.procedure_id = s.procedure_id and ce.kind = 'centrifuged') as "spunAt",
        (select min(ce.at) from custody_events ce where ce.procedure_id = s.procedure_id and ce.kind = 'dropped-off') as "atLabAt",
        coalesce(b.patient_id, p.contact->>'userID') as "patientID",
        coalesce(oc.centrifuge, lt.centrifuge) as centrifuge,
        coalesce(oc.clot_minutes, lt.clot_minutes) as "clotMinutes",
        coalesce(oc.stability_hours, lt.stability_hours) as "stabilityHours",
        coalesce(oc.temperature, lt.temperature) as temperature,
        coalesce(oc.light_sensitive, lt.light_sensitive) as "ruleLightSensitive"
      from samples s
      join procedures p on p.id = s.procedure_id
      left join draft_waypoints dw on dw.id = p.draft_waypoint_id
      left join waypoints w on w.id = dw.waypoint_id
      left join itineraries i on i.id = w.itinerary_id
      left join orders o on o.id = p.order_id
      left join bookings b on b.id = p.booking_id
      left join supplies sup on sup.id = s.supply_id
      left join lab_tests lt on lt.id = p.test_id
      left join lateral (
        select c.centrifuge, c.clot_minutes, c.stability_hours, c.temperature, c.light_sensitive
        from order_containers c
        where c.order_id = p.order_id and p.id = any(c.procedure_ids) and c.supply_id = s.supply_id
        order by c.stability_hours, c.position limit 1
      ) oc on true
      where ${where} and s.collected_at is not null and s.status in ('collected', 'completed')
      order by s.collected_at, s.id
      limit 2000`),
  );
}

export async function listSpecimensOfProcedures(db: Db, procedureIDs: readonly string[]): Promise<SpecimenRow[]> {
  if (procedureIDs.length === 0) return [];
  return specimensWhere(db, sql`s.procedure_id in (${list(procedureIDs)})`);
}

export async function listSpecimensOfItineraries(db: Db, itineraryIDs: readonly string[]): Promise<SpecimenRow[]> {
  if (itineraryIDs.length === 0) return [];
  return specimensWhere(
    db,
    sql`s.procedure_id in (
      select p2.id from waypoints w2
      join draft_waypoints dw2 on dw2.waypoint_id = w2.id
      join procedures p2 on p2.draft_waypoint_id = dw2.id
      where w2.itinerary_id in (${list(itineraryIDs)}))`,
  );
}
