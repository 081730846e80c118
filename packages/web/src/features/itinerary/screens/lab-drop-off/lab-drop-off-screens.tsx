/**
 * The lab drop-off at the stop (ADR 064; requirements.md 2.11's legacy drop-off-scan-specimen-bag
 * and drop-off-details under waypoint/{waypointID}): scan every specimen bag of the procedures
 * dropped off here (another bag, or not a bag, is "Wrong supply"; twice, "Barcode already
 * scanned."), then the hand-over, whose one button (Finish drop-off) finishes the stop: the step
 * layout sends finishWaypoint through the outbox, so the drop-off actions and the stop complete,
 * the specimens reach the lab in their trail and a finished day pays, with or without signal.
 * Rejected samples are not handled here. At a lab outside its receiving hours both screens warn,
 * naming the nearest lab open, and Finish drop-off stays disabled (ADR 076).
 */
import { labDropOffStateOf, matchDropOffBag } from '@sc/domain/continue-rules/lab-drop-off';
import { countOf } from '@sc/domain/format/counts';
import type { Waypoint } from '@sc/domain/itinerary-data/model';
import { Alert, Card } from '../../../../components/ui/index.ts';
import { ScanList } from '../../../../components/ui/scan-list.tsx';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { useScanNames, withScanHint } from '../../../../lib/scan-names.ts';
import { ClosedLabWarning, closedLabReason } from '../../shared/closed-lab.tsx';
import { StopPlace } from '../../shared/stop-place.tsx';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { addDropOffBag, handOverRows } from './lab-drop-off-model.ts';

export const labDropOffTexts = {
  scanIntro: 'Scan each specimen bag you hand over at this lab.',
  bags: 'Specimen bags',
  bagLabel: 'Specimen bag barcode',
  bagScanned: 'Specimen bag scanned',
  specimenBag: 'Specimen bag',
  noBags: 'No specimen bag to hand over here.',
  handOverIntro: 'Hand these specimen bags to the lab, then finish the drop-off.',
  handedOver: 'Handed over to the lab.',
  handOver: 'Handed over',
  tubes: (n: number) => countOf(n, 'tube'),
  unknownPatient: 'Patient',
} as const;

function waypointOf(ctx: StepContext): Waypoint | undefined {
  return ctx.data.waypoints.find((w) => w.id === ctx.step.waypointID);
}

function DropOffScanSpecimenBag(ctx: StepContext) {
  const names = useScanNames(ctx.flow);
  const waypoint = waypointOf(ctx);
  if (!waypoint) return null;
  const state = labDropOffStateOf({ data: ctx.data, flow: ctx.local }, waypoint);
  const bagName = (id: string) => names.item(id) ?? labDropOffTexts.specimenBag;
  const rows = state.bags.map((bag) => ({
    key: bag.supplyItemID,
    name: bagName(bag.supplyItemID),
    color: names.itemColor(bag.supplyItemID),
    scanned: state.complete || state.scanned.includes(bag.supplyItemID),
  }));

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      () => {
        const matched = matchDropOffBag(state.bags, state.scanned, scan.supplyItemID);
        if (!matched.ok) throw new Error(matched.message);
        ctx.setLocal((s) => addDropOffBag(s, waypoint!.id, matched.supplyItemID));
        return labDropOffTexts.bagScanned;
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: rows.filter((r) => !r.scanned).map((r) => r.name),
      }),
    );
  }

  if (state.bags.length === 0)
    return (
      <>
        <StopPlace ctx={ctx} />
        <ClosedLabWarning ctx={ctx} />
        <Alert tone="info">{labDropOffTexts.noBags}</Alert>
      </>
    );
  return (
    <>
      <StopPlace ctx={ctx} />
      <ClosedLabWarning ctx={ctx} />
      <p>{labDropOffTexts.scanIntro}</p>
      <ScanList label={labDropOffTexts.bags} items={rows} />
      {state.complete ? null : <Scanner label={labDropOffTexts.bagLabel} onScan={onScan} />}
    </>
  );
}

function DropOffDetails(ctx: StepContext) {
  const names = useScanNames(ctx.flow);
  const waypoint = waypointOf(ctx);
  if (!waypoint) return null;
  const rows = handOverRows(ctx.data, waypoint.id, ctx.flow.patients);
  const done = waypoint.status === 'complete';
  return (
    <>
      <StopPlace ctx={ctx} />
      <ClosedLabWarning ctx={ctx} />
      {rows.length === 0 ? (
        <Alert tone="info">{labDropOffTexts.noBags}</Alert>
      ) : (
        <>
          {done ? null : <p>{labDropOffTexts.handOverIntro}</p>}
          <ul className="lab-drop-off__bags" aria-label={labDropOffTexts.handOver}>
            {rows.map((row) => (
              <li key={row.bag.supplyItemID}>
                <Card title={names.item(row.bag.supplyItemID) ?? labDropOffTexts.specimenBag}>
                  <p>{row.patients.length > 0 ? row.patients.join(', ') : labDropOffTexts.unknownPatient}</p>
                  <p>{labDropOffTexts.tubes(row.tubes)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {done ? <Alert tone="success">{labDropOffTexts.handedOver}</Alert> : null}
    </>
  );
}

export const dropOffScanSpecimenBag: StepScreen = { Body: DropOffScanSpecimenBag };
export const dropOffDetails: StepScreen = {
  Body: DropOffDetails,
  // A closed lab cannot take the specimens: they stay with her (ADR 076).
  blockedBy: (ctx) => {
    const closed = closedLabReason(ctx);
    return closed ? [closed] : [];
  },
};
