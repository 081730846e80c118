import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { StepContext } from '../../step-screen.ts';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import {
  mailInScan,
  mailInShipments,
  shipmentDropOff,
  shipmentPrintLabel,
  shipmentScanBox,
  shipmentScanLabel,
} from './drop-off-screens.tsx';
import { mailInFollowInstructions, mailInPackSpecimenBags, mailInScanBox } from './packing-screens.tsx';

/** A refusal as the nurse reads it: the requirements.md 5 text, then the hint (what was scanned, what is wanted). */
const refusal = (alert: HTMLElement) => [...alert.childNodes].map((node) => node.textContent);

const { ben, lab } = DEMO;
const box = supplyItem('si-box-mail-0001', 'sup-mail-in-box', 'mail-in-box');
const kit = supplyItem('si-kit-0001', 'sup-a1c-kit', 'kit');
const scans = {
  'BOX-MAIL-0001': { supplyID: 'sup-mail-in-box', supplyItemID: 'si-box-mail-0001' },
  'BOX-MAIL-0002': { supplyID: 'sup-mail-in-box', supplyItemID: 'si-box-mail-0002' },
  'KIT-0001': { supplyID: 'sup-a1c-kit', supplyItemID: 'si-kit-0001' },
  'TUBE-0004': { supplyID: 'sup-sst-tube', supplyItemID: 'si-tube-0004' },
};

beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

/** Ben's kit collected and its box scanned at the visit, as the lab stop finds them. */
function atTheLab(): ItineraryData {
  const data = demoItinerary();
  data.procedures[ben.a1cID]!.kitSupplyItemID = 'si-kit-0001';
  data.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-MAIL-0001';
  const shipment = data.shipments[lab.shipmentID]!;
  shipment.shipmentBoxSupplyItemID = 'si-box-mail-0001';
  shipment.shippingLabelBarcode = 'LABEL-0001';
  return data;
}

