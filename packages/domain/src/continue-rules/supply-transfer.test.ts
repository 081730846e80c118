import { describe, expect, it } from 'vitest';
import {
  supplyTransferFailures,
  supplyTransferProcedureSteps,
  supplyTransferShipmentSteps,
  type SupplyTransferProcedure,
  type SupplyTransferShipment,
  type SupplyTransferState,
  type SupplyTransferStep,
} from './supply-transfer.ts';

const packed: SupplyTransferProcedure = {
  id: 'p1',
  isLabFlow: true,
  kitSupplyItemID: 'KIT-1',
  supplyItemIDs: ['T-1'],
  instructionSheetScanned: true,
  requisitionFormScanned: true,
  supplyScanList: [{ isScanned: true }],
};
const empty: SupplyTransferProcedure = {
  id: 'p2',
  isLabFlow: true,
  kitSupplyItemID: null,
  supplyItemIDs: [],
  instructionSheetScanned: false,
  requisitionFormScanned: false,
  supplyScanList: [],
};
const nonLab: SupplyTransferProcedure = { ...empty, id: 'p9', isLabFlow: false };
const boxed: SupplyTransferShipment = {
  id: 'sh1',
  boxSupplyItemID: 'BOX-1',
  kitsScanList: [{ isScanned: true }, { isScanned: true }],
  scannedShippingLabelBarcode: 'LBL-1',
  boxImage: 'files/box.jpg',
};
const bare: SupplyTransferShipment = {
  id: 'sh2',
  boxSupplyItemID: null,
  kitsScanList: [],
  scannedShippingLabelBarcode: null,
  boxImage: null,
};
const st = (
  procedures: SupplyTransferProcedure[],
  shipments: SupplyTransferShipment[] = [boxed, bare],
  loadingCompleted = true,
): SupplyTransferState => ({
  loadingCompleted,
  procedures,
  shipments,
});
const proc = (step: (typeof supplyTransferProcedureSteps)[number], procedureID: string): SupplyTransferStep => ({
  step,
  procedureID,
});
const ship = (step: (typeof supplyTransferShipmentSteps)[number], supplyShipmentID: string): SupplyTransferStep => ({
  step,
  supplyShipmentID,
});

