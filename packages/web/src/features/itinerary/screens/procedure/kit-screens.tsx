/**
 * Kit shipment (requirements.md 2.11 packing and scan-shipping-label, 4): the collected samples packed back
 * into the kit, and its shipping label scanned, which completes the procedure. requirements.md 8: a
 * shipping-label write failure is logged and does not stop the flow.
 */
import { useState } from 'react';
import { Alert, Checkbox } from '../../../../components/ui/index.ts';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { useSupplyNames } from '../../../../lib/supply-names.ts';
import { procedureOf } from './procedure-model.ts';

export const kitTexts = {
  pack: 'Put the collected samples back into the kit as its instructions show, and close it.',
  packed: 'The samples are packed in the kit',
  samples: 'Samples to pack',
  labelLabel: 'Shipping label barcode',
  labelScanned: 'Shipping label scanned',
  labelNotSaved: (message: string) => `The label is kept on this phone but was not saved: ${message}`,
  scannedLabel: (barcode: string) => `Label: ${barcode}`,
} as const;

function Packing(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const supplyName = useSupplyNames(ctx.flow);
  if (!procedure) return null;
  const collected = procedure.samples.filter((s) => s.status === 'collected' || s.status === 'completed');
  const packed = ctx.local.kitPacked[procedure.id] === true;
  return (
    <>
      <p>{kitTexts.pack}</p>
      <h2>{kitTexts.samples}</h2>
      <ul className="procedure-samples">
        {collected.map((s) => (
          <li key={s.id} className="procedure-sample">
            <span className="procedure-sample__name">{supplyName(s.supplyID)}</span>
          </li>
        ))}
      </ul>
      <Checkbox
        label={kitTexts.packed}
        checked={packed}
        onChange={() => ctx.setLocal((s) => ({ ...s, kitPacked: { ...s.kitPacked, [procedure.id]: !packed } }))}
      />
    </>
  );
}

function ScanShippingLabel(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const [warning, setWarning] = useState<string | null>(null);
  if (!procedure) return null;
  const scanned = ctx.local.scannedShippingLabelBarcode[procedure.id];

  // A label names no supply (scanBarcode answers "Invalid supply barcode"): the server checks it
  // against the shipment's own label.
  async function onScan(barcode: string) {
    ctx.setLocal((s) => ({
      ...s,
      scannedShippingLabelBarcode: { ...s.scannedShippingLabelBarcode, [procedure!.id]: barcode },
    }));
    setWarning(null);
    try {
      await ctx.write('saveSampleShippingLabel', { procedureID: procedure!.id, barcode }, kitTexts.labelScanned);
    } catch (error) {
      // requirements.md 8: logged, and the flow goes on.
      console.warn('saveSampleShippingLabel failed', error);
      setWarning(kitTexts.labelNotSaved(errorMessage(error)));
    }
    return kitTexts.labelScanned;
  }

  return (
    <>
      {scanned ? <Alert tone="success">{kitTexts.scannedLabel(scanned)}</Alert> : null}
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
      <Scanner label={kitTexts.labelLabel} onScan={onScan} />
    </>
  );
}

export const packing: StepScreen = { Body: Packing };
export const scanShippingLabel: StepScreen = { Body: ScanShippingLabel };
