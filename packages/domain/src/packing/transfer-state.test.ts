import { describe, expect, test } from 'vitest';
import { stepMessages } from '../continue-rules/messages.ts';
import { supplyTransferFailures } from '../continue-rules/supply-transfer.ts';
import { failuresBeforeDone, markScanned, toTransferState, type TransferView } from './transfer-state.ts';

const view = (over: Partial<TransferView> = {}): TransferView => ({
  id: 'st1',
  kind: 'kit-shipment',
  status: 'pending',
  recipient: 'Rosa',
  address: '1 Main',
  neededBy: '2026-12-01',
  warnings: [],
  procedures: [
    {
      id: 'p1',
      name: 'HbA1c',
      kitSupplyID: 'kit',
      kitSupplyName: 'Kit',
      kitSupplyItemID: 'k1',
      requisitionBarcode: 'RF-p1',
      instructionSheetBarcode: 'IS-p1',
      expectedSupplies: [{ supplyID: 'vial', name: 'Vial' }],
      scannedSupplies: [{ supplyItemID: 'v1', supplyID: 'vial' }],
      requisitionFormScanned: true,
      instructionSheetScanned: true,
    },
  ],
  shipments: [
    {
      id: 's1',
      status: 'pending',
      boxSupplyItemID: 'b1',
      expectedKits: [{ supplyID: 'kit', supplyItemID: 'k1', name: 'Kit' }],
      kitsInBox: [{ supplyItemID: 'k1', supplyID: 'kit' }],
      shippingLabelBarcode: 'L1',
      trackingNumber: 'L1',
      scannedShippingLabelBarcode: 'L1',
      boxImageFileID: 'f1',
    },
  ],
  ...over,
});

describe('toTransferState (requirements.md 3 local flow state)', () => {
  test('requirements.md 5: nothing is valid until the transfer has loaded', () => {
    expect(supplyTransferFailures({ step: 'done-packing', supplyShipmentID: 's1' }, toTransferState(null))).toEqual([
      stepMessages.transferLoading,
    ]);
  });
  test('a packed-through transfer passes every step', () => {
    expect(failuresBeforeDone(view(), 's1')).toEqual([]);
  });
  test('what is missing is listed once, in route order', () => {
    const v = view();
    v.procedures[0]!.kitSupplyItemID = null;
    v.shipments[0]!.boxImageFileID = null;
    v.shipments[0]!.kitsInBox = [];
    expect(failuresBeforeDone(v, 's1')).toEqual([
      stepMessages.scanProcedureKit,
      stepMessages.scanAllItems,
      stepMessages.takePhoto,
    ]);
  });
  test('an unknown shipment has nothing before its done step', () => {
    expect(failuresBeforeDone(view(), 'nope')).toEqual([]);
  });
});

describe('markScanned (requirements.md 3 scan lists with isScanned)', () => {
  test.each([
    ['exact items first', [{ supplyID: 'k', supplyItemID: 'a' }], [{ supplyItemID: 'a', supplyID: 'k' }], [true]],
    [
      'another item of the supply does not fill an exact row',
      [{ supplyID: 'k', supplyItemID: 'a' }],
      [{ supplyItemID: 'b', supplyID: 'k' }],
      [false],
    ],
    [
      'rows by supply fill in order',
      [{ supplyID: 'k' }, { supplyID: 'k' }],
      [{ supplyItemID: 'b', supplyID: 'k' }],
      [true, false],
    ],
    ['nothing expected', [], [{ supplyItemID: 'b', supplyID: 'k' }], []],
  ])('%s', (_name, expected, scanned, flags) => {
    expect(markScanned(expected, scanned).map((r) => r.isScanned)).toEqual(flags);
  });
});
