import { orderWhereaboutsOf, whereaboutsOf, type SpecimenWhereabouts } from '@sc/domain/custody/specimen-whereabouts';
import type { Db } from '../../db/client.ts';
import { listOrderCustodyKinds } from '../../repositories/custody-events.repository.ts';

/**
 * Where each order's specimens are (ADR 032), from its procedures' custody events: the orders
 * list's Specimen column and its CSV.
 */
export async function orderSpecimens(
  db: Db,
  orderIDs: readonly string[],
): Promise<(orderID: string) => SpecimenWhereabouts> {
  const kinds = await listOrderCustodyKinds(db, orderIDs);
  return (orderID) => orderWhereaboutsOf([...(kinds.get(orderID)?.values() ?? [])].map(whereaboutsOf));
}
