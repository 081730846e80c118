import { orderWhereaboutsOf, whereaboutsOf, type SpecimenWhereabouts } from '@sc/domain/custody/specimen-whereabouts';
import type { Db } from '../../db/client.ts';
import { listCustodyKinds } from '../../repositories/custody-events.repository.ts';

/**
 * Where each order's specimens are (ADR 032), from its tests' custody events: the orders list's
 * Specimen column and its CSV.
 */
export async function orderSpecimens(
  db: Db,
  testsByOrder: ReadonlyMap<string, readonly { procedureID: string }[]>,
): Promise<(orderID: string) => SpecimenWhereabouts> {
  const kinds = await listCustodyKinds(
    db,
    [...testsByOrder.values()].flatMap((tests) => tests.map((t) => t.procedureID)),
  );
  return (orderID) =>
    orderWhereaboutsOf((testsByOrder.get(orderID) ?? []).map((t) => whereaboutsOf(kinds.get(t.procedureID) ?? [])));
}
