/**
 * Packed mail-in at a pick-drop stop, mail-in/{waypointID} (requirements.md 2.11, 3, 4, 5): scan the
 * package(s), then per shipment scan its box, print and scan its label, photograph it and drop it
 * off (in transit); the drop-offs summary closes the stop ("Finalize drop-off" finishes it).
 */
import type { ReactNode } from 'react';
import { packedMailInMessages } from '@sc/domain/continue-rules/messages';
import type { Shipment } from '@sc/domain/itinerary-data/model';
import { getOwn } from '@sc/domain/scanning/lookup';
import { scanMessages } from '@sc/domain/scanning/messages';
import { refusalTexts } from '@sc/domain/transitions/refusals';
import { acceptedSupplyTypes } from '@sc/domain/scanning/supply-types';
import { Alert, Button, Card } from '../../../../components/ui/index.ts';
import { PhotoCapture } from '../../../../components/ui/photo-capture.tsx';
import { ScanList } from '../../../../components/ui/scan-list.tsx';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { StopPlace } from '../../shared/stop-place.tsx';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { requireSupplyType } from '../../../../lib/supply-type.ts';
import {
  mailInScanItemsOf,
  matchPackage,
  packageRows,
  packagesToScan,
  setMailbox,
  shipmentProgress,
  shipmentsAtStop,
  shipmentStatusTexts,
} from './mail-in-model.ts';

export const dropOffTexts = {
  mailInBox: 'Mail-in box',
  scanIntro: 'Scan each package you are dropping off here.',
  packages: 'Packages',
  packageLabel: 'Package barcode',
  noPackages: 'No package to drop off at this stop.',
  packageScanned: 'Package scanned',
  shipments: 'Shipments',
  shipment: (n: number) => `Shipment ${n}`,
  boxLine: (done: boolean) => (done ? 'Box scanned' : 'Box not scanned'),
  labelLine: (label: string | null) => (label ? `Label ${label} scanned` : 'Label not scanned'),
  photoLine: (done: boolean) => (done ? 'Photo taken' : 'No photo'),
  allDroppedOff: 'Every shipment is dropped off. Finalize the drop-off to finish this stop.',
  boxIntro: 'Scan the mail-in box of this shipment.',
  boxExpected: (name: string) => `Expected box: ${name}`,
  boxLabel: 'Box barcode',
  boxScanned: 'Box scanned',
  labelIntro: 'Print this shipping label and stick it on the box.',
  labelBarcode: 'Shipping label',
  noLabel: 'This shipment has no label on file yet: use the label you were given for it.',
  print: 'Print',
  labelPrinting: 'Printing the label',
  scanLabelIntro: 'Scan the shipping label on the box.',
  labelLabel: 'Shipping label barcode',
  labelScanned: 'Label scanned',
  photoIntro: 'Take a photo of the labelled box.',
  takePhoto: 'Take a photo',
  photoSaved: 'Box photo',
  photoTaken: 'Photo saved for this shipment.',
  dropOffIntro: 'Leave the box at the drop-off point, then press Next.',
  droppedOff: 'Dropped off',
} as const;

function shipmentOf(ctx: StepContext): Shipment | undefined {
  return ctx.step.shipmentID === undefined ? undefined : getOwn(ctx.data.shipments, ctx.step.shipmentID);
}

/** A shipment step's body, or requirements.md 8 "Missing shipment" when the shipment is not in the data. */
function withShipment(Body: (props: { ctx: StepContext; shipment: Shipment }) => ReactNode) {
  return function ShipmentStep(ctx: StepContext) {
    const shipment = shipmentOf(ctx);
    if (!shipment) return <Alert tone="danger">{packedMailInMessages.missingShipment}</Alert>;
    return <Body ctx={ctx} shipment={shipment} />;
  };
}

function boxName(ctx: StepContext, supplyItemID: string | null): string {
  return (supplyItemID === null ? null : ctx.supplyNameOf(supplyItemID)) ?? dropOffTexts.mailInBox;
}