function scan(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

/** A context for a screen's onContinue: records writes, nothing rendered. */
function continueCtx(data: ItineraryData, step: StepContext['step'] | Record<string, unknown>, writes: unknown[]) {
  return {
    data,
    step,
    local: emptyItineraryFlowState,
    write: async (name: string, input: unknown) => void writes.push({ name, input }),
  } as unknown as StepContext;
}

const packing = { waypointID: ben.waypointID, waypointActionID: lab.mailInActionID } as const;

describe('unpacked mail-in: packing/{waypointActionID}', () => {
  test('scan the box: saved for the action and marked scanned on this phone', async () => {
    const { writes, state } = renderStep(mailInScanBox.Body, {
      data: demoItinerary(),
      step: { kind: 'mail-in-scan-box', ...packing },
      supplyItems: [box],
      scans,
    });
    scan('Mail-in box barcode', 'BOX-MAIL-0001');
    await waitFor(() => expect(state.local.mailInBoxScanned).toEqual({ [lab.mailInActionID]: true }));
    expect(writes).toEqual([
      {
        name: 'scanMailInBox',
        input: { waypointActionID: lab.mailInActionID, barcode: 'BOX-MAIL-0001' },
        label: 'Mail-in box scanned',
      },
    ]);
  });

  test('requirements.md 5: a tube is not a mail-in box', async () => {
    const { writes } = renderStep(mailInScanBox.Body, {
      data: demoItinerary(),
      step: { kind: 'mail-in-scan-box', ...packing },
      supplyItems: [box, supplyItem('si-tube-0004', 'sup-sst-tube')],
      scans,
    });
    scan('Mail-in box barcode', 'TUBE-0004');
    expect(refusal(await screen.findByRole('alert'))).toEqual([
      'Wrong supply',
      'That is a sst tube. Scan the mail-in box.',
    ]);
    expect(writes).toEqual([]);
  });

  test('the box scanned at the visit already: shown, and scanning it again saves nothing', async () => {
    const { writes, state } = renderStep(mailInScanBox.Body, {
      data: atTheLab(),
      step: { kind: 'mail-in-scan-box', ...packing },
      supplyItems: [box],
      scans,
    });
    expect(screen.getByText('Mail-in box scanned: BOX-MAIL-0001')).toBeTruthy();
    scan('Mail-in box barcode', 'BOX-MAIL-0001');
    await waitFor(() => expect(state.local.mailInBoxScanned).toEqual({ [lab.mailInActionID]: true }));
    expect(writes).toEqual([]);
  });

  test('follow instructions: each tick is kept per action (requirements.md 3 packingFlowInstructions)', () => {
    const { state } = renderStep(mailInFollowInstructions.Body, {
      data: demoItinerary(),
      step: { kind: 'mail-in-follow-instructions', ...packing },
    });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      '1. Remove the tape strips',
      '2. Remove the pressure bag',
      '3. Place the ice packs',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: '1. Remove the tape strips' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3. Place the ice packs' }));
    expect(state.local.packingFlowInstructions).toEqual({
      [lab.mailInActionID]: { 'remove-tape-strips': true, 'place-ice-packs': true },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '1. Remove the tape strips' }));
    expect(state.local.packingFlowInstructions[lab.mailInActionID]?.['remove-tape-strips']).toBe(false);
  });

  test('pack specimen bags: the kit goes in; anything else is "Wrong supply" (requirements.md 5)', async () => {
    const { state } = renderStep(mailInPackSpecimenBags.Body, {
      data: atTheLab(),
      step: { kind: 'mail-in-pack-specimen-bags', ...packing },
      supplyItems: [box, kit],
      scans,
    });
    scan('Specimen bag or kit barcode', 'BOX-MAIL-0001');
    expect(refusal(await screen.findByRole('alert'))).toEqual([
      'Wrong supply',
      'That is a mail in box. Scan the a1c kit.',
    ]);
    scan('Specimen bag or kit barcode', 'KIT-0001');
    await waitFor(() => expect(state.local.specimenBagsScanned).toEqual({ [lab.mailInActionID]: ['si-kit-0001'] }));
    const rows = within(screen.getByRole('list', { name: 'Specimen bags' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['✓a1c kitScanned']);
  });

  test.each([
    ['an unpacked box is packed', 'incomplete' as const, [{ name: 'packMailInAction', input: packing }]],
    ['a packed one is left', 'packed' as const, []],
  ])('Next: %s (requirements.md 4)', async (_, status, expected) => {
    const data = atTheLab();
    data.waypointActions[lab.mailInActionID]!.status = status;
    const writes: unknown[] = [];
    await mailInPackSpecimenBags.onContinue!(
      continueCtx(data, { kind: 'mail-in-pack-specimen-bags', ...packing }, writes),
    );
    expect(writes).toEqual(expected.map((w) => ({ ...w, input: { waypointActionID: lab.mailInActionID } })));
  });
});

const stop = { waypointID: lab.waypointID } as const;
const shipmentStep = { ...stop, shipmentID: lab.shipmentID } as const;

describe('packed mail-in at the lab: mail-in/{waypointID}', () => {
  test('scan the package(s): the shipment’s box, once (requirements.md 5)', async () => {
    const { state } = renderStep(mailInScan.Body, {
      data: atTheLab(),
      step: { kind: 'mail-in-scan', ...stop },
      supplyItems: [box],
      scans,
    });
    scan('Package barcode', 'BOX-MAIL-0002');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong supply');
    scan('Package barcode', 'BOX-MAIL-0001');
    await waitFor(() => expect(state.local.mailInScanItems).toEqual({ [lab.waypointID]: ['si-box-mail-0001'] }));
  });

  test('drop-offs: each shipment with its status and what is done', () => {
    const data = atTheLab();
    data.shipments[lab.shipmentID]!.status = 'in-transit';
    data.shipments[lab.shipmentID]!.waypointArrival = true;
    data.shipments[lab.shipmentID]!.scannedShippingLabelBarcode = 'LABEL-0001';
    renderStep(mailInShipments.Body, { data, step: { kind: 'mail-in-shipments', ...stop } });
    const card = within(screen.getByRole('list', { name: 'Shipments' })).getByRole('heading', { name: 'Shipment 1' });
    expect(card.closest('.ui-card')?.textContent).toBe(
      'Shipment 1Dropped offBox scannedLabel LABEL-0001 scannedNo photo',
    );
    expect(screen.getByText('Every shipment is dropped off. Finalize the drop-off to finish this stop.')).toBeTruthy();
  });

  test('scan the box: the box recorded at the visit, else "Wrong supply"', async () => {
    const { writes, state } = renderStep(shipmentScanBox.Body, {
      data: atTheLab(),
      step: { kind: 'shipment-scan-box', ...shipmentStep },
      supplyItems: [box],
      scans,
    });
    expect(screen.getByText('Expected box: mail in box BOX-MAIL-0001')).toBeTruthy();
    scan('Box barcode', 'BOX-MAIL-0002');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong supply');
    scan('Box barcode', 'BOX-MAIL-0001');
    await waitFor(() => expect(state.local.mailbox[lab.shipmentID]?.scanBox).toBe('BOX-MAIL-0001'));
    expect(writes).toEqual([
      {
        name: 'scanShipmentBox',
        input: { shipmentID: lab.shipmentID, barcode: 'BOX-MAIL-0001' },
        label: 'Box scanned',
      },
    ]);
  });

  test('print the label: the shipment’s label barcode, and Next marks it being labelled once', async () => {
    renderStep(shipmentPrintLabel.Body, { data: atTheLab(), step: { kind: 'shipment-print-label', ...shipmentStep } });
    expect(screen.getByText('LABEL-0001')).toBeTruthy();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();

    const writes: unknown[] = [];
    const data = atTheLab();
    await shipmentPrintLabel.onContinue!(continueCtx(data, { kind: 'shipment-print-label', ...shipmentStep }, writes));
    data.shipments[lab.shipmentID]!.preparingToLabel = true;
    await shipmentPrintLabel.onContinue!(continueCtx(data, { kind: 'shipment-print-label', ...shipmentStep }, writes));
    expect(writes).toEqual([{ name: 'markShipmentPreparingToLabel', input: { shipmentID: lab.shipmentID } }]);
  });

  test('scan the label: another label is refused as the server would; the shipment’s own is saved', async () => {
    const { writes, state } = renderStep(shipmentScanLabel.Body, {
      data: atTheLab(),
      step: { kind: 'shipment-scan-label', ...shipmentStep },
    });
    scan('Shipping label barcode', 'LABEL-0002');
    expect((await screen.findByRole('alert')).textContent).toBe('This is not the shipping label of this shipment');
    scan('Shipping label barcode', 'LABEL-0001');
    await waitFor(() => expect(state.local.mailbox[lab.shipmentID]?.scanLabel).toBe('LABEL-0001'));
    expect(writes.map((w) => w.input)).toEqual([{ shipmentID: lab.shipmentID, barcode: 'LABEL-0001' }]);
  });

  test('the label scanned at the visit already: scanning it at the stop saves nothing again', async () => {
    const data = atTheLab();
    data.shipments[lab.shipmentID]!.status = 'ready_to_ship';
    data.shipments[lab.shipmentID]!.scannedShippingLabelBarcode = 'LABEL-0001';
    const { writes, state } = renderStep(shipmentScanLabel.Body, {
      data,
      step: { kind: 'shipment-scan-label', ...shipmentStep },
    });
    expect(screen.getByText('Label LABEL-0001 scanned')).toBeTruthy();
    scan('Shipping label barcode', 'LABEL-0001');
    await waitFor(() => expect(state.local.mailbox[lab.shipmentID]?.scanLabel).toBe('LABEL-0001'));
    expect(writes).toEqual([]);
  });

  test('a shipment step for a shipment not in the data says requirements.md 8 "Missing shipment"', () => {
    renderStep(shipmentScanLabel.Body, {
      data: atTheLab(),
      step: { kind: 'shipment-scan-label', ...stop, shipmentID: 'ship-gone' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Missing shipment');
  });

  test.each([
    ['a labelled shipment is dropped off', 'ready_to_ship' as const, 1],
    ['one in transit is left', 'in-transit' as const, 0],
  ])('Next on drop-off: %s (requirements.md 4)', async (_, status, count) => {
    const data = atTheLab();
    data.shipments[lab.shipmentID]!.status = status;
    const writes: unknown[] = [];
    await shipmentDropOff.onContinue!(continueCtx(data, { kind: 'shipment-drop-off', ...shipmentStep }, writes));
    expect(writes).toEqual(
      Array.from({ length: count }, () => ({ name: 'dropOffShipment', input: { shipmentID: lab.shipmentID } })),
    );
  });
});
