/**
 * The writes a nurse's phone sends for one stop of her itinerary (requirements.md 2.11, 4, 5), in
 * the order its screens send them, planned from the itinerary's flow data (getItineraryFlowData)
 * and what she holds: prepare the visit (kit containers, the visit bag), drive, arrive, start the
 * action, scan the procedure's tubes, collect each sample into its tube, bag, chart, centrifuge,
 * pack a mail-in box, finish; at the lab, hand every shipment over and finish. The same sequence
 * as test/field-walk.test.ts, for any itinerary the dispatch builds. The clock moves between them
 * as her day does: the drive, a nurse running late, the visit's own minutes.
 */
import { PLACEHOLDER_SERIAL } from '@sc/domain/scanning/serial';
import { toCollectedSamples } from '@sc/domain/scanning/serial';
import type { HeldItem } from './field-supplies.ts';

export interface FlowSample {
  id: string;
  status: string;
  supplyID: string;
  noScanAfterCollection: boolean;
  lightSensitive: boolean;
  refrigerated: boolean;
}
export interface FlowProcedure {
  id: string;
  status: string;
  taskID: string | null;
  draftWaypointID: string | null;
  samples: FlowSample[];
  kitSupplyItemID: string | null;
  supplyInstructions: { kind: string; quantity: number; supplyID: string }[];
  charting: { items: ChartItem[]; status: string };
  disableSampleScanning: boolean;
  sampleShipmentID: string | null;
}
interface ChartItem {
  id: string;
  type: string;
  title: string;
  checklist?: string[];
  children?: ChartItem[];
}
export interface FlowWaypoint {
  id: string;
  type: 'patient' | 'pick-drop';
  location: { lat: number; lng: number; address: string };
  status: string;
  scheduledStart: string | null;
  waypointActionIDs: string[];
  processingActionIDs: string[];
  draftWaypoints: { id: string; supplyStrategy: string }[];
}
export interface FlowItinerary {
  id: string;
  shiftID: string | null;
  status: string;
  startTime: string;
  waypoints: FlowWaypoint[];
  waypointActions: Record<
    string,
    {
      id: string;
      type: string;
      status: string;
      procedureIDs: string[];
      actionDurationMinutes: number | null;
      mailIn: { linkedWaypointActionIDs: string[]; shipmentID: string | null } | null;
    }
  >;
  processingActions: Record<string, { id: string; supplyInstruction: string; status: string; procedureIDs: string[] }>;
  procedures: Record<string, FlowProcedure>;
  shipments: Record<
    string,
    {
      id: string;
      status: string;
      shippingLabelBarcode: string | null;
      scannedShippingLabelBarcode: string | null;
      shipmentBoxSupplyItemID: string | null;
      waypointActionID: string | null;
    }
  >;
}

/** An item of a kit shipped to one of her stops, as her phone's scan data lists it (ADR 080). */
export interface ShippedItem {
  id: string;
  supplyID: string;
  /** The procedures it was packed for. */
  procedureIDs: string[];
  /** Its barcode (the kit's mail-in box is scanned by it). */
  barcode?: string | null;
}

/** One write as the phone's queue holds it; `advance` moves the clock before it (her day's minutes). */
export interface PlannedWrite {
  name: string;
  input: Record<string, unknown>;
  /** Minutes of her day that pass before this write (the drive, lateness, the visit itself). */
  advance?: number;
  /** A photo to upload first (the centrifuged bag, the shipment's box): its file id goes in this field. */
  photo?: string;
}

const live = (p: FlowProcedure | undefined): p is FlowProcedure => p !== undefined && p.status !== 'canceled';
const isKitShipment = (it: FlowItinerary, p: FlowProcedure) =>
  it.waypoints.flatMap((w) => w.draftWaypoints).find((d) => d.id === p.draftWaypointID)?.supplyStrategy ===
  'kit-shipment';

/** Bags and tubes by supply, handed out in turn from what she holds. */
export class Supplies {
  private readonly used = new Set<string>();
  constructor(private readonly held: HeldItem[]) {}
  take(supplyID: string): HeldItem | null {
    const item = this.held.find((i) => i.supplyID === supplyID && !this.used.has(i.id)) ?? null;
    if (item) this.used.add(item.id);
    return item;
  }
}

