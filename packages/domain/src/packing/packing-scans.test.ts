import { describe, expect, test } from 'vitest';
import { scanMessages } from '../scanning/messages.ts';
import { packingMessages as m } from './messages.ts';
import {
  activateAtPlaceRefusal,
  boxKitRefusal,
  documentScanRefusal,
  shelfItemRefusal,
  procedureKitRefusal,
  scanListVerdict,
  shippingLabelRefusal,
  supplyBoxRefusal,
  type PackingScan,
} from './packing-scans.ts';

const scan = (over: Partial<PackingScan> = {}): PackingScan => ({
  barcode: 'KIT-1',
  supplyID: 'sup-a1c-kit',
  supplyItemID: 'item-kit-1',
  serial: null,
  supplyType: 'kit',
  expiresOn: '2027-06-01',
  ...over,
});

describe('procedureKitRefusal (issue 26: scan procedure kit)', () => {
  const base = { kitSupplyID: 'sup-a1c-kit', currentKitItemID: null, packedElsewhere: false, neededBy: '2026-12-01' };
  test.each([
    ['a kit of the procedure kit supply fits', {}, null],
    [
      'requirements.md 5: a scan naming no supply item is Wrong supply',
      { scan: scan({ supplyItemID: null }) },
      scanMessages.wrongSupply,
    ],
    [
      'requirements.md 5: another supply is Wrong supply',
      { scan: scan({ supplyID: 'sup-visit-bag' }) },
      scanMessages.wrongSupply,
    ],
    [
      'requirements.md 5: the same kit again is already scanned',
      { currentKitItemID: 'item-kit-1' },
      scanMessages.alreadyScanned,
    ],
    ['a kit packed for another procedure is already scanned', { packedElsewhere: true }, scanMessages.alreadyScanned],
    ['a second kit for a procedure that has one', { currentKitItemID: 'item-kit-2' }, m.kitAlreadyPacked],
    [
      'beyond the spec: a kit expiring before the visit is refused with its expiry',
      { scan: scan({ expiresOn: '2026-11-30' }) },
      'This kit expires on Monday, November 30, before the visit on Tuesday, December 1. Take another kit from the shelf.',
    ],
    [
      'the expiry shows its year when it is not the visit’s (ADR 078, ADR 086)',
      { scan: scan({ expiresOn: '2025-12-20' }), neededBy: '2026-01-05' },
      'This kit expires on Saturday, December 20, 2025, before the visit on Monday, January 5. Take another kit from the shelf.',
    ],
    ['a kit expiring on the visit day fits', { scan: scan({ expiresOn: '2026-12-01' }) }, null],
    [
      'a kit order has no visit day: no expiry refusal',
      { neededBy: null, scan: scan({ expiresOn: '2020-01-01' }) },
      null,
    ],
  ])('%s', (_name, over, expected) => {
    expect(procedureKitRefusal({ ...base, scan: scan(), ...over })).toBe(expected);
  });
});

describe('scanListVerdict (requirements.md 3 scan lists: procedure supplies, a kit order kits)', () => {
  const list = [
    { supplyID: 'sup-a1c-kit-vial', isScanned: false },
    { supplyID: 'sup-a1c-kit-vial', isScanned: false },
  ];
  const vial = scan({ supplyID: 'sup-a1c-kit-vial', supplyItemID: 'item-vial-1', supplyType: 'tube', barcode: 'V1' });
  test.each([
    ['a matching supply ticks the first row', list, vial, [], 'ok'],
    ['requirements.md 5: Wrong supply', list, scan({ supplyID: 'sup-x' }), [], scanMessages.wrongSupply],
    [
      'requirements.md 5: Barcode already scanned.',
      [{ supplyID: 'sup-a1c-kit-vial', isScanned: true, supplyItemID: 'item-vial-1' }, list[1]!],
      vial,
      [],
      scanMessages.alreadyScanned,
    ],
    ['an item packed elsewhere is already scanned', list, vial, ['item-vial-1'], scanMessages.alreadyScanned],
    ['a scan naming no item is Wrong supply', list, { ...vial, supplyItemID: null }, [], scanMessages.wrongSupply],
    [
      'beyond the spec: a supply expiring first is refused',
      list,
      { ...vial, expiresOn: '2026-01-01' },
      [],
      'This supply expires on Thursday, January 1, before the visit on Tuesday, December 1. Take another supply from the shelf.',
    ],
  ])('%s', (_name, rows, s, elsewhere, expected) => {
    const verdict = scanListVerdict({
      list: rows,
      scan: s,
      packedElsewhere: elsewhere,
      neededBy: '2026-12-01',
      what: 'supply',
    });
    if (expected === 'ok') {
      expect(verdict.ok).toBe(true);
      if (verdict.ok) expect(verdict.list.map((r) => r.isScanned)).toEqual([true, false]);
    } else expect(verdict).toEqual({ ok: false, message: expected });
  });
  test('a refused scan leaves the list as it was', () => {
    const before = JSON.parse(JSON.stringify(list)) as typeof list;
    scanListVerdict({ list, scan: scan({ supplyID: 'sup-x' }), packedElsewhere: [], neededBy: null, what: 'kit' });
    expect(list).toEqual(before);
  });
});

