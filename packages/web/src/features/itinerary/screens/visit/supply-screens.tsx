/**
 * Preparing the visit's supplies (requirements.md 2.11, 5): the procedures to prepare, per procedure the
 * kit container and the supplies (scanned, or picked by tapping when sample scanning is disabled),
 * the summary, and packing the visit bag. The same kit and supply screens also show inside a
 * procedure when its supplies were not prepared before the visit.
 */
import { procedureSupplyFailures } from '@sc/domain/continue-rules/procedure-supply';
import type { Procedure } from '@sc/domain/itinerary-data/model';
import { nurseSuppliedProceduresOf } from '@sc/domain/itinerary-data/selectors';
import { scanMessages } from '@sc/domain/scanning/messages';
import { acceptedSupplyTypes } from '@sc/domain/scanning/supply-types';
import { scannedText } from '@sc/domain/scanning/scan-answers';
import { Alert, Button, Spinner } from '../../../../components/ui/index.ts';
import { ScanList } from '../../../../components/ui/scan-list.tsx';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useScanNames, withScanHint, type ScanNames } from '../../../../lib/scan-names.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { useNurseSupplyItems, useSupplyNames } from '../../../../lib/supply-names.ts';
import {
  acceptSupplyScan,
  heldByOtherProcedures,
  pickGroups,
  procedureScanList,
  togglePicked,
  withoutSupplyItem,
} from './supply-model.ts';
import { requireSupplyType } from '../../../../lib/supply-type.ts';
import { describeProcedure, waypointOf } from './visit-model.ts';
import { useAction } from '../../../../lib/use-action.ts';

export const supplyTexts = {
  prepareIntro: 'Prepare the supplies of each procedure before you go in. You will scan:',
  kit: 'The kit container or procedure bag',
  supplies: (n: number) => (n === 1 ? '1 supply' : `${n} supplies`),
  kitLabel: 'Kit or procedure bag barcode',
  kitWanted: 'kit container or procedure bag',
  kitScanned: (name: string) => `Kit scanned: ${name}`,
  kitName: 'Kit',
  noKit: 'No kit scanned yet.',
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name}`,
  scanned: 'Scanned',
  notScanned: 'Not scanned',
  supplyLabel: 'Supply barcode',
  listLabel: 'Supplies to scan',
  nothingToScan: 'This procedure has no supplies to scan.',
  pickIntro: 'Tap the items you put in the procedure bag.',
  pickNone: 'None of your items is of this supply. Scan it instead.',
  pickNeeded: (picked: number, needed: number) => `${picked} of ${needed} picked`,
  orScan: 'Or scan an item',
  bagLabel: 'Visit bag barcode',
  bagWanted: 'visit bag',
  bagScanned: (name: string) => `Bag scanned: ${name}`,
  bagName: 'Visit bag',
  noBag: 'No bag scanned yet.',
  packBag: 'Put every procedure’s supplies into the visit bag, then scan the bag.',
  prepared: 'Prepared',
  notPrepared: 'Not prepared yet',
  summaryIntro: 'Check that every procedure is prepared before packing the visit bag.',
} as const;

function procedureOf(ctx: StepContext): Procedure | undefined {
  return ctx.step.procedureID === undefined ? undefined : ctx.data.procedures[ctx.step.procedureID];
}

function supplyIDOfItem(ctx: StepContext) {
  return (id: string) => ctx.flow.supplyItems[id]?.supplyID ?? null;
}

/** What the nurse calls an item: its supply's name (the flow's items, then her own), else its kind. */
function nameOfItem(names: ScanNames, id: string, kind: string): string {
  return names.item(id) ?? kind;
}

/** Prepare for the visit: the procedures and what each needs. */
function ProceduresSupply(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const supplyName = useSupplyNames(ctx.flow);
  if (!waypoint) return null;
  const procedures = nurseSuppliedProceduresOf(ctx.data, waypoint);
  return (
    <>
      <p>{supplyTexts.prepareIntro}</p>
      <ol className="visit-list">
        {procedures.map((procedure) => {
          const lines = procedureScanList(procedure, supplyIDOfItem(ctx));
          return (
            <li key={procedure.id}>
              <p className="visit-list__title">{describeProcedure(procedure, supplyName)}</p>
              <ul>
                <li>{supplyTexts.kit}</li>
                {lines.length > 0 ? (
                  <li>
                    {supplyTexts.supplies(lines.length)}: {summarize(lines.map((l) => supplyName(l.supplyID)))}
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** "Amber Tube, Lavender Top Tube (EDTA) × 2". */
function summarize(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} × ${n}` : name)).join(', ');
}