/** What her itinerary asks her to carry beyond the shift's tube counts: bags, kit vials, photos. */
export function bagsFor(it: FlowItinerary): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (supplyID: string, n = 1) => (counts[supplyID] = (counts[supplyID] ?? 0) + n);
  for (const w of it.waypoints.filter((x) => x.type === 'patient')) {
    add('sup-visit-bag');
    for (const p of proceduresAt(it, w)) {
      if (isKitShipment(it, p)) {
        if (p.kitSupplyItemID) for (const s of p.samples) add(s.supplyID);
        continue;
      }
      add('sup-procedure-bag');
      if (p.samples.length > 0) add('sup-specimen-bag', 2);
      if (p.samples.some((s) => s.lightSensitive)) add('sup-amber-bag');
      if (p.samples.some((s) => s.refrigerated)) add('sup-insulated-bag');
    }
  }
  return counts;
}

function proceduresAt(it: FlowItinerary, w: FlowWaypoint): FlowProcedure[] {
  return w.waypointActionIDs
    .map((id) => it.waypointActions[id])
    .filter((a) => a !== undefined && a.type === 'sample' && a.status !== 'canceled')
    .flatMap((a) => a!.procedureIDs.map((id) => it.procedures[id]))
    .filter(live);
}

/** Charting answered as a nurse answers it: yes to each question, the first of each checklist. */
function answered(items: ChartItem[]): Record<string, unknown>[] {
  return items.flatMap((item) =>
    item.type === 'group'
      ? answered(item.children ?? [])
      : [
          {
            id: item.id,
            type: item.type,
            title: item.title,
            ...(item.type === 'question' ? { value: 'yes' } : {}),
            ...(item.type === 'checklist' && item.checklist
              ? { checklist: item.checklist, value: [item.checklist[0]] }
              : {}),
          },
        ],
  );
}

/**
 * A patient visit from the drive to its finish. `minutesUntil` is how long until the visit's
 * scheduled start (she drives there), `late` the minutes she runs behind.
 */
