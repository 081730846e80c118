import { describe, expect, test } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import {
  instructionRows,
  mailInActionOf,
  mailInBoxOf,
  matchPackage,
  packageRows,
  packagesToScan,
  setInstruction,
  setMailbox,
  shipmentProgress,
  shipmentsAtStop,
} from './mail-in-model.ts';

const { ava, ben, lab } = DEMO;

describe('unpacked mail-in (requirements.md 2.11, 3, 5)', () => {
  test('only a mail-in action is one', () => {
    const data = demoItinerary();
    expect(mailInActionOf(data, lab.mailInActionID)?.id).toBe(lab.mailInActionID);
    expect(mailInActionOf(data, ben.actionID)).toBeUndefined();
    expect(mailInActionOf(data, 'constructor')).toBeUndefined();
  });

  test('the box counts as scanned when the server holds its barcode or this phone scanned it', () => {
    const data = demoItinerary();
    const action = data.waypointActions[lab.mailInActionID]!;
    expect(mailInBoxOf(action, emptyItineraryFlowState)).toEqual({ barcode: null, scanned: false });
    const local = { ...emptyItineraryFlowState, mailInBoxScanned: { [action.id]: true } };
    expect(mailInBoxOf(action, local).scanned).toBe(true);
    action.mailIn!.mailInBoxBarcode = 'BOX-MAIL-0001';
    expect(mailInBoxOf(action, emptyItineraryFlowState)).toEqual({ barcode: 'BOX-MAIL-0001', scanned: true });
  });

  test('requirements.md 5: the instructions in order — remove tape strips, remove pressure bag, place ice packs', () => {
    const local = setInstruction(emptyItineraryFlowState, lab.mailInActionID, 'remove-pressure-bag', true);
    expect(local.packingFlowInstructions).toEqual({ [lab.mailInActionID]: { 'remove-pressure-bag': true } });
    expect(instructionRows(local, lab.mailInActionID)).toEqual([
      { instruction: 'remove-tape-strips', n: 1, text: 'Remove the tape strips', done: false },
      { instruction: 'remove-pressure-bag', n: 2, text: 'Remove the pressure bag', done: true },
      { instruction: 'place-ice-packs', n: 3, text: 'Place the ice packs', done: false },
    ]);
    const unticked = setInstruction(local, lab.mailInActionID, 'remove-pressure-bag', false);
    expect(instructionRows(unticked, lab.mailInActionID).every((r) => !r.done)).toBe(true);
  });
});

describe('packed mail-in at the drop-off (requirements.md 2.11, 3, 5)', () => {
  test('the stop’s shipments; none at a patient waypoint', () => {
    const data = demoItinerary();
    expect(shipmentsAtStop(data, lab.waypointID).map((s) => s.id)).toEqual([lab.shipmentID]);
    expect(shipmentsAtStop(data, ava.waypointID)).toEqual([]);
  });

  test('a package is the shipment’s box: by its supply item, else by the box barcode', () => {
    const data = demoItinerary();
    expect(packagesToScan(data, lab.waypointID)).toEqual([]);
    data.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-MAIL-0001';
    expect(packagesToScan(data, lab.waypointID)).toEqual([
      {
        shipmentID: lab.shipmentID,
        key: 'BOX-MAIL-0001',
        supplyItemID: null,
        barcode: 'BOX-MAIL-0001',
        handedOver: false,
      },
    ]);
    data.shipments[lab.shipmentID]!.shipmentBoxSupplyItemID = 'si-box-mail-0001';
    expect(packagesToScan(data, lab.waypointID)[0]?.key).toBe('si-box-mail-0001');
  });

  test('a box is ticked once scanned at the stop or handed over there; a label put on at the home ticks nothing (issue 13)', () => {
    const data = demoItinerary();
    const shipment = data.shipments[lab.shipmentID]!;
    shipment.shipmentBoxSupplyItemID = 'si-box-mail-0001';
    const rows = (scanned: string[] = []) => packageRows(packagesToScan(data, lab.waypointID), scanned);
    expect(rows()).toEqual([{ supplyItemID: 'si-box-mail-0001', scanned: false }]);
    expect(rows(['si-box-mail-0001'])[0]?.scanned).toBe(true);
    shipment.status = 'ready_to_ship';
    expect(rows()[0]?.scanned).toBe(false);
    shipment.waypointArrival = true;
    expect(rows()[0]?.scanned).toBe(true);
    shipment.waypointArrival = false;
    shipment.status = 'in-transit';
    expect(rows()[0]?.scanned).toBe(true);
  });

  const packages = [{ shipmentID: 's', key: 'si-box', supplyItemID: 'si-box', barcode: 'BOX-1', handedOver: false }];
  test.each([
    ['the box', { barcode: 'BOX-1', supplyItemID: 'si-box' }, [], { ok: true, key: 'si-box' }],
    ['the box by its barcode', { barcode: 'BOX-1', supplyItemID: null }, [], { ok: true, key: 'si-box' }],
    ['another box', { barcode: 'BOX-2', supplyItemID: 'si-box-2' }, [], { ok: false, message: 'Wrong supply' }],
    [
      'the box again',
      { barcode: 'BOX-1', supplyItemID: 'si-box' },
      ['si-box'],
      { ok: false, message: 'Barcode already scanned.' },
    ],
  ])('requirements.md 5: %s', (_, scan, scanned, expected) => {
    expect(matchPackage(packages, scanned, scan)).toEqual(expected);
  });

  test('a shipment’s progress: the server’s flags first, then this phone’s mailbox state', () => {
    const shipment = demoItinerary().shipments[lab.shipmentID]!;
    expect(shipmentProgress(shipment, emptyItineraryFlowState)).toEqual({
      boxScanned: false,
      labelScanned: null,
      photo: null,
      droppedOff: false,
    });
    const local = setMailbox(emptyItineraryFlowState, shipment.id, { scanBox: 'BOX-1', takePhoto: 'file-1' });
    expect(local.mailbox[shipment.id]).toEqual({ scanBox: 'BOX-1', scanLabel: null, takePhoto: 'file-1' });
    expect(shipmentProgress({ ...shipment, scannedShippingLabelBarcode: 'LABEL-0001' }, local)).toEqual({
      boxScanned: true,
      labelScanned: 'LABEL-0001',
      photo: 'file-1',
      droppedOff: false,
    });
    expect(
      shipmentProgress({ ...shipment, status: 'in-transit', waypointArrival: true }, emptyItineraryFlowState),
    ).toMatchObject({ boxScanned: true, droppedOff: true });
  });
});