/** Scan the kit container (or procedure bag): the procedure's kit. */
function ScanProcedureSupply(ctx: StepContext) {
  const procedure = procedureOf(ctx);
  const names = useScanNames(ctx.flow);
  const remove = useAction();
  if (!procedure) return null;
  const kit = procedure.kitSupplyItemID;
  const kitName = (id: string) => nameOfItem(names, id, supplyTexts.kitName);

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.kit);
        if (id === procedure!.kitSupplyItemID) throw new Error(scanMessages.alreadyScanned);
        await ctx.write('setKitSupplyItem', { procedureID: procedure!.id, supplyItemID: id }, 'Kit scanned');
        return supplyTexts.kitScanned(kitName(id));
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [supplyTexts.kitWanted] }),
    );
  }

  return (
    <>
      {kit ? (
        <div className="visit-row">
          <span>{supplyTexts.kitScanned(kitName(kit))}</span>
          <Button
            variant="secondary"
            busy={remove.busy}
            aria-label={supplyTexts.removeNamed(kitName(kit))}
            onClick={() =>
              void remove.run(() =>
                ctx.write('setKitSupplyItem', { procedureID: procedure.id, supplyItemID: null }, 'Kit removed'),
              )
            }
          >
            {supplyTexts.remove}
          </Button>
        </div>
      ) : (
        <p>{supplyTexts.noKit}</p>
      )}
      {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
      <Scanner label={supplyTexts.kitLabel} onScan={onScan} />
    </>
  );
}

/**
 * Scan procedure supplies: one checklist line per unit to scan, by name and cap colour, ticked as
 * scans come in, with what is left; a refusal says what was scanned and which supplies are left.
 */
function ScanProcedureSupplies(ctx: StepContext) {
  const procedure = procedureOf(ctx);
  const supplyName = useSupplyNames(ctx.flow);
  const names = useScanNames(ctx.flow);
  const remove = useAction();
  if (!procedure) return null;
  const lines = procedureScanList(procedure, supplyIDOfItem(ctx));

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    const list = procedureScanList(procedure!, supplyIDOfItem(ctx));
    return withScanHint(
      async () => {
        const outcome = acceptSupplyScan(procedure!, list, scan, heldByOtherProcedures(ctx.data, procedure!.id));
        if (!outcome.ok) throw new Error(outcome.message);
        await ctx.write(
          'setProcedureSupplyItems',
          { procedureID: procedure!.id, supplyItemIDs: outcome.supplyItemIDs },
          'Supply scanned',
        );
        return scannedText(supplyName(scan.supplyID ?? ''));
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: list.filter((line) => !line.isScanned).map((line) => supplyName(line.supplyID)),
      }),
    );
  }

  if (lines.length === 0) return <p>{supplyTexts.nothingToScan}</p>;
  return (
    <>
      <ScanList
        label={supplyTexts.listLabel}
        items={lines.map((line, index) => {
          const name = supplyName(line.supplyID);
          const id = line.supplyItemID ?? null;
          return {
            key: String(index),
            name,
            color: names.supplyColor(line.supplyID),
            scanned: line.isScanned,
            action:
              line.isScanned && id ? (
                <Button
                  variant="secondary"
                  busy={remove.busy}
                  aria-label={supplyTexts.removeNamed(name)}
                  onClick={() =>
                    void remove.run(() =>
                      ctx.write(
                        'setProcedureSupplyItems',
                        { procedureID: procedure.id, supplyItemIDs: withoutSupplyItem(procedure, id) },
                        'Supply removed',
                      ),
                    )
                  }
                >
                  {supplyTexts.remove}
                </Button>
              ) : null,
          };
        })}
      />
      {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
      <Scanner label={supplyTexts.supplyLabel} onScan={onScan} />
    </>
  );
}