export function visitWrites(
  it: FlowItinerary,
  w: FlowWaypoint,
  supplies: Supplies,
  options: { driveMinutes: number; late: number; mailInBox: string | null; shipped?: ShippedItem[] },
): PlannedWrite[] {
  const itineraryID = it.id;
  const writes: PlannedWrite[] = [];
  const send = (name: string, input: Record<string, unknown>, extra: Partial<PlannedWrite> = {}) =>
    writes.push({ name, input: { itineraryID, ...input }, ...extra });
  const procedures = proceduresAt(it, w);
  const nurseSupplied = procedures.filter((p) => !isKitShipment(it, p));
  // Prepare for the visit (requirements.md 2.11): each procedure's kit container, then the visit bag.
  if (w.status === 'pending') {
    for (const p of nurseSupplied) {
      const bag = supplies.take('sup-procedure-bag');
      if (bag) send('setKitSupplyItem', { procedureID: p.id, supplyItemID: bag.id });
    }
    const visitBag = nurseSupplied.length > 0 ? supplies.take('sup-visit-bag') : null;
    if (visitBag) send('setWaypointSupplyItem', { waypointID: w.id, barcode: visitBag.barcode });
    send('startDriveToWaypoint', { waypointID: w.id });
  }
  if (w.status !== 'at-waypoint')
    send(
      'arriveAtWaypoint',
      { waypointID: w.id, location: w.location },
      { advance: options.driveMinutes + options.late },
    );
  let minutes = 0;
  for (const actionID of w.waypointActionIDs) {
    const action = it.waypointActions[actionID];
    if (!action || action.type !== 'sample' || action.status === 'canceled' || action.status === 'complete') continue;
    minutes += action.actionDurationMinutes ?? 15;
    send('startWaypointAction', { waypointActionID: action.id });
    for (const p of action.procedureIDs.map((id) => it.procedures[id]).filter(live)) {
      if (p.charting.status === 'complete') continue;
      if (isKitShipment(it, p)) {
        writes.push(...kitWrites(it, p, options.shipped ?? [], options.mailInBox, action.id));
        continue;
      }
      const tubes = p.supplyInstructions
        .filter((s) => s.kind === 'scan' || s.kind === 'fill-by-patient')
        .flatMap((s) => Array.from({ length: s.quantity }, () => supplies.take(s.supplyID)))
        .filter((t): t is HeldItem => t !== null);
      if (tubes.length > 0)
        send('setProcedureSupplyItems', { procedureID: p.id, supplyItemIDs: tubes.map((t) => t.id) });
      const collected: string[] = [];
      for (const sample of p.samples.filter((s) => s.status === 'pending')) {
        const tube = tubes.find((t) => t.supplyID === sample.supplyID && !collected.includes(t.id));
        const scanned = !sample.noScanAfterCollection && !p.disableSampleScanning;
        const [kept] = toCollectedSamples([{ id: sample.id, supplyItemID: tube?.id ?? null }], {
          supplyScanningDisabled: !scanned,
        }).kept;
        if (!kept) continue;
        collected.push(kept.supplyItemID);
        send('collectSample', {
          procedureID: p.id,
          sampleID: sample.id,
          supplyItemID: kept.supplyItemID,
          serial: scanned ? kept.serial : PLACEHOLDER_SERIAL,
        });
      }
      if (p.samples.some((s) => s.lightSensitive)) {
        const amber = supplies.take('sup-amber-bag');
        if (amber) send('setAmberBags', { procedureID: p.id, supplyItemIDs: [amber.id] });
      }
      if (p.samples.some((s) => s.refrigerated)) {
        const insulated = supplies.take('sup-insulated-bag');
        if (insulated) send('setInsulatedBag', { procedureID: p.id, supplyItemID: insulated.id });
      }
      const specimenBag = collected.length > 0 ? supplies.take('sup-specimen-bag') : null;
      if (specimenBag)
        send('setSpecimenBag', {
          procedureID: p.id,
          instruction: { type: 'set', supplyItemID: specimenBag.id, relatedSupplyItemIDs: collected },
        });
      send('saveCharting', { procedureID: p.id, items: answered(p.charting.items) });
    }
  }
  // The tubes that need it are spun before she leaves (requirements.md 2.11 centrifugation).
  for (const pa of w.processingActionIDs.map((id) => it.processingActions[id])) {
    if (!pa || pa.status === 'complete' || pa.supplyInstruction !== 'centrifuge') continue;
    for (const p of pa.procedureIDs.map((id) => it.procedures[id]).filter(live)) {
      const bag = supplies.take('sup-specimen-bag');
      if (!bag) continue;
      send(
        'saveCentrifugedSpecimenBag',
        { processingActionID: pa.id, procedureID: p.id, supplyItemID: bag.id, relatedSupplyItemIDs: [] },
        { photo: 'photoFileID' },
      );
    }
  }
  send('finishWaypoint', { waypointID: w.id, location: w.location }, { advance: minutes });
  return writes;
}

/**
 * A kit shipped to the patient (ADR 058, 080): the kit scanned, the vials the packer packed for the
 * procedure collected into, charted, labelled and packed into the kit's own mail-in box, by the
 * mail-in action publishing links to the visit (ADR 080). A kit not shipped (never packed, or packed
 * and not yet handed to the carrier) never arrived: the phone's "could not collect". A visit with no
 * sample shipment cannot be collected for, since only the label completes a kit shipment's procedure.
 */
