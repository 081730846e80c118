/**
 * After tests of an order are canceled, its collection plan is made again from the tests left
 * (issue 27): a canceled test's tube leaves the plan the office and the nurse read, and a tube two
 * tests shared keeps only the volume the remaining one needs.
 */
import { planCollection } from '@sc/domain/catalogue/collection-plan';
import type { Db } from '../../db/client.ts';
import { findLabTests } from '../../repositories/lab-tests.repository.ts';
import {
  listUncanceledOrderTests,
  orderContainerRows,
  replaceOrderContainers,
} from '../../repositories/orders.repository.ts';

export async function replanOrderContainers(db: Db, orderIDs: readonly string[]): Promise<void> {
  const unique = [...new Set(orderIDs)].sort();
  const left = await listUncanceledOrderTests(db, unique);
  const tests = new Map(
    (await findLabTests(db, [...new Set(left.flatMap((p) => (p.testId ? [p.testId] : [])))])).map((t) => [t.id, t]),
  );
  for (const orderID of unique) {
    const procedureOf = new Map<string, string>();
    for (const p of left)
      if (p.orderId === orderID && p.testId && tests.has(p.testId)) procedureOf.set(p.testId, p.procedureId);
    const plan = planCollection([...procedureOf.keys()].map((id) => tests.get(id)!));
    await replaceOrderContainers(
      db,
      orderID,
      orderContainerRows(orderID, plan, (testID) => procedureOf.get(testID)!),
    );
  }
}
