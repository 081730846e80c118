/**
 * Scanning the bags the samples go into (requirements.md 2.11, 5, 7): amber bags for light-sensitive
 * samples, the insulated bag for refrigerated ones, and the procedure's specimen bag holding the
 * collected tubes. A bag of another supply type is "Wrong supply" (requirements.md 5).
 */
import type { Procedure } from '@sc/domain/itinerary-data/model';
import { supplyStrategyOf } from '@sc/domain/itinerary-data/selectors';
import { acceptedSupplyTypes } from '@sc/domain/scanning/supply-types';
import { Alert } from '../../../../components/ui/index.ts';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { useScanNames, withScanHint, type ScanNames } from '../../../../lib/scan-names.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { requireSupplyType } from '../../../../lib/supply-type.ts';
import { collectedTubes, procedureOf } from './procedure-model.ts';

export const bagTexts = {
  amberLabel: 'Amber bag barcode',
  amberScanned: 'Amber bag scanned',
  amberBags: (n: number) => (n === 1 ? '1 amber bag scanned' : `${n} amber bags scanned`),
  insulatedLabel: 'Insulated bag barcode',
  insulatedScanned: 'Insulated bag scanned',
  specimenLabel: 'Specimen bag barcode',
  specimenScanned: 'Specimen bag scanned',
  specimenHolds: (n: number) => (n === 1 ? 'It holds 1 collected tube.' : `It holds ${n} collected tubes.`),
  noBag: 'No bag scanned yet.',
  kitConfirm: 'The samples go back into the kit’s own packaging: there is no separate bag to scan.',
  kitReady: (name: string) => `The samples are packed in the kit: ${name}`,
  kitLabel: 'Kit barcode',
  kitScanned: 'Kit scanned',
  /** What each step wants, in a refusal's hint ("Scan the amber bag."). */
  wanted: { amber: 'amber bag', insulated: 'insulated bag', specimen: 'specimen bag', kit: 'kit' },
  /** A bag or kit no list names: its kind, never its id. */
  kinds: { insulated: 'Insulated bag', specimen: 'Specimen bag', kit: 'Kit' },
} as const;

/** What the nurse calls an item: its supply's name, else its kind. */
function nameOf(names: ScanNames, id: string, kind: string): string {
  return names.item(id) ?? kind;
}

/** requirements.md 2.11 "Confirm": a kit shipped to the patient is the samples' container, its bags included. */
function isKitShipment(ctx: StepContext, procedure: Procedure): boolean {
  return supplyStrategyOf(ctx.data, procedure) === 'kit-shipment';
}

/** One light-sensitive sample's amber bag, added to the procedure's amber bags. */
function ScanAmberBag(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const names = useScanNames(ctx.flow);
  if (!procedure) return null;
  if (isKitShipment(ctx, procedure) && procedure.amberBagIDs.length === 0) return <ConfirmKit {...ctx} />;
  const bags = procedure.amberBagIDs;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.amberBag);
        // The same bag may hold several light-sensitive samples: scanning it again changes nothing.
        if (!procedure!.amberBagIDs.includes(id)) {
          await ctx.write(
            'setAmberBags',
            { procedureID: procedure!.id, supplyItemIDs: [...procedure!.amberBagIDs, id] },
            bagTexts.amberScanned,
          );
        }
        return bagTexts.amberScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [bagTexts.wanted.amber] }),
    );
  }

  return (
    <>
      {bags.length > 0 ? <Alert tone="success">{bagTexts.amberBags(bags.length)}</Alert> : <p>{bagTexts.noBag}</p>}
      <Scanner label={bagTexts.amberLabel} onScan={onScan} />
    </>
  );
}

/** The procedure's insulated bag (one for all its refrigerated samples). */
function ScanInsulatedBag(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const names = useScanNames(ctx.flow);
  if (!procedure) return null;
  if (isKitShipment(ctx, procedure) && procedure.insulatedBagID === null) return <ConfirmKit {...ctx} />;
  const bag = procedure.insulatedBagID;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.insulatedBag);
        if (id !== procedure!.insulatedBagID) {
          await ctx.write(
            'setInsulatedBag',
            { procedureID: procedure!.id, supplyItemID: id },
            bagTexts.insulatedScanned,
          );
        }
        return bagTexts.insulatedScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [bagTexts.wanted.insulated] }),
    );
  }

  return (
    <>
      {bag ? (
        <Alert tone="success">{`${bagTexts.insulatedScanned}: ${nameOf(names, bag, bagTexts.kinds.insulated)}`}</Alert>
      ) : (
        <p>{bagTexts.noBag}</p>
      )}
      <Scanner label={bagTexts.insulatedLabel} onScan={onScan} />
    </>
  );
}

/** The specimen bag, set with the collected tubes as its related supply items (requirements.md 5 set instruction). */
function ScanSpecimenBag(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const names = useScanNames(ctx.flow);
  if (!procedure) return null;
  if (isKitShipment(ctx, procedure) && procedure.specimenBag === null) return <ConfirmKit {...ctx} />;
  const bag = procedure.specimenBag;
  const tubes = collectedTubes(procedure);

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.specimenBag);
        await ctx.write(
          'setSpecimenBag',
          {
            procedureID: procedure!.id,
            instruction: { type: 'set', supplyItemID: id, relatedSupplyItemIDs: collectedTubes(procedure!) },
          },
          bagTexts.specimenScanned,
        );
        return bagTexts.specimenScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [bagTexts.wanted.specimen] }),
    );
  }

  return (
    <>
      <p>{bagTexts.specimenHolds(tubes.length)}</p>
      {bag ? (
        <Alert tone="success">{`${bagTexts.specimenScanned}: ${nameOf(names, bag.id, bagTexts.kinds.specimen)}`}</Alert>
      ) : (
        <p>{bagTexts.noBag}</p>
      )}
      <Scanner label={bagTexts.specimenLabel} onScan={onScan} />
    </>
  );
}

/**
 * Kit shipment ("Confirm", requirements.md 2.11): the kit is the samples' container (its amber, insulated and
 * specimen bags included), so a bag step confirms the kit is there, as the domain's rule reads it:
 * scanned already, or scanned here.
 */
function ConfirmKit(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const names = useScanNames(ctx.flow);
  if (!procedure) return null;
  const kit = procedure.kitSupplyItemID;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        const id = await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.kit);
        await ctx.write('setKitSupplyItem', { procedureID: procedure!.id, supplyItemID: id }, bagTexts.kitScanned);
        return bagTexts.kitScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [bagTexts.wanted.kit] }),
    );
  }

  return (
    <>
      <p>{bagTexts.kitConfirm}</p>
      {kit ? (
        <Alert tone="success">{bagTexts.kitReady(nameOf(names, kit, bagTexts.kinds.kit))}</Alert>
      ) : (
        <Scanner label={bagTexts.kitLabel} onScan={onScan} />
      )}
    </>
  );
}

export const scanAmberBag: StepScreen = { Body: ScanAmberBag };
export const scanInsulatedBag: StepScreen = { Body: ScanInsulatedBag };
export const scanSpecimenBag: StepScreen = { Body: ScanSpecimenBag };
