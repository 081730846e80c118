import { toDropOffPlaceIDs } from '@sc/domain/operations/place-groups';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { toProcedureSupplyItemIDs } from '@sc/domain/transitions/supply-items';
import { AppError } from '../../lib/app-error.ts';
import { findItineraryRow, loadItineraryData } from '../../repositories/itinerary-data.repository.ts';
import {
  findBookingPatient,
  findOrderRow,
  findPerson,
  findProcedureReach,
  findProcedureRow,
  listOrderBookings,
  listPlaces,
} from '../../repositories/procedures.repository.ts';
import { placesOfGroups } from '../../repositories/operations-places.repository.ts';
import { findSupplyItemsData } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { mayReachProcedures } from './procedure-access.ts';

type Output = Awaited<ReturnType<Handler<'getProcedureData'>>>;

/** requirements.md 7: fetch procedure data, with only the inclusions asked for. */
export const getProcedureData: Handler<'getProcedureData'> = async ({ procedureID, include }, ctx) => {
  const caller = requireCaller(ctx);
  const [reach] = await findProcedureReach(ctx.db, [procedureID]);
  const row =
    reach && (await mayReachProcedures(ctx.db, caller, [reach]))(reach)
      ? await findProcedureRow(ctx.db, procedureID)
      : undefined;
  if (!reach || !row) throw new AppError('not_found', refusalTexts.procedureNotFound, 'procedureID');

  const wants = new Set(include);
  const order = row.orderId ? await findOrderRow(ctx.db, row.orderId) : undefined;
  const out: Output = {
    procedure: {
      id: row.id,
      status: row.status,
      taskID: row.taskId,
      orderID: row.orderId,
      bookingID: row.bookingId,
      instructions: row.instructions,
    },
  };
  if (wants.has('order'))
    out.order = order
      ? {
          id: order.id,
          officeID: order.officeId,
          createdByOfficeID: order.createdByOfficeId,
          offlineScheduling: order.offlineScheduling,
        }
      : null;
  if (wants.has('bookings')) out.bookings = order ? await listOrderBookings(ctx.db, order.id) : [];
  if (wants.has('patient')) out.patient = await findBookingPatient(ctx.db, row.bookingId);
  if (wants.has('prescriber')) out.prescriber = await findPerson(ctx.db, order?.prescriberId ?? null);
  if (wants.has('placeGroups')) {
    // A group stands for its places; an entry that is no group is a place (place-groups.ts).
    const groups = await placesOfGroups(ctx.db, row.dropOffPlaceGroups);
    out.placeGroups = await listPlaces(ctx.db, toDropOffPlaceIDs(row.dropOffPlaceGroups, groups));
  }
  if (wants.has('contact')) out.contact = row.contact ?? null;
  if (wants.has('supplyItems')) {
    const itinerary = reach.itineraryID ? await findItineraryRow(ctx.db, reach.itineraryID) : undefined;
    const data = itinerary ? await loadItineraryData(ctx.db, itinerary) : undefined;
    const procedure = data?.procedures[procedureID];
    out.supplyItems = procedure ? await findSupplyItemsData(ctx.db, toProcedureSupplyItemIDs(procedure)) : [];
  }
  return out;
};
