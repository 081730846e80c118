/**
 * Unpacked mail-in, packing/{waypointActionID} (requirements.md 2.11, 3, 4, 5): scan the mail-in box,
 * prepare it (the three ordered instructions), then scan each specimen bag into it; Next on the
 * last step packs the box (the action becomes packed).
 */
import { specimenBagIDsOf } from '@sc/domain/itinerary-data/selectors';
import { scanMessages } from '@sc/domain/scanning/messages';
import { expectedItemRefusal, scanRows } from '@sc/domain/scanning/scan-acceptance';
import { acceptedSupplyTypes } from '@sc/domain/scanning/supply-types';
import { Alert, Checkbox } from '../../../../components/ui/index.ts';
import { ScanList, toScanListItems } from '../../../../components/ui/scan-list.tsx';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { useScanNames, withScanHint } from '../../../../lib/scan-names.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { requireSupplyType } from '../../../../lib/supply-type.ts';
import {
  instructionRows,
  mailInActionOf,
  mailInBoxOf,
  setInstruction,
  specimenBagsScannedOf,
} from './mail-in-model.ts';

export const packingTexts = {
  boxIntro: 'Scan the barcode on the mail-in box the samples go into.',
  box: 'mail-in box',
  boxLabel: 'Mail-in box barcode',
  boxScanned: 'Mail-in box scanned',
  boxIs: (barcode: string) => `Mail-in box scanned: ${barcode}`,
  instructionsIntro: 'Prepare the mail-in box in this order, ticking each step when done.',
  instructions: 'Box preparation',
  bagsIntro: 'Scan each specimen bag (or returned kit) as you put it into the mail-in box.',
  bags: 'Specimen bags',
  bagLabel: 'Specimen bag or kit barcode',
  noBags: 'No specimen bag to pack for this box.',
  bagScanned: (name: string) => `${name} packed`,
  supplyItem: 'Specimen bag',
  packed: 'Mail-in box packed',
} as const;

function ScanMailInBox(ctx: StepContext) {
  const action = mailInActionOf(ctx.data, ctx.step.waypointActionID);
  const names = useScanNames(ctx.flow);
  if (!action) return null;
  const box = mailInBoxOf(action, ctx.local);
  const actionID = action.id;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        if (scan.barcodeType !== 'mail-in-box')
          await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.mailInBox);
        // The box scanned at the visit already: nothing to save again.
        if (scan.barcode !== box.barcode) {
          await ctx.write(
            'scanMailInBox',
            { waypointActionID: actionID, barcode: scan.barcode },
            packingTexts.boxScanned,
          );
        }
        ctx.setLocal((s) => ({ ...s, mailInBoxScanned: { ...s.mailInBoxScanned, [actionID]: true } }));
        return packingTexts.boxScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [packingTexts.box] }),
    );
  }

  return (
    <>
      <p>{packingTexts.boxIntro}</p>
      {box.barcode ? <Alert tone="success">{packingTexts.boxIs(box.barcode)}</Alert> : null}
      <Scanner label={packingTexts.boxLabel} onScan={onScan} />
    </>
  );
}

function FollowInstructions(ctx: StepContext) {
  const actionID = ctx.step.waypointActionID;
  if (actionID === undefined) return null;
  return (
    <fieldset className="mail-in-instructions">
      <legend>{packingTexts.instructionsIntro}</legend>
      {instructionRows(ctx.local, actionID).map((row) => (
        <Checkbox
          key={row.instruction}
          label={`${row.n}. ${row.text}`}
          checked={row.done}
          onChange={(event) => {
            const done = event.currentTarget.checked;
            ctx.setLocal((s) => setInstruction(s, actionID, row.instruction, done));
          }}
        />
      ))}
    </fieldset>
  );
}

function PackSpecimenBags(ctx: StepContext) {
  const action = mailInActionOf(ctx.data, ctx.step.waypointActionID);
  const names = useScanNames(ctx.flow);
  if (!action) return null;
  const actionID = action.id;
  // Exactly what the continue rule counts: each specimen bag, or a shipped kit's kit.
  const expected = specimenBagIDsOf(ctx.data, action);
  const scanned = specimenBagsScannedOf(ctx.local, actionID);
  const rows = scanRows(expected, scanned);
  const nameOf = (id: string) => names.item(id) ?? packingTexts.supplyItem;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      () => {
        const bag = scan.supplyItemID;
        const refusal = expectedItemRefusal(expected, scanned, bag);
        if (refusal !== null || bag === null) throw new Error(refusal ?? scanMessages.wrongSupply);
        ctx.setLocal((s) => ({
          ...s,
          specimenBagsScanned: {
            ...s.specimenBagsScanned,
            [actionID]: [...specimenBagsScannedOf(s, actionID), bag],
          },
        }));
        return packingTexts.bagScanned(nameOf(bag));
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: rows.filter((row) => !row.scanned).map((row) => nameOf(row.supplyItemID)),
      }),
    );
  }

  if (rows.length === 0) return <Alert tone="warning">{packingTexts.noBags}</Alert>;
  return (
    <>
      <p>{packingTexts.bagsIntro}</p>
      <ScanList label={packingTexts.bags} items={toScanListItems(rows, nameOf, names.itemColor)} />
      <Scanner label={packingTexts.bagLabel} onScan={onScan} />
    </>
  );
}

/** Next: the box is packed (requirements.md 4: the unpacked mail-in pack step sets packed), once. */
async function packMailIn(ctx: StepContext): Promise<void> {
  const action = mailInActionOf(ctx.data, ctx.step.waypointActionID);
  if (!action || (action.status !== 'incomplete' && action.status !== 'in-progress')) return;
  await ctx.write('packMailInAction', { waypointActionID: action.id }, packingTexts.packed);
}

export const mailInScanBox: StepScreen = { Body: ScanMailInBox };
export const mailInFollowInstructions: StepScreen = { Body: FollowInstructions };
export const mailInPackSpecimenBags: StepScreen = { Body: PackSpecimenBags, onContinue: packMailIn };