const loading = 'The supply transfer is still loading.';
type Row = [rule: string, step: SupplyTransferStep, state: SupplyTransferState, expected: string[]];
const rows: Row[] = [
  // "Nothing is valid until the transfer has finished loading."
  ['requirements.md 5: still loading: procedures step', { step: 'procedures' }, st([packed], [boxed], false), [loading]],
  ...supplyTransferProcedureSteps.map((step): Row => [
    `requirements.md 5: still loading: ${step}`,
    proc(step, 'p1'),
    st([packed], [boxed], false),
    [loading],
  ]),
  ...supplyTransferShipmentSteps.map((step): Row => [
    `requirements.md 5: still loading: ${step}`,
    ship(step, 'sh1'),
    st([packed], [boxed], false),
    [loading],
  ]),
  // Procedures step: "every procedure to have a kit, supply items and a scanned instruction sheet"
  ['requirements.md 5: procedures, all packed', { step: 'procedures' }, st([packed]), []],
  [
    'requirements.md 5: procedures, one lacks all three',
    { step: 'procedures' },
    st([packed, empty]),
    [
      'Scan a kit for every procedure before continuing.',
      'Scan the supplies for every procedure before continuing.',
      'Scan the instruction sheet for every procedure before continuing.',
    ],
  ],
  [
    'requirements.md 5: procedures, kit missing',
    { step: 'procedures' },
    st([{ ...packed, kitSupplyItemID: null }]),
    ['Scan a kit for every procedure before continuing.'],
  ],
  [
    'requirements.md 5: procedures, supply items missing',
    { step: 'procedures' },
    st([{ ...packed, supplyItemIDs: [] }]),
    ['Scan the supplies for every procedure before continuing.'],
  ],
  [
    'requirements.md 5: procedures, instruction sheet not scanned',
    { step: 'procedures' },
    st([{ ...packed, instructionSheetScanned: false }]),
    ['Scan the instruction sheet for every procedure before continuing.'],
  ],
  [
    'requirements.md 5: procedures, requisition form is not part of it',
    { step: 'procedures' },
    st([{ ...packed, requisitionFormScanned: false }]),
    [],
  ],
  ['requirements.md 2.12: procedures, non-lab procedures are ignored', { step: 'procedures' }, st([packed, nonLab]), []],
  [
    'requirements.md 2.12: procedures, no lab procedure -> No procedures found',
    { step: 'procedures' },
    st([nonLab]),
    ['No procedures found'],
  ],
  // Per procedure
  [
    'requirements.md 2.12: procedure step for a non-lab procedure -> No procedure found',
    proc('scan-procedure-kit', 'p9'),
    st([packed, nonLab]),
    ['No procedure found'],
  ],
  [
    'requirements.md 2.12: procedure step for an unknown procedure -> No procedure found',
    proc('close-procedure-kit', 'nope'),
    st([packed]),
    ['No procedure found'],
  ],
  [
    'requirements.md 5: scan-procedure-kit needs a kit supply item',
    proc('scan-procedure-kit', 'p2'),
    st([empty]),
    ['Scan the procedure kit before continuing.'],
  ],
  ['requirements.md 5: scan-procedure-kit, kit scanned', proc('scan-procedure-kit', 'p1'), st([packed]), []],
  [
    'requirements.md 5: scan-procedure-supplies, empty list',
    proc('scan-procedure-supplies', 'p2'),
    st([empty]),
    ['Scan all items before continuing.'],
  ],
  [
    'requirements.md 5: scan-procedure-supplies, one unscanned',
    proc('scan-procedure-supplies', 'p1'),
    st([{ ...packed, supplyScanList: [{ isScanned: true }, { isScanned: false }] }]),
    ['Scan all items before continuing.'],
  ],
  ['requirements.md 5: scan-procedure-supplies, all scanned', proc('scan-procedure-supplies', 'p1'), st([packed]), []],
  [
    'requirements.md 5: scan-requisition-form, flag off',
    proc('scan-requisition-form', 'p2'),
    st([empty]),
    ['Scan the requisition form before continuing.'],
  ],
  ['requirements.md 5: scan-requisition-form, flag on', proc('scan-requisition-form', 'p1'), st([packed]), []],
  [
    'requirements.md 5: scan-instruction-sheet, flag off',
    proc('scan-instruction-sheet', 'p2'),
    st([empty]),
    ['Scan the instruction sheet before continuing.'],
  ],
  ['requirements.md 5: scan-instruction-sheet, flag on', proc('scan-instruction-sheet', 'p1'), st([packed]), []],
  ['requirements.md 5: print-requisition-form is always allowed', proc('print-requisition-form', 'p2'), st([empty]), []],
  ['requirements.md 5: print-instruction-sheet is always allowed', proc('print-instruction-sheet', 'p2'), st([empty]), []],
  ['requirements.md 2.12: close-procedure-kit never blocks', proc('close-procedure-kit', 'p2'), st([empty]), []],
  // Per shipment
  [
    'requirements.md 8: shipment step for an unknown shipment -> Missing shipment',
    ship('scan-supply-box', 'nope'),
    st([packed]),
    ['Missing shipment'],
  ],
  [
    'requirements.md 5: scan-supply-box needs a box supply item',
    ship('scan-supply-box', 'sh2'),
    st([packed]),
    ['Scan the supply box before continuing.'],
  ],
  ['requirements.md 5: scan-supply-box, box scanned', ship('scan-supply-box', 'sh1'), st([packed]), []],
  [
    'requirements.md 5: scan-kits-to-supply-box, empty list',
    ship('scan-kits-to-supply-box', 'sh2'),
    st([packed]),
    ['Scan all items before continuing.'],
  ],
  [
    'requirements.md 5: scan-kits-to-supply-box, one unscanned',
    ship('scan-kits-to-supply-box', 'sh1'),
    st([packed], [{ ...boxed, kitsScanList: [{ isScanned: false }, { isScanned: true }] }]),
    ['Scan all items before continuing.'],
  ],
  ['requirements.md 5: scan-kits-to-supply-box, all scanned', ship('scan-kits-to-supply-box', 'sh1'), st([packed]), []],
  [
    'requirements.md 5: scan-shipping-label needs a scanned label',
    ship('scan-shipping-label', 'sh2'),
    st([packed]),
    ['Scan the barcode before continuing.'],
  ],
  ['requirements.md 5: scan-shipping-label, scanned', ship('scan-shipping-label', 'sh1'), st([packed]), []],
  [
    'requirements.md 5: supply-box-photo needs a box image',
    ship('supply-box-photo', 'sh2'),
    st([packed]),
    ['Take a photo before continuing.'],
  ],
  ['requirements.md 5: supply-box-photo, image taken', ship('supply-box-photo', 'sh1'), st([packed]), []],
  ['requirements.md 5: print-shipping-label is always allowed', ship('print-shipping-label', 'sh2'), st([packed]), []],
  ['requirements.md 5: done-packing is always allowed', ship('done-packing', 'sh2'), st([packed]), []],
];

describe('supplyTransferFailures (requirements.md 5 "Supply transfer continue rules")', () => {
  it.each(rows)('%s', (_, step, state, expected) => expect(supplyTransferFailures(step, state)).toEqual(expected));
});