function kitWrites(
  it: FlowItinerary,
  p: FlowProcedure,
  shipped: ShippedItem[],
  mailInBox: string | null,
  actionID: string,
): PlannedWrite[] {
  const writes: PlannedWrite[] = [];
  const send = (name: string, input: Record<string, unknown>) =>
    writes.push({ name, input: { itineraryID: it.id, ...input } });
  const shipment = p.sampleShipmentID ? it.shipments[p.sampleShipmentID] : undefined;
  const inKit = shipped.filter((i) => i.procedureIDs.includes(p.id));
  const taken = new Set<string>();
  const vials = p.samples.map((s) => {
    const vial = inKit.find((i) => i.supplyID === s.supplyID && i.id !== p.kitSupplyItemID && !taken.has(i.id));
    if (vial) taken.add(vial.id);
    return vial ?? null;
  });
  if (!p.kitSupplyItemID || !inKit.some((i) => i.id === p.kitSupplyItemID) || vials.some((v) => v === null)) {
    send('failProcedure', { procedureID: p.id, reason: 'The patient’s kit never arrived.' });
    return writes;
  }
  if (!shipment) {
    send('failProcedure', { procedureID: p.id, reason: 'The kit’s sample has no shipment to go back in.' });
    return writes;
  }
  // A published visit's shipment has no printed label: the kit's box carries its return label.
  const label = shipment.shippingLabelBarcode ?? returnLabelOf(shipment.id);
  send('setKitSupplyItem', { procedureID: p.id, supplyItemID: p.kitSupplyItemID });
  send('setProcedureSupplyItems', { procedureID: p.id, supplyItemIDs: vials.map((v) => v!.id) });
  for (const [i, sample] of p.samples.entries()) {
    const [kept] = toCollectedSamples([{ id: sample.id, supplyItemID: vials[i]!.id }], {
      supplyScanningDisabled: false,
    }).kept;
    if (kept)
      send('collectSample', {
        procedureID: p.id,
        sampleID: sample.id,
        supplyItemID: kept.supplyItemID,
        serial: kept.serial,
      });
  }
  send('saveCharting', { procedureID: p.id, items: answered(p.charting.items) });
  send('saveSampleShippingLabel', { procedureID: p.id, barcode: label });
  // The unpacked mail-in action this visit's action feeds: its box scanned and packed here.
  const mailIn = Object.values(it.waypointActions).find(
    (a) => a.type === 'mail-in' && a.status !== 'packed' && a.mailIn?.linkedWaypointActionIDs.includes(actionID),
  );
  // The box is the kit's own when the packer shipped one (a published visit), else the stop's (Ben's).
  const box = inKit.find((i) => i.supplyID === 'sup-mail-in-box' && i.barcode)?.barcode ?? mailInBox;
  if (mailIn && box) {
    send('scanMailInBox', { waypointActionID: mailIn.id, barcode: box });
    send('packMailInAction', { waypointActionID: mailIn.id });
  }
  return writes;
}

/** The return label on a shipped kit's mail-in box (the simulated one names its shipment). */
export const returnLabelOf = (shipmentID: string) => `RETURN-${shipmentID}`;

/** The lab: drive, arrive, hand over each shipment, finish (which hands the specimens over). */
export function labWrites(
  it: FlowItinerary,
  w: FlowWaypoint,
  options: { driveMinutes: number; late: number; mailInBox: string | null; shipped?: ShippedItem[] },
): PlannedWrite[] {
  const writes: PlannedWrite[] = [];
  const send = (name: string, input: Record<string, unknown>, extra: Partial<PlannedWrite> = {}) =>
    writes.push({ name, input: { itineraryID: it.id, ...input }, ...extra });
  if (w.status === 'pending') send('startDriveToWaypoint', { waypointID: w.id });
  if (w.status !== 'at-waypoint')
    send(
      'arriveAtWaypoint',
      { waypointID: w.id, location: w.location },
      { advance: options.driveMinutes + options.late },
    );
  for (const shipment of Object.values(it.shipments)) {
    if (!shipment.waypointActionID || !w.waypointActionIDs.includes(shipment.waypointActionID)) continue;
    // A kit's own box, shipped for the procedures the shipment's mail-in action packs (ADR 080).
    const packs = it.waypointActions[shipment.waypointActionID]?.procedureIDs ?? [];
    const shippedBox = options.shipped?.find(
      (i) => i.supplyID === 'sup-mail-in-box' && i.barcode && i.procedureIDs.some((id) => packs.includes(id)),
    )?.barcode;
    const box = shippedBox ?? options.mailInBox;
    const label =
      shipment.scannedShippingLabelBarcode ??
      shipment.shippingLabelBarcode ??
      (shippedBox ? returnLabelOf(shipment.id) : null);
    if (shipment.status === 'in-transit' || !box || !label) continue;
    send('scanShipmentBox', { shipmentID: shipment.id, barcode: box });
    send('markShipmentPreparingToLabel', { shipmentID: shipment.id });
    send('scanShipmentLabel', { shipmentID: shipment.id, barcode: label });
    send('setShipmentPhoto', { shipmentID: shipment.id }, { photo: 'fileID' });
    send('dropOffShipment', { shipmentID: shipment.id });
  }
  const minutes = w.waypointActionIDs.reduce((n, id) => n + (it.waypointActions[id]?.actionDurationMinutes ?? 5), 0);
  send('finishWaypoint', { waypointID: w.id, location: w.location }, { advance: minutes });
  return writes;
}