describe('boxKitRefusal (scan kits to supply box)', () => {
  test.each([
    ['a packed kit of the transfer fits', 'k1', [], null],
    ['a kit already in the box', 'k1', ['k1'], scanMessages.alreadyScanned],
    ['a kit of no procedure of the transfer', 'k9', [], scanMessages.wrongSupply],
    ['no supply item', null, [], scanMessages.wrongSupply],
  ])('%s', (_name, item, inBox, expected) => {
    expect(boxKitRefusal({ kitItemIDs: ['k1', 'k2'], inBox, supplyItemID: item })).toBe(expected);
  });
});

describe('documentScanRefusal (scan requisition form, scan instruction sheet)', () => {
  test.each([
    ['the requisition number fits', 'requisition-form', 'RQ-1', null],
    ['surrounding spaces are a scanner suffix', 'requisition-form', ' RQ-1 ', null],
    ['another form', 'requisition-form', 'RQ-2', m.wrongRequisitionForm],
    ['another sheet', 'instruction-sheet', 'IS-x', m.wrongInstructionSheet],
    ['requirements.md 8: an empty scan is Missing barcode.', 'instruction-sheet', ' ', scanMessages.missingBarcode],
  ] as const)('%s', (_name, document, scanned, expected) => {
    const expectedValue = document === 'requisition-form' ? 'RQ-1' : 'IS-p1';
    expect(documentScanRefusal({ document, expected: expectedValue, scanned })).toBe(expected);
  });
});

describe('shippingLabelRefusal (scan shipping label)', () => {
  test.each([
    ['the printed label fits', 'LBL1', 'LBL1', null],
    ['another label', 'LBL1', 'LBL2', m.wrongShippingLabel],
    ['no label printed yet', null, 'LBL1', m.printLabelFirst],
    ['empty', 'LBL1', '', scanMessages.missingBarcode],
  ])('%s', (_name, label, scanned, expected) => {
    expect(shippingLabelRefusal({ labelBarcode: label, scanned })).toBe(expected);
  });
});

describe('supplyBoxRefusal (scan supply box; ship flow scan-shipping-box)', () => {
  const box = scan({ supplyID: 'sup-mail-in-box', supplyItemID: 'box-1', supplyType: 'mail-in-box' });
  test.each([
    ['a free box fits', { scan: box, usedByOtherShipment: false }, null],
    ['a kit is not a box', { scan: scan(), usedByOtherShipment: false }, m.notABox],
    ['no supply item', { scan: { ...box, supplyItemID: null }, usedByOtherShipment: false }, m.notABox],
    ['a box holding another shipment', { scan: box, usedByOtherShipment: true }, scanMessages.alreadyScanned],
    ['ship flow: the packed box', { scan: box, usedByOtherShipment: true, expectedBoxItemID: 'box-1' }, null],
    ['ship flow: another box', { scan: box, usedByOtherShipment: false, expectedBoxItemID: 'box-2' }, m.wrongBox],
  ])('%s', (_name, input, expected) => {
    expect(supplyBoxRefusal(input)).toBe(expected);
  });
});

describe('activateAtPlaceRefusal (place-supplies/activate)', () => {
  test.each([
    ['an inactive item nobody holds', 'inactive', null, null, null],
    ['an inactive item of this place', 'inactive', 'place-a', null, null],
    ['an item of another place', 'inactive', 'place-b', null, m.notAtThisPlace],
    ['an item a nurse holds', 'activated', null, 'user-n', m.notAtThisPlace],
    ['an item active here already', 'activated', 'place-a', null, m.alreadyActive],
    ['a used item', 'used', 'place-a', null, scanMessages.alreadyScanned],
  ] as const)('%s', (_name, status, ownerPlaceID, ownerUserID, expected) => {
    expect(activateAtPlaceRefusal({ status, ownerPlaceID, ownerUserID, placeID: 'place-a' })).toBe(expected);
  });
});

describe('shelfItemRefusal (a kit order’s kits, a kit shipment’s kit, supplies and box leave her shelf; ADR 057, 075)', () => {
  test.each([
    ['an item active on her shelf', 'activated', 'place-a', null, null],
    ['an item used up', 'used', 'place-a', null, scanMessages.alreadyScanned],
    ['an item a nurse holds', 'activated', null, 'user-nurse', m.notAtThisPlace],
    ['an item of another place', 'activated', 'place-b', null, m.notAtThisPlace],
    ['an item received, not yet activated here', 'inactive', null, null, m.notAtThisPlace],
  ] as const)('%s', (_name, status, ownerPlaceID, ownerUserID, answer) =>
    expect(shelfItemRefusal({ status, ownerPlaceID, ownerUserID, placeID: 'place-a' })).toBe(answer),
  );
});