function MailInScan(ctx: StepContext) {
  const waypointID = ctx.step.waypointID;
  if (waypointID === undefined) return null;
  const packages = packagesToScan(ctx.data, waypointID);
  const scanned = mailInScanItemsOf(ctx.local, waypointID);
  const rows = packageRows(packages, scanned);
  const names = new Map(
    packages.map((p) => [p.key, [boxName(ctx, p.supplyItemID), p.barcode].filter(Boolean).join(' ')]),
  );

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    const matched = matchPackage(packages, scanned, scan);
    if (!matched.ok) throw new Error(matched.message);
    ctx.setLocal((s) => ({
      ...s,
      mailInScanItems: { ...s.mailInScanItems, [waypointID!]: [...mailInScanItemsOf(s, waypointID!), matched.key] },
    }));
    return dropOffTexts.packageScanned;
  }

  if (packages.length === 0)
    return (
      <>
        <StopPlace ctx={ctx} />
        <Alert tone="warning">{dropOffTexts.noPackages}</Alert>
      </>
    );
  return (
    <>
      <StopPlace ctx={ctx} />
      <p>{dropOffTexts.scanIntro}</p>
      <ScanList label={dropOffTexts.packages} rows={rows} nameOf={(key) => names.get(key) ?? key} />
      <Scanner label={dropOffTexts.packageLabel} onScan={onScan} />
    </>
  );
}

