import { applyFieldCommand } from '@sc/domain/transitions/commands';
import type { Change } from '@sc/domain/transitions/changes';
import { refusalTemplates } from '@sc/domain/transitions/refusals';
import { canMoveStatus } from '@sc/domain/transitions/statuses';
import { AppError } from '../../lib/app-error.ts';
import { writeFieldChanges } from '../../repositories/field-changes.repository.ts';
import { cancelWaitingProcedures } from '../../repositories/orders.repository.ts';
import { findProcedureReach, type ProcedureReach } from '../../repositories/procedures.repository.ts';
import { lockItinerary } from '../../repositories/shifts.repository.ts';
import { releaseCanceledFromTransfers } from '../../repositories/supply-transfers.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { loadFieldState } from '../field-state.ts';
import { recordCustodyOf, recordFieldCustody } from '../custody/record-custody.ts';
import { dropCancelledVisits } from '../dispatch/cancelled-visits.ts';
import { followOrders } from '../order-notices.ts';
import { replanOrderContainers } from './replan-order-containers.ts';
import { refusalError } from '../refusals.ts';
import { mayReachProcedures } from './procedure-access.ts';

/**
 * requirements.md 7: setProcedureStatuses. Office staff cancel their office's procedures, operations any;
 * cancelling also cancels the procedure's waypoint actions (requirements.md 4). Every id is checked
 * before anything is written, and each itinerary is locked while its procedures change.
 */
export const setProcedureStatuses: Handler<'setProcedureStatuses'> = async ({ procedureIDs }, ctx) => {
  const caller = requireCaller(ctx);
  const reach = await findProcedureReach(ctx.db, procedureIDs);
  const may = await mayReachProcedures(ctx.db, caller, reach);
  const reachable = new Map(reach.filter(may).map((r) => [r.id, r]));
  const missing = procedureIDs.find((id) => !reachable.has(id));
  if (missing !== undefined)
    throw new AppError('not_found', refusalTemplates.missingProcedure(missing), 'procedureIDs');

  const at = ctx.config.clock.now();
  // An office's procedure that waits for a visit has no itinerary: the same rule, on the procedure alone.
  const waiting = [...reachable.values()].filter((r) => r.itineraryID === null);
  for (const r of waiting)
    if (r.status !== 'canceled' && !canMoveStatus('procedure', r.status, 'canceled'))
      throw new AppError('conflict', refusalTemplates.procedureIs(r.status), 'procedureIDs');
  const cause = { userId: caller.userId, role: caller.role, at };
  // Only the procedures the cancel changed get the event: the history is append-only.
  const canceled = await cancelWaitingProcedures(
    ctx.db,
    waiting.map((r) => r.id),
    at,
  );
  await recordCustodyOf(ctx.db, canceled, 'canceled', cause);
  // The canceled tests' tubes leave their orders' collection plans.
  const canceledOrders = canceled.flatMap((id) => reachable.get(id)?.orderID ?? []);
  await replanOrderContainers(ctx.db, canceledOrders);
  // A canceled kit shipment is no longer the packers' work (ADR 058).
  await releaseCanceledFromTransfers(ctx.db, canceled);
  let changed = canceled.length;
  const byItinerary = new Map<string, ProcedureReach[]>();
  for (const r of reachable.values())
    if (r.itineraryID !== null) byItinerary.set(r.itineraryID, [...(byItinerary.get(r.itineraryID) ?? []), r]);
  for (const [itineraryID, group] of [...byItinerary].sort(([a], [b]) => a.localeCompare(b))) {
    const row = await lockItinerary(ctx.db, itineraryID);
    if (!row) continue;
    let state = await loadFieldState(ctx.db, row);
    const changes: Change[] = [];
    for (const { id } of group) {
      const result = applyFieldCommand(state, { type: 'cancelProcedure', procedureID: id, at: at.toISOString() });
      if (!result.ok) throw refusalError(result.refusal, {});
      await recordFieldCustody(ctx.db, state, result.changes, cause);
      state = result.data;
      changes.push(...result.changes);
    }
    if (changes.length === 0) continue;
    await writeFieldChanges(ctx.db, changes, { userId: caller.userId, at });
    changed += changes.length;
    const nurse = group[0]?.nurseUserID;
    if (nurse) ctx.publish(`itineraries/${nurse}`);
  }
  if (changed > 0) await followOrders(ctx, [...reachable.keys()]);
  // A cancelled order's visit leaves a built, unpublished dispatch day, re-planned in this transaction (ADR 084).
  await dropCancelledVisits(ctx, canceledOrders);
  // No row of its own: the function route's trail already writes one per procedure, naming its patient.
  return { ok: true as const, changed };
};