/** Pack procedure bag (sample scanning disabled): tap the items packed, or scan one. */
function ClickProcedureSupplies(ctx: StepContext) {
  const procedure = procedureOf(ctx);
  const supplyName = useSupplyNames(ctx.flow);
  const names = useScanNames(ctx.flow);
  const nurse = useNurseSupplyItems();
  const pick = useAction();
  if (!procedure) return null;
  const heldElsewhere = new Set(heldByOtherProcedures(ctx.data, procedure.id));
  const groups = pickGroups(procedure, nurse.data?.items ?? [], heldElsewhere);

  const save = (supplyItemIDs: string[], label: string) =>
    ctx.write('setProcedureSupplyItems', { procedureID: procedure.id, supplyItemIDs }, label);

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = scan.supplyItemID;
        if (id === null || !groups.some((g) => g.supplyID === scan.supplyID)) throw new Error(scanMessages.wrongSupply);
        if (procedure!.supplyItemIDs.includes(id) || heldElsewhere.has(id))
          throw new Error(scanMessages.alreadyScanned);
        await save([...procedure!.supplyItemIDs, id], 'Supply packed');
        return `${supplyName(scan.supplyID ?? '')} packed`;
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: groups
          .filter((group) => group.items.filter((item) => item.picked).length < group.quantity)
          .map((group) => supplyName(group.supplyID)),
      }),
    );
  }

  return (
    <>
      <p>{supplyTexts.pickIntro}</p>
      {nurse.isPending ? <Spinner label="Loading your supplies" /> : null}
      {nurse.error ? <Alert tone="danger">{errorMessage(nurse.error)}</Alert> : null}
      {groups.map((group) => {
        const picked = group.items.filter((i) => i.picked).length;
        return (
          <fieldset key={group.supplyID} className="visit-pick">
            <legend>
              {supplyName(group.supplyID)} — {supplyTexts.pickNeeded(picked, group.quantity)}
            </legend>
            {group.items.length === 0 && !nurse.isPending ? <p>{supplyTexts.pickNone}</p> : null}
            {group.items.map((item) => (
              <Button
                key={item.id}
                variant={item.picked ? 'primary' : 'secondary'}
                fullWidth
                aria-pressed={item.picked}
                disabled={pick.busy}
                onClick={() =>
                  void pick.run(() =>
                    save(togglePicked(procedure, item.id), item.picked ? 'Supply unpacked' : 'Supply packed'),
                  )
                }
              >
                {supplyName(group.supplyID)} {item.label}
              </Button>
            ))}
          </fieldset>
        );
      })}
      {pick.error ? <Alert tone="danger">{pick.error}</Alert> : null}
      <h2>{supplyTexts.orScan}</h2>
      <Scanner label={supplyTexts.supplyLabel} onScan={onScan} />
    </>
  );
}

/** Prepare for the visit (summary): each procedure prepared, before the bag is packed. */
function WaypointSupply(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const supplyName = useSupplyNames(ctx.flow);
  if (!waypoint) return null;
  const procedures = nurseSuppliedProceduresOf(ctx.data, waypoint);
  const supplyIDOf = supplyIDOfItem(ctx);
  return (
    <>
      <p>{supplyTexts.summaryIntro}</p>
      <ul className="visit-list">
        {procedures.map((procedure) => {
          const failures = procedureSupplyFailures({
            supplyInstructions: procedure.supplyInstructions,
            kitSupplyItemID: procedure.kitSupplyItemID,
            scannedSupplyIDs: procedure.supplyItemIDs.map(supplyIDOf).filter((id): id is string => id !== null),
          });
          return (
            <li key={procedure.id} className={`visit-row${failures.length === 0 ? ' visit-row--done' : ''}`}>
              <div>
                <p>{describeProcedure(procedure, supplyName)}</p>
                <span className="visit-badge">
                  {failures.length === 0 ? supplyTexts.prepared : supplyTexts.notPrepared}
                </span>
                {failures.length > 0 ? (
                  <ul className="visit-row__notes">
                    {failures.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Pack the bag: the visit bag scanned (the waypoint's supply item). */
function ScanWaypointSupply(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const names = useScanNames(ctx.flow);
  if (!waypoint) return null;
  const bag = waypoint.supplyItemID;
  const bagName = (id: string | null) =>
    id === null ? supplyTexts.bagName : nameOfItem(names, id, supplyTexts.bagName);

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.visitBag);
        await ctx.write(
          'setWaypointSupplyItem',
          { waypointID: waypoint!.id, barcode: scan.barcode },
          'Visit bag scanned',
        );
        return supplyTexts.bagScanned(bagName(scan.supplyItemID));
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [supplyTexts.bagWanted] }),
    );
  }

  return (
    <>
      <p>{supplyTexts.packBag}</p>
      {bag ? <Alert tone="success">{supplyTexts.bagScanned(bagName(bag))}</Alert> : <p>{supplyTexts.noBag}</p>}
      <Scanner label={supplyTexts.bagLabel} onScan={onScan} />
    </>
  );
}

export const proceduresSupply: StepScreen = { Body: ProceduresSupply };
export const scanProcedureSupply: StepScreen = { Body: ScanProcedureSupply };
export const scanProcedureSupplies: StepScreen = { Body: ScanProcedureSupplies };
export const clickProcedureSupplies: StepScreen = { Body: ClickProcedureSupplies };
export const waypointSupply: StepScreen = { Body: WaypointSupply };
export const scanWaypointSupply: StepScreen = { Body: ScanWaypointSupply };