function MailInShipments(ctx: StepContext) {
  const shipments = shipmentsAtStop(ctx.data, ctx.step.waypointID);
  const allDone = shipments.length > 0 && shipments.every((s) => s.status === 'in-transit');
  return (
    <>
      <StopPlace ctx={ctx} />
      <ul className="mail-in-shipments" aria-label={dropOffTexts.shipments}>
        {shipments.map((shipment, index) => {
          const progress = shipmentProgress(shipment, ctx.local);
          return (
            <li key={shipment.id}>
              <Card title={dropOffTexts.shipment(index + 1)} tone={progress.droppedOff ? 'success' : 'default'}>
                <p className="mail-in-shipments__status">{shipmentStatusTexts[shipment.status]}</p>
                <ul className="mail-in-shipments__progress">
                  <li>{dropOffTexts.boxLine(progress.boxScanned)}</li>
                  <li>{dropOffTexts.labelLine(progress.labelScanned)}</li>
                  <li>{dropOffTexts.photoLine(progress.photo !== null)}</li>
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
      {allDone ? <Alert tone="success">{dropOffTexts.allDroppedOff}</Alert> : null}
    </>
  );
}

const ShipmentScanBox = withShipment(({ ctx, shipment }) => {
  const expected = shipment.shipmentBoxSupplyItemID;
  const progress = shipmentProgress(shipment, ctx.local);
  const barcode = packagesToScan(ctx.data, ctx.step.waypointID).find((p) => p.shipmentID === shipment.id)?.barcode;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    // The box recorded for the shipment (scanned at the visit) is the one to hand over.
    if (expected !== null && scan.supplyItemID !== expected) throw new Error(scanMessages.wrongSupply);
    if (expected === null && scan.barcodeType !== 'mail-in-box')
      await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.mailInBox);
    // The box handed over already: nothing to save again.
    if (!(progress.boxScanned && scan.supplyItemID === expected)) {
      await ctx.write('scanShipmentBox', { shipmentID: shipment.id, barcode: scan.barcode }, dropOffTexts.boxScanned);
    }
    ctx.setLocal((s) => setMailbox(s, shipment.id, { scanBox: scan.barcode }));
    return dropOffTexts.boxScanned;
  }

  return (
    <>
      <p>{dropOffTexts.boxIntro}</p>
      {expected !== null ? (
        <p>{dropOffTexts.boxExpected([boxName(ctx, expected), barcode].filter(Boolean).join(' '))}</p>
      ) : null}
      {progress.boxScanned ? <Alert tone="success">{dropOffTexts.boxScanned}</Alert> : null}
      <Scanner label={dropOffTexts.boxLabel} onScan={onScan} />
    </>
  );
});

const ShipmentPrintLabel = withShipment(({ shipment }) => {
  const label = shipment.shippingLabelBarcode;
  if (label === null) return <Alert tone="info">{dropOffTexts.noLabel}</Alert>;
  return (
    <>
      <p>{dropOffTexts.labelIntro}</p>
      <figure className="mail-in-label">
        <figcaption>{dropOffTexts.labelBarcode}</figcaption>
        <p className="mail-in-label__barcode">{label}</p>
      </figure>
      <Button variant="secondary" fullWidth onClick={() => window.print()}>
        {dropOffTexts.print}
      </Button>
    </>
  );
});

/** Next on print-label: the shipment is being labelled (the nurse-scan flag preparingToLabel), once. */
async function markPreparingToLabel(ctx: StepContext): Promise<void> {
  const shipment = shipmentOf(ctx);
  if (!shipment || shipment.preparingToLabel || shipment.status === 'in-transit') return;
  await ctx.write('markShipmentPreparingToLabel', { shipmentID: shipment.id }, dropOffTexts.labelPrinting);
}

const ShipmentScanLabel = withShipment(({ ctx, shipment }) => {
  const progress = shipmentProgress(shipment, ctx.local);

  async function onScan(value: string) {
    const expected = shipment.shippingLabelBarcode;
    // The server's own refusal, said before the write so it reads the same offline.
    if (expected !== null && value !== expected) throw new Error(refusalTexts.notThisShipmentsLabel);
    // Scanned at the visit already (the kit's label): nothing to save again.
    if (progress.labelScanned !== value) {
      await ctx.write('scanShipmentLabel', { shipmentID: shipment.id, barcode: value }, dropOffTexts.labelScanned);
    }
    ctx.setLocal((s) => setMailbox(s, shipment.id, { scanLabel: value }));
    return dropOffTexts.labelScanned;
  }

  return (
    <>
      <p>{dropOffTexts.scanLabelIntro}</p>
      {progress.labelScanned ? <Alert tone="success">{dropOffTexts.labelLine(progress.labelScanned)}</Alert> : null}
      <Scanner label={dropOffTexts.labelLabel} onScan={onScan} />
    </>
  );
});

const ShipmentTakePhoto = withShipment(({ ctx, shipment }) => {
  const { photo } = shipmentProgress(shipment, ctx.local);

  async function onUploaded(fileID: string) {
    await ctx.write('setShipmentPhoto', { shipmentID: shipment.id, fileID }, dropOffTexts.photoSaved);
    ctx.setLocal((s) => setMailbox(s, shipment.id, { takePhoto: fileID }));
  }

  return (
    <>
      <p>{dropOffTexts.photoIntro}</p>
      <PhotoCapture label={dropOffTexts.takePhoto} fileID={photo} onUploaded={onUploaded} />
      {photo ? <Alert tone="success">{dropOffTexts.photoTaken}</Alert> : null}
    </>
  );
});

const ShipmentDropOff = withShipment(({ ctx, shipment }) => {
  const progress = shipmentProgress(shipment, ctx.local);
  return (
    <>
      <p>{dropOffTexts.dropOffIntro}</p>
      <ul className="mail-in-shipments__progress">
        <li>{dropOffTexts.boxLine(progress.boxScanned)}</li>
        <li>{dropOffTexts.labelLine(progress.labelScanned)}</li>
        <li>{dropOffTexts.photoLine(progress.photo !== null)}</li>
      </ul>
      {progress.droppedOff ? <Alert tone="success">{dropOffTexts.droppedOff}</Alert> : null}
    </>
  );
});

/** Next on drop-off: the shipment is in transit (requirements.md 4), once. */
async function dropOff(ctx: StepContext): Promise<void> {
  const shipment = shipmentOf(ctx);
  if (!shipment || shipment.status === 'in-transit') return;
  await ctx.write('dropOffShipment', { shipmentID: shipment.id }, dropOffTexts.droppedOff);
}

export const mailInScan: StepScreen = { Body: MailInScan };
export const mailInShipments: StepScreen = { Body: MailInShipments };
export const shipmentScanBox: StepScreen = { Body: ShipmentScanBox };
export const shipmentPrintLabel: StepScreen = { Body: ShipmentPrintLabel, onContinue: markPreparingToLabel };
export const shipmentScanLabel: StepScreen = { Body: ShipmentScanLabel };
export const shipmentTakePhoto: StepScreen = { Body: ShipmentTakePhoto };
export const shipmentDropOff: StepScreen = { Body: ShipmentDropOff, onContinue: dropOff };
