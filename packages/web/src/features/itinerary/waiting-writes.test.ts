import { describe, expect, it } from 'vitest';
import { buildFieldState } from '@sc/domain/transitions/itinerary.fixture';
import type { NurseScanData } from '../../lib/scan-data.ts';
import { withWaitingWrites } from './waiting-writes.ts';

const caller = { userID: 'user-nurse', role: 'nurse' };
const at = '2026-03-02T10:00:00.000Z';
const tube = {
  id: 'TUBE-001',
  serial: '001',
  skuID: 'sku-tube',
  status: 'activated' as const,
  supplyID: 'sup-amber',
  supplyName: 'Amber Tube',
  supplyType: 'tube',
  color: '#b45309',
  icon: null,
  held: true,
  shiftBag: false,
};
const scanData: NurseScanData = {
  items: [tube],
  barcodes: { 'TUBE-001': { type: 'supply-item', id: 'TUBE-001' } },
  batchItems: {},
  batchSkus: {},
  skus: { 'sku-tube': { supplyID: 'sup-amber', active: true } },
};
const flow = { itinerary: buildFieldState().itinerary, supplyItems: {} as Record<string, typeof tube> };
const scanTube = {
  name: 'setProcedureSupplyItems',
  input: { itineraryID: 'it-1', procedureID: 'p-blood', supplyItemIDs: ['TUBE-001'] },
  at,
};

describe('withWaitingWrites: what the nurse sees while her writes wait', () => {
  it('shows a waiting scan at once, with the item named as the server will name it', () => {
    const shown = withWaitingWrites(flow, [scanTube], caller, scanData);
    expect(shown.itinerary.procedures['p-blood']!.supplyItemIDs).toEqual(['TUBE-001']);
    expect(shown.supplyItems['TUBE-001']).toMatchObject({ supplyName: 'Amber Tube', supplyID: 'sup-amber' });
  });

  it('shows the same once the answer holds the write and it still waits (never twice)', () => {
    const answered = withWaitingWrites(flow, [scanTube], caller, scanData);
    expect(withWaitingWrites(answered, [scanTube], caller, scanData).itinerary).toEqual(answered.itinerary);
  });

  it('with nothing waiting, the itinerary is the answer itself (no re-render of every step)', () => {
    expect(withWaitingWrites(flow, [], caller, scanData).itinerary).toBe(flow.itinerary);
  });

  it('a write of another kind (an analytics event) changes nothing', () => {
    const event = { name: 'trackEvent', input: { name: 'scan item' }, at };
    expect(withWaitingWrites(flow, [event], caller, scanData).itinerary).toBe(flow.itinerary);
  });
});

describe('withWaitingWrites: the visit bag judged by the server’s rule on the phone (issue 22)', () => {
  const bagItem = (id: string, shiftBag: boolean) => ({
    ...tube,
    id,
    serial: null,
    skuID: 'sku-bag',
    supplyID: shiftBag ? 'sup-shift-bag' : 'sup-visit-bag',
    supplyName: shiftBag ? 'Shift Bag' : 'Visit Bag',
    supplyType: 'branded-bag',
    shiftBag,
  });
  const bags: NurseScanData = {
    items: [bagItem('si-bag-shift', true), bagItem('si-bag-visit', false)],
    barcodes: {
      'BAG-SHIFT': { type: 'supply-item', id: 'si-bag-shift' },
      'BAG-VISIT': { type: 'supply-item', id: 'si-bag-visit' },
    },
    batchItems: {},
    batchSkus: {},
    skus: { 'sku-bag': { supplyID: 'sup-visit-bag', active: true } },
  };
  const pack = (barcode: string) => ({
    name: 'setWaypointSupplyItem',
    input: { itineraryID: 'it-1', waypointID: 'wp-visit', barcode },
    at,
  });
  const bagOf = (shown: ReturnType<typeof withWaitingWrites<typeof flow>>) =>
    shown.itinerary.waypoints.find((w) => w.id === 'wp-visit')?.supplyItemID ?? null;

  it('never shows the shift bag packed as the visit bag: the server refuses it', () => {
    expect(bagOf(withWaitingWrites(flow, [pack('BAG-SHIFT')], caller, bags))).toBeNull();
  });

  it('shows a visit bag she holds packed at once', () => {
    expect(bagOf(withWaitingWrites(flow, [pack('BAG-VISIT')], caller, bags))).toBe('si-bag-visit');
  });
});

describe('withWaitingWrites: a shipped kit’s vial judged by the server’s rule on the phone (ADR 080)', () => {
  // Done packing left it used; it waits at the patient of p-kit's visit (the fixture's dw-kit).
  const vial = {
    ...tube,
    status: 'used' as const,
    held: false,
    shippedKit: { procedureIDs: ['p-kit'], draftWaypointIDs: ['dw-kit'] },
  };
  const shipped: NurseScanData = { ...scanData, items: [vial] };
  const scanOn = (procedureID: string, supplyItemIDs: string[]) => ({
    name: 'setProcedureSupplyItems',
    input: { itineraryID: 'it-1', procedureID, supplyItemIDs },
    at,
  });
  const tubesOf = (shown: ReturnType<typeof withWaitingWrites<typeof flow>>, procedureID: string) =>
    shown.itinerary.procedures[procedureID]!.supplyItemIDs;

  it('shows it scanned on the procedure it was shipped for at once', () => {
    expect(tubesOf(withWaitingWrites(flow, [scanOn('p-kit', ['TUBE-001'])], caller, shipped), 'p-kit')).toEqual([
      'TUBE-001',
    ]);
  });

  it('never shows it on another visit’s procedure: the server refuses it', () => {
    expect(tubesOf(withWaitingWrites(flow, [scanOn('p-blood', ['TUBE-001'])], caller, shipped), 'p-blood')).toEqual([]);
  });

  it('taken back out of a procedure the answer names it on, it stays used, as the server keeps it', () => {
    const answered = {
      itinerary: buildFieldState().itinerary,
      supplyItems: { 'TUBE-001': { ...tube, status: 'used' as const } },
    };
    answered.itinerary.procedures['p-kit'] = {
      ...answered.itinerary.procedures['p-kit']!,
      supplyItemIDs: ['TUBE-001'],
    };
    const shown = withWaitingWrites(answered, [scanOn('p-kit', [])], caller, shipped);
    expect(shown.supplyItems['TUBE-001']?.status).toBe('used');
  });
});
