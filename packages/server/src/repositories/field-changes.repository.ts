/**
 * Writes the rows a field transition changed (transitions/changes.ts), one statement per changed
 * row and field group, inside the caller's transaction. The domain already dropped writes that
 * change nothing, so a retried command reaches here with no changes and writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Change } from '@sc/domain/transitions/changes';
import type { Db } from '../db/client.ts';
import {
  deviationChecks,
  itineraries,
  processingActions,
  processingActionSpecimenBags,
  procedureAmberBags,
  procedures,
  procedureSpecimenBagItems,
  procedureSupplyItems,
  samples,
  shipments,
  supplyItems,
  waypointActions,
  waypointArrivals,
  waypoints,
} from '../db/schema.ts';

export interface WriteContext {
  userId: string;
  /** The step's time: status timestamps the transition did not set itself. */
  at: Date;
}

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** A changed status stamped with the step's time; nothing when the status stays. */
const statusChange = <S extends string>(status: S | undefined, ctx: WriteContext) =>
  status === undefined ? {} : { status, statusAt: ctx.at };

type ProcedureChange = Extract<Change, { entity: 'procedure' }>;

async function writeProcedure(db: Db, { id, set }: ProcedureChange, ctx: WriteContext): Promise<void> {
  const row: Partial<typeof procedures.$inferInsert> = {};
  Object.assign(row, statusChange(set.status, ctx));
  if (set.kitSupplyItemID !== undefined) row.kitSupplyItemId = set.kitSupplyItemID;
  if (set.insulatedBagID !== undefined) row.insulatedBagId = set.insulatedBagID;
  if (set.specimenBag !== undefined) row.specimenBagId = set.specimenBag?.id ?? null;
  if (set.charting !== undefined)
    Object.assign(row, { chartingItems: set.charting.items, chartingStatus: set.charting.status });
  if (set.failed !== undefined)
    Object.assign(row, {
      failedReason: set.failed?.reason ?? null,
      failedBy: set.failed?.failedBy || null,
      failedByRole: set.failed?.failedByRole ?? null,
      failedSupplyCondition: set.failed?.supplyCondition ?? null,
      failedAt: toDate(set.failed?.timestamp),
    });
  if (Object.keys(row).length > 0) await db.update(procedures).set(row).where(eq(procedures.id, id));

  if (set.supplyItemIDs !== undefined) {
    await db.delete(procedureSupplyItems).where(eq(procedureSupplyItems.procedureId, id));
    if (set.supplyItemIDs.length > 0)
      await db
        .insert(procedureSupplyItems)
        .values(set.supplyItemIDs.map((supplyItemId) => ({ procedureId: id, supplyItemId })));
  }
  if (set.amberBagIDs !== undefined) {
    await db.delete(procedureAmberBags).where(eq(procedureAmberBags.procedureId, id));
    if (set.amberBagIDs.length > 0)
      await db
        .insert(procedureAmberBags)
        .values(set.amberBagIDs.map((supplyItemId, position) => ({ procedureId: id, supplyItemId, position })));
  }
  if (set.specimenBag !== undefined) {
    await db.delete(procedureSpecimenBagItems).where(eq(procedureSpecimenBagItems.procedureId, id));
    const related = set.specimenBag?.relatedSupplyItemIDs ?? [];
    if (related.length > 0)
      await db
        .insert(procedureSpecimenBagItems)
        .values([...new Set(related)].map((supplyItemId) => ({ procedureId: id, supplyItemId })));
  }
}

type ProcessingChange = Extract<Change, { entity: 'processingAction' }>;

async function writeProcessingAction(db: Db, { id, set }: ProcessingChange, ctx: WriteContext): Promise<void> {
  if (set.status !== undefined)
    await db
      .update(processingActions)
      .set({ status: set.status, statusAt: ctx.at })
      .where(eq(processingActions.id, id));
  if (set.newSpecimenBags !== undefined) {
    await db.delete(processingActionSpecimenBags).where(eq(processingActionSpecimenBags.processingActionId, id));
    const bags = Object.entries(set.newSpecimenBags);
    if (bags.length > 0)
      await db.insert(processingActionSpecimenBags).values(
        bags.map(([procedureId, bag]) => ({
          processingActionId: id,
          procedureId,
          supplyItemId: bag.supplyItemID,
          relatedSupplyItemIds: bag.relatedSupplyItemIDs,
          savedAt: ctx.at,
        })),
      );
  }
}

/** Writes every change, in order, in the open transaction. */
export async function writeFieldChanges(db: Db, changes: readonly Change[], ctx: WriteContext): Promise<void> {
  for (const change of changes) {
    if (change.op === 'insert') {
      if (change.entity === 'waypointArrival')
        await db.insert(waypointArrivals).values({
          waypointId: change.row.waypointID,
          userId: ctx.userId,
          waypointActionIds: change.row.waypointActionIDs,
          at: new Date(change.row.at),
          tooFarReason: change.row.tooFarReason,
        });
      else
        await db.insert(deviationChecks).values({
          waypointId: change.row.waypointID,
          userId: ctx.userId,
          name: change.row.name,
          reason: change.row.reason,
          at: new Date(change.row.at),
        });
      continue;
    }
    switch (change.entity) {
      case 'itinerary':
        if (change.set.status !== undefined)
          await db.update(itineraries).set({ status: change.set.status }).where(eq(itineraries.id, change.id));
        break;
      case 'waypoint':
        await db
          .update(waypoints)
          .set({
            status: change.set.status,
            statusAt: toDate(change.set.statusTimestamp) ?? undefined,
            supplyItemId: change.set.supplyItemID,
          })
          .where(eq(waypoints.id, change.id));
        break;
      case 'waypointAction': {
        const { status, statusTimestamp, mailIn } = change.set;
        await db
          .update(waypointActions)
          .set({
            status,
            statusAt: toDate(statusTimestamp) ?? undefined,
            mailInBoxBarcode: mailIn === undefined ? undefined : (mailIn?.mailInBoxBarcode ?? null),
          })
          .where(eq(waypointActions.id, change.id));
        break;
      }
      case 'processingAction':
        await writeProcessingAction(db, change, ctx);
        break;
      case 'procedure':
        await writeProcedure(db, change, ctx);
        break;
      case 'sample': {
        const { set } = change;
        await db
          .update(samples)
          .set({
            ...statusChange(set.status, ctx),
            supplyItemId: set.supplyItemID,
            serial: set.serial,
            collectedAt: set.collectionTimestamp === undefined ? undefined : toDate(set.collectionTimestamp),
            collectionFailure: set.collectionFailure,
          })
          .where(and(eq(samples.id, change.id), eq(samples.procedureId, change.procedureID)));
        break;
      }
      case 'shipment': {
        const { set } = change;
        await db
          .update(shipments)
          .set({
            ...statusChange(set.status, ctx),
            shipmentBoxSupplyItemId: set.shipmentBoxSupplyItemID,
            scannedShippingLabelBarcode: set.scannedShippingLabelBarcode,
            shippingLabelBarcode: set.shippingLabelBarcode,
            shipmentBoxImage: set.shipmentBoxImage,
            waypointActionId: set.waypointActionID,
            waypointArrival: set.waypointArrival,
            preparingToLabel: set.preparingToLabel,
          })
          .where(eq(shipments.id, change.id));
        break;
      }
      case 'supplyItem':
        if (change.set.status !== undefined)
          await db
            .update(supplyItems)
            .set({ status: change.set.status, statusAt: ctx.at })
            .where(eq(supplyItems.id, change.id));
        break;
      default:
        throw new Error(`A field command cannot write ${change.entity}`);
    }
  }
}
